/**
 * Filter sets (000 §3, §4, §5): the current filters to and from the `/v3/filters/save` shape. Saving is
 * skipped when nothing is filtered or excluded; loading a set replaces filters and exclusions.
 */
import { type RangeFilterType, rangeFiltersFor, type SearchType } from "./filterCatalogue";
import {
  activeOneHot,
  activeRanges,
  createFilterState,
  type ExcludedShop,
  type FilterState,
  hasActiveFilters,
  isRangeValid,
  type RangeBound,
  type RangeBounds,
  toggleOneHot,
} from "./filters";

export interface SavedRange {
  gte: RangeBound | null;
  lte: RangeBound | null;
  type: RangeFilterType;
}

export interface FilterSetFilters {
  range_filters: Record<string, SavedRange>;
  one_hot_filters: Record<string, string[]>;
}

/** A filter set as saved and as listed by POST /v3/filters. */
export interface FilterSet {
  filter_set_name: string;
  excluded_shops: ExcludedShop[];
  filters: FilterSetFilters;
}

/** The body of POST /v3/filters/save. */
export interface FilterSetSaveBody extends FilterSet {
  filter_type: SearchType;
}

/** The Save Preset button is enabled only with some filter or excluded shop. */
export function canSaveFilterSet(state: FilterState): boolean {
  return hasActiveFilters(state) || state.excludedShops.length > 0;
}

function savedBound(type: RangeFilterType, text: string): RangeBound | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return type === "numeric" ? Number(trimmed) : trimmed;
}

/** The save body for the current filters, or null when there is nothing to save (silently skipped). */
export function toFilterSetSaveBody(state: FilterState, name: string): FilterSetSaveBody | null {
  if (!canSaveFilterSet(state)) return null;
  const range_filters: Record<string, SavedRange> = {};
  for (const { filter, bounds } of activeRanges(state)) {
    range_filters[filter.key] = {
      gte: savedBound(filter.type, bounds.gte),
      lte: savedBound(filter.type, bounds.lte),
      type: filter.type,
    };
  }
  return {
    filter_type: state.searchType,
    filter_set_name: name,
    excluded_shops: state.excludedShops.map((s) => ({
      shop_id: s.shop_id,
      shop_title: s.shop_title,
    })),
    filters: { range_filters, one_hot_filters: activeOneHot(state) },
  };
}

function boundText(bound: RangeBound | null | undefined): string {
  return bound === null || bound === undefined ? "" : String(bound);
}

/**
 * The filter state a loaded set gives: everything else cleared, the set's valid ranges enabled, its
 * options ticked and its shops excluded. Keys or options the catalogue does not know are dropped.
 */
export function applyFilterSet(searchType: SearchType, set: FilterSet): FilterState {
  let state = createFilterState(searchType);
  const ranges = { ...state.ranges };
  for (const definition of rangeFiltersFor(searchType)) {
    const saved = set.filters.range_filters[definition.key];
    if (!saved) continue;
    const bounds: RangeBounds = { gte: boundText(saved.gte), lte: boundText(saved.lte) };
    const usable =
      (bounds.gte !== "" || bounds.lte !== "") && isRangeValid(definition.type, bounds);
    ranges[definition.key] = {
      key: definition.key,
      type: definition.type,
      ...bounds,
      isEnabled: usable,
      applied: usable ? bounds : null,
    };
  }
  state = { ...state, ranges };
  for (const [key, options] of Object.entries(set.filters.one_hot_filters)) {
    for (const option of new Set(options)) state = toggleOneHot(state, key, option);
  }
  const seen = new Set<number>();
  const excludedShops = set.excluded_shops.filter(
    (s) => !seen.has(s.shop_id) && seen.add(s.shop_id),
  );
  return { ...state, excludedShops };
}
