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

/** The current licence of a user, as the client sees it. */
export async function currentLicence(deps: RouteDeps, sub: string) {
  const nowMs = deps.now();
  return deriveLicence(await loadLicenceState(deps.db, sub, nowMs), nowMs);
}

/** Whether the user's licence opens the main tool now (not expired, a plan with can_product). */
export async function mainToolAllowed(deps: RouteDeps, sub: string): Promise<boolean> {
  const licence = await currentLicence(deps, sub);
  return !licence.licenseExpired && licence.can_product;
}

export const licenceHandlers: CallHandlers = {
  // The provider's events keep the stored state current; no_cache also asks the provider directly
  // (right after a checkout the webhook may not have arrived yet).
  async license(input, { deps, user }) {
    if (input.no_cache) await deps.payments.syncLicence(user);
    const licence = await currentLicence(deps, user.sub);
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
