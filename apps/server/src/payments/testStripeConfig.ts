import type { StripeConfig } from "../config";

/** The Stripe settings of the payment tests: fake keys, one price id per plan, a trial fee price. */
export const TEST_STRIPE_CONFIG: StripeConfig = {
  secretKey: "sk_test_fake",
  webhookSecret: "whsec_test_secret",
  prices: {
    plan_1: "price_basic",
    plan_2: "price_pro",
    plan_3: "price_business",
    plan_4: "price_enterprise",
    plan_1_annual: "price_basic_year",
    plan_2_annual: "price_pro_year",
  },
  trialFeePrice: "price_trial_fee",
};
