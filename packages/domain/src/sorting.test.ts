import { describe, expect, it } from "vitest";
import {
  firstAllowedSortKey,
  isSortKey,
  PRODUCT_SORT_OPTIONS,
  resolveSortKey,
  SHOP_SORT_OPTIONS,
  SORT_VIEWS,
  sortColumn,
  sortOptionsFor,
} from "./sorting";

describe("sort catalogues", () => {
  it("labels product sorts readably, product_published_at as Newest First", () => {
    const labels = Object.fromEntries(PRODUCT_SORT_OPTIONS.map((o) => [o.key, o.label]));
    expect(labels).toEqual({
      product_active_ad_count_percent_change: "Product Ads % Change",
      product_active_ad_count: "Product Ads",
      week_current_period_revenue: "Weekly Revenue",
      week_revenue_percent_change: "Weekly Revenue % Change",
      day_current_period_revenue: "Daily Revenue",
      day_revenue_percent_change: "Daily Revenue % Change",
      product_published_at: "Newest First",
      shop_active_ad_count_percent_change: "Shop Ads % Change",
      shop_active_ad_count: "Shop Ads",
      shop_week_current_period_revenue: "Shop Weekly Revenue",
      shop_week_revenue_percent_change: "Shop Weekly Revenue % Change",
      shop_day_current_period_revenue: "Shop Daily Revenue",
      shop_day_revenue_percent_change: "Shop Daily Revenue % Change",
    });
  });
  it("lists the shop sorts", () => {
    expect(SHOP_SORT_OPTIONS.map((o) => [o.key, o.label])).toEqual([
      ["active_ad_count_percent_change", "Ads % Change"],
      ["active_ad_count", "Ads"],
      ["week_current_period_revenue", "Weekly Revenue"],
      ["week_revenue_percent_change", "Weekly Revenue % Change"],
      ["day_current_period_revenue", "Daily Revenue"],
      ["day_revenue_percent_change", "Daily Revenue % Change"],
    ]);
  });
  it("gives the column each key orders by, for the server to validate sort_by", () => {
    expect(sortColumn("products", "product_published_at")).toBe("product_published_at");
    expect(sortColumn("shops", "active_ad_count")).toBe("active_ad_count");
    expect(sortColumn("shops", "product_published_at")).toBeUndefined();
    expect(isSortKey("products", "shop_active_ad_count")).toBe(true);
    expect(isSortKey("shops", "shop_active_ad_count")).toBe(false);
    expect(isSortKey("shops", 42)).toBe(false);
  });
  it("makes every view's default an allowed key", () => {
    for (const view of Object.values(SORT_VIEWS)) {
      expect(isSortKey(view.searchType, view.defaultKey)).toBe(true);
    }
  });
});

describe("resolveSortKey", () => {
  it("uses each view's default when nothing is remembered", () => {
    expect(resolveSortKey("exploreProducts", null)).toBe("product_active_ad_count_percent_change");
    expect(resolveSortKey("exploreShops", undefined)).toBe("active_ad_count_percent_change");
    expect(resolveSortKey("shopProducts", "")).toBe("week_current_period_revenue");
    expect(resolveSortKey("collectionProducts", null)).toBe(
      "product_active_ad_count_percent_change",
    );
    expect(resolveSortKey("collectionShops", null)).toBe("active_ad_count_percent_change");
  });
  it("keeps an allowed remembered key", () => {
    expect(resolveSortKey("exploreProducts", "product_published_at")).toBe("product_published_at");
    expect(resolveSortKey("shopProducts", "day_current_period_revenue")).toBe(
      "day_current_period_revenue",
    );
  });
  it("falls back from an unknown key to the first allowed one", () => {
    expect(resolveSortKey("shopProducts", "bogus")).toBe(sortOptionsFor("products")[0]?.key);
    expect(resolveSortKey("exploreShops", "product_published_at")).toBe(
      "active_ad_count_percent_change",
    );
    expect(firstAllowedSortKey("shops", "week_current_period_revenue")).toBe(
      "week_current_period_revenue",
    );
  });
  it("names the storage keys", () => {
    expect(SORT_VIEWS.exploreProducts.storageKey).toBe("sorting:explore_products");
    expect(SORT_VIEWS.exploreShops.storageKey).toBe("sorting:explore_shops");
    expect(SORT_VIEWS.collectionShops.storageKey).toBe("shop_collections:shops");
    expect(SORT_VIEWS.collectionProducts.storageKey).toBe("shop_collections:products");
  });
});
