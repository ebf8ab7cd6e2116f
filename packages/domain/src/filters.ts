/**
 * The filter sidebar's model (000 §4): range filters with typed bounds, checkbox filters, excluded shops,
 * the enable rule, Clear All, and the query parts `search_filters` and `exclude_shop_ids`.
 *
 * Wire shape of `search_filters` (the server parses exactly this): an object keyed by filter key.
 * - A range filter is `{ gte?, lte?, type }`: `type` is "numeric" or "date"; a numeric bound is a number,
 *   a date bound an ISO date string "yyyy-mm-dd" (inclusive, UTC); an unset bound is omitted, never null.
 * - A one-hot filter is the list of ticked option keys, e.g. `shop_country: ["US", "GB"]`; nothing ticked
 *   means the key is absent.
 * - Collection searches use `must_include_shop_ids` / `must_include_product_ids`: lists of ids.
 * Example: `{ price: { gte: 10, lte: 50, type: "numeric" },
 *   product_published_at: { gte: "2024-01-01", type: "date" }, shop_country: ["US", "GB"] }`.
 */
import {
  oneHotFiltersFor,
  type RangeFilterType,
  rangeFiltersFor,
  type SearchType,
} from "./filterCatalogue";
import { isValidIsoDate, isValidNumber } from "./validation";

/** One bound of a range on the wire: a number, or an ISO date for date ranges. */
export type RangeBound = number | string;

export interface RangeFilterWire {
  gte?: RangeBound;
  lte?: RangeBound;
  type: RangeFilterType;
}

/** The `search_filters` of a search query; see the module comment for the exact shape. */
export interface SearchFilters {
  [key: string]: RangeFilterWire | string[] | number[] | undefined;
  must_include_shop_ids?: number[];
  must_include_product_ids?: number[];
}

/** The bounds as typed: empty text means unset. */
export interface RangeBounds {
  gte: string;
  lte: string;
}

export interface RangeFilter extends RangeBounds {
  key: string;
  type: RangeFilterType;
  isEnabled: boolean;
  /** The bounds the search uses while enabled; editing an enabled filter waits for a reapply. */
  applied: RangeBounds | null;
}

export interface ExcludedShop {
  shop_id: number;
  shop_title: string;
}

export interface FilterState {
  searchType: SearchType;
  ranges: Readonly<Record<string, RangeFilter>>;
  /** Ticked option keys per checkbox filter. */
  oneHot: Readonly<Record<string, readonly string[]>>;
  excludedShops: readonly ExcludedShop[];
}

/** A range filter with no bounds, off. */
export function emptyRangeFilter(key: string, type: RangeFilterType): RangeFilter {
  return { key, type, gte: "", lte: "", isEnabled: false, applied: null };
}

/** Every filter off, nothing ticked, nothing excluded: the start state and the result of Clear All. */
export function createFilterState(searchType: SearchType): FilterState {
  const ranges: Record<string, RangeFilter> = {};
  for (const { key, type } of rangeFiltersFor(searchType))
    ranges[key] = emptyRangeFilter(key, type);
  const oneHot: Record<string, string[]> = {};
  for (const { key } of oneHotFiltersFor(searchType)) oneHot[key] = [];
  return { searchType, ranges, oneHot, excludedShops: [] };
}

/** Clear All: resets every filter and exclusion. */
export function clearAll(state: FilterState): FilterState {
  return createFilterState(state.searchType);
}

function isValidBound(type: RangeFilterType, text: string): boolean {
  return type === "numeric" ? isValidNumber(text) : isValidIsoDate(text);
}

function boundValue(type: RangeFilterType, text: string): RangeBound {
  return type === "numeric" ? Number(text.trim()) : text.trim();
}

/**
 * A range's bounds are valid when each set bound parses and the lower bound does not exceed the upper
 * one (for dates: the after-date is not later than the before-date). Invalid ranges get a red border.
 */
export function isRangeValid(type: RangeFilterType, bounds: RangeBounds): boolean {
  const gteSet = bounds.gte.trim() !== "";
  const lteSet = bounds.lte.trim() !== "";
  if (gteSet && !isValidBound(type, bounds.gte)) return false;
  if (lteSet && !isValidBound(type, bounds.lte)) return false;
  if (!gteSet || !lteSet) return true;
  return boundValue(type, bounds.gte) <= boundValue(type, bounds.lte);
}

/** A range can be enabled only when at least one bound is set and the range is valid. */
export function canEnableRange(filter: RangeFilter): boolean {
  return (
    (filter.gte.trim() !== "" || filter.lte.trim() !== "") && isRangeValid(filter.type, filter)
  );
}

/** An enabled range whose bounds were edited since applied: the sidebar offers a refresh. */
export function rangeNeedsRefresh(filter: RangeFilter): boolean {
  return (
    filter.isEnabled &&
    filter.applied !== null &&
    (filter.applied.gte !== filter.gte || filter.applied.lte !== filter.lte)
  );
}

function updateRange(
  state: FilterState,
  key: string,
  update: (filter: RangeFilter) => RangeFilter,
): FilterState {
  const filter = state.ranges[key];
  if (!filter) return state;
  const next = update(filter);
  return next === filter ? state : { ...state, ranges: { ...state.ranges, [key]: next } };
}

/** Sets one typed bound of a range; an unknown key leaves the state unchanged. */
export function setRangeBound(
  state: FilterState,
  key: string,
  bound: keyof RangeBounds,
  text: string,
): FilterState {
  return updateRange(state, key, (filter) => ({ ...filter, [bound]: text }));
}

/**
 * Turns a range on (applying its bounds) or off. Turning on a range that cannot be enabled leaves the
 * state unchanged.
 */
export function setRangeEnabled(state: FilterState, key: string, enabled: boolean): FilterState {
  return updateRange(state, key, (filter) => {
    if (!enabled) return { ...filter, isEnabled: false, applied: null };
    if (!canEnableRange(filter)) return filter;
    return { ...filter, isEnabled: true, applied: { gte: filter.gte, lte: filter.lte } };
  });
}

/** Reapplies an enabled range's edited bounds (the refresh button); only while they are valid. */
export function reapplyRange(state: FilterState, key: string): FilterState {
  return updateRange(state, key, (filter) =>
    filter.isEnabled && canEnableRange(filter)
      ? { ...filter, applied: { gte: filter.gte, lte: filter.lte } }
      : filter,
  );
}

/** Ticks or unticks a checkbox option; unknown filters and options are ignored. */
export function toggleOneHot(state: FilterState, key: string, option: string): FilterState {
  const definition = oneHotFiltersFor(state.searchType).find((f) => f.key === key);
  if (!definition?.options.some((o) => o.key === option)) return state;
  const ticked = state.oneHot[key] ?? [];
  const next = ticked.includes(option)
    ? ticked.filter((o) => o !== option)
    : definition.options.map((o) => o.key).filter((o) => o === option || ticked.includes(o));
  return { ...state, oneHot: { ...state.oneHot, [key]: next } };
}

/** Excludes a shop from results (once). */
export function excludeShop(state: FilterState, shop: ExcludedShop): FilterState {
  if (state.excludedShops.some((s) => s.shop_id === shop.shop_id)) return state;
  return { ...state, excludedShops: [...state.excludedShops, shop] };
}

/** Puts an excluded shop back into results. */
export function includeShop(state: FilterState, shopId: number): FilterState {
  return { ...state, excludedShops: state.excludedShops.filter((s) => s.shop_id !== shopId) };
}

/** The bounds of an enabled range in wire form (unset bounds omitted). */
export function rangeToWire(type: RangeFilterType, bounds: RangeBounds): RangeFilterWire {
  const wire: RangeFilterWire = { type };
  if (bounds.gte.trim() !== "") wire.gte = boundValue(type, bounds.gte);
  if (bounds.lte.trim() !== "") wire.lte = boundValue(type, bounds.lte);
  return wire;
}

/** The enabled ranges with the bounds they were applied with. */
export function activeRanges(
  state: FilterState,
): Array<{ filter: RangeFilter; bounds: RangeBounds }> {
  return Object.values(state.ranges).flatMap((filter) =>
    filter.isEnabled && filter.applied ? [{ filter, bounds: filter.applied }] : [],
  );
}

/** Ticked checkbox filters, without empty ones. */
export function activeOneHot(state: FilterState): Record<string, string[]> {
  const active: Record<string, string[]> = {};
  for (const [key, ticked] of Object.entries(state.oneHot)) {
    if (ticked.length > 0) active[key] = [...ticked];
  }
  return active;
}

/** Some range is enabled or some box is ticked. */
export function hasActiveFilters(state: FilterState): boolean {
  return activeRanges(state).length > 0 || Object.keys(activeOneHot(state)).length > 0;
}

/** `search_filters`: enabled ranges and ticked checkboxes merged; disabled filters dropped. */
export function buildSearchFilters(state: FilterState): SearchFilters {
  const filters: SearchFilters = {};
  for (const { filter, bounds } of activeRanges(state)) {
    filters[filter.key] = rangeToWire(filter.type, bounds);
  }
  return { ...filters, ...activeOneHot(state) };
}

/** `exclude_shop_ids`: the excluded shops' ids, or undefined (omitted) when none are excluded. */
export function buildExcludeShopIds(state: FilterState): number[] | undefined {
  return state.excludedShops.length > 0 ? state.excludedShops.map((s) => s.shop_id) : undefined;
}
