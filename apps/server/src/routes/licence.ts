import type { Proration } from "@hotshelf/domain";
import { isPreviewCurrent, planChangeRefusal, prorate } from "@hotshelf/domain";
import type { RequestUser } from "../http/auth";
import { ApiError, badRequest } from "../http/errors";
import {
  checkoutAllowed,
  deriveLicence,
  loadLicenceState,
  newUserTrialRefusal,
  proTrialRefusal,
  withProductFlag,
} from "../licence";
import { PaymentRefused } from "../payments";
import type { CallHandlers, RouteDeps } from "./types";

/** Turns a provider's refusal into a 400 with its reason; anything else stays an internal error. */
async function refusedAs400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentRefused) throw badRequest(error.reason);
    throw error;
  }
}

/** The licence of the request's user as the request began (read with the user's row). */
export function requestLicence(deps: RouteDeps, user: RequestUser) {
  return deriveLicence(user.licence, deps.now());
}

/** The current licence of a user, as the client sees it. */
export async function currentLicence(deps: RouteDeps, sub: string) {
  const nowMs = deps.now();
  return deriveLicence(await loadLicenceState(deps.db, sub, nowMs), nowMs);
}

/** Whether the request's licence opens the main tool (not expired, a plan with can_product). */
export function mainToolAllowed(deps: RouteDeps, user: RequestUser): boolean {
  const licence = requestLicence(deps, user);
  return !licence.licenseExpired && licence.can_product;
}

/**
 * The gate of Explore's search, for the data calls of the detail screens: an expired licence gets
 * 402 license_expired (the client shows the licence-expired message), a plan without the main tool
 * 403 not_allowed (the client shows the plan overlay). Returns the licence it let through.
 */
export function requireMainTool(deps: RouteDeps, user: RequestUser) {
  const licence = requestLicence(deps, user);
  if (licence.licenseExpired) throw new ApiError(402, "license_expired");
  if (!licence.can_product) throw new ApiError(403, "not_allowed");
  return licence;
}

/** Ads need can_ads (the Pro plan or the Pro trial); an expired licence is told apart with 402. */
export function requireAds(deps: RouteDeps, user: RequestUser): void {
  const licence = requestLicence(deps, user);
  if (licence.licenseExpired) throw new ApiError(402, "license_expired");
  if (!licence.can_ads) throw new ApiError(403, "not_allowed");
}

/**
 * The user's own licence, when it may change to `target` now (the domain's rule: a paid, running
 * subscription moving up); otherwise a 400 with the reason.
 */
async function changeableLicence(deps: RouteDeps, sub: string, target: string) {
  const licence = await currentLicence(deps, sub);
  const refusal = planChangeRefusal(licence, target, deps.now());
  if (refusal) throw badRequest(refusal);
  return licence;
}

const previewBody = (change: Proration) => ({
  from_plan: change.from,
  to_plan: change.to,
  credit_cents: change.creditCents,
  charge_cents: change.chargeCents,
  amount_due_cents: change.amountDueCents,
  period_end: change.periodEnd,
  prorated_at: change.proratedAt,
});

export const licenceHandlers: CallHandlers = {
  // The provider's events keep the stored state current; no_cache also asks the provider directly
  // (right after a checkout the webhook may not have arrived yet).
  async license(input, { deps, user }) {
    let licence = requestLicence(deps, user);
    if (input.no_cache) {
      await deps.payments.syncLicence(user);
      licence = await currentLicence(deps, user.sub);
    }
    return { ...withProductFlag(licence, deps.config.productName), is_staff: user.isStaff };
  },

  async licenseUpgradeProTrial(_input, { deps, user }) {
    const state = await loadLicenceState(deps.db, user.sub, deps.now());
    const refusal = proTrialRefusal(state, deps.now());
    if (refusal) throw new ApiError(403, refusal);
    await refusedAs400(() => deps.payments.startProTrial(user));
    return { success: true };
  },

  async licenseCheckout(input, { deps, user }) {
    const state = await loadLicenceState(deps.db, user.sub, deps.now());
    if (!checkoutAllowed(state, deps.now())) throw new ApiError(403, "active_subscription");
    const { redirectUrl } = await refusedAs400(() =>
      deps.payments.createCheckout(user, input.plan_name),
    );
    return { redirect_url: redirectUrl };
  },

  async licenseChangePreview(input, { deps, user }) {
    const licence = await changeableLicence(deps, user.sub, input.plan_name);
    const nowSeconds = Math.floor(deps.now() / 1000);
    return previewBody(prorate(licence.plan_name, input.plan_name, licence.expires, nowSeconds));
  },

  // Charges what the preview showed: the proration is computed again for the preview's moment.
  async licenseChange(input, { deps, user }) {
    const licence = await changeableLicence(deps, user.sub, input.plan_name);
    if (!isPreviewCurrent(input.prorated_at, Math.floor(deps.now() / 1000)))
      throw badRequest("preview_expired");
    const change = prorate(licence.plan_name, input.plan_name, licence.expires, input.prorated_at);
    await refusedAs400(() => deps.payments.changePlan(user, change));
    const changed = await currentLicence(deps, user.sub);
    return { ...withProductFlag(changed, deps.config.productName), is_staff: user.isStaff };
  },

  async licenseNewUserTrial(_input, { deps, user }) {
    const refusal = newUserTrialRefusal(await loadLicenceState(deps.db, user.sub, deps.now()));
    if (refusal) throw new ApiError(403, refusal);
    const { redirectUrl } = await refusedAs400(() => deps.payments.createTrialCheckout(user));
    return { redirect_url: redirectUrl };
  },

  async stripeManage(_input, { deps, user }) {
    const { redirectUrl } = await refusedAs400(() => deps.payments.billingPortal(user));
    return { redirect_url: redirectUrl };
  },
};
