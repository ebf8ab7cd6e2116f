import type { AbortTrackingReason, TrackStatus } from "@hotshelf/domain";

export type { AbortTrackingReason, TrackStatus };

export type FailureStatus = Exclude<TrackStatus, "success">;

/** A failed re-read of a tracked shop, as the reason its shop page shows. */
export function abortReasonFor(status: FailureStatus): AbortTrackingReason {
  switch (status) {
    case "not_open":
    case "currently_unavailable":
    case "not_found":
      return status;
    default:
      return "other";
  }
}

/** The HTTP answer of a storefront page, as a tracking outcome; null when the page was served. */
export function statusForHttp(code: number): FailureStatus | null {
  if (code >= 200 && code < 300) return null;
  if (code === 402) return "currently_unavailable";
  if (code === 403) return "forbidden";
  if (code === 404) return "not_found";
  return "unexpected_status_code";
}
