import { NEW_USER_TRIAL, PRO_TRIAL } from "@hotshelf/domain";
import type { PaidPlan } from "../config";

const DAY = 86_400;
export const NEW_USER_TRIAL_DAYS = NEW_USER_TRIAL.days;
export const PRO_TRIAL_DAYS = PRO_TRIAL.days;
/** The plan the Pro trial runs on and converts to. */
export const PRO_TRIAL_PLAN: PaidPlan = PRO_TRIAL.planId;

export const daysFrom = (nowSeconds: number, days: number): number => nowSeconds + days * DAY;

/** The end of a billing period that starts now: one calendar month, or a year for annual plans. */
export function periodEnd(plan: string, nowMs: number): number {
  const end = new Date(nowMs);
  if (plan.endsWith("_annual")) end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}
