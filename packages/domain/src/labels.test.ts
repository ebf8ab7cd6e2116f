import { describe, expect, it } from "vitest";
import { metricLabel, PRODUCT_METRIC_LABELS, SHOP_METRIC_LABELS } from "./labels";

describe("metricLabel", () => {
  it("names product and shop-level metrics of a product search", () => {
    expect(metricLabel("products", "week_current_period_revenue")).toBe("Weekly Revenue");
    expect(metricLabel("products", "week_revenue_percent_change")).toBe("Weekly Revenue % Change");
    expect(metricLabel("products", "shop_active_ad_count_percent_change")).toBe(
      "Shop Ads % Change",
    );
    expect(metricLabel("products", "shop_month_current_period_revenue")).toBe(
      "Shop Monthly Revenue",
    );
  });
  it("names shop-search metrics without the prefix", () => {
    expect(metricLabel("shops", "day_current_period_revenue")).toBe("Daily Revenue");
    expect(metricLabel("shops", "active_ad_count_percent_change")).toBe("Ads % Change");
  });
  it("shows an unknown key as is and never repeats a label", () => {
    expect(metricLabel("products", "mystery")).toBe("mystery");
    for (const labels of [PRODUCT_METRIC_LABELS, SHOP_METRIC_LABELS]) {
      const values = Object.values(labels);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
