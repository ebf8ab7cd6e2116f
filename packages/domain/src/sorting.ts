/**
 * Sort catalogues (000 §3, §4; 001 §5, §9): the keys each search type allows, their labels, the column
 * each orders by (the server validates sort_by against these), each view's default and the fallback of an
 * unknown key to the first allowed one.
 */
import type { SearchType } from "./filterCatalogue";
import { metricLabel } from "./labels";

export interface SortOption {
  key: string;
  label: string;
  /** The field of the search item the results are ordered by (descending). */
  column: string;
}

function option(
  searchType: SearchType,
  key: string,
  label = metricLabel(searchType, key),
): SortOption {
  return { key, label, column: key };
}

export const PRODUCT_SORT_OPTIONS: readonly SortOption[] = [
  option("products", "product_active_ad_count_percent_change"),
  option("products", "product_active_ad_count"),
  option("products", "week_current_period_revenue"),
  option("products", "week_revenue_percent_change"),
  option("products", "day_current_period_revenue"),
  option("products", "day_revenue_percent_change"),
  option("products", "product_published_at", "Newest First"),
  option("products", "shop_active_ad_count_percent_change"),
  option("products", "shop_active_ad_count"),
  option("products", "shop_week_current_period_revenue"),
  option("products", "shop_week_revenue_percent_change"),
  option("products", "shop_day_current_period_revenue"),
  option("products", "shop_day_revenue_percent_change"),
];

export const SHOP_SORT_OPTIONS: readonly SortOption[] = [
  option("shops", "active_ad_count_percent_change"),
  option("shops", "active_ad_count"),
  option("shops", "week_current_period_revenue"),
  option("shops", "week_revenue_percent_change"),
  option("shops", "day_current_period_revenue"),
  option("shops", "day_revenue_percent_change"),
];

export function sortOptionsFor(searchType: SearchType): readonly SortOption[] {
  return searchType === "products" ? PRODUCT_SORT_OPTIONS : SHOP_SORT_OPTIONS;
}

/** True when `key` is an allowed sort_by for the search type. */
export function isSortKey(searchType: SearchType, key: unknown): key is string {
  return sortOptionsFor(searchType).some((o) => o.key === key);
}

/** The column a sort key orders by, or undefined for a key the search type does not allow. */
export function sortColumn(searchType: SearchType, key: string): string | undefined {
  return sortOptionsFor(searchType).find((o) => o.key === key)?.column;
}

/** The views that keep a sort mode, with their search type, default and storage key. */
export const SORT_VIEWS = {
  exploreProducts: {
    searchType: "products",
    defaultKey: "product_active_ad_count_percent_change",
    storageKey: "sorting:explore_products",
  },
  exploreShops: {
    searchType: "shops",
    defaultKey: "active_ad_count_percent_change",
    storageKey: "sorting:explore_shops",
  },
  shopProducts: {
    searchType: "products",
    defaultKey: "week_current_period_revenue",
    storageKey: null,
  },
  collectionShops: {
    searchType: "shops",
    defaultKey: "active_ad_count_percent_change",
    storageKey: "shop_collections:shops",
  },
  collectionProducts: {
    searchType: "products",
    defaultKey: "product_active_ad_count_percent_change",
    storageKey: "shop_collections:products",
  },
} as const satisfies Record<
  string,
  { searchType: SearchType; defaultKey: string; storageKey: string | null }
>;

export type SortView = keyof typeof SORT_VIEWS;

/**
 * The sort key a view uses: the remembered key when allowed, the view's default when nothing is
 * remembered, and the first allowed key when the remembered one is unknown.
 */
export function resolveSortKey(view: SortView, remembered: string | null | undefined): string {
  const { searchType, defaultKey } = SORT_VIEWS[view];
  if (remembered === null || remembered === undefined || remembered === "") return defaultKey;
  return firstAllowedSortKey(searchType, remembered);
}

/** `key` when the search type allows it, else the first allowed key. */
export function firstAllowedSortKey(searchType: SearchType, key: string): string {
  const options = sortOptionsFor(searchType);
  return isSortKey(searchType, key) ? key : (options[0] as SortOption).key;
}
