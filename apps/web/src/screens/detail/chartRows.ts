import type { AdsHistory, RevenueChartRow } from "@hotshelf/api/contract";
import { CHART_DAYS } from "@hotshelf/domain";

/**
 * A chart reply holds the previous period's days, then the current period's (oldest first). The chart
 * draws the last 30 days; the 30 before them are the previous period, absent when the reply is shorter.
 */
function periods<T>(rows: readonly T[]): { current: readonly T[]; previous?: readonly T[] } {
  const current = rows.slice(-CHART_DAYS);
  if (rows.length < 2 * CHART_DAYS) return { current };
  return { current, previous: rows.slice(-2 * CHART_DAYS, -CHART_DAYS) };
}

/** A day without a figure is drawn as an empty bar (the chart needs numbers). */
function revenueRows(items: readonly RevenueChartRow[]) {
  return items.map((row) => ({ date_str: row.date_str, revenue: row.revenue ?? 0 }));
}

function adsRows(history: {
  active_ad_count: readonly AdsHistory["active_ad_count"][number][];
  ad_start_count: readonly AdsHistory["ad_start_count"][number][];
}) {
  return {
    active_ad_count: history.active_ad_count.map((row) => ({
      date_str: row.date_str,
      active_ad_count: row.active_ad_count ?? 0,
    })),
    ad_start_count: history.ad_start_count.map((row) => ({
      ad_start_count: row.ad_start_count ?? 0,
    })),
  };
}

/** Revenue Over Time's current 30 days and, when the reply has them, the previous 30. */
export function revenuePeriods(items: readonly RevenueChartRow[]) {
  const { current, previous } = periods(items);
  return {
    current: revenueRows(current),
    previous: previous && revenueRows(previous),
  };
}

/** Ads Over Time's current 30 days and, when the reply has them, the previous 30. */
export function adsPeriods(history: AdsHistory) {
  const active = periods(history.active_ad_count);
  const starts = periods(history.ad_start_count);
  const current = adsRows({ active_ad_count: active.current, ad_start_count: starts.current });
  if (!active.previous || !starts.previous) return { current };
  return {
    current,
    previous: adsRows({ active_ad_count: active.previous, ad_start_count: starts.previous }),
  };
}
