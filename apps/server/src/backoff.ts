/** Failures in a row after which the wait stops growing. */
const maxDoublings = 4;

/**
 * How long to wait before trying again (a failing store, an undelivered mail): `baseMs` doubled per
 * failure in a row (up to 16 times), with ±25% jitter so what failed together is not retried together.
 */
export function backoffMs(failures: number, baseMs: number, random: () => number): number {
  const doublings = Math.min(Math.max(failures - 1, 0), maxDoublings);
  return Math.round(baseMs * 2 ** doublings * (0.75 + random() * 0.5));
}

/** A Retry-After header (seconds or an HTTP date) in ms from `now`, capped; null when unreadable. */
export function retryAfterMs(
  header: string | null | undefined,
  now: number,
  capMs: number,
): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  const ms = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), capMs) : null;
}
