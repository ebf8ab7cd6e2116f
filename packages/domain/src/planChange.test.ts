import { describe, expect, it } from "vitest";
import {
  addBillingPeriod,
  billingPeriodStart,
  canChangePlan,
  formatCents,
  isPreviewCurrent,
  isUpgrade,
  PLAN_CHANGE_MESSAGES,
  PLAN_CHANGE_PREVIEW_SECONDS,
  planChangeErrorText,
  planChangeRefusal,
  prorate,
  prorationLines,
  upgradeOptions,
} from "./planChange";
import { findPlan, type Plan } from "./plans";

const plan = (id: string) => findPlan(id) as Plan;
const at = (iso: string) => Date.parse(iso) / 1000;
const MARCH_1 = at("2026-03-01T00:00:00Z");
const APRIL_1 = at("2026-04-01T00:00:00Z");

describe("which plans a subscription can move to", () => {
  it("moves up in size or billing period, never down", () => {
    expect(isUpgrade(plan("plan_1"), plan("plan_2"))).toBe(true);
    expect(isUpgrade(plan("plan_1"), plan("plan_1_annual"))).toBe(true);
    expect(isUpgrade(plan("plan_1"), plan("plan_2_annual"))).toBe(true);
    expect(isUpgrade(plan("plan_2"), plan("plan_1"))).toBe(false);
    expect(isUpgrade(plan("plan_1_annual"), plan("plan_2"))).toBe(false);
    expect(isUpgrade(plan("plan_3"), plan("plan_2_annual"))).toBe(false);
    expect(isUpgrade(plan("plan_1"), plan("plan_1"))).toBe(false);
  });

  it("lists a Basic subscriber's options smallest first, and none for other plans", () => {
    expect(upgradeOptions("plan_1").map((p) => p.id)).toEqual([
      "plan_2",
      "plan_3",
      "plan_4",
      "plan_1_annual",
      "plan_2_annual",
    ]);
    expect(upgradeOptions("plan_2_annual")).toEqual([]);
    expect(upgradeOptions("free_trial")).toEqual([]);
  });

  const paid = {
    plan_name: "plan_1",
    expires: APRIL_1,
    invoice_status: "paid",
    on_grace_period: false,
    subscription_id: "sub_1",
  };
  const now = MARCH_1 * 1000 + 1000;

  it("allows an upgrade of a paid, running subscription", () => {
    expect(planChangeRefusal(paid, "plan_2", now)).toBeNull();
  });

  it("says whether the plan may change at all", () => {
    expect(canChangePlan(paid, now)).toBe(true);
    expect(canChangePlan({ ...paid, plan_name: "plan_2_annual" }, now)).toBe(true);
    expect(canChangePlan({ ...paid, invoice_status: "canceled" }, now)).toBe(false);
    expect(canChangePlan({ ...paid, plan_name: "new_account" }, now)).toBe(false);
  });

  it("turns the server's reasons into texts", () => {
    expect(planChangeErrorText("downgrade_not_offered", "x")).toBe(
      PLAN_CHANGE_MESSAGES.refusals.downgrade_not_offered,
    );
    expect(planChangeErrorText("preview_expired", "x")).toMatch(/look again/);
    expect(planChangeErrorText("HTTP 500", "fallback")).toBe("fallback");
    expect(planChangeErrorText("toString", "fallback")).toBe("fallback");
    expect(planChangeErrorText(null, "fallback")).toBe("fallback");
  });

  it("refuses with a reason otherwise", () => {
    expect(planChangeRefusal(paid, "plan_9", now)).toBe("unknown_plan");
    expect(planChangeRefusal({ ...paid, plan_name: "free_trial" }, "plan_2", now)).toBe(
      "no_subscription",
    );
    expect(planChangeRefusal({ ...paid, subscription_id: null }, "plan_2", now)).toBe(
      "no_subscription",
    );
    expect(planChangeRefusal(paid, "plan_2", APRIL_1 * 1000)).toBe("subscription_not_active");
    expect(planChangeRefusal({ ...paid, on_grace_period: true }, "plan_2", now)).toBe(
      "subscription_not_active",
    );
    expect(planChangeRefusal({ ...paid, invoice_status: "trialing" }, "plan_2", now)).toBe(
      "subscription_not_active",
    );
    expect(planChangeRefusal({ ...paid, invoice_status: "canceled" }, "plan_2", now)).toBe(
      "subscription_canceled",
    );
    expect(planChangeRefusal(paid, "plan_1", now)).toBe("same_plan");
    expect(planChangeRefusal({ ...paid, plan_name: "plan_2" }, "plan_1", now)).toBe(
      "downgrade_not_offered",
    );
  });
});

describe("billing periods", () => {
  it("are calendar months and years in UTC", () => {
    expect(addBillingPeriod("monthly", MARCH_1)).toBe(APRIL_1);
    expect(addBillingPeriod("annual", MARCH_1)).toBe(at("2027-03-01T00:00:00Z"));
    expect(billingPeriodStart("monthly", APRIL_1)).toBe(MARCH_1);
    expect(billingPeriodStart("annual", at("2027-03-01T00:00:00Z"))).toBe(MARCH_1);
  });
});

describe("proration", () => {
  it("credits the unused part and charges the new plan for the rest of the same period", () => {
    // March has 31 days; 10 days are used, 21 remain.
    const now = MARCH_1 + 10 * 86_400;
    const p = prorate("plan_1", "plan_2", APRIL_1, now);
    expect(p.creditCents).toBe(Math.round((5000 * 21) / 31)); // $33.87
    expect(p.chargeCents).toBe(Math.round((7500 * 21) / 31)); // $50.81
    expect(p.amountDueCents).toBe(p.chargeCents - p.creditCents);
    expect(p.periodEnd).toBe(APRIL_1);
    expect(p.proratedAt).toBe(now);
    expect(formatCents(p.amountDueCents)).toBe("$16.94");
  });

  it("charges a whole new year from now when moving from monthly to annual", () => {
    const now = MARCH_1 + 15.5 * 86_400;
    const p = prorate("plan_1", "plan_2_annual", APRIL_1, now);
    expect(p.creditCents).toBe(2500);
    expect(p.chargeCents).toBe(75_000);
    expect(p.amountDueCents).toBe(72_500);
    expect(p.periodEnd).toBe(addBillingPeriod("annual", now));
  });

  it("gives the whole price as credit at the start of the period and none at its end", () => {
    expect(prorate("plan_1", "plan_2", APRIL_1, MARCH_1).creditCents).toBe(5000);
    expect(prorate("plan_1", "plan_2", APRIL_1, APRIL_1).creditCents).toBe(0);
    expect(prorate("plan_1", "plan_2", APRIL_1, APRIL_1 + 999).amountDueCents).toBe(0);
    expect(prorate("plan_1", "plan_2", APRIL_1, MARCH_1 - 999).creditCents).toBe(5000);
  });

  it("keeps amounts in whole cents", () => {
    for (let day = 0; day <= 31; day += 1) {
      const p = prorate("plan_1", "plan_4", APRIL_1, MARCH_1 + day * 86_400 + 7);
      for (const cents of [p.creditCents, p.chargeCents, p.amountDueCents])
        expect(Number.isInteger(cents)).toBe(true);
    }
  });

  it("refuses unknown plans", () => {
    expect(() => prorate("plan_1", "plan_9", APRIL_1, MARCH_1)).toThrow(RangeError);
  });

  it("describes the amounts for the preview", () => {
    const lines = prorationLines(prorate("plan_1", "plan_2_annual", APRIL_1, MARCH_1));
    expect(lines).toEqual([
      { label: "Credit for the unused time on Basic (monthly)", amount: "-$50.00" },
      { label: "Professional (annual) for a new year", amount: "$750.00" },
      { label: "Due today", amount: "$700.00" },
    ]);
  });
});

describe("a preview's validity", () => {
  it("may be charged for a quarter of an hour, never from the future", () => {
    expect(isPreviewCurrent(MARCH_1, MARCH_1)).toBe(true);
    expect(isPreviewCurrent(MARCH_1, MARCH_1 + PLAN_CHANGE_PREVIEW_SECONDS)).toBe(true);
    expect(isPreviewCurrent(MARCH_1, MARCH_1 + PLAN_CHANGE_PREVIEW_SECONDS + 1)).toBe(false);
    expect(isPreviewCurrent(MARCH_1 + 1, MARCH_1)).toBe(false);
  });
});
