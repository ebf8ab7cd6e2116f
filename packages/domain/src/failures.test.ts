import { describe, expect, it } from "vitest";
import { failureMessage, readApiFailure, resolveFailure } from "./failures";
import { DATA_MESSAGES, VALIDATION_MESSAGES } from "./messages";

describe("readApiFailure", () => {
  it("reads a numeric status and a string reason", () => {
    expect(readApiFailure({ status: 404, reason: "shop_not_found" })).toEqual({
      status: 404,
      reason: "shop_not_found",
    });
  });

  it("reads neither from values of other types, null or undefined", () => {
    expect(readApiFailure({ status: "404", reason: 7 })).toEqual({});
    expect(readApiFailure(null)).toEqual({});
    expect(readApiFailure(undefined)).toEqual({});
    expect(readApiFailure(new Error("boom"))).toEqual({});
  });
});

describe("resolveFailure", () => {
  it("lets the reason outrank the status: should_logout with 401 signs out of a search", () => {
    expect(resolveFailure("search", { status: 401, reason: "should_logout" }).action).toBe(
      "logout",
    );
    // A bare 401 is ignored by the search context.
    expect(resolveFailure("search", { status: 401 }).action).toBe("ignore");
  });

  it("falls back to the status when the reason has no rule of its own", () => {
    expect(resolveFailure("shopDetail", { status: 404, reason: "something_else" })).toEqual({
      action: "show",
      message: DATA_MESSAGES.shopNotFound,
    });
  });

  it("fills the templates from configuration", () => {
    const resolved = resolveFailure("search", { status: 402 }, { product: "Hotshelf" });
    expect(resolved.action).toBe("licence_expired");
    expect(resolved.message).toContain("Hotshelf");
  });
});

describe("failureMessage", () => {
  it("is the catalogue's text for the context, or null when it shows nothing", () => {
    expect(failureMessage("filterSetSave", { status: 409, reason: "filter_set_exists" })).toBe(
      VALIDATION_MESSAGES.filterSetExists,
    );
    expect(failureMessage("backgroundLoad", { status: 500 })).toBeNull();
  });
});
