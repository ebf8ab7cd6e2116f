/**
 * The revenue estimator for tracked shops (docs/tracker-estimator.md). A public storefront shows no
 * orders, so sales are inferred between two reads of the same product:
 * - a variant that was available and now is not sold out: one sale each;
 * - the product's updated_at moved while nothing a merchant edits changed (title, description, prices,
 *   variants): an inventory change, counted as one sale.
 * Edited products count nothing (an edit also moves updated_at). Figures are lower bounds, in the
 * shop's currency (converted to USD when stored), at most a few sales per product per interval, and
 * always labelled as estimates.
 */

export interface ProductObservation {
  title: string;
  bodyHtml: string | null;
  price: number;
  remoteUpdatedAt: string | null;
  variants: Record<string, { price: number; available: boolean }>;
}

export interface SaleEstimate {
  sales: number;
  revenue: number;
}

/** Reads a shop needs, this far apart, before its estimates are shown and the shop turns hot. */
export const MIN_READS_FOR_ESTIMATES = 2;
export const MIN_OBSERVATION_SPAN_MS = 24 * 60 * 60 * 1000;

export function estimateSales(
  previous: ProductObservation,
  current: ProductObservation,
): SaleEstimate {
  if (contentChanged(previous, current)) return { sales: 0, revenue: 0 };
  let soldOut = 0;
  for (const [id, variant] of Object.entries(current.variants)) {
    if (previous.variants[id]?.available && !variant.available) soldOut++;
  }
  const updatedAtMoved =
    previous.remoteUpdatedAt !== null &&
    current.remoteUpdatedAt !== null &&
    Date.parse(current.remoteUpdatedAt) > Date.parse(previous.remoteUpdatedAt);
  const sales = Math.max(soldOut, updatedAtMoved ? 1 : 0);
  return { sales, revenue: Math.round(sales * current.price * 100) / 100 };
}

function contentChanged(previous: ProductObservation, current: ProductObservation): boolean {
  if (previous.title !== current.title || previous.bodyHtml !== current.bodyHtml) return true;
  if (previous.price !== current.price) return true;
  const before = Object.keys(previous.variants).sort();
  const after = Object.keys(current.variants).sort();
  if (before.join() !== after.join()) return true;
  return after.some((id) => previous.variants[id]?.price !== current.variants[id]?.price);
}

/** Enough reads, far enough apart, for the shop's estimates to mean something. */
export function hasEnoughData(reads: number, firstReadAt: Date | null, now: Date): boolean {
  return (
    reads >= MIN_READS_FOR_ESTIMATES &&
    firstReadAt !== null &&
    now.getTime() - firstReadAt.getTime() >= MIN_OBSERVATION_SPAN_MS
  );
}
