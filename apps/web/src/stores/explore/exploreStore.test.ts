import { ApiError } from "@hotshelf/api/client";
import type { ShopItem } from "@hotshelf/api/contract";
import { createFilterState, excludeShop, setRangeBound, setRangeEnabled } from "@hotshelf/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFailurePolicy } from "../../data/failurePolicy";
import { searchData } from "../../data/search";
import { fakeApi } from "../../test/fakes";
import { clearAll, licenceStore, preferencesStore, refreshLicence } from "..";
import { createExploreStore, exploreStores } from "./exploreStore";
import { exploreApi, page, productItem, searchQuery, shopItem } from "./testing";

/** The failure policy with a spy for its sign-out. */
function effects() {
  const onLogout = vi.fn();
  return { onLogout, policy: createFailurePolicy(onLogout) };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("the Explore store", () => {
  beforeEach(clearAll);

  it("sends the Explore query: sort, trimmed text, filters, exclusions, page size 50", async () => {
    const api = exploreApi();
    const store = createExploreStore("products");
    let filters = setRangeBound(createFilterState("products"), "price", "gte", "10");
    filters = setRangeEnabled(filters, "price", true);
    filters = excludeShop(filters, { shop_id: 42, shop_title: "Acme Store" });
    store.setInputs({ filters, sortBy: "week_current_period_revenue", searchString: " mug " });
    await store.search(searchData(api), effects().policy);
    expect(searchQuery(api)).toEqual({
      sort_by: "week_current_period_revenue",
      search_string: "mug",
      from_count: 0,
      page_size: 50,
      search_filters: { price: { gte: 10, type: "numeric" } },
      exclude_shop_ids: [42],
      search_type: "products",
      is_explore: true,
    });
  });

  it("pages with next_from_value and stops when it is null", async () => {
    const api = exploreApi();
    api.search
      .mockResolvedValueOnce(page([productItem({ product_id: 1 })], 50, 2))
      .mockResolvedValueOnce(page([productItem({ product_id: 2 })], null, 2));
    const store = createExploreStore("products");
    await store.search(searchData(api), effects().policy);
    expect(store.state.session.hasMore).toBe(true);
    await store.loadNextPage(effects().policy);
    expect(searchQuery(api, 1).from_count).toBe(50);
    expect(store.state.session.items.map((p) => p.product_id)).toEqual([1, 2]);
    expect(store.state.session.hasMore).toBe(false);
    await store.loadNextPage(effects().policy);
    expect(api.search).toHaveBeenCalledTimes(2);
  });

  it("lets the latest search win: a slower, older reply is ignored", async () => {
    const api = exploreApi();
    const first = deferred<ReturnType<typeof page<ShopItem>>>();
    api.search
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce(page([shopItem({ shop_id: 2 })]));
    const store = createExploreStore("shops");
    const older = store.search(searchData(api), effects().policy);
    store.setInputs({ searchString: "newer" });
    await store.search(searchData(api), effects().policy);
    first.resolve(page([shopItem({ shop_id: 1 })], 50));
    await older;
    expect(store.state.session.items.map((s) => s.shop_id)).toEqual([2]);
    expect(store.state.session.hasMore).toBe(false);
  });

  it("marks the licence expired on a 402 and on license_expired", async () => {
    await refreshLicence(fakeApi(), { now: 0, force: true });
    const api = exploreApi();
    api.search.mockRejectedValueOnce(
      new ApiError("payment_required", "license_expired", { call: "search", status: 402 }),
    );
    const store = createExploreStore("products");
    const outcome = await store.search(searchData(api), effects().policy);
    expect(outcome?.action).toBe("licence_expired");
    expect(licenceStore.licence?.licenseExpired).toBe(true);
    expect(store.state.session.loading).toBe(false);
  });

  it("ignores a 401, signs out on should_logout, and stops paging on other failures", async () => {
    const api = exploreApi();
    const store = createExploreStore("products");
    const fx = effects();
    api.search.mockRejectedValueOnce(
      new ApiError("unauthorized", "Unauthorized", { call: "search", status: 401 }),
    );
    expect((await store.search(searchData(api), fx.policy))?.action).toBe("ignore");
    expect(fx.onLogout).not.toHaveBeenCalled();

    // The server pairs should_logout with HTTP 401; the reason wins over the ignored status.
    api.search.mockRejectedValueOnce(
      new ApiError("unauthorized", "should_logout", {
        call: "search",
        status: 401,
        reason: "should_logout",
      }),
    );
    expect((await store.search(searchData(api), fx.policy))?.action).toBe("logout");
    expect(fx.onLogout).toHaveBeenCalledOnce();

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    api.search.mockRejectedValueOnce(
      new ApiError("server", "boom", { call: "search", status: 500 }),
    );
    expect((await store.search(searchData(api), fx.policy))?.action).toBe("stop_paging");
    expect(store.state.session.hasMore).toBe(false);
    logged.mockRestore();
  });

  it("hides an excluded product until the next search", async () => {
    const api = exploreApi();
    const store = createExploreStore("products");
    store.hideProduct(7);
    store.hideProduct(7);
    expect(store.state.hiddenProductIds).toEqual([7]);
    await store.search(searchData(api), effects().policy);
    expect(store.state.hiddenProductIds).toEqual([]);
  });

  it("starts from the remembered sort and is reset by logout", async () => {
    preferencesStore.exploreShopsSort = "week_current_period_revenue";
    const store = createExploreStore("shops");
    expect(store.state.sortBy).toBe("week_current_period_revenue");
    exploreStores.products.setInputs({ searchString: "kept until logout" });
    clearAll();
    expect(exploreStores.products.state.searchString).toBe("");
    expect(exploreStores.products.state.sortBy).toBe("product_active_ad_count_percent_change");
  });

  describe("with a route loader's prefetch", () => {
    const urlParams = (query: string) => new URLSearchParams(query);
    const signal = () => new AbortController().signal;

    it("takes the page the loader started for the URL's search, once", async () => {
      const api = exploreApi();
      api.search.mockResolvedValueOnce(page([productItem({ product_id: 7 })], null, 1));
      const store = createExploreStore("products");
      const params = urlParams("sort=week_current_period_revenue&q=mug");
      store.prefetch(searchData(api), params, signal());
      expect(searchQuery(api)).toMatchObject({ search_string: "mug", from_count: 0 });
      store.setInputs({ sortBy: "week_current_period_revenue", searchString: "mug" });
      await store.search(searchData(api), effects().policy);
      expect(api.search).toHaveBeenCalledOnce();
      expect(store.state.session.items.map((item) => item.product_id)).toEqual([7]);
      // The same search again (a layout reset, Back after a filter change) asks the server anew.
      await store.search(searchData(api), effects().policy);
      expect(api.search).toHaveBeenCalledTimes(2);
    });

    it("starts nothing for the search it holds, a bare URL after a search, or another query", async () => {
      const api = exploreApi();
      const store = createExploreStore("products");
      store.setInputs({ sortBy: "week_current_period_revenue", searchString: "mug" });
      await store.search(searchData(api), effects().policy);
      store.prefetch(searchData(api), urlParams(store.currentQuery()), signal());
      store.prefetch(searchData(api), urlParams(""), signal());
      expect(api.search).toHaveBeenCalledOnce();
      // A page started for one query is not taken by a search of another.
      store.prefetch(
        searchData(api),
        urlParams("sort=week_current_period_revenue&q=cup"),
        signal(),
      );
      store.setInputs({ searchString: "lamp" });
      await store.search(searchData(api), effects().policy);
      expect(api.search).toHaveBeenCalledTimes(3);
      expect(searchQuery(api, 2).search_string).toBe("lamp");
    });

    it("drops a page whose navigation was interrupted", async () => {
      const api = exploreApi();
      const store = createExploreStore("shops");
      const navigation = new AbortController();
      store.prefetch(searchData(api), urlParams("q=mug"), navigation.signal);
      navigation.abort();
      store.setInputs({ searchString: "mug" });
      await store.search(searchData(api), effects().policy);
      expect(api.search).toHaveBeenCalledTimes(2);
      expect(store.state.session.failed).toBe(false);
    });
  });
});
