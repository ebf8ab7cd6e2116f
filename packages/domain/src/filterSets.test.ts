import { describe, expect, it } from "vitest";
import {
  applyFilterSet,
  canSaveFilterSet,
  type FilterSet,
  toFilterSetSaveBody,
} from "./filterSets";
import {
  buildExcludeShopIds,
  buildSearchFilters,
  createFilterState,
  excludeShop,
  setRangeBound,
  setRangeEnabled,
  toggleOneHot,
} from "./filters";

describe("saving a filter set", () => {
  it("is skipped with no filters and no exclusions", () => {
    const state = createFilterState("products");
    expect(canSaveFilterSet(state)).toBe(false);
    expect(toFilterSetSaveBody(state, "Mine")).toBeNull();
  });
  it("saves only exclusions when that is all there is", () => {
    const state = excludeShop(createFilterState("shops"), { shop_id: 3, shop_title: "Three" });
    expect(canSaveFilterSet(state)).toBe(true);
    expect(toFilterSetSaveBody(state, "Only exclusions")).toEqual({
      filter_type: "shops",
      filter_set_name: "Only exclusions",
      excluded_shops: [{ shop_id: 3, shop_title: "Three" }],
      filters: { range_filters: {}, one_hot_filters: {} },
    });
  });
  it("saves enabled ranges with null for unset bounds, and ticked boxes", () => {
    let state = createFilterState("products");
    state = setRangeEnabled(setRangeBound(state, "price", "gte", "10"), "price", true);
    state = setRangeEnabled(
      setRangeBound(state, "shop_site_creation_date", "lte", "2024-05-01"),
      "shop_site_creation_date",
      true,
    );
    state = setRangeBound(state, "shop_sku_count", "gte", "3");
    state = toggleOneHot(state, "shop_locale", "fr");
    expect(toFilterSetSaveBody(state, "Set")).toEqual({
      filter_type: "products",
      filter_set_name: "Set",
      excluded_shops: [],
      filters: {
        range_filters: {
          price: { gte: 10, lte: null, type: "numeric" },
          shop_site_creation_date: { gte: null, lte: "2024-05-01", type: "date" },
        },
        one_hot_filters: { shop_locale: ["fr"] },
      },
    });
  });
});

describe("loading a filter set", () => {
  const set: FilterSet = {
    filter_set_name: "Preset",
    excluded_shops: [
      { shop_id: 9, shop_title: "Nine" },
      { shop_id: 9, shop_title: "Nine again" },
    ],
    filters: {
      range_filters: {
        price: { gte: 5, lte: 20, type: "numeric" },
        week_current_period_revenue: { gte: 100, lte: 50, type: "numeric" },
        day_current_period_revenue: { gte: null, lte: null, type: "numeric" },
        unknown_key: { gte: 1, lte: 2, type: "numeric" },
      },
      one_hot_filters: { shop_country: ["US", "US", "XX"], nope: ["a"] },
    },
  };
  it("replaces the current filters and exclusions", () => {
    let current = createFilterState("products");
    current = setRangeEnabled(
      setRangeBound(current, "shop_sku_count", "gte", "1"),
      "shop_sku_count",
      true,
    );
    current = excludeShop(current, { shop_id: 1, shop_title: "One" });
    const loaded = applyFilterSet("products", set);
    expect(loaded.ranges.shop_sku_count?.isEnabled).toBe(false);
    expect(buildSearchFilters(loaded)).toEqual({
      price: { gte: 5, lte: 20, type: "numeric" },
      shop_country: ["US"],
    });
    expect(buildExcludeShopIds(loaded)).toEqual([9]);
  });
  it("keeps an invalid saved range visible but disabled", () => {
    const loaded = applyFilterSet("products", set);
    expect(loaded.ranges.week_current_period_revenue).toMatchObject({
      gte: "100",
      lte: "50",
      isEnabled: false,
    });
    expect(loaded.ranges.day_current_period_revenue?.isEnabled).toBe(false);
  });
  it("round-trips a saved set", () => {
    let state = createFilterState("shops");
    state = setRangeEnabled(setRangeBound(state, "sku_count", "lte", "40"), "sku_count", true);
    state = toggleOneHot(state, "country", "DE");
    state = excludeShop(state, { shop_id: 2, shop_title: "Two" });
    const body = toFilterSetSaveBody(state, "Round trip");
    expect(body).not.toBeNull();
    expect(applyFilterSet("shops", body as FilterSet)).toEqual(state);
  });
});
