import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, resolveError } from "./errors";

const config = { product: "Hotshelf", email: "support@hotshelf.test" };
const EXPIRED_TEXT =
  "Your license has expired. Please renew or upgrade to a paid plan to continue using Hotshelf.";

describe("search errors", () => {
  it("ignores 401 on Explore", () => {
    expect(resolveError("search", { status: 401 })).toEqual({ action: "ignore" });
  });
  it("marks the licence expired on 402 or license_expired", () => {
    const expired = { action: "licence_expired", message: EXPIRED_TEXT };
    expect(resolveError("search", { status: 402 }, config)).toEqual(expired);
    expect(resolveError("search", { status: 400, reason: "license_expired" }, config)).toEqual(
      expired,
    );
  });
  it("signs out on should_logout and stops paging otherwise", () => {
    expect(resolveError("search", { status: 400, reason: "should_logout" })).toEqual({
      action: "logout",
    });
    expect(resolveError("search", { status: 500 })).toEqual({ action: "stop_paging" });
    expect(resolveError("search", {})).toEqual({ action: "stop_paging" });
  });
});

describe("data call errors", () => {
  it("logs out on 401", () => {
    expect(resolveError("shopDetail", { status: 401 })).toEqual({ action: "logout" });
    expect(resolveError("productsWidget", { status: 401 })).toEqual({ action: "logout" });
    expect(resolveError("backgroundLoad", { status: 401 })).toEqual({ action: "logout" });
  });
  it("gives the not-found and fetch failure texts", () => {
    expect(resolveError("shopDetail", { status: 404, reason: "shop_not_found" })).toEqual({
      action: "show",
      message: "Shop not found",
    });
    expect(resolveError("shopDetail", { status: 404 }).message).toBe("Shop not found");
    expect(resolveError("productDetail", { reason: "product_not_found" }).message).toBe(
      "Product not found",
    );
    expect(resolveError("productDetail", { reason: "shop_not_found" }).message).toBe(
      "Shop not found",
    );
    expect(resolveError("productDetail", { status: 404 }).message).toBe("Product not found");
    expect(resolveError("shopDetail", { status: 500 }).message).toBe(
      "An error occurred when fetching data for this shop. If this problem persists, please contact support.",
    );
    expect(resolveError("productsWidget", { status: 500 }).message).toBe(
      "An error occurred when retrieving search results.",
    );
    expect(resolveError("productsWidget", { status: 402 }, config)).toEqual({
      action: "licence_expired",
      message: EXPIRED_TEXT,
    });
  });
  it("swallows background loads and only logs tag deletion", () => {
    expect(resolveError("backgroundLoad", { status: 500 })).toEqual({ action: "ignore" });
    expect(resolveError("tagDelete", { status: 500 })).toEqual({ action: "log" });
    expect(resolveError("tagDelete", { status: 401 })).toEqual({ action: "logout" });
  });
});

describe("collections and filter sets", () => {
  it("shows the collection failure texts or 'Invalid tag name.'", () => {
    expect(resolveError("shopCollectionChange", { status: 500 }).message).toBe(
      "An error occurred when modifying shop collections, please contact support and let us know.",
    );
    expect(resolveError("productCollectionChange", { status: 500 }).message).toBe(
      "An error occurred when modifying product collections, please contact support and let us know.",
    );
    expect(resolveError("shopCollectionChange", { reason: "invalid_tag_name" }).message).toBe(
      "Invalid tag name.",
    );
    expect(resolveError("productCollectionChange", { reason: "invalid_tag_name" }).message).toBe(
      "Invalid tag name.",
    );
    expect(resolveError("shopCollectionChange", { status: 401 })).toEqual({ action: "logout" });
  });
  it("shows the collection quota texts", () => {
    expect(resolveError("shopCollectionChange", { reason: "tag_name_too_long" }).message).toBe(
      "Collection names are limited to 64 characters.",
    );
    expect(resolveError("productCollectionChange", { reason: "collection_limit" }).message).toBe(
      "You can have at most 100 collections of each kind. Delete one to create another.",
    );
    expect(resolveError("shopCollectionChange", { reason: "collection_full" }).message).toBe(
      "A collection can hold at most 2,000 shops or products.",
    );
  });
  it("shows the filter-set quota texts", () => {
    expect(resolveError("filterSetSave", { reason: "filter_set_limit" }).message).toBe(
      "You can save at most 50 filter sets for each search type. Delete one to save another.",
    );
    expect(resolveError("filterSetSave", { reason: "filter_set_too_large" }).message).toBe(
      "This filter set is too large to save. Remove some filters or excluded shops and try again.",
    );
  });
  it("shows the busy text when a data call ran out of time", () => {
    expect(resolveError("productsWidget", { status: 503, reason: "busy" }).message).toBe(
      "The server took too long to answer. Please try again, or narrow the search.",
    );
  });
  it("maps the filter-set reasons", () => {
    expect(resolveError("filterSetSave", { reason: "invalid_filter_set_name" }).message).toBe(
      "Filter set names are limited to 64 characters.",
    );
    expect(resolveError("filterSetSave", { reason: "filter_set_exists" }).message).toBe(
      "A filter set with that name already exists.",
    );
    expect(resolveError("filterSetSave", { status: 500 }).message).toBe(
      "There was an error processing your request. Please try again, or contact support if the problem continues.",
    );
    expect(resolveError("filterSetSave", { status: 401 }).action).toBe("logout");
  });
});

describe("track start", () => {
  it("words each refusal of a new track for the form", () => {
    expect(resolveError("trackStart", { status: 400, reason: "invalid_url" }).message).toBe(
      "Please enter a valid URL.",
    );
    expect(resolveError("trackStart", { status: 429, reason: "too_many_tracks" }).message).toBe(
      "You can track at most 3 shops at a time. Wait until one has finished, then try again.",
    );
    expect(resolveError("trackStart", { status: 429 }).message).toBe(
      "Too many requests in a short time. Please wait a moment and try again.",
    );
    expect(resolveError("trackStart", { status: 500 }).message).toBe(
      "The shop could not be tracked. Please try again.",
    );
    expect(resolveError("trackStart", { status: 402 }).action).toBe("licence_expired");
    expect(resolveError("trackStart", { status: 401 }).action).toBe("logout");
  });
});

describe("ban", () => {
  it("logs out on 403 and shows 'Ban error' otherwise", () => {
    expect(resolveError("ban", { status: 403 })).toEqual({ action: "logout" });
    expect(resolveError("ban", { status: 401 })).toEqual({ action: "logout" });
    expect(resolveError("ban", { status: 500 })).toEqual({ action: "show", message: "Ban error" });
  });
});

describe("account and payment", () => {
  it("gives the failure texts", () => {
    expect(resolveError("proTrial", {}).message).toBe("We weren't able to start a trial for you.");
    expect(resolveError("checkout", { status: 500 }).message).toBe(
      "There was an error processing your request. Please try again, or contact support if the problem continues.",
    );
    expect(resolveError("profileUpdate", { status: 400 }).message).toBe(
      "Error updating profile. Make sure all fields are valid. If this problem persists, contact support.",
    );
    expect(resolveError("deleteAccount", {}).message).toBe(
      "There was an error deleting your account. Contact support for assistance.",
    );
    expect(resolveError("manageSubscription", { status: 500 })).toEqual({ action: "flag" });
  });
  it("shows the identity service's own message, or a generic one without it", () => {
    expect(resolveError("identity", { reason: "Incorrect username or password." })).toEqual({
      action: "show",
      message: "Incorrect username or password.",
    });
    expect(resolveError("identity", {}).message).toBe(
      "There was an error processing your request. Please try again, or contact support if the problem continues.",
    );
  });
});

describe("contact form", () => {
  it("translates the form service's messages and fills the support email", () => {
    expect(resolveError("contactForm", { reason: "_replyto should be an email" }).message).toBe(
      "That email doesn't look quite right, please check your form inputs and try again.",
    );
    expect(resolveError("contactForm", { reason: "Can't send an empty form" }).message).toBe(
      "It shouldn't be possible to submit an empty form, but you somehow managed it.",
    );
    expect(resolveError("contactForm", { status: 500 }, config).message).toBe(
      "There was a problem sending your support request. Please email us directly at support@hotshelf.test",
    );
  });
});

describe("other calls", () => {
  it("go to Login without a session and are logged otherwise", () => {
    expect(resolveError("general", { status: 401 })).toEqual({ action: "logout" });
    expect(resolveError("general", { status: 500 })).toEqual({ action: "log" });
  });
});

describe("catalogue", () => {
  it("has a fallback for every context", () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(entry.fallback.action).toBeTruthy();
    }
  });
});
