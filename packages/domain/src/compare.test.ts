import { describe, expect, it } from "vitest";
import {
  COMPARE_FIGURES,
  type CompareShopFigures,
  compareCollectionLabel,
  compareSelectionMessage,
  compareShopsPath,
  parseCompareIds,
  toggleCompareId,
} from "./compare";
import { matchRoute } from "./routes";

describe("the compare selection", () => {
  it("reads valid ids from the URL, each once, at most four", () => {
    expect(parseCompareIds("3,7")).toEqual([3, 7]);
    expect(parseCompareIds(" 3, x,7,3,-1,9,11,12")).toEqual([3, 7, 9, 11]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds("")).toEqual([]);
  });

  it("writes the URL the compare screen reads", () => {
    expect(compareShopsPath([3, 7])).toBe("/compare/shops?ids=3,7");
    expect(matchRoute("/compare/shops").route.id).toBe("compareShops");
    expect(
      parseCompareIds(new URL(compareShopsPath([5, 1]), "http://x").searchParams.get("ids")),
    ).toEqual([5, 1]);
  });

  it("adds and removes a shop, and refuses a fifth", () => {
    expect(toggleCompareId([3], 7)).toEqual([3, 7]);
    expect(toggleCompareId([3, 7], 3)).toEqual([7]);
    expect(toggleCompareId([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
  });

  it("names a collection's compare link by how many shops it takes", () => {
    expect(compareCollectionLabel(3)).toBe("Compare 3 Shops");
    expect(compareCollectionLabel(9)).toBe("Compare the First 4 Shops");
  });

  it("asks for more shops below two", () => {
    expect(compareSelectionMessage(1)).toMatch(/^Pick 2 to 4 shops/);
    expect(compareSelectionMessage(2)).toBeNull();
  });
});

describe("COMPARE_FIGURES", () => {
  it("formats each figure, N/A when unknown", () => {
    const shop: CompareShopFigures = {
      day_current_period_revenue: 120.5,
      week_current_period_revenue: null,
      month_current_period_revenue: 4000,
      month_sale_count: 35,
      active_ad_count: 12,
      sku_count: 80,
      tracked_by_count: 3,
      country: "US",
      site_creation_date: "2021-04-02",
    };
    const shown = Object.fromEntries(COMPARE_FIGURES.map((f) => [f.label, f.show(shop)]));
    expect(shown["Revenue (Daily)"]).toBe("$120.50");
    expect(shown["Revenue (Weekly)"]).toBe("N/A");
    expect(shown.Country).toBe("US");
    expect(shown.Created).toBe("Apr 2, 2021");
    expect(
      COMPARE_FIGURES.find((f) => f.label === "Country")?.show({ ...shop, country: null }),
    ).toBe("N/A");
  });
});
