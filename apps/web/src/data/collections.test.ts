import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { rememberCollectionSort, rememberedCollectionSort } from "../stores";
import { exploreApi, page, productItem } from "../stores/explore/testing";
import { collectionsData } from "./collections";
import { searchData } from "./search";

describe("collections data", () => {
  beforeEach(() => localStorage.clear());

  it("turns product tags into sidebar rows linking to the product pages", async () => {
    const api = exploreApi();
    api.tagsProducts.mockResolvedValue({
      tags: { Mugs: [{ product_id: 5, product_title: "Mug", shop_id: 9 }] },
    });
    const collections = await collectionsData(api).list("products", true);
    expect(api.tagsProducts).toHaveBeenCalledWith({ is_staff: true });
    expect(collections).toEqual([
      { name: "Mugs", members: [{ id: 5, title: "Mug", href: "/shops/9/5" }] },
    ]);
  });

  it("marks the user's collections, sorted, that hold a product", async () => {
    const api = exploreApi();
    api.tagsProducts.mockResolvedValue({
      tags: {
        Mugs: [{ product_id: 5, product_title: "Mug", shop_id: 9 }],
        Bowls: [{ product_id: 6, product_title: "Bowl", shop_id: 9 }],
      },
    });
    expect(await collectionsData(api).membershipOf("products", 5)).toEqual([
      { name: "Bowls", isMember: false },
      { name: "Mugs", isMember: true },
    ]);
    expect(api.tagsProducts).toHaveBeenCalledWith({ is_staff: false });
  });

  it("searches one page of only the included products at the request's cursor", async () => {
    const api = exploreApi();
    api.search.mockResolvedValue(page<ProductItem | ShopItem>([productItem()], 100));
    const load = searchData(api).collection<ProductItem>("products", "price", {
      productIds: [7001],
    });
    const signal = new AbortController().signal;
    const results = await load({ searchId: 1, fromCount: 50, pageSize: 50 }, signal);
    expect(api.search).toHaveBeenCalledWith(
      {
        query: {
          sort_by: "price",
          from_count: 50,
          page_size: 50,
          search_filters: { must_include_product_ids: [7001] },
          search_type: "products",
        },
      },
      { signal },
    );
    expect(results.next_from_value).toBe(100);
    expect(results.items).toHaveLength(1);
  });

  it("remembers a sort per tab and falls back from an unknown key", () => {
    expect(rememberedCollectionSort("collectionProducts")).toBe(
      "product_active_ad_count_percent_change",
    );
    rememberCollectionSort("collectionShops", "week_current_period_revenue");
    expect(localStorage.getItem("shop_collections:shops")).toBe("week_current_period_revenue");
    expect(rememberedCollectionSort("collectionShops")).toBe("week_current_period_revenue");
    localStorage.setItem("shop_collections:products", "no_such_key");
    expect(rememberedCollectionSort("collectionProducts")).not.toBe("no_such_key");
  });
});
