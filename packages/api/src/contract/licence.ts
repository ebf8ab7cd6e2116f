import { z } from "zod";
import { NoBody } from "./common";

/**
 * POST /v3/license's licence object. plan_name is open (new_account, free_trial, plan_1..plan_4,
 * futurelib_basic, ...); packages/domain holds the plan catalogue. can_hotshelf is the spec's
 * can_{product}: the wire name stays fixed when the product name is configured.
 */
export const Licence = z.object({
  plan_name: z.string(),
  nickname: z.string().nullable(),
  plan_nickname: z.string().nullable(),
  hasUsedProTrial: z.boolean(),
  /** Epoch seconds. */
  expires: z.number(),
  /** Epoch seconds, null without a renewing subscription. */
  renewal_time: z.number().nullable(),
  on_grace_period: z.boolean(),
  subscription_id: z.string().nullable(),
  can_hotshelf: z.boolean(),
  can_ads: z.boolean(),
  /** The payment provider's status: paid, past_due, canceled, ... */
  invoice_status: z.string().nullable(),
  licenseExpired: z.boolean(),
  isNewAccount: z.boolean(),
  /** The account is staff: it curates the Staff Picks and the shared presets, and bans (000 §6). */
  is_staff: z.boolean().optional(),
});
export type Licence = z.infer<typeof Licence>;

/** no_cache: true asks the server to re-read the payment provider rather than its cache. */
export const LicenceRequest = z.object({ no_cache: z.boolean().optional() });
export const LicenceResponse = Licence;

export const UpgradeProTrialRequest = NoBody;
export const UpgradeProTrialResponse = z.object({ success: z.boolean() });

/** The plans offered at checkout (spec 000 §3, Plans). */
export const CHECKOUT_PLANS = [
  "plan_1",
  "plan_2",
  "plan_3",
  "plan_4",
  "plan_1_annual",
  "plan_2_annual",
] as const;
export const CheckoutPlan = z.enum(CHECKOUT_PLANS);
export type CheckoutPlan = z.infer<typeof CheckoutPlan>;

/** The browser navigates to redirect_url (checkout, trial checkout, billing portal). */
export const RedirectResponse = z.object({ redirect_url: z.string().min(1) });
export type RedirectResponse = z.infer<typeof RedirectResponse>;

export const CheckoutRequest = z.object({ plan_name: CheckoutPlan });
export const CheckoutResponse = RedirectResponse;

export const NewUserTrialRequest = NoBody;
export const NewUserTrialResponse = RedirectResponse;

/** GET /stripe/manage: the billing portal. */
export const StripeManageRequest = NoBody;
export const StripeManageResponse = RedirectResponse;

/**
 * Changing the plan of a running subscription (issue 16 item 4): the preview's amounts are integer
 * cents from the domain's proration; prorated_at (epoch seconds) is the moment they were computed for,
 * sent back with the change so the charge is the one previewed.
 */
export const PlanChangePreviewRequest = z.object({ plan_name: CheckoutPlan });
export const PlanChangePreview = z.object({
  from_plan: z.string(),
  to_plan: CheckoutPlan,
  credit_cents: z.number().int().nonnegative(),
  charge_cents: z.number().int().nonnegative(),
  amount_due_cents: z.number().int().nonnegative(),
  /** Where the period ends after the change, epoch seconds. */
  period_end: z.number().int(),
  prorated_at: z.number().int(),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreview>;
export const PlanChangePreviewResponse = PlanChangePreview;

export const PlanChangeRequest = z.object({
  plan_name: CheckoutPlan,
  prorated_at: z.number().int(),
});
/** The licence after the change. */
export const PlanChangeResponse = Licence;
