import { QUOTA_MESSAGES, QUOTAS, TOTAL_HITS_CAP } from "@hotshelf/domain";
import { z } from "zod";

// Before any schema is built (the contract's schema modules import this one, so it runs first): zod 4
// otherwise probes `new Function("")` when it builds an object schema, which a CSP without
// 'unsafe-eval' reports as a violation on every page (docs/security.md, finding 4). Parsing without
// the compiled fast path gives the same results. jitless.test.ts holds the order.
z.config({ jitless: true });

/** Shop and product ids travel as JSON integers (Shopify ids stay below 2^53). */
export const Id = z.number().int().nonnegative();
export type Id = z.infer<typeof Id>;

/** A metric the data source may not have yet: shown as blank or 'N/A', never as 0. */
export const Metric = z.number().nullable();

/** A date or date-time in ISO 8601 ('2024-05-01' or '2024-05-01T10:00:00Z'), or null when unknown. */
export const IsoDate = z.string().nullable();

/**
 * Not in the spec (docs/decisions.md): true when the shop's revenue and sale figures were inferred
 * by the shop tracker from its public storefront (docs/tracker-estimator.md), so clients label them
 * 'Estimated'. Absent or false: figures as the data source reports them.
 */
export const RevenueIsEstimate = z.boolean().optional();

/** A media path or URL that may be missing. */
export const OptionalText = z.string().nullable();

/** The reply of a call whose response the spec does not show. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** The request of a call that sends no body. */
export const NoBody = z.object({});
export type NoBody = z.infer<typeof NoBody>;

/**
 * Paging position: the client sends back the previous response's next_from_value as from_count.
 * The server chooses the form (an offset, or an opaque keyset cursor string).
 */
export const PageCursor = z.union([z.number().int().nonnegative(), z.string().min(1)]);
export type PageCursor = z.infer<typeof PageCursor>;

/**
 * A paging position as a request carries it: a numeric offset at most TOTAL_HITS_CAP (past it every
 * page would be a scan of the skipped rows; issue 13), a cursor string of bounded length.
 */
export const PageRequestCursor = z
  .union([z.number().int().nonnegative(), z.string().min(1)])
  .refine((cursor) => typeof cursor !== "number" || cursor <= TOTAL_HITS_CAP, {
    message: QUOTA_MESSAGES.offsetBeyondCap,
  })
  .refine((cursor) => typeof cursor !== "string" || cursor.length <= QUOTAS.cursorLength, {
    message: QUOTA_MESSAGES.cursorTooLong,
  });

/** Shop or product ids a request carries: at most as many as a collection may hold. */
export const IdList = z
  .array(Id)
  .max(QUOTAS.collectionMembers, { message: QUOTA_MESSAGES.tooManyIds });

/** Revenue triple for one period, e.g. day_current_period_revenue, day_revenue_delta, ... */
export function revenueMetrics<P extends string>(prefix: P) {
  return {
    [`${prefix}current_period_revenue`]: Metric,
    [`${prefix}revenue_delta`]: Metric,
    [`${prefix}revenue_percent_change`]: Metric,
  } as Record<
    `${P}current_period_revenue` | `${P}revenue_delta` | `${P}revenue_percent_change`,
    typeof Metric
  >;
}

/** A counted metric with its change, e.g. active_ad_count, active_ad_count_delta, ..._percent_change. */
export function countMetrics<K extends string>(key: K) {
  return {
    [key]: Metric,
    [`${key}_delta`]: Metric,
    [`${key}_percent_change`]: Metric,
  } as Record<K | `${K}_delta` | `${K}_percent_change`, typeof Metric>;
}
