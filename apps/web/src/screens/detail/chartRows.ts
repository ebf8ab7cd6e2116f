import type { AdsHistory, RevenueChartRow } from "@hotshelf/api/contract";

/** A day without a figure is drawn as an empty bar (the chart needs numbers). */
export function revenueRows(items: readonly RevenueChartRow[]) {
  return items.map((row) => ({ date_str: row.date_str, revenue: row.revenue ?? 0 }));
}

export function adsRows(history: AdsHistory) {
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
