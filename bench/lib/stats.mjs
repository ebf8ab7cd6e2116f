/** The p-th percentile (0..100) of numbers by the nearest-rank method; NaN for none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Of several runs, the one whose `value` is the median (the upper middle one of an even count): the
 * run a report shows in full when it reports the median.
 */
export function medianBy(items, value) {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
}

/** Count, p50, p95 and max of a list of durations. */
export function summarise(values) {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  };
}

/** Milliseconds with one decimal (two below 1 ms), for reports. */
export function ms(value) {
  if (!Number.isFinite(value)) return "–";
  return `${value < 1 ? value.toFixed(2) : value.toFixed(1)} ms`;
}
