import { HISTORY_DAYS } from "../catalogue/metrics";

/** A daily series as the catalogue's history tables keep it: oldest first, ending at lastDay. */
export interface DailySeries {
  lastDay: string;
  values: number[];
}

const dayMs = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd in UTC. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Moves the series forward to `day` (new days are zero, the oldest drop off at HISTORY_DAYS) and adds
 * `value` to that day. A day older than lastDay (a clock step back) adds to lastDay instead.
 */
export function addToDay(series: DailySeries | null, day: string, value: number): DailySeries {
  const base = series ?? { lastDay: day, values: new Array(HISTORY_DAYS).fill(0) };
  const gap = Math.max(0, Math.round((Date.parse(day) - Date.parse(base.lastDay)) / dayMs));
  const values = [...base.values, ...new Array(Math.min(gap, HISTORY_DAYS)).fill(0)].slice(
    -HISTORY_DAYS,
  );
  values[values.length - 1] = (values.at(-1) ?? 0) + value;
  return { lastDay: gap > 0 ? day : base.lastDay, values };
}
