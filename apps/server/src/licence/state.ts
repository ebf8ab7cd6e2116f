/**
 * The subscription state a licence is derived from, and the events that move it. Both payment
 * providers (local test mode and Stripe webhooks) drive the same transitions through applyLicenceEvent.
 * Times are epoch seconds.
 */
export type SubscriptionStatus = "none" | "trialing" | "active" | "past_due" | "expired";

export interface LicenceState {
  planName: string;
  status: SubscriptionStatus;
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  proTrialUntil: number | null;
  hasUsedProTrial: boolean;
  subscriptionId: string | null;
  providerCustomerId: string | null;
  /** When the account was registered; a new account's licence "expires" then. */
  createdAt: number;
}

export type LicenceEvent =
  /** A paid subscription started (checkout completed) or changed plan. */
  | {
      type: "subscribe";
      planName: string;
      periodEnd: number;
      subscriptionId: string;
      customerId?: string;
    }
  /** The new-user trial ($1 for 3 days on Basic) started. */
  | { type: "trial"; periodEnd: number; subscriptionId: string; customerId?: string }
  /** The Pro trial (7 days of Professional) started on top of the current subscription. */
  | { type: "pro_trial"; until: number; planName: string }
  /** An invoice was paid: the period moves on and a trial converts. */
  | { type: "renew"; periodEnd: number; planName?: string }
  /** A renewal payment failed; the account stays active on a grace period. */
  | { type: "past_due" }
  /** Cancelled by the user: the licence runs to the end of the paid period, then expires. */
  | { type: "cancel" }
  /** The subscription ended. */
  | { type: "expire"; at: number };

export function newAccountState(createdAt: number): LicenceState {
  return {
    planName: "new_account",
    status: "none",
    periodEnd: null,
    cancelAtPeriodEnd: false,
    proTrialUntil: null,
    hasUsedProTrial: false,
    subscriptionId: null,
    providerCustomerId: null,
    createdAt,
  };
}

/** The next state after an event; pure, so both providers and the tests share one rule set. */
export function applyLicenceEvent(state: LicenceState, event: LicenceEvent): LicenceState {
  switch (event.type) {
    case "subscribe":
      return {
        ...state,
        planName: event.planName,
        status: "active",
        periodEnd: event.periodEnd,
        cancelAtPeriodEnd: false,
        proTrialUntil: null,
        subscriptionId: event.subscriptionId,
        providerCustomerId: event.customerId ?? state.providerCustomerId,
      };
    case "trial":
      return {
        ...state,
        planName: "free_trial",
        status: "trialing",
        periodEnd: event.periodEnd,
        cancelAtPeriodEnd: false,
        subscriptionId: event.subscriptionId,
        providerCustomerId: event.customerId ?? state.providerCustomerId,
      };
    case "pro_trial":
      return {
        ...state,
        planName: event.planName,
        status: "trialing",
        periodEnd: Math.max(state.periodEnd ?? 0, event.until),
        cancelAtPeriodEnd: false,
        proTrialUntil: event.until,
        hasUsedProTrial: true,
      };
    case "renew":
      return {
        ...state,
        // A trial that is paid for becomes the plan it converts to.
        planName: event.planName ?? (state.planName === "free_trial" ? "plan_1" : state.planName),
        status: "active",
        periodEnd: event.periodEnd,
        proTrialUntil: null,
      };
    case "past_due":
      return { ...state, status: "past_due" };
    case "cancel":
      return { ...state, cancelAtPeriodEnd: true };
    case "expire":
      return {
        ...state,
        status: "expired",
        periodEnd: Math.min(state.periodEnd ?? event.at, event.at),
        cancelAtPeriodEnd: false,
        proTrialUntil: null,
      };
  }
}
