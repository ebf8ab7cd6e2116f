/**
 * Track Shop rules (001 §4, §8): the status texts, a row's state, the polling rule and the reason texts of
 * an inactive shop.
 */
import { TRACKING_MESSAGES } from "./messages";

/** The outcome of reading a store, as the tracking status list reports it (001 §8). */
export type TrackStatus =
  | "success"
  | "unreachable"
  | "unexpected_status_code"
  | "not_open"
  | "currently_unavailable"
  | "forbidden"
  | "not_found"
  | "not_shopify_store";

/** Why a tracked shop went inactive (shop detail's abort_tracking_reason, 001 §3). */
export type AbortTrackingReason = "not_open" | "currently_unavailable" | "not_found" | "other";

/** A row of POST /v3/shops/track/v2/status. */
export interface TrackingStatusItem {
  shop_id: number | null;
  shop_url: string;
  /** Epoch seconds. */
  tracking_start_time: number;
  complete: boolean;
  /** A TrackStatus; any other text is shown as is. */
  track_status: TrackStatus | (string & {}) | null;
}

const STATUS_TEXTS: Readonly<Record<Exclude<TrackStatus, "success">, string>> = {
  unreachable: "Connection Error",
  unexpected_status_code: "Connection Error",
  not_open: "Not Open",
  currently_unavailable: "Currently Unavailable (402)",
  forbidden: "Forbidden (403)",
  not_found: "Not Found (404)",
  not_shopify_store: "Not a Shopify Store",
};

/** The reason shown after 'Error: '; a status the table does not know is shown as is. */
export function trackStatusText(status: string): string {
  return (STATUS_TEXTS as Readonly<Record<string, string>>)[status] ?? status;
}

export type TrackingRow =
  | { state: "loading" }
  | { state: "success"; text: string; shopId: number | null }
  | { state: "error"; text: string };

/** A history row: a spinner while incomplete, success with View Shop, or 'Error: ' plus the reason. */
export function trackingRow(item: TrackingStatusItem): TrackingRow {
  if (!item.complete) return { state: "loading" };
  if (item.track_status === "success") {
    return { state: "success", text: TRACKING_MESSAGES.success, shopId: item.shop_id };
  }
  return {
    state: "error",
    text: `${TRACKING_MESSAGES.errorPrefix}${trackStatusText(item.track_status ?? "other")}`,
  };
}

/** The status list is polled every 5 s while any item is incomplete. */
export function shouldPollTracking(items: readonly TrackingStatusItem[]): boolean {
  return items.some((item) => !item.complete);
}

/** Polling stops when everything completed; the collections list is then reloaded. */
export function trackingJustCompleted(
  previous: readonly TrackingStatusItem[],
  next: readonly TrackingStatusItem[],
): boolean {
  return shouldPollTracking(previous) && !shouldPollTracking(next);
}

/** Why a shop is inactive, by abort_tracking_reason (001 §8; the spec paraphrases these texts). */
export const INACTIVE_REASON_TEXTS = {
  temporarilyClosed:
    "This shop appears to be temporarily closed. We will try to track it again later.",
  notFound:
    "This shop could not be found (404). It may have been deleted. If it is back online, add it again with Add Shop.",
  noActivity: "No recent activity has been detected for this shop. Check back later.",
} as const;

export function inactiveReasonText(reason: string | null | undefined): string {
  switch (reason) {
    case "not_open":
    case "currently_unavailable":
      return INACTIVE_REASON_TEXTS.temporarilyClosed;
    case "not_found":
      return INACTIVE_REASON_TEXTS.notFound;
    default:
      return INACTIVE_REASON_TEXTS.noActivity;
  }
}
