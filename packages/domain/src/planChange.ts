/**
 * Changing plans with proration (issue 16 item 4). A running paid subscription moves to a larger plan
 * or a longer billing period at once: the unused part of the current period is credited, the new plan
 * is charged for what remains of the period (same billing period) or for a new period starting now
 * (monthly to annual). Amounts are integer cents; times are epoch seconds, as the licence store keeps
 * them. Smaller plans and shorter periods are not changed here (docs/decisions.md).
 */
import { formatMoney } from "./format";
import { type Billing, findPlan, PLANS, type Plan, type PlanId } from "./plans";

/** The licence fields a plan change depends on (the POST /v3/license object). */
export interface PlanChangeLicence {
  plan_name: string;
  expires: number;
  invoice_status?: string | null;
  on_grace_period?: boolean;
  subscription_id?: string | null;
}

/** Why a plan change is refused; the server answers 400 with this reason. */
export type PlanChangeRefusal =
  | "unknown_plan"
  | "no_subscription"
  | "subscription_not_active"
  | "subscription_canceled"
  | "same_plan"
  | "downgrade_not_offered";

const TIER_ORDER = ["plan_1", "plan_2", "plan_3", "plan_4"];
const BILLING_ORDER: readonly Billing[] = ["monthly", "annual"];

const tierOf = (plan: Plan) => TIER_ORDER.indexOf(plan.id.replace(/_annual$/, ""));
const billingRank = (plan: Plan) => BILLING_ORDER.indexOf(plan.billing);

/** A move to a larger plan, a longer period, or both (never smaller in either). */
export function isUpgrade(from: Plan, to: Plan): boolean {
  if (from.id === to.id) return false;
  return tierOf(to) >= tierOf(from) && billingRank(to) >= billingRank(from);
}

/** The plans this licence's plan can move to now, smallest first (empty for non-paid plans). */
export function upgradeOptions(planName: string): Plan[] {
  const from = findPlan(planName);
  if (!from) return [];
  return PLANS.filter((to) => isUpgrade(from, to)).sort((a, b) => a.price - b.price);
}

/** Why this licence cannot change to `target` now, or null when it can. `nowMs` in milliseconds. */
export function planChangeRefusal(
  licence: PlanChangeLicence,
  target: string,
  nowMs: number,
): PlanChangeRefusal | null {
  const to = findPlan(target);
  if (!to) return "unknown_plan";
  const from = findPlan(licence.plan_name);
  if (!from || !licence.subscription_id) return "no_subscription";
  // Trials, a failed payment and an ended period have no paid period to credit.
  if (licence.expires * 1000 <= nowMs || licence.on_grace_period === true)
    return "subscription_not_active";
  if (licence.invoice_status === "canceled") return "subscription_canceled";
  if (licence.invoice_status !== "paid") return "subscription_not_active";
  if (from.id === to.id) return "same_plan";
  if (!isUpgrade(from, to)) return "downgrade_not_offered";
  return null;
}

/**
 * Whether this licence's plan may be changed now at all (a paid, running subscription). "same_plan"
 * is the refusal left once every other condition holds.
 */
export function canChangePlan(licence: PlanChangeLicence, nowMs: number): boolean {
  return planChangeRefusal(licence, licence.plan_name, nowMs) === "same_plan";
}

/** The text for a failed preview or change: the server's refusal reason when it gave one. */
export function planChangeErrorText(reason: string | null | undefined, fallback: string): string {
  const refusals: Record<string, string> = PLAN_CHANGE_MESSAGES.refusals;
  if (reason === "preview_expired")
    return "The price has changed since the preview. Please look again.";
  return (reason && Object.hasOwn(refusals, reason) ? refusals[reason] : undefined) ?? fallback;
}

/** What a plan change costs now, as the preview shows it and the change applies it. */
export interface Proration {
  from: PlanId;
  to: PlanId;
  /** The unused part of the current period, credited. */
  creditCents: number;
  /** The new plan for the rest of the period, or for a new period when the billing period changes. */
  chargeCents: number;
  /** charge - credit, never below zero (an upgrade never costs less than its credit). */
  amountDueCents: number;
  /** Where the (new) period ends, epoch seconds. */
  periodEnd: number;
  /** The moment the amounts are computed for, epoch seconds; the change uses the same moment. */
  proratedAt: number;
}

/** The end of a billing period starting at `start` (epoch seconds): a calendar month or year, UTC. */
export function addBillingPeriod(billing: Billing, start: number): number {
  const date = new Date(start * 1000);
  if (billing === "annual") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** The start of the billing period ending at `end`: the store keeps only the end, periods are whole. */
export function billingPeriodStart(billing: Billing, end: number): number {
  const date = new Date(end * 1000);
  if (billing === "annual") date.setUTCFullYear(date.getUTCFullYear() - 1);
  else date.setUTCMonth(date.getUTCMonth() - 1);
  return Math.floor(date.getTime() / 1000);
}

export const priceCents = (plan: Plan): number => Math.round(plan.price * 100);

/**
 * The proration of moving from `fromId` to `toId` at `now` (epoch seconds) within the period ending
 * at `periodEnd`. Time is counted in seconds and amounts rounded to whole cents, each part once.
 */
export function prorate(fromId: string, toId: string, periodEnd: number, now: number): Proration {
  const from = findPlan(fromId);
  const to = findPlan(toId);
  if (!from || !to) throw new RangeError(`unknown plan: ${from ? toId : fromId}`);
  const start = billingPeriodStart(from.billing, periodEnd);
  const length = Math.max(1, periodEnd - start);
  const remaining = Math.min(length, Math.max(0, periodEnd - now));
  const creditCents = Math.round((priceCents(from) * remaining) / length);
  const samePeriod = from.billing === to.billing;
  const chargeCents = samePeriod
    ? Math.round((priceCents(to) * remaining) / length)
    : priceCents(to);
  return {
    from: from.id,
    to: to.id,
    creditCents,
    chargeCents,
    amountDueCents: Math.max(0, chargeCents - creditCents),
    periodEnd: samePeriod ? periodEnd : addBillingPeriod(to.billing, now),
    proratedAt: now,
  };
}

/** How long a preview's amounts may be charged: past this the change asks for a new preview. */
export const PLAN_CHANGE_PREVIEW_SECONDS = 15 * 60;

/** Whether a preview computed at `proratedAt` may still be charged at `now` (both epoch seconds). */
export function isPreviewCurrent(proratedAt: number, now: number): boolean {
  return proratedAt <= now && now - proratedAt <= PLAN_CHANGE_PREVIEW_SECONDS;
}

/** Cents as money, e.g. 2500 -> $25.00. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** The texts of the plan change, shown in the preview dialog and the Billing tab. */
export const PLAN_CHANGE_MESSAGES = {
  changePlan: "Change plan",
  previewFailure: "We could not work out the price of this change. Please try again.",
  changeFailure: "Your plan could not be changed. Nothing was charged. Please try again.",
  downgradeNote:
    "To move to a smaller plan or to monthly billing, cancel in Manage Subscription and subscribe to the new plan when your current period ends.",
  refusals: {
    unknown_plan: "This plan does not exist.",
    no_subscription: "There is no paid subscription on this account to change.",
    subscription_not_active:
      "Your subscription is not active (a trial, a failed payment or an ended period), so its plan cannot be changed now.",
    subscription_canceled:
      "Your subscription is cancelled. Renew it in Manage Subscription before changing plan.",
    same_plan: "You are already on this plan.",
    downgrade_not_offered: "Moving to a smaller plan is not offered here.",
  } satisfies Record<PlanChangeRefusal, string>,
} as const;

/** The lines of a proration preview, in reading order. */
export function prorationLines(proration: Proration): { label: string; amount: string }[] {
  const from = findPlan(proration.from);
  const to = findPlan(proration.to);
  const samePeriod = from?.billing === to?.billing;
  return [
    {
      label: `Credit for the unused time on ${planLabel(from)}`,
      amount: `-${formatCents(proration.creditCents)}`,
    },
    {
      label: samePeriod
        ? `${planLabel(to)} for the rest of this period`
        : `${planLabel(to)} for a new ${to?.billing === "annual" ? "year" : "month"}`,
      amount: formatCents(proration.chargeCents),
    },
    { label: "Due today", amount: formatCents(proration.amountDueCents) },
  ];
}

/** A plan as the plan change names it, e.g. "Professional (annual)". */
export function planLabel(plan: Plan | undefined): string {
  if (!plan) return "your plan";
  return `${plan.name} (${plan.billing})`;
}
