import { z } from "zod";
import { Id, NoBody, Ok } from "./common";

export const TrackingStatusItem = z.object({
  /** Known once the shop has been resolved; null before. */
  shop_id: Id.nullable(),
  shop_url: z.string(),
  /** Epoch seconds. */
  tracking_start_time: z.number(),
  complete: z.boolean(),
  /** null while incomplete; then 'success' or a failure reason (packages/domain has the texts). */
  track_status: z.string().nullable(),
});
export type TrackingStatusItem = z.infer<typeof TrackingStatusItem>;

export const TrackStatusRequest = NoBody;
export const TrackStatusResponse = z.object({ items: z.array(TrackingStatusItem) });
export type TrackStatusResponse = z.infer<typeof TrackStatusResponse>;

/** The store URL as typed ('example.com' or 'https://example.com/'); the server normalises it. */
export const TrackStartRequest = z.object({ shop_url: z.string() });
export const TrackStartResponse = Ok;
