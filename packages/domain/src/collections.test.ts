import { describe, expect, it } from "vitest";
import {
  applyMembership,
  excludeAll,
  firstCollection,
  hasNonZeroDelta,
  includeAll,
  includedIds,
  isMembershipAction,
  moveMember,
  possiblyInactiveShopIds,
  selectCollection,
  sortCollectionNames,
  toggleExcluded,
  topAdvertisedSlices,
  topRevenueSlices,
} from "./collections";

describe("collection order", () => {
  it("puts 'Tracked Shops' first, then the rest alphabetically", () => {
    expect(sortCollectionNames(["zeta", "Alpha", "Tracked Shops", "beta", "alpha"])).toEqual([
      "Tracked Shops",
      "Alpha",
      "alpha",
      "beta",
      "zeta",
    ]);
    expect(sortCollectionNames(["b", "Tracked Shops", "a"])[0]).toBe("Tracked Shops");
    expect(sortCollectionNames(["Tracked Shops", "Tracked Shops"])).toEqual([
      "Tracked Shops",
      "Tracked Shops",
    ]);
  });
  it("selects the first collection after the initial load", () => {
    expect(firstCollection(["b", "a"])).toBe("a");
    expect(firstCollection(["b", "Tracked Shops"])).toBe("Tracked Shops");
    expect(firstCollection([])).toBeNull();
  });
});

describe("membership", () => {
  const shops = [{ shop_id: 1 }, { shop_id: 2 }];
  const id = (s: { shop_id: number }) => s.shop_id;
  it("accepts only add or remove", () => {
    expect(isMembershipAction("add")).toBe(true);
    expect(isMembershipAction("remove")).toBe(true);
    expect(isMembershipAction("delete")).toBe(false);
    expect(applyMembership(shops, { shop_id: 3 }, "toggle", id)).toBe(shops);
  });
  it("adds once and removes members", () => {
    expect(applyMembership(shops, { shop_id: 3 }, "add", id)).toEqual([...shops, { shop_id: 3 }]);
    expect(applyMembership(shops, { shop_id: 1 }, "add", id)).toBe(shops);
    expect(applyMembership(shops, { shop_id: 1 }, "remove", id)).toEqual([{ shop_id: 2 }]);
    expect(applyMembership(shops, { shop_id: 9 }, "remove", id)).toBe(shops);
  });
});

describe("selection and exclusions", () => {
  const members = [1, 2, 3];
  it("clears exclusions when a collection is selected", () => {
    expect(selectCollection("Summer")).toEqual({ name: "Summer", excludedIds: [] });
  });
  it("excludes and includes individually or all at once", () => {
    let selection = toggleExcluded(selectCollection("A"), 2);
    expect(includedIds(members, selection)).toEqual([1, 3]);
    selection = toggleExcluded(selection, 2);
    expect(includedIds(members, selection)).toEqual([1, 2, 3]);
    selection = excludeAll(selection, members);
    expect(includedIds(members, selection)).toBeNull();
    expect(includedIds(members, includeAll(selection))).toEqual([1, 2, 3]);
  });
  it("flags included shops missing from complete results as possibly inactive", () => {
    expect(possiblyInactiveShopIds([1, 2, 3], [3, 1], true)).toEqual([2]);
    expect(possiblyInactiveShopIds([1, 2, 3], [3, 1], false)).toEqual([]);
  });
});

describe("top-list charts", () => {
  const advertised = Array.from({ length: 7 }, (_, i) => ({
    product_id: i,
    product_title: `P${i}`,
    current_active_ad_count: 10 * (i + 1),
    aac_diff: i === 1 ? null : i,
  }));
  it("charts the first 5 products for the current period", () => {
    const slices = topAdvertisedSlices(advertised, "current");
    expect(slices.map((s) => s.value)).toEqual([10, 20, 30, 40, 50]);
    expect(slices[0]).toEqual({ productId: 0, label: "P0", value: 10 });
  });
  it("charts previous = current - diff, numeric diffs only, first 5", () => {
    expect(topAdvertisedSlices(advertised, "previous").map((s) => [s.productId, s.value])).toEqual([
      [0, 10],
      [2, 28],
      [3, 37],
      [4, 46],
      [5, 55],
    ]);
    const revenue = [
      {
        product_id: 1,
        product_title: "A",
        week_current_period_revenue: 100,
        week_revenue_delta: 40,
      },
      { product_id: 2, product_title: "B", week_current_period_revenue: 50 },
    ];
    expect(topRevenueSlices(revenue, "previous")).toEqual([
      { productId: 1, label: "A", value: 60 },
    ]);
    expect(topRevenueSlices(revenue, "current")).toHaveLength(2);
  });
  it("leaves out a product without a value (the wire allows null)", () => {
    const withGap = advertised.map((p) => ({
      ...p,
      current_active_ad_count: p.product_id === 0 ? null : p.current_active_ad_count,
    }));
    expect(topAdvertisedSlices(withGap, "current").map((s) => s.productId)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
  it("enables the previous-period toggle only for a non-zero delta", () => {
    expect(hasNonZeroDelta([0, null, undefined, Number.NaN])).toBe(false);
    expect(hasNonZeroDelta([0, -2])).toBe(true);
  });
});

describe("moveMember", () => {
  it("moves a member one place up or down and stops at the ends", () => {
    expect(moveMember([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveMember([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveMember([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveMember([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveMember([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
