/**
 * Plans, prices, trials and promotions (000 §3, §9). Prices are US dollars. The licence's plan_name is
 * one of the plan ids below or new_account / free_trial / futurelib_basic (the basic plan of the sister
 * product, Hotshelf Ads: ads without the main tool; see docs/decisions.md).
 */
import { onFirstUse } from "./intl";

export type MonthlyPlanId = "plan_1" | "plan_2" | "plan_3" | "plan_4";
export type AnnualPlanId = "plan_1_annual" | "plan_2_annual";
/** The plans a checkout accepts. */
export type PlanId = MonthlyPlanId | AnnualPlanId;
export type Billing = "monthly" | "annual";

export interface Plan {
  id: PlanId;
  /** Display name: Basic, Professional, Business, Enterprise. */
  name: string;
  billing: Billing;
  /** The price per billing period. */
  price: number;
  /** The struck-through price beside an annual price (2 months free). */
  strikePrice: number | null;
  /** The tracked-store cap the pricing grid shows (struck through on monthly plans). */
  trackedStoreCap: number;
  /** Monthly plans present tracked stores as unlimited; annual plans list their cap. */
  unlimitedTrackedStores: boolean;
  /** The plan includes the ads features (can_ads): Professional and up. */
  includesAds: boolean;
}

export const PLANS: readonly Plan[] = [
  plan("plan_1", "Basic", "monthly", 50, null, 25, false),
  plan("plan_2", "Professional", "monthly", 75, null, 50, true),
  plan("plan_3", "Business", "monthly", 250, null, 500, true),
  plan("plan_4", "Enterprise", "monthly", 500, null, 1100, true),
  plan("plan_1_annual", "Basic", "annual", 500, 600, 25, false),
  plan("plan_2_annual", "Professional", "annual", 750, 900, 50, true),
];

function plan(
  id: PlanId,
  name: string,
  billing: Billing,
  price: number,
  strikePrice: number | null,
  trackedStoreCap: number,
  includesAds: boolean,
): Plan {
  const unlimitedTrackedStores = billing === "monthly";
  return {
    id,
    name,
    billing,
    price,
    strikePrice,
    trackedStoreCap,
    unlimitedTrackedStores,
    includesAds,
  };
}

export const PLAN_IDS: readonly PlanId[] = PLANS.map((p) => p.id);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

export function findPlan(planName: string | null | undefined): Plan | undefined {
  return PLANS.find((p) => p.id === planName);
}

const wholeDollars = onFirstUse(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }),
);

/** A plan's price as the pricing grid states it, e.g. "$50 per month", "$500 per year". */
export function planPriceText(plan: Plan): string {
  return `${wholeDollars().format(plan.price)} per ${plan.billing === "monthly" ? "month" : "year"}`;
}

export function plansFor(billing: Billing): Plan[] {
  return PLANS.filter((p) => p.billing === billing);
}

/** The public trial for new accounts: 3 days of Basic for $1, then $50 per month. */
export const NEW_USER_TRIAL = { days: 3, price: 1, planId: "plan_1", thenMonthly: 50 } as const;
/** The Pro trial: 7 days of Professional, then $75 per month; a coupon gives $25 off. */
export const PRO_TRIAL = {
  days: 7,
  planId: "plan_2",
  thenMonthly: 75,
  couponDiscount: 25,
} as const;
/** The promotion on the pricing page: $25 off the first month of Professional. */
export const PROMOTION = { code: "FUTURELIB", discount: 25, planId: "plan_2" } as const;

const EXTRA_PLAN_NAMES: Readonly<Record<string, string>> = {
  free_trial: "Trial",
  futurelib_basic: "Ads Basic",
  new_account: "New Account",
};

/**
 * A licence plan's display name: the plan's name for known plans, else the licence's nickname, else the
 * raw plan name.
 */
export function planDisplayName(planName: string, nickname?: string | null): string {
  return findPlan(planName)?.name ?? EXTRA_PLAN_NAMES[planName] ?? nickname ?? planName;
}

/**
 * The monthly price of a licence plan, for the purchase analytics event: an annual plan counts at its
 * monthly plan's price; 0 for plans this app does not sell.
 */
export function monthlyPriceOf(planName: string): number {
  return findPlan(planName.replace(/_annual$/, ""))?.price ?? 0;
}

/** Plans that give the main tool (can_{product}): every plan sold here and the new-user trial. */
export function planGrantsMainTool(planName: string): boolean {
  return isPlanId(planName) || planName === "free_trial";
}

/** can_ads: Professional and up, the sister product's plan, and anyone on the Pro trial. */
export function planGrantsAds(planName: string, onProTrial: boolean): boolean {
  return onProTrial || planName === "futurelib_basic" || findPlan(planName)?.includesAds === true;
}
