/**
 * Test-only helpers of the Explore store and screens: wire items and a fake API client with the calls
 * Explore makes, every one a mock at the unit tests' boundary.
 */
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { vi } from "vitest";
import { fakeApi } from "../../test/fakes";

/** Realistic wire objects for tests; each call returns a fresh copy to mutate. */
export function productItem(overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    product_id: 7001,
    product_title: "Linen Shirt",
    product_handle: "linen-shirt",
    product_published_at: "2024-04-02T10:00:00Z",
    product_vendor: "Acme",
    price: 39.5,
    product_image_internal: "images/products/7001.jpg",
    product_image_external: null,
    shop_id: 42,
    shop_title: "Acme Store",
    shop_url: "https://acme.example",
    shop_country: "US",
    shop_locale: "en",
    shop_currency: "USD",
    shop_favicon_internal: "favicons/42.png",
    shop_site_creation_date: "2019-01-15",
    day_current_period_revenue: 120,
    day_revenue_delta: 20,
    day_revenue_percent_change: 20,
    week_current_period_revenue: 800,
    week_revenue_delta: -40,
    week_revenue_percent_change: -4.76,
    month_current_period_revenue: null,
    month_revenue_delta: null,
    month_revenue_percent_change: null,
    shop_day_current_period_revenue: 1200,
    shop_day_revenue_delta: 0,
    shop_day_revenue_percent_change: 0,
    shop_week_current_period_revenue: 8000,
    shop_week_revenue_delta: 100,
    shop_week_revenue_percent_change: 1.27,
    shop_month_current_period_revenue: 30000,
    shop_month_revenue_delta: 500,
    shop_month_revenue_percent_change: 1.69,
    product_active_ad_count: 3,
    product_active_ad_count_delta: 1,
    product_active_ad_count_percent_change: 50,
    shop_active_ad_count: 12,
    shop_active_ad_count_delta: -2,
    shop_active_ad_count_percent_change: -14.29,
    has_product_rev_quick_chart: true,
    has_product_ads_quick_chart: false,
    has_shop_rev_quick_chart: true,
    has_shop_ads_quick_chart: true,
    ...overrides,
  };
}

export function shopItem(overrides: Partial<ShopItem> = {}): ShopItem {
  return {
    shop_id: 42,
    shop_title: "Acme Store",
    url: "https://acme.example",
    myshopify_url: "acme.myshopify.com",
    shop_favicon_internal: "favicons/42.png",
    shop_favicon_external: "https://acme.example/favicon.ico",
    shop_favicon: null,
    country: "US",
    locale: "en",
    currency: "USD",
    sku_count: 140,
    day_current_period_revenue: 1200,
    day_revenue_delta: 0,
    day_revenue_percent_change: 0,
    week_current_period_revenue: 8000,
    week_revenue_delta: 100,
    week_revenue_percent_change: 1.27,
    month_current_period_revenue: 30000,
    month_revenue_delta: null,
    month_revenue_percent_change: null,
    active_ad_count: 12,
    active_ad_count_delta: -2,
    active_ad_count_percent_change: -14.29,
    ig_followers: 5400,
    ig_followers_delta: 12,
    ig_followers_percent_change: 0.22,
    fb_followers: null,
    fb_followers_delta: null,
    fb_followers_percent_change: null,
    has_rev_quick_chart: true,
    has_ads_quick_chart: false,
    top_advertised_products: [
      { product_id: 7001, product_title: "Linen Shirt", current_active_ad_count: 3, aac_diff: 1 },
    ],
    top_revenue_products: [
      {
        product_id: 7001,
        product_title: "Linen Shirt",
        week_current_period_revenue: 800,
        week_revenue_delta: -40,
      },
    ],
    ...overrides,
  };
}

/** A page of the search reply. */
export function page<T>(items: T[], next: number | string | null = null, totalHits = items.length) {
  return { items, total_hits: totalHits, next_from_value: next };
}

/** The licence calls of the shared fake plus Explore's calls; `search` answers an empty last page. */
export function exploreApi() {
  return Object.assign(fakeApi(), {
    search: vi.fn(async (_request: unknown) => page<ProductItem | ShopItem>([])),
    filters: vi.fn(async (_request: unknown) => ({
      filters: [] as Array<{
        filter_set_name: string;
        excluded_shops: Array<{ shop_id: number; shop_title: string }>;
        filters: {
          range_filters: Record<
            string,
            { gte: number | string | null; lte: number | string | null; type: "numeric" | "date" }
          >;
          one_hot_filters: Record<string, string[]>;
        };
      }>,
    })),
    filtersSave: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    filtersDelete: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    adminBan: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    tagsProducts: vi.fn(async (_request: unknown) => ({
      tags: {} as Record<
        string,
        Array<{ product_id: number; product_title: string; shop_id: number }>
      >,
    })),
    tagsShops: vi.fn(async (_request: unknown) => ({ tags: {} })),
    tagsChange: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    tagsOverwrite: vi.fn(async (_request: unknown) => ({ ok: true as const })),
  });
}

/** The query of the n-th search call (0-based). */
export function searchQuery(api: ReturnType<typeof exploreApi>, call = 0) {
  const request = api.search.mock.calls[call]?.[0] as
    | { query: Record<string, unknown> }
    | undefined;
  if (!request) throw new Error(`No search call #${call}.`);
  return request.query;
}
