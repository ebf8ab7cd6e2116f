import { describe, expect, it } from "vitest";
import { createFilterState, excludeShop, toggleOneHot } from "./filters";
import { buildCollectionQuery, buildExploreQuery } from "./searchQuery";

const page = { searchId: 1, fromCount: 0, pageSize: 50 };

describe("buildExploreQuery", () => {
  it("builds an Explore query without exclude_shop_ids when none are excluded", () => {
    const filters = toggleOneHot(createFilterState("products"), "shop_locale", "de");
    expect(buildExploreQuery(filters, "product_published_at", " lamp ", page)).toEqual({
      sort_by: "product_published_at",
      search_string: "lamp",
      from_count: 0,
      page_size: 50,
      search_filters: { shop_locale: ["de"] },
      search_type: "products",
      is_explore: true,
    });
  });
  it("adds exclude_shop_ids when shops are excluded", () => {
    const filters = excludeShop(createFilterState("shops"), { shop_id: 5, shop_title: "Five" });
    const query = buildExploreQuery(filters, "active_ad_count", "", { ...page, fromCount: 50 });
    expect(query.exclude_shop_ids).toEqual([5]);
    expect(query.from_count).toBe(50);
    expect(query.search_type).toBe("shops");
  });
});

describe("buildCollectionQuery", () => {
  it("restricts to the included shops or products", () => {
    expect(buildCollectionQuery("shops", "active_ad_count", { shopIds: [1, 2] }, page)).toEqual({
      sort_by: "active_ad_count",
      from_count: 0,
      page_size: 50,
      search_filters: { must_include_shop_ids: [1, 2] },
      search_type: "shops",
    });
    expect(
      buildCollectionQuery("products", "price", { productIds: [3] }, page).search_filters,
    ).toEqual({ must_include_product_ids: [3] });
  });
});
