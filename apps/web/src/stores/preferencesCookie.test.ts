import { describe, expect, it } from "vitest";
import { preferencesCookieValue, preferencesFromCookie } from "./preferencesCookie";

describe("the Explore choices cookie", () => {
  it("carries the grid or list choice and each tab's sort", () => {
    const chosen = {
      listView: true,
      exploreProductsSort: "week_current_period_revenue",
      exploreShopsSort: null,
    };
    expect(preferencesFromCookie(preferencesCookieValue(chosen))).toEqual(chosen);
  });

  it("reads anything else as the defaults", () => {
    const defaults = { listView: false, exploreProductsSort: null, exploreShopsSort: null };
    for (const value of [undefined, "", "{", "[1]", "null", '{"listView":"yes","products":7}']) {
      expect(preferencesFromCookie(value)).toEqual(defaults);
    }
  });
});
