import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  countryName,
  EXCLUDABLE_COUNTRIES,
  groupedRangeFilters,
  LOCALES,
  oneHotFiltersFor,
  PRODUCT_RANGE_FILTERS,
  rangeFiltersFor,
  SHOP_RANGE_FILTERS,
} from "./filterCatalogue";
import { metricLabel } from "./labels";

describe("countries and locales", () => {
  it("lists the 28 countries in the spec's order", () => {
    expect(COUNTRIES.map((c) => c.key).join(" ")).toBe(
      "US CA GB DE FR IE IT NL NZ NO ES SE CH TR IL FI DK BE GR AU IN PK AT BR PL PT LU HU",
    );
    expect(new Set(COUNTRIES.map((c) => c.label)).size).toBe(28);
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("ZZ")).toBe("ZZ");
  });
  it("lists 5 locales and 2 excludable countries", () => {
    expect(LOCALES.map((l) => l.key)).toEqual(["en", "fr", "de", "es", "nl"]);
    expect(EXCLUDABLE_COUNTRIES.map((c) => c.key)).toEqual(["IN", "PK"]);
  });
  it("keys product checkboxes shop_country / shop_locale and shop checkboxes country / locale", () => {
    expect(oneHotFiltersFor("products").map((f) => [f.key, f.options.length])).toEqual([
      ["shop_country", 28],
      ["shop_locale", 5],
      ["exclude_country", 2],
    ]);
    expect(oneHotFiltersFor("shops").map((f) => f.key)).toEqual([
      "country",
      "locale",
      "exclude_country",
    ]);
  });
});

describe("range filter catalogues", () => {
  it("groups the product filters as the spec does", () => {
    expect(
      groupedRangeFilters("products").map(({ group, filters }) => [
        group,
        filters.map((f) => f.key),
      ]),
    ).toEqual([
      ["Product Features", ["price", "product_published_at"]],
      [
        "Ads",
        [
          "product_active_ad_count",
          "product_active_ad_count_percent_change",
          "shop_active_ad_count",
          "shop_active_ad_count_percent_change",
        ],
      ],
      [
        "Product Revenue",
        [
          "day_current_period_revenue",
          "day_revenue_percent_change",
          "week_current_period_revenue",
          "week_revenue_percent_change",
          "month_current_period_revenue",
          "month_revenue_percent_change",
        ],
      ],
      [
        "Shop Revenue",
        [
          "shop_day_current_period_revenue",
          "shop_day_revenue_percent_change",
          "shop_week_current_period_revenue",
          "shop_week_revenue_percent_change",
          "shop_month_current_period_revenue",
          "shop_month_revenue_percent_change",
        ],
      ],
      ["Shop Features", ["shop_sku_count", "shop_site_creation_date"]],
      ["Other", ["shop_ig_followers", "ig_followers_percent_change"]],
    ]);
  });
  it("types dates as date and the rest as numeric", () => {
    const dates = (list: typeof PRODUCT_RANGE_FILTERS) =>
      list.filter((f) => f.type === "date").map((f) => f.key);
    expect(dates(PRODUCT_RANGE_FILTERS)).toEqual([
      "product_published_at",
      "shop_site_creation_date",
    ]);
    expect(dates(SHOP_RANGE_FILTERS)).toEqual(["site_creation_date"]);
  });
  it("lists the shop filters without prefixes", () => {
    expect(rangeFiltersFor("shops").map((f) => f.key)).toEqual([
      "sku_count",
      "site_creation_date",
      "active_ad_count",
      "active_ad_count_percent_change",
      "day_current_period_revenue",
      "day_revenue_percent_change",
      "week_current_period_revenue",
      "week_revenue_percent_change",
      "month_current_period_revenue",
      "month_revenue_percent_change",
      "ig_followers",
      "ig_followers_percent_change",
    ]);
  });
  it("labels every filter readably", () => {
    for (const f of [...PRODUCT_RANGE_FILTERS, ...SHOP_RANGE_FILTERS]) {
      expect(f.label).not.toBe(f.key);
    }
    expect(metricLabel("products", "shop_week_revenue_percent_change")).toBe(
      "Shop Weekly Revenue % Change",
    );
    expect(metricLabel("shops", "active_ad_count")).toBe("Ads");
    expect(metricLabel("shops", "mystery")).toBe("mystery");
  });
});
