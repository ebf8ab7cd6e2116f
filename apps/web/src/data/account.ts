import type { ApiClient } from "@hotshelf/api/client";
import type { CallRequest, CustomerAttributes } from "@hotshelf/api/contract";
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
    customer: () => call(api, "customerGet"),
    updateCustomer: (customer: CustomerAttributes) =>
      write(api, "customerUpdate", { customer_attributes: customer }),
    deleteAccount: () => write(api, "accountDelete"),
  };
}
