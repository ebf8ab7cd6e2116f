/** The `query` of POST /v3/search (000 §7, 001 §7), built from a view's state. */
import type { SearchType } from "./filterCatalogue";
import {
  buildExcludeShopIds,
  buildSearchFilters,
  type FilterState,
  type SearchFilters,
} from "./filters";
import type { PageRequest } from "./searchSession";

export interface SearchQuery {
  sort_by: string;
  search_string?: string;
  from_count: number | string;
  page_size: number;
  search_filters: SearchFilters;
  /** Omitted when no shop is excluded. */
  exclude_shop_ids?: number[];
  search_type: SearchType;
  is_explore?: boolean;
}

/** An Explore search: filters, exclusions and search text of the sidebar, is_explore true. */
export function buildExploreQuery(
  filters: FilterState,
  sortBy: string,
  searchString: string,
  page: PageRequest,
): SearchQuery {
  const query: SearchQuery = {
    sort_by: sortBy,
    search_string: searchString.trim(),
    from_count: page.fromCount,
    page_size: page.pageSize,
    search_filters: buildSearchFilters(filters),
    search_type: filters.searchType,
    is_explore: true,
  };
  const excluded = buildExcludeShopIds(filters);
  if (excluded) query.exclude_shop_ids = excluded;
  return query;
}

/** A collection or shop-products search: only the given shops or products. */
export function buildCollectionQuery(
  searchType: SearchType,
  sortBy: string,
  include: { shopIds?: readonly number[]; productIds?: readonly number[] },
  page: PageRequest,
): SearchQuery {
  const search_filters: SearchFilters = {};
  if (include.shopIds) search_filters.must_include_shop_ids = [...include.shopIds];
  if (include.productIds) search_filters.must_include_product_ids = [...include.productIds];
  return {
    sort_by: sortBy,
    from_count: page.fromCount,
    page_size: page.pageSize,
    search_filters,
    search_type: searchType,
  };
}
