function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * The ad card's duplicates change in percent against the previous period (001 §2), or null when
 * there is nothing to compare with: a count missing or not finite, or no previous duplicates (a
 * change from zero has no percent). formatAdDuplicatesPercentChange rounds it for display.
 */
export function adDuplicatesPercentChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (!isFiniteNumber(current) || !isFiniteNumber(previous) || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}
