import { describe, expect, it } from "vitest";
import {
  billingView,
  canDeleteAccount,
  canOfferPricing,
  canUseAds,
  canUseProduct,
  decideOverlay,
  isLicenceExpired,
  isLicenceRefreshDue,
  isNewAccount,
  isPastDue,
  isTrialEligible,
  type Licence,
  licencePlanName,
  productPermissionKey,
  shouldRedirectToTrial,
} from "./licence";

const NOW = Date.UTC(2026, 10, 22, 12);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

function licence(overrides: Partial<Licence> = {}): Licence {
  return {
    plan_name: "plan_1",
    expires: inSeconds(NOW + 86_400_000),
    can_hotshelf: true,
    can_ads: false,
    hasUsedProTrial: false,
    on_grace_period: false,
    ...overrides,
  };
}

describe("licence state", () => {
  it("is expired when expires x 1000 is earlier than now", () => {
    expect(isLicenceExpired(licence({ expires: inSeconds(NOW) - 1 }), NOW)).toBe(true);
    expect(isLicenceExpired(licence({ expires: NOW / 1000 }), NOW)).toBe(false);
    expect(isLicenceExpired(licence(), NOW)).toBe(false);
    expect(isLicenceExpired(licence({ licenseExpired: true }), NOW)).toBe(true);
  });
  it("is past due on the grace period, new with plan new_account", () => {
    expect(isPastDue(licence({ on_grace_period: true }))).toBe(true);
    expect(isPastDue(licence())).toBe(false);
    expect(isNewAccount(licence({ plan_name: "new_account" }))).toBe(true);
    expect(isTrialEligible(licence())).toBe(false);
  });
  it("reads can_{product} for the configured product and can_ads", () => {
    expect(productPermissionKey()).toBe("can_hotshelf");
    expect(productPermissionKey("ShopSpy")).toBe("can_shopspy");
    expect(canUseProduct(licence())).toBe(true);
    expect(canUseProduct(licence(), "ShopSpy")).toBe(false);
    expect(canUseProduct(licence({ can_shopspy: true }), "ShopSpy")).toBe(true);
    expect(canUseAds(licence({ can_ads: true }))).toBe(true);
    expect(canUseAds(licence())).toBe(false);
  });
  it("names the plan for texts", () => {
    expect(licencePlanName(licence({ plan_name: "plan_2" }))).toBe("Professional");
    expect(licencePlanName(licence({ plan_name: "x", plan_nickname: "Gold" }))).toBe("Gold");
    expect(licencePlanName(licence({ plan_name: "x", nickname: "Silver" }))).toBe("Silver");
  });
});

describe("licence refresh", () => {
  it("is due when never loaded, forced, or older than 5 minutes", () => {
    expect(isLicenceRefreshDue(null, NOW)).toBe(true);
    expect(isLicenceRefreshDue(NOW - 300_000, NOW)).toBe(false);
    expect(isLicenceRefreshDue(NOW - 300_001, NOW)).toBe(true);
    expect(isLicenceRefreshDue(NOW, NOW, true)).toBe(true);
  });
});

describe("decideOverlay", () => {
  const route = {};
  const expired = { expires: inSeconds(NOW) - 60 };
  it("shows nothing for a good licence, while loading, or on allow_expired_license routes", () => {
    expect(decideOverlay(licence(), route, NOW)).toBeNull();
    expect(decideOverlay(null, route, NOW)).toBeNull();
    expect(
      decideOverlay(
        licence({ ...expired, on_grace_period: true }),
        { allowExpiredLicence: true },
        NOW,
      ),
    ).toBeNull();
  });
  it("puts an expired licence first, unless it is a new account", () => {
    expect(
      decideOverlay(
        licence({ ...expired, on_grace_period: true, can_hotshelf: false }),
        route,
        NOW,
      ),
    ).toBe("expired");
    expect(
      decideOverlay(
        licence({ ...expired, plan_name: "new_account", can_hotshelf: true }),
        route,
        NOW,
      ),
    ).toBeNull();
  });
  it("then past due, which keeps the account active", () => {
    expect(decideOverlay(licence({ on_grace_period: true, can_hotshelf: false }), route, NOW)).toBe(
      "past_due",
    );
  });
  it("then, without can_{product}, cannot-use after the Pro trial, else the Pro trial upgrade", () => {
    expect(decideOverlay(licence({ can_hotshelf: false, hasUsedProTrial: true }), route, NOW)).toBe(
      "cannot_use",
    );
    expect(decideOverlay(licence({ can_hotshelf: false }), route, NOW)).toBe("pro_trial_upgrade");
    expect(decideOverlay(licence({ can_acme: false }), route, NOW, "Acme")).toBe(
      "pro_trial_upgrade",
    );
  });
});

describe("new accounts, pricing and deletion", () => {
  it("redirects a new account to Trial unless block_new_user_redirect", () => {
    const fresh = licence({ plan_name: "new_account" });
    expect(shouldRedirectToTrial(fresh, {})).toBe(true);
    expect(shouldRedirectToTrial(fresh, { blockNewUserRedirect: true })).toBe(false);
    expect(shouldRedirectToTrial(licence(), {})).toBe(false);
    expect(shouldRedirectToTrial(null, {})).toBe(false);
    expect(isTrialEligible(fresh)).toBe(true);
  });
  it("offers pricing only when expired", () => {
    expect(canOfferPricing(licence(), NOW)).toBe(false);
    expect(canOfferPricing(licence({ expires: 0 }), NOW)).toBe(true);
  });
  it("blocks deletion while a paid subscription is active, even when cancelled", () => {
    expect(canDeleteAccount(licence(), NOW)).toBe(false);
    expect(canDeleteAccount(licence({ invoice_status: "canceled" }), NOW)).toBe(false);
    expect(canDeleteAccount(licence({ expires: 0 }), NOW)).toBe(true);
    expect(canDeleteAccount(licence({ plan_name: "new_account" }), NOW)).toBe(true);
  });
});

describe("billingView", () => {
  it("shows an expired licence first, then by invoice_status", () => {
    expect(billingView(licence({ expires: 0, invoice_status: "paid" }), NOW)).toBe("expired");
    expect(billingView(licence({ invoice_status: "canceled" }), NOW)).toBe("canceled");
    expect(billingView(licence({ invoice_status: "past_due" }), NOW)).toBe("past_due");
    expect(billingView(licence({ invoice_status: "paid" }), NOW)).toBe("paid");
    expect(billingView(licence({ invoice_status: "draft" }), NOW)).toBe("details");
    expect(billingView(licence(), NOW)).toBe("details");
  });
});
