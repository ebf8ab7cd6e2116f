/** Small conversions from database values to wire values. */

/** A timestamptz (Date) or date ('yyyy-mm-dd') as ISO text; null stays null. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return String(value);
}

/** A nullable numeric column as number | null. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** Rows fetched by id, put back in the order of `ids` (missing ids are skipped). */
export function inIdOrder<T>(
  ids: readonly number[],
  rows: readonly T[],
  idOf: (row: T) => number,
): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** A tracked shop's figures are the tracker's estimates (docs/tracker-estimator.md); demo rows are not. */
export function isEstimate(shop: { source?: unknown }): boolean {
  return shop.source === "tracked";
}
