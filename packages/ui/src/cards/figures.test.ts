import { describe, expect, it } from "vitest";
import { countFigures, revenueFigures } from "./figures";

describe("countFigures", () => {
  it("reads a count with its _delta and _percent_change fields", () => {
    const shop = { fb_followers: 1200, fb_followers_delta: -3, fb_followers_percent_change: 0.5 };
    expect(countFigures(shop, "fb_followers")).toEqual({ value: 1200, delta: -3, percent: 0.5 });
  });

  it("passes missing and null fields on as they are (the formatters show N/A)", () => {
    expect(countFigures({ active_ad_count: null }, "active_ad_count")).toEqual({
      value: null,
      delta: undefined,
      percent: undefined,
    });
  });
});

describe("revenueFigures", () => {
  it("reads a period's revenue fields under its prefix, as money", () => {
    const product = {
      shop_week_current_period_revenue: 900,
      shop_week_revenue_delta: 100,
      shop_week_revenue_percent_change: 12.5,
      week_current_period_revenue: 1,
    };
    expect(revenueFigures(product, "shop_week")).toEqual({
      kind: "money",
      value: 900,
      delta: 100,
      percent: 12.5,
    });
  });
});
