import { describe, expect, it } from "vitest";
import { licence, productItem, shopItem } from "../test/fixtures";
import {
  ActivityRequest,
  ApiErrorBody,
  BanRequest,
  CALL_NAMES,
  calls,
  FiltersSaveRequest,
  isApiReason,
  Licence,
  ProductSearchResponse,
  SearchRequest,
  SearchResponse,
  ShopDetail,
  ShopSearchResponse,
  SupportFormErrorBody,
  TagsChangeRequest,
} from "./index";

/** Every call of both call tables of the spec (000 §7 and 001 §7), as method and path. */
const SPEC_CALLS = [
  "POST /v3/referrer",
  "POST /v3/unauth-winners",
  "POST /v3/search",
  "POST /v3/filters",
  "POST /v3/filters/save",
  "POST /v3/filters/delete",
  // Alerts on saved filter sets, beyond the spec's tables (issue 18 item 2).
  "POST /v3/filters/alert",
  "POST /v3/filters/opened",
  "POST /v3/admin/explore/ban",
  // Staff curation, beyond the spec's tables (issue 16 item 5; docs/decisions.md).
  "POST /v3/staff/filters/save",
  "POST /v3/staff/filters/rename",
  "POST /v3/staff/filters/delete",
  "POST /v3/staff/tags/overwrite",
  "POST /v3/staff/tags/change",
  "POST /v3/staff/tags/delete",
  "POST /v3/license",
  "POST /v3/license/upgradeProTrial",
  "POST /v3/license/checkout",
  "POST /v3/license/newusertrial",
  // Plan changes (issue 16 item 4; docs/decisions.md).
  "POST /v3/license/change/preview",
  "POST /v3/license/change",
  "GET /stripe/manage",
  "POST /v3/customer/update",
  "GET /v3/customer",
  "POST /v3/account/delete",
  "POST /v3/shop",
  "POST /v3/shop/chart/revenue",
  "POST /v3/shop/chart/ads",
  "POST /v3/shop/ads",
  "POST /v3/product",
  "POST /v3/product/chart/revenue",
  "POST /v3/product/chart/ads",
  "POST /v3/product/ads",
  "POST /v3/shops/products/inactive",
  "POST /v3/tags/shops",
  "POST /v3/tags/products",
  "POST /v3/tags/overwrite",
  "POST /v3/tags/change",
  "POST /v3/tags/delete",
  "POST /v3/activity/shops",
  "POST /v3/shops/track/v2/status",
  "POST /v3/shops/track/v2/start",
];

const searchQuery = {
  sort_by: "week_current_period_revenue",
  search_string: "shirt",
  from_count: 0,
  page_size: 50,
  search_filters: {
    price: { type: "numeric", gte: 10, lte: 100 },
    product_published_at: { type: "date", gte: "2024-01-01" },
    shop_country: ["US", "CA"],
  },
  exclude_shop_ids: [42],
  search_type: "products",
  is_explore: true,
};

describe("the calls table", () => {
  it("holds exactly the spec's calls, each once", () => {
    const table = CALL_NAMES.map((name) => `${calls[name].method} ${calls[name].path}`);
    expect([...table].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it("needs a token for every call but the public winners", () => {
    const open = CALL_NAMES.filter((name) => !calls[name].auth);
    expect(open).toEqual(["unauthWinners"]);
  });

  it("sends no body on GET calls", () => {
    for (const name of CALL_NAMES.filter((n) => calls[n].method === "GET")) {
      expect(calls[name].request.safeParse({}).success).toBe(true);
    }
  });
});

describe("search", () => {
  it("accepts an Explore query with range, date and one-hot filters", () => {
    expect(SearchRequest.safeParse({ query: searchQuery }).success).toBe(true);
  });

  it("accepts a collections query with must_include ids and a cursor", () => {
    const query = {
      sort_by: "active_ad_count_percent_change",
      from_count: "opaque-cursor",
      page_size: 50,
      search_type: "shops",
      search_filters: { must_include_shop_ids: [1, 2, 3] },
    };
    expect(SearchRequest.safeParse({ query }).success).toBe(true);
  });

  it("rejects a range filter without bounds, an unknown search type and a huge page", () => {
    const noBounds = { ...searchQuery, search_filters: { price: { type: "numeric" } } };
    expect(SearchRequest.safeParse({ query: noBounds }).success).toBe(false);
    expect(SearchRequest.safeParse({ query: { ...searchQuery, search_type: "ads" } }).success).toBe(
      false,
    );
    expect(SearchRequest.safeParse({ query: { ...searchQuery, page_size: 5000 } }).success).toBe(
      false,
    );
  });

  it("rejects a date range with numbers and a numeric range with dates", () => {
    const wrongDate = { ...searchQuery, search_filters: { x: { type: "date", gte: 5 } } };
    const wrongNumber = { ...searchQuery, search_filters: { x: { type: "numeric", lte: "1" } } };
    expect(SearchRequest.safeParse({ query: wrongDate }).success).toBe(false);
    expect(SearchRequest.safeParse({ query: wrongNumber }).success).toBe(false);
  });

  it("parses product pages and shop pages, with null metrics and the end marker", () => {
    const products = { items: [productItem()], total_hits: 1, next_from_value: null };
    const shops = { items: [shopItem()], total_hits: 120, next_from_value: 50 };
    expect(ProductSearchResponse.parse(products)).toEqual(products);
    expect(ShopSearchResponse.parse(shops)).toEqual(shops);
    expect(SearchResponse.parse(shops)).toEqual(shops);
  });

  it("carries the optional estimate flag of tracked shops as a boolean", () => {
    const page = (item: unknown) => ({ items: [item], total_hits: 1, next_from_value: null });
    const tracked = shopItem({ revenue_is_estimate: true });
    expect(ShopSearchResponse.parse(page(tracked)).items[0]?.revenue_is_estimate).toBe(true);
    expect(
      ShopSearchResponse.parse(page(shopItem())).items[0]?.revenue_is_estimate,
    ).toBeUndefined();
    expect(
      ShopSearchResponse.safeParse(page({ ...shopItem(), revenue_is_estimate: "yes" })).success,
    ).toBe(false);
  });

  it("rejects an item with a missing field or a metric of the wrong type", () => {
    const { product_title: _dropped, ...untitled } = productItem();
    const page = (item: unknown) => ({ items: [item], total_hits: 1, next_from_value: null });
    expect(ProductSearchResponse.safeParse(page(untitled)).success).toBe(false);
    expect(
      ProductSearchResponse.safeParse(page({ ...productItem(), price: "39.50" })).success,
    ).toBe(false);
  });
});

describe("entities and requests", () => {
  it("parses a licence and rejects one without expiry", () => {
    expect(Licence.parse(licence())).toEqual(licence());
    const { expires: _dropped, ...noExpiry } = licence();
    expect(Licence.safeParse(noExpiry).success).toBe(false);
  });

  it("tells hot and inactive shop details apart", () => {
    const base = {
      shop_id: 42,
      shop_title: "Acme",
      url: "https://acme.example",
      myshopify_url: null,
      shop_favicon_internal: null,
      shop_favicon_external: null,
      ads_archive_page_id: null,
      country: "US",
      currency: "USD",
      locale: "en",
      sku_count: 10,
      theme_id: null,
      theme_name: "Dawn",
      site_creation_date: "2020-02-02",
      tracked_by_count: 3,
      apps: ["Klaviyo"],
      technologies: [],
      ...Object.fromEntries(
        ["day", "week", "month"].flatMap((p) => [
          [`${p}_current_period_revenue`, 0],
          [`${p}_revenue_delta`, 0],
          [`${p}_revenue_percent_change`, null],
          [`${p}_sale_count`, 0],
          [`${p}_sale_count_delta`, 0],
          [`${p}_sale_count_percent_change`, null],
        ]),
      ),
      active_ad_count: 0,
      active_ad_count_delta: 0,
      active_ad_count_percent_change: null,
    };
    const inactive = ShopDetail.parse({
      type: "inactive",
      item: {
        ...base,
        url_after_redirect: null,
        shop_favicon: null,
        abort_tracking_reason: "not_found",
      },
    });
    expect(inactive.type === "inactive" && inactive.item.abort_tracking_reason).toBe("not_found");
    expect(ShopDetail.safeParse({ type: "inactive", item: base }).success).toBe(false);
    expect(ShopDetail.safeParse({ type: "hot", item: base }).success).toBe(true);
  });

  it("needs a product id to ban a product, not a shop", () => {
    expect(BanRequest.safeParse({ ban_type: "shop", shop_id: 1 }).success).toBe(true);
    expect(BanRequest.safeParse({ ban_type: "product", shop_id: 1 }).success).toBe(false);
  });

  it("pairs collection members with the tag type", () => {
    const add = { tag_name: "Summer", action: "add" };
    expect(TagsChangeRequest.safeParse({ ...add, tag_type: "shops", shop_id: 4 }).success).toBe(
      true,
    );
    expect(TagsChangeRequest.safeParse({ ...add, tag_type: "products", shop_id: 4 }).success).toBe(
      false,
    );
    expect(
      TagsChangeRequest.safeParse({ ...add, action: "toggle", tag_type: "shops", shop_id: 4 })
        .success,
    ).toBe(false);
  });

  it("stores unset filter-set bounds as null and checks bound types", () => {
    const set = (range: unknown) =>
      FiltersSaveRequest.safeParse({
        filter_type: "shops",
        filter_set_name: "Big shops",
        excluded_shops: [{ shop_id: 1, shop_title: "A" }],
        filters: { range_filters: { sku_count: range }, one_hot_filters: { country: ["US"] } },
      }).success;
    expect(set({ type: "numeric", gte: 100, lte: null })).toBe(true);
    expect(set({ type: "date", gte: null, lte: "2024-13-01x" })).toBe(false);
  });

  it("leaves name checks to the server so its reason codes reach the app", () => {
    const save = {
      filter_type: "products",
      filter_set_name: "",
      excluded_shops: [],
      filters: { range_filters: {}, one_hot_filters: {} },
    };
    expect(FiltersSaveRequest.safeParse(save).success).toBe(true);
  });

  it("pairs the activity mode with its id list", () => {
    expect(ActivityRequest.safeParse({ mode: "shops", shop_ids: [1] }).success).toBe(true);
    expect(ActivityRequest.safeParse({ mode: "products", shop_ids: [1] }).success).toBe(false);
  });

  it("reads error bodies of the API and of the form service", () => {
    expect(ApiErrorBody.parse({ message: "shop_not_found" }).message).toBe("shop_not_found");
    expect(SupportFormErrorBody.safeParse({ errors: [] }).success).toBe(false);
    expect(isApiReason("license_expired")).toBe(true);
    expect(isApiReason("toString")).toBe(false);
  });
});

describe("filter set alerts", () => {
  it("takes an own set's alert switch and the opened mark, and lists the alert fields", async () => {
    const { FiltersAlertRequest, FiltersOpenedRequest, FilterSet } = await import("./filters");
    const set = { filter_type: "products", filter_set_name: "Lamps" };
    expect(FiltersAlertRequest.safeParse({ ...set, alerts: true }).success).toBe(true);
    expect(FiltersAlertRequest.safeParse(set).success).toBe(false);
    expect(FiltersAlertRequest.safeParse({ ...set, alerts: "yes" }).success).toBe(false);
    expect(FiltersOpenedRequest.safeParse({ ...set, filter_type: "ads" }).success).toBe(false);
    const listed = {
      filter_set_name: "Lamps",
      excluded_shops: [],
      filters: { range_filters: {}, one_hot_filters: {} },
    };
    expect(FilterSet.safeParse(listed).success).toBe(true);
    expect(FilterSet.safeParse({ ...listed, alerts: true, new_since_visit: 3 }).success).toBe(true);
    expect(FilterSet.safeParse({ ...listed, new_since_visit: -1 }).success).toBe(false);
  });
});
