import { describe, expect, it } from "vitest";
import {
  findPlan,
  isPlanId,
  monthlyPriceOf,
  NEW_USER_TRIAL,
  PLAN_IDS,
  PLANS,
  PRO_TRIAL,
  PROMOTION,
  planDisplayName,
  planGrantsAds,
  planGrantsMainTool,
  planPriceText,
  plansFor,
} from "./plans";

describe("plans", () => {
  it("offers four monthly plans at $50, $75, $250 and $500", () => {
    expect(plansFor("monthly").map((p) => [p.id, p.name, p.price])).toEqual([
      ["plan_1", "Basic", 50],
      ["plan_2", "Professional", 75],
      ["plan_3", "Business", 250],
      ["plan_4", "Enterprise", 500],
    ]);
  });
  it("offers two annual plans against struck-through prices (2 months free)", () => {
    expect(plansFor("annual").map((p) => [p.id, p.name, p.price, p.strikePrice])).toEqual([
      ["plan_1_annual", "Basic", 500, 600],
      ["plan_2_annual", "Professional", 750, 900],
    ]);
    for (const plan of plansFor("annual")) {
      expect(plan.strikePrice).toBe(plan.price + 2 * (plan.price / 10));
    }
  });
  it("caps tracked stores, shown as unlimited on monthly plans", () => {
    expect(PLANS.map((p) => [p.trackedStoreCap, p.unlimitedTrackedStores])).toEqual([
      [25, true],
      [50, true],
      [500, true],
      [1100, true],
      [25, false],
      [50, false],
    ]);
  });
  it("states prices per month or per year", () => {
    expect(PLANS.map(planPriceText)).toEqual([
      "$50 per month",
      "$75 per month",
      "$250 per month",
      "$500 per month",
      "$500 per year",
      "$750 per year",
    ]);
  });
  it("knows the checkout plan ids", () => {
    expect(PLAN_IDS).toHaveLength(6);
    expect(isPlanId("plan_2_annual")).toBe(true);
    expect(isPlanId("plan_5")).toBe(false);
    expect(isPlanId(3)).toBe(false);
    expect(findPlan("plan_3")?.name).toBe("Business");
    expect(findPlan(null)).toBeUndefined();
  });
  it("states the trial, Pro trial and promotion terms", () => {
    expect(NEW_USER_TRIAL).toEqual({ days: 3, price: 1, planId: "plan_1", thenMonthly: 50 });
    expect(PRO_TRIAL).toEqual({ days: 7, planId: "plan_2", thenMonthly: 75, couponDiscount: 25 });
    expect(PROMOTION).toEqual({ code: "FUTURELIB", discount: 25, planId: "plan_2" });
  });
});

describe("plan names and prices", () => {
  it("names plans Basic, Professional, Business and Enterprise", () => {
    expect(["plan_1", "plan_2", "plan_3", "plan_4"].map((p) => planDisplayName(p))).toEqual([
      "Basic",
      "Professional",
      "Business",
      "Enterprise",
    ]);
    expect(planDisplayName("plan_2_annual")).toBe("Professional");
    expect(planDisplayName("futurelib_basic")).toBe("Ads Basic");
    expect(planDisplayName("free_trial")).toBe("Trial");
    expect(planDisplayName("legacy_x", "Legacy")).toBe("Legacy");
    expect(planDisplayName("legacy_x")).toBe("legacy_x");
  });
  it("gives the monthly price of a licence plan", () => {
    expect(monthlyPriceOf("plan_2")).toBe(75);
    expect(monthlyPriceOf("plan_1_annual")).toBe(50);
    expect(monthlyPriceOf("futurelib_basic")).toBe(0);
    expect(monthlyPriceOf("free_trial")).toBe(0);
  });
});

describe("plan permissions", () => {
  it("grants the main tool on paid plans and trials only", () => {
    expect(planGrantsMainTool("plan_1")).toBe(true);
    expect(planGrantsMainTool("plan_2_annual")).toBe(true);
    expect(planGrantsMainTool("free_trial")).toBe(true);
    expect(planGrantsMainTool("futurelib_basic")).toBe(false);
    expect(planGrantsMainTool("new_account")).toBe(false);
  });
  it("grants ads from Professional up and during the Pro trial", () => {
    expect(planGrantsAds("plan_1", false)).toBe(false);
    expect(planGrantsAds("plan_1_annual", false)).toBe(false);
    expect(planGrantsAds("plan_2", false)).toBe(true);
    expect(planGrantsAds("plan_2_annual", false)).toBe(true);
    expect(planGrantsAds("plan_4", false)).toBe(true);
    expect(planGrantsAds("futurelib_basic", false)).toBe(true);
    expect(planGrantsAds("plan_1", true)).toBe(true);
    expect(planGrantsAds("unknown", false)).toBe(false);
  });
});
