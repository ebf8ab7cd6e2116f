import {
  createFilterState,
  excludeShop,
  setRangeBound,
  setRangeEnabled,
  toggleOneHot,
} from "@hotshelf/domain";
import { describe, expect, it } from "vitest";
import { exploreQueryString, fromExploreParams, toExploreParams } from "./exploreUrl";

const DEFAULT = "product_active_ad_count_percent_change";

function filtered() {
  let filters = createFilterState("products");
  filters = setRangeBound(filters, "price", "gte", "10");
  filters = setRangeBound(filters, "price", "lte", "50.5");
  filters = setRangeEnabled(filters, "price", true);
  filters = setRangeBound(filters, "product_published_at", "gte", "2024-01-01");
  filters = setRangeEnabled(filters, "product_published_at", true);
  // Typed but not enabled: not part of the search, so not part of the URL.
  filters = setRangeBound(filters, "shop_sku_count", "gte", "5");
  filters = toggleOneHot(filters, "shop_country", "GB");
  filters = toggleOneHot(filters, "shop_country", "US");
  return excludeShop(filters, { shop_id: 42, shop_title: "Acme: the store" });
}

describe("Explore's URL state", () => {
  it("writes a readable query of what changes results", () => {
    const params = toExploreParams({
      filters: filtered(),
      sortBy: "week_current_period_revenue",
      searchString: " linen shirt ",
    });
    expect(Object.fromEntries(params)).toEqual({
      sort: "week_current_period_revenue",
      q: "linen shirt",
      price: "10..50.5",
      product_published_at: "2024-01-01..",
      shop_country: "US,GB",
      exclude: "42:Acme: the store",
    });
  });

  it("round-trips: the parsed URL describes the same search", () => {
    const inputs = {
      filters: filtered(),
      sortBy: "day_current_period_revenue",
      searchString: "mug",
    };
    const query = exploreQueryString(inputs);
    const parsed = fromExploreParams("products", new URLSearchParams(query), DEFAULT);
    expect(exploreQueryString(parsed)).toBe(query);
    expect(parsed.filters.ranges.price).toMatchObject({ isEnabled: true, gte: "10", lte: "50.5" });
    expect(parsed.filters.excludedShops).toEqual([{ shop_id: 42, shop_title: "Acme: the store" }]);
  });

  it("falls back to the remembered sort, and to the first allowed key for an unknown one", () => {
    expect(fromExploreParams("shops", new URLSearchParams(""), "active_ad_count").sortBy).toBe(
      "active_ad_count",
    );
    expect(
      fromExploreParams("shops", new URLSearchParams("sort=price"), "active_ad_count").sortBy,
    ).toBe("active_ad_count_percent_change");
  });

  it("drops what the sidebar could not have produced", () => {
    const parsed = fromExploreParams(
      "products",
      new URLSearchParams(
        "price=50..10&nonsense=1..2&shop_country=US,XX&exclude=abc&exclude=-1:x&shop_sku_count=7",
      ),
      DEFAULT,
    );
    expect(parsed.filters.ranges.price?.isEnabled).toBe(false);
    expect(parsed.filters.ranges.shop_sku_count?.isEnabled).toBe(false);
    expect(parsed.filters.oneHot.shop_country).toEqual(["US"]);
    expect(parsed.filters.excludedShops).toEqual([]);
  });
});
