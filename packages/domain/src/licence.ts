/**
 * Licence rules (000 §3, §4, §6): expiry, past due, new account, refresh, the blocking overlay and its
 * priority, the new-account redirect, pricing and account deletion. `now` is always a parameter (ms).
 */
import { LICENCE_REFRESH_INTERVAL_MS } from "./constants";
import { DEFAULT_PRODUCT_NAME } from "./messages";
import { planDisplayName } from "./plans";

/** The licence object of POST /v3/license, as far as the spec shows it. */
export interface Licence {
  plan_name: string;
  nickname?: string | null;
  plan_nickname?: string | null;
  hasUsedProTrial?: boolean;
  /** Expiry in epoch seconds. */
  expires: number;
  /** Next renewal in epoch seconds. */
  renewal_time?: number | null;
  on_grace_period?: boolean;
  subscription_id?: string | null;
  can_ads?: boolean;
  invoice_status?: string | null;
  /** Set on the client when a search answered 402 or license_expired. */
  licenseExpired?: boolean;
  /** The account is staff: Staff Picks and shared presets curation, and the ban (000 §6). */
  is_staff?: boolean;
  /** can_{product}: may use the main tool; the key carries the lower-cased product name. */
  [permission: `can_${string}`]: boolean | undefined;
}

/** The licence key that grants the main tool, e.g. can_hotshelf. */
export function productPermissionKey(productName = DEFAULT_PRODUCT_NAME): `can_${string}` {
  return `can_${productName.toLowerCase()}`;
}

/** Expired when expires x 1000 is earlier than now, or when a search marked it expired. */
export function isLicenceExpired(licence: Licence, nowMs: number): boolean {
  return licence.licenseExpired === true || licence.expires * 1000 < nowMs;
}

export function isPastDue(licence: Licence): boolean {
  return licence.on_grace_period === true;
}

export function isNewAccount(licence: Licence): boolean {
  return licence.plan_name === "new_account";
}

export function canUseProduct(licence: Licence, productName = DEFAULT_PRODUCT_NAME): boolean {
  return licence[productPermissionKey(productName)] === true;
}

export function canUseAds(licence: Licence): boolean {
  return licence.can_ads === true;
}

/** The plan's name for texts such as 'Your {plan} license is past due.' */
export function licencePlanName(licence: Licence): string {
  return planDisplayName(licence.plan_name, licence.plan_nickname ?? licence.nickname);
}

/** Refresh when never loaded, when forced, or when the loaded licence is older than 5 minutes. */
export function isLicenceRefreshDue(
  loadedAtMs: number | null,
  nowMs: number,
  force = false,
): boolean {
  return force || loadedAtMs === null || nowMs - loadedAtMs > LICENCE_REFRESH_INTERVAL_MS;
}

/** The route flags of 000 §2. */
export interface RouteFlags {
  allowExpiredLicence?: boolean;
  blockNewUserRedirect?: boolean;
}

export type LicenceOverlay = "expired" | "past_due" | "cannot_use" | "pro_trial_upgrade";

/**
 * The blocking overlay of the signed-in layout, by priority: (1) an expired licence that is not a new
 * account, (2) past due, (3) no can_{product}: cannot-use after the Pro trial was used, else the Pro trial
 * upgrade. Routes flagged allow_expired_license show none; so does a missing licence (still loading).
 */
export function decideOverlay(
  licence: Licence | null,
  route: RouteFlags,
  nowMs: number,
  productName = DEFAULT_PRODUCT_NAME,
): LicenceOverlay | null {
  if (!licence || route.allowExpiredLicence) return null;
  if (isLicenceExpired(licence, nowMs) && !isNewAccount(licence)) return "expired";
  if (isPastDue(licence)) return "past_due";
  if (!canUseProduct(licence, productName)) {
    return licence.hasUsedProTrial ? "cannot_use" : "pro_trial_upgrade";
  }
  return null;
}

/** A new account goes to the Trial route unless the route is flagged block_new_user_redirect. */
export function shouldRedirectToTrial(licence: Licence | null, route: RouteFlags): boolean {
  return licence !== null && isNewAccount(licence) && !route.blockNewUserRedirect;
}

/** The pricing grid is offered only when the licence is expired. */
export function canOfferPricing(licence: Licence, nowMs: number): boolean {
  return isLicenceExpired(licence, nowMs);
}

/** The trial offer is for new accounts only. */
export function isTrialEligible(licence: Licence): boolean {
  return isNewAccount(licence);
}

/**
 * Deletion is blocked while a paid subscription is active: anything but a new account that has not
 * expired (a cancelled plan stays active until its licence period is over).
 */
export function canDeleteAccount(licence: Licence, nowMs: number): boolean {
  return isNewAccount(licence) || isLicenceExpired(licence, nowMs);
}

export type BillingView = "expired" | "canceled" | "past_due" | "paid" | "details";

/** The Billing tab's view: an expired licence first, then by invoice_status. */
export function billingView(licence: Licence, nowMs: number): BillingView {
  if (isLicenceExpired(licence, nowMs)) return "expired";
  switch (licence.invoice_status) {
    case "canceled":
    case "past_due":
    case "paid":
      return licence.invoice_status;
    default:
      return "details";
  }
}
