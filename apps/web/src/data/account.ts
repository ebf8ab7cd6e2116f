import type { ApiClient } from "@hotshelf/api/client";
import type { CallRequest, CustomerAttributes, PlanChangePreview } from "@hotshelf/api/contract";
import type { PlanId, Proration } from "@hotshelf/domain";
import { call, write } from "./call";

/** The account's calls: licence purchase and trials, the billing portal, customer data, deletion. */
export function accountData(api: ApiClient) {
  return {
    /** Where to pay for a plan (Stripe checkout). */
    checkoutUrl: async (planId: CallRequest<"licenseCheckout">["plan_name"]) =>
      (await write(api, "licenseCheckout", { plan_name: planId })).redirect_url,
    /** Where to pay for the new-user trial. */
    newUserTrialUrl: async () => (await write(api, "licenseNewUserTrial")).redirect_url,
    /** The Stripe billing portal. */
    billingPortalUrl: async () => (await call(api, "stripeManage")).redirect_url,
    /** Starts the Pro trial; false when the server declined it. */
    upgradeToProTrial: async () => (await write(api, "licenseUpgradeProTrial")).success,
    /** What changing to `planId` costs now (nothing changes yet). */
    previewPlanChange: async (planId: PlanId): Promise<Proration> =>
      prorationOf(await call(api, "licenseChangePreview", { plan_name: planId })),
    /** Changes the plan at the previewed moment's amounts; answers the new licence. */
    changePlan: (planId: PlanId, proratedAt: number) =>
      write(api, "licenseChange", { plan_name: planId, prorated_at: proratedAt }),
    customer: () => call(api, "customerGet"),
    updateCustomer: (customer: CustomerAttributes) =>
      write(api, "customerUpdate", { customer_attributes: customer }),
    deleteAccount: () => write(api, "accountDelete"),
  };
}

function prorationOf(preview: PlanChangePreview): Proration {
  return {
    from: preview.from_plan as PlanId,
    to: preview.to_plan,
    creditCents: preview.credit_cents,
    chargeCents: preview.charge_cents,
    amountDueCents: preview.amount_due_cents,
    periodEnd: preview.period_end,
    proratedAt: preview.prorated_at,
  };
}
