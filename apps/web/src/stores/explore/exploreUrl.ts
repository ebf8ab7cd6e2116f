/**
 * Explore's search inputs (sort, search text, applied filters, excluded shops) as URL search params, so
 * a search can be bookmarked, shared and restored with Back. The encoding is readable:
 * `?sort=week_current_period_revenue&q=mug&price=10..50&shop_country=US,GB&exclude=42:Acme`.
 * Parsing goes through the domain's filter-set loader and sort fallback, so a hand-edited URL with
 * unknown keys, bad bounds or a disallowed sort degrades to what the sidebar could have produced.
 */
import {
  activeOneHot,
  activeRanges,
  applyFilterSet,
  type ExcludedShop,
  type FilterState,
  firstAllowedSortKey,
  oneHotFiltersFor,
  rangeFiltersFor,
  type SavedRange,
  type SearchType,
} from "@hotshelf/domain";

export interface ExploreInputs {
  filters: FilterState;
  sortBy: string;
  searchString: string;
}

const SORT = "sort";
const TEXT = "q";
const EXCLUDE = "exclude";
const RANGE_SEPARATOR = "..";

/** The canonical params of a search: only what changes results (applied ranges, ticked boxes). */
export function toExploreParams(inputs: ExploreInputs): URLSearchParams {
  const params = new URLSearchParams();
  params.set(SORT, inputs.sortBy);
  const text = inputs.searchString.trim();
  if (text) params.set(TEXT, text);
  for (const { filter, bounds } of activeRanges(inputs.filters)) {
    params.set(filter.key, `${bounds.gte.trim()}${RANGE_SEPARATOR}${bounds.lte.trim()}`);
  }
  for (const [key, ticked] of Object.entries(activeOneHot(inputs.filters))) {
    params.set(key, ticked.join(","));
  }
  for (const shop of inputs.filters.excludedShops) {
    params.append(EXCLUDE, `${shop.shop_id}:${shop.shop_title}`);
  }
  return params;
}

/** The canonical query string ("sort=...&q=..."), comparable between the URL and the store. */
export function exploreQueryString(inputs: ExploreInputs): string {
  return toExploreParams(inputs).toString();
}

function parseRange(type: SavedRange["type"], text: string): SavedRange | null {
  const at = text.indexOf(RANGE_SEPARATOR);
  if (at < 0) return null;
  const bound = (part: string) => (part.trim() === "" ? null : part.trim());
  return {
    type,
    gte: bound(text.slice(0, at)),
    lte: bound(text.slice(at + RANGE_SEPARATOR.length)),
  };
}

function parseExcluded(values: readonly string[]): ExcludedShop[] {
  return values.flatMap((value) => {
    const at = value.indexOf(":");
    const id = Number(at < 0 ? value : value.slice(0, at));
    if (!Number.isSafeInteger(id) || id < 0) return [];
    const title = at < 0 ? "" : value.slice(at + 1);
    return [{ shop_id: id, shop_title: title || String(id) }];
  });
}

/**
 * The inputs a URL describes. Without a `sort` param the remembered (or default) sort applies.
 */
export function fromExploreParams(
  searchType: SearchType,
  params: URLSearchParams,
  fallbackSort: string,
): ExploreInputs {
  const range_filters: Record<string, SavedRange> = {};
  for (const { key, type } of rangeFiltersFor(searchType)) {
    const value = params.get(key);
    const range = value === null ? null : parseRange(type, value);
    if (range) range_filters[key] = range;
  }
  const one_hot_filters: Record<string, string[]> = {};
  for (const { key } of oneHotFiltersFor(searchType)) {
    const value = params.get(key);
    if (value) one_hot_filters[key] = value.split(",");
  }
  const filters = applyFilterSet(searchType, {
    filter_set_name: "",
    excluded_shops: parseExcluded(params.getAll(EXCLUDE)),
    filters: { range_filters, one_hot_filters },
  });
  const sort = params.get(SORT);
  return {
    filters,
    sortBy: sort ? firstAllowedSortKey(searchType, sort) : fallbackSort,
    searchString: params.get(TEXT) ?? "",
  };
}
