/**
 * The database column behind every filter and sort key of the domain catalogues, per search type.
 * Nullable keys sort through coalesce(column, -infinity) so NULLs come last; these expressions are the
 * ones the sort indexes of migrations/002_search_indexes.sql are built on, character for character.
 * Range filters compare the column itself (NULL never matches a bound), which a plain btree serves
 * (002 and 003_search_filter_indexes.sql), so filters combine in bitmap scans.
 */
import type { SearchType } from "@hotshelf/domain";

export type ColumnKind = "float8" | "int4" | "timestamptz";

export interface KeyColumn {
  column: string;
  kind: ColumnKind;
  nullable: boolean;
}

const key = (column: string, kind: ColumnKind, nullable: boolean): KeyColumn => ({
  column,
  kind,
  nullable,
});
const num = (column: string, nullable = false) => key(column, "float8", nullable);
const int = (column: string, nullable = false) => key(column, "int4", nullable);
const date = (column: string, nullable = false) => key(column, "timestamptz", nullable);

function revenue(prefix: string): Record<string, KeyColumn> {
  const out: Record<string, KeyColumn> = {};
  for (const period of ["day", "week", "month"]) {
    out[`${prefix}${period}_current_period_revenue`] = num(
      `${prefix}${period}_current_period_revenue`,
    );
    out[`${prefix}${period}_revenue_percent_change`] = num(
      `${prefix}${period}_revenue_percent_change`,
      true,
    );
  }
  return out;
}

export const PRODUCT_KEY_COLUMNS: Readonly<Record<string, KeyColumn>> = {
  price: num("price"),
  product_published_at: date("product_published_at"),
  product_active_ad_count: int("product_active_ad_count"),
  product_active_ad_count_percent_change: num("product_active_ad_count_percent_change", true),
  shop_active_ad_count: int("shop_active_ad_count"),
  shop_active_ad_count_percent_change: num("shop_active_ad_count_percent_change", true),
  ...revenue(""),
  ...revenue("shop_"),
  shop_sku_count: int("shop_sku_count"),
  shop_site_creation_date: date("shop_site_creation_date", true),
  shop_ig_followers: int("shop_ig_followers", true),
  shop_ig_followers_percent_change: num("shop_ig_followers_percent_change", true),
  // The spec's product filter list names the shop's follower change without the shop_ prefix.
  ig_followers_percent_change: num("shop_ig_followers_percent_change", true),
};

export const SHOP_KEY_COLUMNS: Readonly<Record<string, KeyColumn>> = {
  sku_count: int("sku_count"),
  site_creation_date: date("site_creation_date", true),
  active_ad_count: int("active_ad_count"),
  active_ad_count_percent_change: num("active_ad_count_percent_change", true),
  ...revenue(""),
  ig_followers: int("ig_followers", true),
  ig_followers_percent_change: num("ig_followers_percent_change", true),
};

/** One-hot filter key -> the text column it matches, and whether ticked options are excluded. */
export interface OneHotColumn {
  column: string;
  exclude: boolean;
}

export const PRODUCT_ONE_HOT_COLUMNS: Readonly<Record<string, OneHotColumn>> = {
  shop_country: { column: "shop_country", exclude: false },
  shop_locale: { column: "shop_locale", exclude: false },
  exclude_country: { column: "shop_country", exclude: true },
};

export const SHOP_ONE_HOT_COLUMNS: Readonly<Record<string, OneHotColumn>> = {
  country: { column: "country", exclude: false },
  locale: { column: "locale", exclude: false },
  exclude_country: { column: "country", exclude: true },
};

export function keyColumns(searchType: SearchType): Readonly<Record<string, KeyColumn>> {
  return searchType === "products" ? PRODUCT_KEY_COLUMNS : SHOP_KEY_COLUMNS;
}

export function oneHotColumns(searchType: SearchType): Readonly<Record<string, OneHotColumn>> {
  return searchType === "products" ? PRODUCT_ONE_HOT_COLUMNS : SHOP_ONE_HOT_COLUMNS;
}

/** The SQL expression a key sorts and range-filters on (NULLs below every value). */
export function sortExpression(key: KeyColumn): string {
  if (!key.nullable) return key.column;
  const floor =
    key.kind === "timestamptz" ? "'-infinity'::timestamptz" : "'-Infinity'::double precision";
  return `coalesce(${key.column}, ${floor})`;
}

/** The SQL type of sortExpression's value, for casting parameters compared with it. */
export function expressionType(key: KeyColumn): string {
  if (key.kind === "timestamptz") return "timestamptz";
  if (key.nullable || key.kind === "float8") return "double precision";
  return "integer";
}
