import { describe, expect, it } from "vitest";
import { paymentSuccessEvent } from "./analytics";
import type { Licence } from "./licence";

const licence: Licence = {
  plan_name: "plan_2_annual",
  plan_nickname: "Professional Annual",
  expires: 2_000_000_000,
  subscription_id: "sub_123",
};

describe("paymentSuccessEvent", () => {
  it("sends 'pro_trial' at once with ?trial=true", () => {
    expect(paymentSuccessEvent(licence, "?trial=true", false)).toEqual({
      delayMs: 0,
      event: {
        name: "pro_trial",
        currency: "USD",
        value: 75,
        subscriptionId: "sub_123",
        planNickname: "Professional Annual",
      },
    });
  });
  it("sends 'purchase' after 12.5 s with the plan's monthly price", () => {
    expect(
      paymentSuccessEvent(
        { ...licence, plan_name: "plan_3", plan_nickname: null, nickname: "Biz" },
        "",
        false,
      ),
    ).toEqual({
      delayMs: 12_500,
      event: {
        name: "purchase",
        currency: "USD",
        value: 250,
        subscriptionId: "sub_123",
        planNickname: "Biz",
      },
    });
    const bare = paymentSuccessEvent(
      { ...licence, plan_nickname: undefined },
      "?trial=false",
      false,
    );
    expect(bare?.event.planNickname).toBe("plan_2_annual");
  });
  it("sends nothing for free_trial, a missing subscription id or beta builds", () => {
    expect(paymentSuccessEvent({ ...licence, plan_name: "free_trial" }, "", false)).toBeNull();
    expect(paymentSuccessEvent({ ...licence, subscription_id: null }, "", false)).toBeNull();
    expect(paymentSuccessEvent(licence, "?trial=true", true)).toBeNull();
  });
});
