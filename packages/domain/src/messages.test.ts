import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  BAN_MESSAGES,
  CHART_PERIOD_LABELS,
  COLLECTION_LABELS,
  CONTACT_MESSAGES,
  DATA_MESSAGES,
  DEFAULT_PRODUCT_NAME,
  EMPTY_TEXTS,
  fillTemplate,
  LICENCE_MESSAGES,
  LOGIN_FLAG_MESSAGES,
  PASSWORD_HINT,
  TRACKING_MESSAGES,
  VALIDATION_MESSAGES,
} from "./messages";

describe("fillTemplate", () => {
  it("fills product, email, plan and date", () => {
    expect(
      fillTemplate("{product} {plan} {date} {email}", {
        product: "Acme",
        email: "a@b.c",
        plan: "Basic",
        date: "May 1",
      }),
    ).toBe("Acme Basic May 1 a@b.c");
  });
  it("defaults the product to Hotshelf and leaves no placeholder behind", () => {
    expect(DEFAULT_PRODUCT_NAME).toBe("Hotshelf");
    expect(fillTemplate("Use {product}. {email}{plan}{date}", {})).toBe("Use Hotshelf. ");
  });
});

describe("the spec's texts, spelled exactly", () => {
  it("login flags", () => {
    expect(LOGIN_FLAG_MESSAGES).toEqual({
      p: "Your password has been successfully changed.",
      r: "Check your email for a verification link, then log in below.",
      regconf: "Your account has been confirmed. Please log in below.",
    });
  });
  it("empty states", () => {
    expect(EMPTY_TEXTS.noResults).toBe("No Results.");
    expect(EMPTY_TEXTS.noAdditionalResults).toBe("No Additional Results");
    expect(EMPTY_TEXTS.noImage).toBe("No Image Available");
    expect(EMPTY_TEXTS.noQuickChart).toBe("No Quick Chart Available");
    expect(EMPTY_TEXTS.notAvailable).toBe("N/A");
    expect(EMPTY_TEXTS.pageNotFound).toBe("Page Not Found");
    expect(EMPTY_TEXTS.noProductAdMetrics).toBe("No Product Ad Metrics Available");
    expect(EMPTY_TEXTS.noProductRevenueMetrics).toBe("No Product Revenue Metrics Available");
    expect(EMPTY_TEXTS.selectCollection).toBe(
      "To get started, select a shop collection from the menu.",
    );
    expect(EMPTY_TEXTS.newsSelectCollection).toBe(
      "Activity from the shops in this collection will appear here. To get started, select a shop collection from the menu.",
    );
    expect(EMPTY_TEXTS.noNews).toBe("No news items to display.");
  });
  it("contact and support", () => {
    expect(CONTACT_MESSAGES.badEmail).toBe(
      "That email doesn't look quite right, please check your form inputs and try again.",
    );
    expect(CONTACT_MESSAGES.emptyForm).toBe(
      "It shouldn't be possible to submit an empty form, but you somehow managed it.",
    );
    expect(fillTemplate(CONTACT_MESSAGES.failure, { email: "help@hotshelf.test" })).toBe(
      "There was a problem sending your support request. Please email us directly at help@hotshelf.test",
    );
    expect(CONTACT_MESSAGES.success).toBe(
      "Your message has been sent. You will receive a response shortly.",
    );
  });
  it("licence and plans", () => {
    const values = { product: "Hotshelf", plan: "Basic", date: "May 1, 2026" };
    expect(fillTemplate(LICENCE_MESSAGES.expiredOn, values)).toBe(
      "Your license expired on May 1, 2026.",
    );
    expect(fillTemplate(LICENCE_MESSAGES.expiredExplore, values)).toBe(
      "Your license has expired. Please renew or upgrade to a paid plan to continue using Hotshelf.",
    );
    expect(LICENCE_MESSAGES.licenceExpired).toBe("License Expired");
    expect(fillTemplate(LICENCE_MESSAGES.pastDue, values)).toBe("Your Basic license is past due.");
    expect(fillTemplate(LICENCE_MESSAGES.planRestricted, values)).toBe(
      "Hotshelf is not available on the Basic plan.",
    );
    expect(fillTemplate(LICENCE_MESSAGES.billingExpired, values)).toBe(
      "Your Basic license expired",
    );
    expect(LICENCE_MESSAGES.alreadyPaid).toBe(
      "You already have an active paid plan on this account...",
    );
    expect(LICENCE_MESSAGES.cannotDelete).toBe(
      "You cannot delete an account with an active paid subscription. Check back when your license period is over. If you really want to cancel now, contact support.",
    );
    expect(LICENCE_MESSAGES.proTrialFailure).toBe("We weren't able to start a trial for you.");
    expect(LICENCE_MESSAGES.paymentSuccessWait).toBe(
      "Please give us a moment to upgrade your account. You will be redirected shortly.",
    );
    expect(LICENCE_MESSAGES.annualToggle).toBe("Annual (2 months free)");
    expect(fillTemplate(LICENCE_MESSAGES.adsUpgrade, values)).toBe(
      "Upgrade to Hotshelf Pro to view ads for this shop",
    );
  });
  it("account", () => {
    expect(ACCOUNT_MESSAGES.profileUpdateFailure).toBe(
      "Error updating profile. Make sure all fields are valid. If this problem persists, contact support.",
    );
    expect(ACCOUNT_MESSAGES.checkoutFailure).toBe(
      "There was an error processing your request. Please try again, or contact support if the problem continues.",
    );
    expect(ACCOUNT_MESSAGES.deleteFailure).toBe(
      "There was an error deleting your account. Contact support for assistance.",
    );
    expect(ACCOUNT_MESSAGES.passwordChanged).toBe("Your password has been successfully changed.");
    expect(PASSWORD_HINT).toBe(VALIDATION_MESSAGES.passwordTooShort);
  });
  it("detail, collections, ban, media, tracking and charts", () => {
    expect(DATA_MESSAGES.shopInactive).toBe("This shop is inactive");
    expect(DATA_MESSAGES.mediaFailure).toBe("Error loading media");
    expect(DATA_MESSAGES.viewOnAdLibrary).toBe("View on Facebook Ad Library");
    expect(BAN_MESSAGES.confirmStore).toBe(
      "Ban this store from appearing in Explore? This cannot be undone.",
    );
    expect(BAN_MESSAGES.banStore).toBe("Ban Store");
    expect(BAN_MESSAGES.shopBanned).toBe("Shop Banned");
    expect(BAN_MESSAGES.lagNote).toBe(
      "Shops and their products may still appear in results for up to 1 hour.",
    );
    expect(COLLECTION_LABELS).toMatchObject({
      staffSidebarTitle: "Staff Product Collections",
      manageShopCollections: "Manage Shop Collections",
      viewCollections: "View Collections",
      deleteConfirm: "Delete Tag?",
      overwriteConfirm: "Overwrite?",
      adminCopyShopId: "Admin: Copy Shop ID",
      adminBanStore: "Admin: Ban Store",
      manageStaffPicks: "Add/Remove from Staff Picks",
      manageStaffPicksTitle: "Manage Staff Picks",
    });
    expect(TRACKING_MESSAGES.placeholder).toBe("Shopify Store URL");
    expect(TRACKING_MESSAGES.submit).toBe("Track Store");
    expect(CHART_PERIOD_LABELS).toEqual({ current: "CURRENT", previous: "PREVIOUS" });
  });
});
