import { describe, expect, it } from "vitest";
import {
  createSearchSession,
  endOfResultsMessage,
  gridSwitchNeedsReset,
  receiveFailure,
  receivePage,
  requestNextPage,
  type SearchSession,
  searchInputsChanged,
  shouldLoadNextPage,
  startSearch,
} from "./searchSession";

function firstPage(): SearchSession<string> {
  const { session, request } = startSearch(createSearchSession<string>(50));
  return receivePage(session, request.searchId, {
    items: ["a", "b"],
    total_hits: 3,
    next_from_value: 2,
  });
}

describe("search session", () => {
  it("starts a search from the first page with a new id", () => {
    const { session, request } = startSearch(createSearchSession<string>(50));
    expect(request).toEqual({ searchId: 1, fromCount: 0, pageSize: 50 });
    expect(session).toMatchObject({ loading: true, hasMore: true, items: [] });
  });
  it("pages by next_from_value until it is null", () => {
    const one = firstPage();
    expect(one).toMatchObject({ items: ["a", "b"], hasMore: true, totalHits: 3, loading: false });
    const next = requestNextPage(one);
    expect(next?.request).toEqual({ searchId: 1, fromCount: 2, pageSize: 50 });
    const done = receivePage(next?.session as SearchSession<string>, 1, {
      items: ["c"],
      next_from_value: null,
    });
    expect(done).toMatchObject({ items: ["a", "b", "c"], hasMore: false, totalHits: 3 });
    expect(requestNextPage(done)).toBeNull();
    expect(endOfResultsMessage(done)).toBe("No Additional Results");
  });
  it("loads no page while one is loading or before any search", () => {
    const { session } = startSearch(createSearchSession<string>(12));
    expect(requestNextPage(session)).toBeNull();
    expect(requestNextPage(createSearchSession<string>(12))).toBeNull();
    expect(shouldLoadNextPage(firstPage(), true)).toBe(true);
    expect(shouldLoadNextPage(firstPage(), false)).toBe(false);
  });
  it("lets the latest search win and ignores stale responses", () => {
    const older = startSearch(createSearchSession<string>(50));
    const newer = startSearch(older.session);
    const afterStale = receivePage(newer.session, older.request.searchId, {
      items: ["stale"],
      next_from_value: null,
    });
    expect(afterStale).toBe(newer.session);
    expect(receiveFailure(newer.session, older.request.searchId)).toBe(newer.session);
    const fresh = receivePage(newer.session, newer.request.searchId, {
      items: ["fresh"],
      next_from_value: null,
    });
    expect(fresh.items).toEqual(["fresh"]);
    expect(receivePage(fresh, newer.request.searchId, { items: ["dup"], next_from_value: 5 })).toBe(
      fresh,
    );
  });
  it("resets results on a new search", () => {
    const { session } = startSearch(firstPage());
    expect(session).toMatchObject({ items: [], nextFromValue: null, totalHits: null, searchId: 2 });
  });
  it("stops paging on a failure", () => {
    const { session, request } = startSearch(createSearchSession<string>(50));
    const failed = receiveFailure(session, request.searchId);
    expect(failed).toMatchObject({ loading: false, hasMore: false, failed: true });
    expect(requestNextPage(failed)).toBeNull();
  });
  it("says 'No Results.' for an empty search and nothing mid-way", () => {
    const { session, request } = startSearch(createSearchSession<string>(50));
    expect(endOfResultsMessage(createSearchSession<string>(50))).toBeNull();
    expect(endOfResultsMessage(session)).toBeNull();
    expect(endOfResultsMessage(firstPage())).toBeNull();
    const empty = receivePage(session, request.searchId, { items: [], next_from_value: null });
    expect(empty.totalHits).toBeNull();
    expect(endOfResultsMessage(empty)).toBe("No Results.");
  });
  it("resets on a grid switch above 48 results", () => {
    expect(gridSwitchNeedsReset(48)).toBe(false);
    expect(gridSwitchNeedsReset(49)).toBe(true);
  });
});

describe("searchInputsChanged", () => {
  const base = {
    sortBy: "week_current_period_revenue",
    searchString: "mug",
    searchFilters: { price: { gte: 1, type: "numeric" }, shop_country: ["US"] },
  };
  it("sees no change in key order, spacing or an omitted exclusion list", () => {
    expect(
      searchInputsChanged(base, {
        searchString: " mug ",
        searchFilters: { shop_country: ["US"], price: { type: "numeric", gte: 1 } },
        sortBy: "week_current_period_revenue",
        excludeShopIds: [],
      }),
    ).toBe(false);
  });
  it("sees a changed sort, filter, text or exclusion", () => {
    expect(searchInputsChanged(base, { ...base, sortBy: "product_published_at" })).toBe(true);
    expect(searchInputsChanged(base, { ...base, searchString: "cup" })).toBe(true);
    expect(searchInputsChanged(base, { ...base, searchFilters: {} })).toBe(true);
    expect(searchInputsChanged(base, { ...base, excludeShopIds: [4] })).toBe(true);
  });
});
