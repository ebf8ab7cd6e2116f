/**
 * The filter catalogues of Explore Products and Explore Shops (000 §3): range filters with their group,
 * key, type and label, and the one-hot (checkbox) filters with their options.
 */
import { metricLabel } from "./labels";

/** What a search lists; also the filter_type of filter sets. */
export type SearchType = "products" | "shops";
export const SEARCH_TYPES: readonly SearchType[] = ["products", "shops"];

export type RangeFilterType = "numeric" | "date";

export interface RangeFilterDefinition {
  key: string;
  type: RangeFilterType;
  label: string;
  group: string;
}

export interface FilterOption {
  key: string;
  label: string;
}

export interface OneHotFilterDefinition {
  key: string;
  label: string;
  options: readonly FilterOption[];
}

/** The 28 selectable shop countries, in the spec's order. */
export const COUNTRIES: readonly FilterOption[] = [
  { key: "US", label: "United States" },
  { key: "CA", label: "Canada" },
  { key: "GB", label: "United Kingdom" },
  { key: "DE", label: "Germany" },
  { key: "FR", label: "France" },
  { key: "IE", label: "Ireland" },
  { key: "IT", label: "Italy" },
  { key: "NL", label: "Netherlands" },
  { key: "NZ", label: "New Zealand" },
  { key: "NO", label: "Norway" },
  { key: "ES", label: "Spain" },
  { key: "SE", label: "Sweden" },
  { key: "CH", label: "Switzerland" },
  { key: "TR", label: "Turkey" },
  { key: "IL", label: "Israel" },
  { key: "FI", label: "Finland" },
  { key: "DK", label: "Denmark" },
  { key: "BE", label: "Belgium" },
  { key: "GR", label: "Greece" },
  { key: "AU", label: "Australia" },
  { key: "IN", label: "India" },
  { key: "PK", label: "Pakistan" },
  { key: "AT", label: "Austria" },
  { key: "BR", label: "Brazil" },
  { key: "PL", label: "Poland" },
  { key: "PT", label: "Portugal" },
  { key: "LU", label: "Luxembourg" },
  { key: "HU", label: "Hungary" },
];

/** The 5 selectable shop locales. */
export const LOCALES: readonly FilterOption[] = [
  { key: "en", label: "English" },
  { key: "fr", label: "French" },
  { key: "de", label: "German" },
  { key: "es", label: "Spanish" },
  { key: "nl", label: "Dutch" },
];

/** The countries a search can exclude. */
export const EXCLUDABLE_COUNTRIES: readonly FilterOption[] = COUNTRIES.filter(
  (c) => c.key === "IN" || c.key === "PK",
);

/** A country's name for its code; an unknown code is shown as is. */
export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.key === code)?.label ?? code;
}

type RangeSpec = readonly [key: string, type?: RangeFilterType];

function group(
  searchType: SearchType,
  name: string,
  specs: readonly RangeSpec[],
): RangeFilterDefinition[] {
  return specs.map(([key, type = "numeric"]) => ({
    key,
    type,
    label: metricLabel(searchType, key),
    group: name,
  }));
}

function revenueKeys(prefix: string): RangeSpec[] {
  return ["day", "week", "month"].flatMap((period) => [
    [`${prefix}${period}_current_period_revenue`] as const,
    [`${prefix}${period}_revenue_percent_change`] as const,
  ]);
}

export const PRODUCT_RANGE_FILTERS: readonly RangeFilterDefinition[] = [
  ...group("products", "Product Features", [["price"], ["product_published_at", "date"]]),
  ...group("products", "Ads", [
    ["product_active_ad_count"],
    ["product_active_ad_count_percent_change"],
    ["shop_active_ad_count"],
    ["shop_active_ad_count_percent_change"],
  ]),
  ...group("products", "Product Revenue", revenueKeys("")),
  ...group("products", "Shop Revenue", revenueKeys("shop_")),
  ...group("products", "Shop Features", [["shop_sku_count"], ["shop_site_creation_date", "date"]]),
  ...group("products", "Other", [["shop_ig_followers"], ["ig_followers_percent_change"]]),
];

/** The spec lists the shop keys without groups; they are grouped like the product sidebar. */
export const SHOP_RANGE_FILTERS: readonly RangeFilterDefinition[] = [
  ...group("shops", "Shop Features", [["sku_count"], ["site_creation_date", "date"]]),
  ...group("shops", "Ads", [["active_ad_count"], ["active_ad_count_percent_change"]]),
  ...group("shops", "Revenue", revenueKeys("")),
  ...group("shops", "Other", [["ig_followers"], ["ig_followers_percent_change"]]),
];

function oneHotFilters(prefix: string): OneHotFilterDefinition[] {
  return [
    { key: `${prefix}country`, label: "Country", options: COUNTRIES },
    { key: `${prefix}locale`, label: "Locale", options: LOCALES },
    { key: "exclude_country", label: "Exclude Country", options: EXCLUDABLE_COUNTRIES },
  ];
}

/** For products the country and locale keys are shop_country and shop_locale. */
export const PRODUCT_ONE_HOT_FILTERS: readonly OneHotFilterDefinition[] = oneHotFilters("shop_");
export const SHOP_ONE_HOT_FILTERS: readonly OneHotFilterDefinition[] = oneHotFilters("");

export function rangeFiltersFor(searchType: SearchType): readonly RangeFilterDefinition[] {
  return searchType === "products" ? PRODUCT_RANGE_FILTERS : SHOP_RANGE_FILTERS;
}

export function oneHotFiltersFor(searchType: SearchType): readonly OneHotFilterDefinition[] {
  return searchType === "products" ? PRODUCT_ONE_HOT_FILTERS : SHOP_ONE_HOT_FILTERS;
}

/** The range filters of a search type grouped for the sidebar, groups in catalogue order. */
export function groupedRangeFilters(
  searchType: SearchType,
): Array<{ group: string; filters: RangeFilterDefinition[] }> {
  const groups: Array<{ group: string; filters: RangeFilterDefinition[] }> = [];
  for (const filter of rangeFiltersFor(searchType)) {
    const last = groups.at(-1);
    if (last?.group === filter.group) last.filters.push(filter);
    else groups.push({ group: filter.group, filters: [filter] });
  }
  return groups;
}
