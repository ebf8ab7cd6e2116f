/**
 * The payment-success analytics event (000 §4): in non-beta builds, ?trial=true sends 'pro_trial' with
 * the subscription id at once; otherwise 'purchase' after 12.5 s unless the plan is free_trial or the
 * subscription id is missing. It carries USD, the plan's monthly price, the id and the plan nickname.
 */
import { PURCHASE_EVENT_DELAY_MS } from "./constants";
import type { Licence } from "./licence";
import { monthlyPriceOf } from "./plans";

export interface AnalyticsEvent {
  name: "pro_trial" | "purchase";
  currency: "USD";
  value: number;
  subscriptionId: string;
  planNickname: string;
}

export interface ScheduledEvent {
  delayMs: number;
  event: AnalyticsEvent;
}

export function paymentSuccessEvent(
  licence: Licence,
  search: string,
  isBeta: boolean,
): ScheduledEvent | null {
  const subscriptionId = licence.subscription_id;
  if (isBeta || !subscriptionId) return null;
  const event = {
    currency: "USD" as const,
    value: monthlyPriceOf(licence.plan_name),
    subscriptionId,
    planNickname: licence.plan_nickname ?? licence.nickname ?? licence.plan_name,
  };
  if (new URLSearchParams(search).get("trial") === "true") {
    return { delayMs: 0, event: { name: "pro_trial", ...event } };
  }
  if (licence.plan_name === "free_trial") return null;
  return { delayMs: PURCHASE_EVENT_DELAY_MS, event: { name: "purchase", ...event } };
}
