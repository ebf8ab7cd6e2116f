import { describe, expect, it } from "vitest";
import {
  accountDeletionAllowed,
  checkoutAllowed,
  deriveLicence,
  newUserTrialRefusal,
  proTrialRefusal,
  SISTER_PRODUCT_PLAN,
  withProductFlag,
} from "./derive";
import { applyLicenceEvent, type LicenceEvent, type LicenceState, newAccountState } from "./state";

const NOW_MS = Date.UTC(2026, 0, 15, 12);
const NOW = NOW_MS / 1000;
const DAY = 86_400;

const run = (events: LicenceEvent[], start: LicenceState = newAccountState(NOW - DAY)) =>
  events.reduce(applyLicenceEvent, start);

describe("licence transitions and derivation", () => {
  it("a new registration is a new account whose licence counts as expired", () => {
    const licence = deriveLicence(newAccountState(NOW), NOW_MS + 1000);
    expect(licence).toMatchObject({
      plan_name: "new_account",
      isNewAccount: true,
      licenseExpired: true,
      can_product: false,
      can_ads: false,
      renewal_time: null,
      subscription_id: null,
    });
  });

  it("the new-user trial gives the main tool without ads, then converts to Basic when paid", () => {
    const trial = run([{ type: "trial", periodEnd: NOW + 3 * DAY, subscriptionId: "sub_1" }]);
    expect(deriveLicence(trial, NOW_MS)).toMatchObject({
      plan_name: "free_trial",
      can_product: true,
      can_ads: false,
      licenseExpired: false,
      isNewAccount: false,
      invoice_status: "trialing",
      renewal_time: NOW + 3 * DAY,
    });
    const converted = applyLicenceEvent(trial, { type: "renew", periodEnd: NOW + 33 * DAY });
    expect(deriveLicence(converted, NOW_MS)).toMatchObject({
      plan_name: "plan_1",
      invoice_status: "paid",
    });
  });

  it("the sister product's plan has ads but not the main tool, and may take the Pro trial", () => {
    const ads = run([
      {
        type: "subscribe",
        planName: SISTER_PRODUCT_PLAN,
        periodEnd: NOW + DAY,
        subscriptionId: "s",
      },
    ]);
    expect(deriveLicence(ads, NOW_MS)).toMatchObject({
      can_product: false,
      can_ads: true,
      licenseExpired: false,
    });
    expect(proTrialRefusal(ads, NOW_MS)).toBeNull();
  });

  it("Professional and up include ads, Basic does not", () => {
    const licenceOf = (planName: string) =>
      deriveLicence(
        run([{ type: "subscribe", planName, periodEnd: NOW + 30 * DAY, subscriptionId: "s" }]),
        NOW_MS,
      );
    expect(licenceOf("plan_1").can_ads).toBe(false);
    expect(licenceOf("plan_1_annual").can_ads).toBe(false);
    for (const plan of ["plan_2", "plan_3", "plan_4", "plan_2_annual"])
      expect(licenceOf(plan).can_ads).toBe(true);
    expect(licenceOf("plan_4")).toMatchObject({
      nickname: "Enterprise",
      invoice_status: "paid",
      can_product: true,
    });
  });

  it("past due keeps the licence active on a grace period; cancel stops the renewal; expire ends it", () => {
    const active = run([
      { type: "subscribe", planName: "plan_1", periodEnd: NOW + 10 * DAY, subscriptionId: "s" },
    ]);
    const pastDue = applyLicenceEvent(active, { type: "past_due" });
    expect(deriveLicence(pastDue, NOW_MS)).toMatchObject({
      on_grace_period: true,
      invoice_status: "past_due",
      licenseExpired: false,
    });
    const cancelled = applyLicenceEvent(active, { type: "cancel" });
    expect(deriveLicence(cancelled, NOW_MS)).toMatchObject({
      invoice_status: "canceled",
      renewal_time: null,
      expires: NOW + 10 * DAY,
      licenseExpired: false,
    });
    const expired = applyLicenceEvent(cancelled, { type: "expire", at: NOW - 1 });
    expect(deriveLicence(expired, NOW_MS)).toMatchObject({
      licenseExpired: true,
      expires: NOW - 1,
    });
  });

  it("the Pro trial gives ads for 7 days once, and only to a plan without Professional", () => {
    const basic = run([
      { type: "subscribe", planName: "plan_1", periodEnd: NOW + 20 * DAY, subscriptionId: "s" },
    ]);
    expect(proTrialRefusal(basic, NOW_MS)).toBeNull();
    const onTrial = applyLicenceEvent(basic, {
      type: "pro_trial",
      until: NOW + 7 * DAY,
      planName: "plan_2",
    });
    expect(deriveLicence(onTrial, NOW_MS)).toMatchObject({
      plan_name: "plan_2",
      can_ads: true,
      hasUsedProTrial: true,
    });
    expect(proTrialRefusal(onTrial, NOW_MS)).toBe("pro_trial_used");
    expect(proTrialRefusal(newAccountState(NOW), NOW_MS)).toBe("new_account");
    const pro = run([
      { type: "subscribe", planName: "plan_3", periodEnd: NOW + 20 * DAY, subscriptionId: "s" },
    ]);
    expect(proTrialRefusal(pro, NOW_MS)).toBe("plan_includes_pro");
    const lapsed = applyLicenceEvent(basic, { type: "expire", at: NOW - 10 });
    expect(proTrialRefusal(lapsed, NOW_MS)).toBe("license_expired");
  });

  it("only an account that never subscribed may start the new-user trial", () => {
    expect(newUserTrialRefusal(newAccountState(NOW))).toBeNull();
    const trial = run([{ type: "trial", periodEnd: NOW + 3 * DAY, subscriptionId: "t" }]);
    expect(newUserTrialRefusal(trial)).toBe("not_new_account");
  });

  it("deletion and checkout need a new or expired licence; a running plan or trial blocks both", () => {
    const paid = run([
      { type: "subscribe", planName: "plan_2", periodEnd: NOW + DAY, subscriptionId: "s" },
    ]);
    const trial = run([{ type: "trial", periodEnd: NOW + DAY, subscriptionId: "t" }]);
    const cancelled = applyLicenceEvent(paid, { type: "cancel" });
    for (const running of [paid, applyLicenceEvent(paid, { type: "past_due" }), cancelled, trial]) {
      expect(accountDeletionAllowed(running, NOW_MS)).toBe(false);
      expect(checkoutAllowed(running, NOW_MS)).toBe(false);
    }
    for (const over of [
      applyLicenceEvent(paid, { type: "expire", at: NOW - 1 }),
      newAccountState(NOW - 1),
    ]) {
      expect(accountDeletionAllowed(over, NOW_MS)).toBe(true);
      expect(checkoutAllowed(over, NOW_MS)).toBe(true);
    }
  });

  it("names the product flag after the product and keeps the contract's can_hotshelf", () => {
    const licence = deriveLicence(
      run([{ type: "subscribe", planName: "plan_1", periodEnd: NOW + DAY, subscriptionId: "s" }]),
      NOW_MS,
    );
    expect(withProductFlag(licence, "Hotshelf")).toMatchObject({
      can_hotshelf: true,
      can_product: true,
    });
    // The web app reads the key of @hotshelf/domain's productPermissionKey.
    expect(withProductFlag(licence, "Radar")).toMatchObject({
      can_hotshelf: true,
      can_radar: true,
      can_product: true,
    });
  });
});
