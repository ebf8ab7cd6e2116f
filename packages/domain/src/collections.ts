/**
 * Collection rules (001 §3, §4, §5): ordering, membership actions, the selection and its exclusions,
 * include/exclude all, possibly inactive shops, and the top-list charts with their previous period.
 */
import { TOP_LIST_SIZE, TRACKED_SHOPS_COLLECTION } from "./constants";
import { onFirstUse } from "./intl";

const byName = onFirstUse(() => new Intl.Collator("en", { sensitivity: "base", numeric: true }));

/** 'Tracked Shops' first, then the others alphabetically (case-insensitive). */
export function sortCollectionNames(names: readonly string[]): string[] {
  return [...names].sort((a, b) => {
    if (a === TRACKED_SHOPS_COLLECTION) return b === TRACKED_SHOPS_COLLECTION ? 0 : -1;
    if (b === TRACKED_SHOPS_COLLECTION) return 1;
    return byName().compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  });
}

/** After the first tag load the first collection is selected (Tracked Shops when it exists). */
export function firstCollection(names: readonly string[]): string | null {
  return sortCollectionNames(names)[0] ?? null;
}

export type MembershipAction = "add" | "remove";

export function isMembershipAction(value: unknown): value is MembershipAction {
  return value === "add" || value === "remove";
}

/**
 * A collection's members after an add or remove of one member. Any other action is ignored, adding a
 * member twice keeps one, and removing a non-member changes nothing.
 */
export function applyMembership<T>(
  members: readonly T[],
  member: T,
  action: unknown,
  idOf: (item: T) => number | string,
): readonly T[] {
  if (!isMembershipAction(action)) return members;
  const id = idOf(member);
  const present = members.some((m) => idOf(m) === id);
  if (action === "add") return present ? members : [...members, member];
  return present ? members.filter((m) => idOf(m) !== id) : members;
}

/** The selected collection and the members the user excluded from its results. */
export interface CollectionSelection {
  name: string | null;
  excludedIds: readonly number[];
}

/** Selecting a collection clears exclusions (results and news reload). */
export function selectCollection(name: string | null): CollectionSelection {
  return { name, excludedIds: [] };
}

/** Excludes or includes one member. */
export function toggleExcluded(selection: CollectionSelection, id: number): CollectionSelection {
  const excludedIds = selection.excludedIds.includes(id)
    ? selection.excludedIds.filter((x) => x !== id)
    : [...selection.excludedIds, id];
  return { ...selection, excludedIds };
}

/** Include All: nothing excluded. */
export function includeAll(selection: CollectionSelection): CollectionSelection {
  return { ...selection, excludedIds: [] };
}

/** Exclude All: every member excluded. */
export function excludeAll(
  selection: CollectionSelection,
  memberIds: readonly number[],
): CollectionSelection {
  return { ...selection, excludedIds: [...memberIds] };
}

/**
 * The member ids a collection search includes, or null when none is included (the search then does
 * nothing).
 */
export function includedIds(
  memberIds: readonly number[],
  selection: CollectionSelection,
): number[] | null {
  const included = memberIds.filter((id) => !selection.excludedIds.includes(id));
  return included.length > 0 ? included : null;
}

/**
 * Included shops missing from the complete results are flagged possibly inactive. While more pages
 * remain, no shop is flagged: it may simply be on a later page.
 */
export function possiblyInactiveShopIds(
  includedShopIds: readonly number[],
  resultShopIds: readonly number[],
  resultsComplete: boolean,
): number[] {
  if (!resultsComplete) return [];
  const found = new Set(resultShopIds);
  return includedShopIds.filter((id) => !found.has(id));
}

export type ChartPeriod = "current" | "previous";

export interface ChartSlice {
  productId: number;
  label: string;
  value: number;
}

export interface TopAdvertisedProduct {
  product_id: number;
  product_title: string;
  /** The wire allows a product without a count (null): it has no slice. */
  current_active_ad_count: number | null;
  aac_diff?: number | null;
}

export interface TopRevenueProduct {
  product_id: number;
  product_title: string;
  /** The wire allows a product without revenue (null): it has no slice. */
  week_current_period_revenue: number | null;
  week_revenue_delta?: number | null;
}

function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * A top list's doughnut slices. Current: the first 5 products with a value. Previous: only products
 * whose difference is a number too, each at current - difference, the first 5 of those.
 */
export function topListSlices<T extends { product_id: number; product_title: string }>(
  items: readonly T[],
  period: ChartPeriod,
  current: (item: T) => number | null,
  diff: (item: T) => unknown,
): ChartSlice[] {
  const slices = items.flatMap((item) => {
    const now = current(item);
    const d = diff(item);
    if (!isNumber(now) || (period === "previous" && !isNumber(d))) return [];
    const value = period === "previous" ? now - (d as number) : now;
    return [{ productId: item.product_id, label: item.product_title, value }];
  });
  return slices.slice(0, TOP_LIST_SIZE);
}

export function topAdvertisedSlices(
  items: readonly TopAdvertisedProduct[],
  period: ChartPeriod,
): ChartSlice[] {
  return topListSlices(
    items,
    period,
    (i) => i.current_active_ad_count,
    (i) => i.aac_diff,
  );
}

export function topRevenueSlices(
  items: readonly TopRevenueProduct[],
  period: ChartPeriod,
): ChartSlice[] {
  return topListSlices(
    items,
    period,
    (i) => i.week_current_period_revenue,
    (i) => i.week_revenue_delta,
  );
}

/** The previous-period toggle is enabled only when some difference is a non-zero number. */
export function hasNonZeroDelta(deltas: readonly unknown[]): boolean {
  return deltas.some((d) => isNumber(d) && d !== 0);
}

/** The member ids with `id` moved one place up (-1) or down (1); unchanged at either end (Staff Picks order). */
export function moveMember(ids: readonly number[], id: number, offset: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  moved.splice(from, 1);
  moved.splice(to, 0, id);
  return moved;
}
