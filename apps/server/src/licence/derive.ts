import {
  canDeleteAccount,
  canOfferPricing,
  isLicenceExpired,
  planDisplayName,
  planGrantsAds,
  planGrantsMainTool,
  productPermissionKey,
} from "@hotshelf/domain";
import type { LicenceState } from "./state";

/** The plan of the sister product (Hotshelf Ads): ads only, without the main tool. */
export const SISTER_PRODUCT_PLAN = "ads_basic";
const SISTER_PRODUCT_NICKNAME = "Ads";

/** The licence object of POST /v3/license. `can_{product}` is added by withProductFlag. */
export interface LicenceBody {
  plan_name: string;
  nickname: string;
  plan_nickname: string;
  /** The main tool is usable on this plan (generic name of `can_{product}`). */
  can_product: boolean;
  can_ads: boolean;
  expires: number;
  renewal_time: number | null;
  on_grace_period: boolean;
  invoice_status: string;
  subscription_id: string | null;
  hasUsedProTrial: boolean;
  isNewAccount: boolean;
  licenseExpired: boolean;
}

function invoiceStatus(state: LicenceState): string {
  if (state.status === "past_due") return "past_due";
  if (state.status === "expired") return "expired";
  if (state.cancelAtPeriodEnd) return "canceled";
  if (state.status === "active") return "paid";
  if (state.status === "trialing") return "trialing";
  return "none";
}

/** Derives what the client sees from the stored subscription state at time `nowMs`. */
export function deriveLicence(state: LicenceState, nowMs: number): LicenceBody {
  const expires = state.periodEnd ?? state.createdAt;
  const proTrialActive = state.proTrialUntil !== null && state.proTrialUntil * 1000 > nowMs;
  const renews =
    (state.status === "active" || state.status === "trialing") && !state.cancelAtPeriodEnd;
  const nickname =
    state.planName === SISTER_PRODUCT_PLAN
      ? SISTER_PRODUCT_NICKNAME
      : planDisplayName(state.planName);
  return {
    plan_name: state.planName,
    nickname,
    plan_nickname: nickname,
    can_product: planGrantsMainTool(state.planName),
    can_ads:
      planGrantsAds(state.planName, proTrialActive) || state.planName === SISTER_PRODUCT_PLAN,
    expires,
    renewal_time: renews ? expires : null,
    on_grace_period: state.status === "past_due",
    invoice_status: invoiceStatus(state),
    subscription_id: state.subscriptionId,
    hasUsedProTrial: state.hasUsedProTrial,
    isNewAccount: state.planName === "new_account",
    licenseExpired: isLicenceExpired({ plan_name: state.planName, expires }, nowMs),
  };
}

/**
 * Adds the spec's `can_{product}` flag. The contract's wire name stays can_hotshelf whatever the product
 * is called; with another PRODUCT_NAME the configured name (e.g. can_acme) is sent as well.
 */
export function withProductFlag(
  licence: LicenceBody,
  productName: string,
): LicenceBody & { can_hotshelf: boolean } & Record<string, unknown> {
  return {
    ...licence,
    can_hotshelf: licence.can_product,
    [productPermissionKey(productName)]: licence.can_product,
  };
}

/** Deletion is refused while a paid licence runs (the domain's rule: only new or expired accounts). */
export function accountDeletionAllowed(state: LicenceState, nowMs: number): boolean {
  const { plan_name, expires } = deriveLicence(state, nowMs);
  return canDeleteAccount({ plan_name, expires }, nowMs);
}

/** A checkout is offered only when the licence is expired (new accounts included), as on the pricing page. */
export function checkoutAllowed(state: LicenceState, nowMs: number): boolean {
  const { plan_name, expires } = deriveLicence(state, nowMs);
  return canOfferPricing({ plan_name, expires }, nowMs);
}

/** Why this licence cannot start the Pro trial, or null when it can. */
export function proTrialRefusal(state: LicenceState, nowMs: number): string | null {
  if (state.planName === "new_account") return "new_account";
  if (state.hasUsedProTrial) return "pro_trial_used";
  if (deriveLicence(state, nowMs).licenseExpired) return "license_expired";
  if (planGrantsMainTool(state.planName) && planGrantsAds(state.planName, false))
    return "plan_includes_pro";
  return null;
}

/** Why this licence cannot start the new-user trial, or null when it can. */
export function newUserTrialRefusal(state: LicenceState): string | null {
  return state.planName === "new_account" && state.subscriptionId === null
    ? null
    : "not_new_account";
}
