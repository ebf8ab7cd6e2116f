import { describe, expect, it } from "vitest";
import {
  buildExcludeShopIds,
  buildSearchFilters,
  canEnableRange,
  clearAll,
  createFilterState,
  excludeShop,
  type FilterState,
  hasActiveFilters,
  includeShop,
  isRangeValid,
  type RangeFilter,
  rangeNeedsRefresh,
  reapplyRange,
  setRangeBound,
  setRangeEnabled,
  toggleOneHot,
} from "./filters";

function withRange(state: FilterState, key: string, gte: string, lte: string): FilterState {
  return setRangeBound(setRangeBound(state, key, "gte", gte), key, "lte", lte);
}

function range(state: FilterState, key: string): RangeFilter {
  const filter = state.ranges[key];
  if (!filter) throw new Error(`no range ${key}`);
  return filter;
}

describe("range validity", () => {
  it("requires the lower bound not to exceed the upper one", () => {
    expect(isRangeValid("numeric", { gte: "10", lte: "50" })).toBe(true);
    expect(isRangeValid("numeric", { gte: "50", lte: "50" })).toBe(true);
    expect(isRangeValid("numeric", { gte: "51", lte: "50" })).toBe(false);
    expect(isRangeValid("numeric", { gte: "9", lte: "10" })).toBe(true);
    expect(isRangeValid("numeric", { gte: "abc", lte: "" })).toBe(false);
    expect(isRangeValid("numeric", { gte: "", lte: "x" })).toBe(false);
    expect(isRangeValid("numeric", { gte: "", lte: "" })).toBe(true);
  });
  it("requires valid dates with the after-date not later than the before-date", () => {
    expect(isRangeValid("date", { gte: "2024-01-01", lte: "2024-02-01" })).toBe(true);
    expect(isRangeValid("date", { gte: "2024-03-01", lte: "2024-02-01" })).toBe(false);
    expect(isRangeValid("date", { gte: "2024-02-30", lte: "" })).toBe(false);
  });
});

describe("enabling a range", () => {
  const start = createFilterState("products");
  it("needs a bound set and valid", () => {
    expect(canEnableRange(range(start, "price"))).toBe(false);
    expect(setRangeEnabled(start, "price", true)).toBe(start);
    const invalid = withRange(start, "price", "60", "50");
    expect(canEnableRange(range(invalid, "price"))).toBe(false);
    expect(range(setRangeEnabled(invalid, "price", true), "price").isEnabled).toBe(false);
  });
  it("applies the bounds when enabled and drops them when disabled", () => {
    const on = setRangeEnabled(withRange(start, "price", "10", ""), "price", true);
    expect(range(on, "price")).toMatchObject({ isEnabled: true, applied: { gte: "10", lte: "" } });
    const off = setRangeEnabled(on, "price", false);
    expect(range(off, "price")).toMatchObject({ isEnabled: false, applied: null, gte: "10" });
  });
  it("asks for a refresh after editing an enabled range, and reapplies valid bounds only", () => {
    const on = setRangeEnabled(withRange(start, "price", "10", "50"), "price", true);
    expect(rangeNeedsRefresh(range(on, "price"))).toBe(false);
    const edited = setRangeBound(on, "price", "lte", "40");
    expect(rangeNeedsRefresh(range(edited, "price"))).toBe(true);
    expect(buildSearchFilters(edited).price).toEqual({ gte: 10, lte: 50, type: "numeric" });
    const reapplied = reapplyRange(edited, "price");
    expect(rangeNeedsRefresh(range(reapplied, "price"))).toBe(false);
    expect(buildSearchFilters(reapplied).price).toEqual({ gte: 10, lte: 40, type: "numeric" });
    const broken = setRangeBound(reapplied, "price", "gte", "99");
    expect(reapplyRange(broken, "price")).toBe(broken);
    expect(reapplyRange(start, "price")).toBe(start);
  });
  it("ignores unknown keys", () => {
    expect(setRangeBound(start, "nope", "gte", "1")).toBe(start);
    expect(setRangeEnabled(start, "nope", true)).toBe(start);
  });
});

describe("checkbox filters", () => {
  const start = createFilterState("products");
  it("ticks and unticks options in catalogue order", () => {
    const ticked = toggleOneHot(toggleOneHot(start, "shop_country", "GB"), "shop_country", "US");
    expect(ticked.oneHot.shop_country).toEqual(["US", "GB"]);
    expect(toggleOneHot(ticked, "shop_country", "US").oneHot.shop_country).toEqual(["GB"]);
  });
  it("ignores unknown filters and options", () => {
    expect(toggleOneHot(start, "shop_country", "XX")).toBe(start);
    expect(toggleOneHot(start, "country", "US")).toBe(start);
    expect(toggleOneHot(createFilterState("shops"), "country", "US").oneHot.country).toEqual([
      "US",
    ]);
  });
});

describe("excluded shops", () => {
  const start = createFilterState("shops");
  it("excludes once and includes back", () => {
    const one = excludeShop(start, { shop_id: 7, shop_title: "Seven" });
    expect(excludeShop(one, { shop_id: 7, shop_title: "Seven" })).toBe(one);
    expect(buildExcludeShopIds(one)).toEqual([7]);
    expect(buildExcludeShopIds(includeShop(one, 7))).toBeUndefined();
  });
  it("omits exclude_shop_ids when empty", () => {
    expect(buildExcludeShopIds(start)).toBeUndefined();
  });
});

describe("search_filters", () => {
  it("merges enabled ranges and ticked boxes and drops disabled filters", () => {
    let state = createFilterState("products");
    state = setRangeEnabled(withRange(state, "price", "10", "50"), "price", true);
    state = setRangeEnabled(
      withRange(state, "product_published_at", "2024-01-01", ""),
      "product_published_at",
      true,
    );
    state = withRange(state, "shop_sku_count", "5", "");
    state = toggleOneHot(toggleOneHot(state, "shop_country", "US"), "shop_country", "GB");
    state = toggleOneHot(state, "exclude_country", "IN");
    expect(hasActiveFilters(state)).toBe(true);
    expect(buildSearchFilters(state)).toEqual({
      price: { gte: 10, lte: 50, type: "numeric" },
      product_published_at: { gte: "2024-01-01", type: "date" },
      shop_country: ["US", "GB"],
      exclude_country: ["IN"],
    });
  });
  it("is empty with nothing active", () => {
    const state = createFilterState("shops");
    expect(hasActiveFilters(state)).toBe(false);
    expect(buildSearchFilters(state)).toEqual({});
  });
  it("Clear All resets filters and exclusions", () => {
    let state = createFilterState("products");
    state = setRangeEnabled(withRange(state, "price", "1", ""), "price", true);
    state = excludeShop(toggleOneHot(state, "shop_locale", "en"), { shop_id: 1, shop_title: "A" });
    expect(clearAll(state)).toEqual(createFilterState("products"));
  });
});
