/**
 * Comparing shops side by side (issue 18 item 3): 2 to 4 shops, the selection in the URL
 * (/compare/shops?ids=3,7), and the key figures the table shows for each.
 */
import { formatMoney, formatNumber, formatShortDate } from "./format";
import { parseRouteId } from "./validation";

export const COMPARE_MIN_SHOPS = 2;
export const COMPARE_MAX_SHOPS = 4;
export const COMPARE_SHOPS_PATH = "/compare/shops";

/** The shop ids of the URL's `ids`: valid ids only, each once, the first four. */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? "").split(",")) {
    const id = parseRouteId(part.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX_SHOPS);
}

export function compareShopsPath(ids: readonly number[]): string {
  return `${COMPARE_SHOPS_PATH}?ids=${ids.slice(0, COMPARE_MAX_SHOPS).join(",")}`;
}

/** Adds a shop to the selection or takes it out; a fifth shop is refused (the selection stays). */
export function toggleCompareId(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return ids.length >= COMPARE_MAX_SHOPS ? [...ids] : [...ids, id];
}

/** A shop collection's compare link: its included shops, the first four when more are included. */
export function compareCollectionLabel(includedCount: number): string {
  return includedCount > COMPARE_MAX_SHOPS
    ? `Compare the First ${COMPARE_MAX_SHOPS} Shops`
    : `Compare ${includedCount} Shops`;
}

/** What the compare screen says about its selection, or null when it can compare. */
export function compareSelectionMessage(count: number): string | null {
  if (count >= COMPARE_MIN_SHOPS) return null;
  return `Pick ${COMPARE_MIN_SHOPS} to ${COMPARE_MAX_SHOPS} shops to compare: use Compare on shop cards, rows or a shop collection.`;
}

/** The figures of a shop the table compares (a shop detail reply has them all). */
export interface CompareShopFigures {
  day_current_period_revenue: number | null;
  week_current_period_revenue: number | null;
  month_current_period_revenue: number | null;
  month_sale_count: number | null;
  active_ad_count: number | null;
  sku_count: number | null;
  tracked_by_count: number;
  country: string | null;
  site_creation_date: string | null;
}

export interface CompareFigure {
  label: string;
  show: (shop: CompareShopFigures) => string;
}

const text = (value: string | null) => (value?.trim() ? value : formatNumber(null));

/** The table's rows, one per figure, in reading order. */
export const COMPARE_FIGURES: readonly CompareFigure[] = [
  { label: "Revenue (Daily)", show: (s) => formatMoney(s.day_current_period_revenue) },
  { label: "Revenue (Weekly)", show: (s) => formatMoney(s.week_current_period_revenue) },
  { label: "Revenue (Monthly)", show: (s) => formatMoney(s.month_current_period_revenue) },
  { label: "Sales (Monthly)", show: (s) => formatNumber(s.month_sale_count) },
  { label: "Active Ads", show: (s) => formatNumber(s.active_ad_count) },
  { label: "Products", show: (s) => formatNumber(s.sku_count) },
  { label: "Tracked By", show: (s) => formatNumber(s.tracked_by_count) },
  { label: "Country", show: (s) => text(s.country) },
  {
    label: "Created",
    show: (s) => (s.site_creation_date ? formatShortDate(s.site_creation_date) : text(null)),
  },
];
