/**
 * Period metrics from a daily series (oldest day first, the last element is the latest day): the
 * current period, its change against the period before, and the percent change (null when the previous
 * period is zero, shown blank). The demo generator and the shop tracker both store these on the rows
 * so that search can sort on them.
 */

/** Days of history kept: a current and a previous 30-day period. */
export const HISTORY_DAYS = 60;

export interface PeriodMetric {
  current: number;
  delta: number;
  percentChange: number | null;
}

export interface RevenueMetrics {
  day: PeriodMetric;
  week: PeriodMetric;
  month: PeriodMetric;
}

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

/** Percent change rounded to two decimals; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10000) / 100;
}

/** Sum of `days` values ending `offset` days before the last element. */
function windowSum(series: readonly number[], days: number, offset: number): number {
  let sum = 0;
  const end = series.length - offset;
  for (let i = Math.max(0, end - days); i < end; i++) sum += series[i] ?? 0;
  return sum;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Day, week and month sums and their change against the period just before (revenue, sale counts). */
export function periodMetrics(series: readonly number[]): RevenueMetrics {
  const metric = (days: number): PeriodMetric => {
    const current = round2(windowSum(series, days, 0));
    const previous = round2(windowSum(series, days, days));
    return {
      current,
      delta: round2(current - previous),
      percentChange: percentChange(current, previous),
    };
  };
  return {
    day: metric(PERIOD_DAYS.day),
    week: metric(PERIOD_DAYS.week),
    month: metric(PERIOD_DAYS.month),
  };
}

/** Days between the current active-ad count and the one it is compared with. */
export const AD_COUNT_COMPARISON_DAYS = 7;

/** The latest active-ad count and its change against the count a week earlier. */
export function adCountMetric(activeAds: readonly number[]): PeriodMetric {
  const current = activeAds.at(-1) ?? 0;
  const previous = activeAds.at(-1 - AD_COUNT_COMPARISON_DAYS) ?? 0;
  return { current, delta: current - previous, percentChange: percentChange(current, previous) };
}

/** A quick chart is worth drawing when the last 30 days hold any non-zero value. */
export function hasChartData(series: readonly number[]): boolean {
  return series.slice(-30).some((value) => value > 0);
}
