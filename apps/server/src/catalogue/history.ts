import type { AdsHistory, RevenueChartRow } from "@hotshelf/api/contract";
import { CHART_DAYS } from "@hotshelf/domain";
import type { Queryable } from "../db/types";
import { HISTORY_DAYS, periodMetrics } from "./metrics";

export type Subject = { kind: "shop"; id: number } | { kind: "product"; id: number };

export interface HistoryRow {
  last_day: string;
  revenue: number[];
  sale_count: number[];
  active_ad_count: number[];
  ad_start_count: number[];
}

/**
 * Days a chart call returns, oldest first: the previous 30-day period, then the current one, so the
 * client can draw the current period and compare it with the previous one (001 §4 charts; the spec's
 * reply shape is kept and only grows longer, docs/decisions.md).
 */
export const CHART_REPLY_DAYS = 2 * CHART_DAYS;

export async function readHistory(q: Queryable, subject: Subject): Promise<HistoryRow | null> {
  const sql =
    subject.kind === "shop"
      ? "SELECT * FROM shop_history WHERE shop_id = $1"
      : "SELECT * FROM product_history WHERE product_id = $1";
  const { rows } = await q.query<HistoryRow>(sql, [subject.id]);
  return rows[0] ?? null;
}

/** The yyyy-mm-dd of each of the last `days` entries of a series ending at lastDay. */
export function chartDates(lastDay: string, days: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

function lastDays(series: readonly number[], days: number): number[] {
  const tail = series.slice(-days).map(Number);
  return [...new Array<number>(Math.max(0, days - tail.length)).fill(0), ...tail];
}

/** Revenue per day over the last 60 days (previous and current period); empty without history. */
export async function revenueChart(q: Queryable, subject: Subject): Promise<RevenueChartRow[]> {
  const history = await readHistory(q, subject);
  if (!history) return [];
  const dates = chartDates(history.last_day, CHART_REPLY_DAYS);
  const values = lastDays(history.revenue, CHART_REPLY_DAYS);
  return dates.map((date_str, i) => ({ date_str, revenue: values[i] ?? 0 }));
}

/** Active ads and ad starts per day over the last 60 days; empty lists when there is no history. */
export async function adsChart(q: Queryable, subject: Subject): Promise<AdsHistory> {
  const history = await readHistory(q, subject);
  if (!history) return { active_ad_count: [], ad_start_count: [] };
  const dates = chartDates(history.last_day, CHART_REPLY_DAYS);
  const active = lastDays(history.active_ad_count, CHART_REPLY_DAYS);
  const starts = lastDays(history.ad_start_count, CHART_REPLY_DAYS);
  return {
    active_ad_count: dates.map((date_str, i) => ({ date_str, active_ad_count: active[i] ?? 0 })),
    ad_start_count: dates.map((date_str, i) => ({ date_str, ad_start_count: starts[i] ?? 0 })),
  };
}

/** day/week/month sale counts with delta and percent change, e.g. week_sale_count_delta. */
export function saleCountMetrics(
  history: HistoryRow | null,
  prefix = "",
): Record<string, number | null> {
  const m = periodMetrics(history?.sale_count.map(Number) ?? new Array(HISTORY_DAYS).fill(0));
  const out: Record<string, number | null> = {};
  for (const period of ["day", "week", "month"] as const) {
    const key = `${prefix}${period}_sale_count`;
    out[key] = m[period].current;
    out[`${key}_delta`] = m[period].delta;
    out[`${key}_percent_change`] = m[period].percentChange;
  }
  return out;
}
