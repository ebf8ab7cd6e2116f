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

/**
 * A product's USD price with, for a tracked shop, the amount in the shop's currency and the ECB
 * rate's date (null for demo rows and for products read before prices were converted).
 */
export function originalPrice(row: Record<string, unknown>): {
  price: number | null;
  original_price: number | null;
  original_currency: string | null;
  rate_date: string | null;
} {
  const currency = textOrNull(row.original_currency);
  return {
    // A currency without a rate has no USD price: the stored 0 only keeps the column searchable.
    price:
      currency !== null && currency !== "USD" && row.rate_date == null
        ? null
        : numberOrNull(row.price),
    original_price: numberOrNull(row.original_price),
    original_currency: currency,
    rate_date: isoOrNull(row.rate_date),
  };
}
