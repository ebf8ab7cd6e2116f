import { type Licence, paymentSuccessEvent } from "@hotshelf/domain";
import type { AnalyticsSink } from "../../app/analytics";

// One event per subscription and kind, even when the screen mounts twice (StrictMode, a reload).
const sent = new Set<string>();

/**
 * Schedules Payment Success's analytics event (the domain decides which and when). The purchase event
 * comes 12.5 s in, after the screen has moved on to Explore, so its timer outlives the screen.
 */
export function schedulePaymentEvent(
  sink: AnalyticsSink,
  licence: Licence,
  search: string,
  isBeta: boolean,
): void {
  const scheduled = paymentSuccessEvent(licence, search, isBeta);
  if (!scheduled) return;
  const key = `${scheduled.event.name}:${scheduled.event.subscriptionId}`;
  if (sent.has(key)) return;
  sent.add(key);
  setTimeout(() => sink.send(scheduled.event), scheduled.delayMs);
}
