import { ApiError } from "@hotshelf/api/client";
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { searchQuery } from "../stores/explore/testing";
import { detailApi } from "../test/detailFakes";
import { createData } from ".";
import { collectionSearchKey, paramsChanged, routeLoaders } from "./routeLoaders";

const args = (params: Record<string, string>, url = "http://app.test/") =>
  ({ params, request: new Request(url) }) as unknown as LoaderFunctionArgs;

function loadersOn(api = detailApi(), prefetchExplore = vi.fn()) {
  return { api, prefetchExplore, loaders: routeLoaders(() => createData(api), prefetchExplore) };
}

describe("the route loaders", () => {
  it("start the shop's call with the navigation, and none for an unusable id", async () => {
    const { api, loaders } = loadersOn();
    const started = loaders.shop(args({ shopId: "42" }));
    expect(api.shop).toHaveBeenCalledWith({ shop_id: 42 });
    expect(await started?.item).toMatchObject({ type: "hot" });
    expect(loaders.shop(args({ shopId: "abc" }))).toBeNull();
    expect(loaders.product(args({ shopId: "42", productId: "x" }))).toBeNull();
    expect(api.shop).toHaveBeenCalledOnce();
    expect(api.product).not.toHaveBeenCalled();
  });

  it("leave a failure to the screen that consumes it", async () => {
    const { api, loaders } = loadersOn();
    const refused = new ApiError("not_found", "shop_not_found", { call: "shop", status: 404 });
    api.shop.mockRejectedValueOnce(refused);
    const started = loaders.shop(args({ shopId: "42" }));
    await expect(started?.item).rejects.toBe(refused);
  });

  it("start a shop's first products page, the history, the winners, the customer and Explore's search", async () => {
    const { api, loaders, prefetchExplore } = loadersOn(
      Object.assign(detailApi(), {
        trackStatus: vi.fn(async () => ({ items: [] })),
        unauthWinners: vi.fn(async () => ({ items: [] })),
        customerGet: vi.fn(async () => ({ name: "Ada" })),
      }),
    );
    const products = loaders.shopProducts(args({ shopId: "42" }));
    expect(searchQuery(api)).toMatchObject({
      from_count: 0,
      search_filters: { must_include_shop_ids: [42] },
    });
    expect(await products?.firstPage).toMatchObject({ items: [] });
    expect(loaders.shopProducts(args({ shopId: "x" }))).toBeNull();

    expect(await loaders.trackShop().history).toEqual([]);
    expect(await loaders.winners().winners).toEqual([]);
    expect(await loaders.profile().customer).toMatchObject({ name: "Ada" });

    const request = args({}, "http://app.test/explore/shops?q=mug");
    expect(loaders.exploreShops(request)).toBeNull();
    const [searchType, params] = prefetchExplore.mock.calls[0] ?? [];
    expect([searchType, String(params)]).toEqual(["shops", "q=mug"]);
  });

  it("start a collection screen's list, then the first collection's first page", async () => {
    const { api, loaders } = loadersOn();
    api.tagsShops.mockResolvedValueOnce({
      tags: {
        Zebra: [{ shop_id: 9, shop_title: "Z" }],
        Alpha: [
          { shop_id: 1, shop_title: "A" },
          { shop_id: 2, shop_title: "B" },
        ],
      },
    } as never);
    const started = loaders.shopCollections(args({}));
    expect(api.tagsShops).toHaveBeenCalledWith({ is_staff: false });
    expect((await started.collections).map((c) => c.name)).toEqual(["Zebra", "Alpha"]);
    const firstTab = await started.firstTab;
    const query = searchQuery(api);
    expect(query).toMatchObject({ search_filters: { must_include_shop_ids: [1, 2] } });
    expect(firstTab?.key).toBe(collectionSearchKey("shops", String(query.sort_by), [1, 2]));
    expect(await firstTab?.page).toMatchObject({ items: [] });
  });

  it("search nothing ahead for an empty collection list", async () => {
    const { api, loaders } = loadersOn();
    expect(await loaders.productCollections(args({})).firstTab).toBeNull();
    expect(api.tagsProducts).toHaveBeenCalledWith({ is_staff: false });
    expect(api.search).not.toHaveBeenCalled();
  });

  it("run again only for other ids", () => {
    const change = (current: object, next: object) =>
      paramsChanged({ currentParams: current, nextParams: next } as ShouldRevalidateFunctionArgs);
    expect(change({ shopId: "1" }, { shopId: "1" })).toBe(false);
    expect(change({ shopId: "1" }, { shopId: "2" })).toBe(true);
  });
});
