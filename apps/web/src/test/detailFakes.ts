/**
 * Test-only fakes of the detail screens' calls (shop, product, charts, ads, inactive products): wire
 * items and an API client whose every call is a mock at the unit tests' boundary.
 */
import type {
  AdItem,
  AdsChartResponse,
  ProductDetailItem,
  RevenueChartResponse,
  ShopDetail as ShopDetailReply,
} from "@hotshelf/api/contract";
import { vi } from "vitest";
import { exploreApi, productItem } from "../stores/explore/testing";

export function shopDetail(
  overrides: Partial<ShopDetailReply["item"]> = {},
): ShopDetailReply["item"] {
  const metrics = Object.fromEntries(
    ["day", "week", "month"].flatMap((p) => [
      [`${p}_current_period_revenue`, 100],
      [`${p}_revenue_delta`, 0],
      [`${p}_revenue_percent_change`, 0],
      [`${p}_sale_count`, 1],
      [`${p}_sale_count_delta`, 0],
      [`${p}_sale_count_percent_change`, 0],
    ]),
  );
  return {
    shop_id: 42,
    shop_title: "Acme Store",
    url: "https://acme.example",
    myshopify_url: null,
    shop_favicon_internal: null,
    shop_favicon_external: null,
    ads_archive_page_id: "555",
    country: "US",
    currency: "USD",
    locale: "en",
    sku_count: 140,
    theme_id: null,
    theme_name: "Dawn",
    site_creation_date: "2019-01-15",
    tracked_by_count: 3,
    apps: ["A1", "A2", "A3", "A4", "A5", "A6"],
    technologies: [],
    social_links: ["https://instagram.com/acme", "https://evil.example/not-a-profile"],
    top_advertised_products: [
      { product_id: 7, product_title: "Linen Shirt", current_active_ad_count: 12, aac_diff: 4 },
      { product_id: 8, product_title: "Wool Socks", current_active_ad_count: 6, aac_diff: 0 },
    ],
    top_revenue_products: [],
    active_ad_count: 2,
    active_ad_count_delta: 0,
    active_ad_count_percent_change: 0,
    ...metrics,
    ...overrides,
  } as ShopDetailReply["item"];
}

export function productDetail(overrides: Partial<ProductDetailItem> = {}): ProductDetailItem {
  const base = productItem();
  return {
    ...base,
    body: "<p>Soft linen</p><script>alert(1)</script>",
    product_tags: ["summer"],
    product_variant_count: 2,
    product_type: "Shirt",
    rank_7: null,
    rank_30: null,
    fb_followers: null,
    fb_followers_delta: null,
    fb_followers_percent_change: null,
    ig_followers: null,
    ig_followers_delta: null,
    ig_followers_percent_change: null,
    ...Object.fromEntries(
      ["day", "week", "month", "shop_day", "shop_week", "shop_month"].flatMap((p) => [
        [`${p}_sale_count`, null],
        [`${p}_sale_count_delta`, null],
        [`${p}_sale_count_percent_change`, null],
      ]),
    ),
    ...overrides,
  } as ProductDetailItem;
}

/** An image ad of shop 42's product 7, numbered `n` (its archive and collation ids). */
export function adItem(n: number, overrides: Partial<AdItem> = {}): AdItem {
  return {
    ad_item: {
      display_format: "image",
      archive_id: String(n),
      page_name: `Ad page ${n}`,
      title: null,
      caption: null,
      link_description: null,
      cta: null,
      link_url: null,
      body: null,
      publisher_platforms: ["facebook"],
      media: [],
      cards: [],
    },
    collation_id: `c-${n}`,
    page_id: null,
    ymd: "2026-11-01",
    product_id: 7,
    shop_id: 42,
    duplicates: null,
    previous_duplicates: null,
    diff: null,
    active_ad_count: null,
    ...overrides,
  };
}

/** Explore's calls plus the detail screens': a hot shop 42, a hot product, empty charts and ads. */
export function detailApi() {
  return Object.assign(exploreApi(), {
    shop: vi.fn(async (_request: unknown) => ({
      item: { type: "hot" as const, item: shopDetail() },
    })),
    shopChartRevenue: vi.fn(
      async (_request: unknown): Promise<RevenueChartResponse> => ({
        items: [],
      }),
    ),
    shopChartAds: vi.fn(
      async (_request: unknown): Promise<AdsChartResponse> => ({
        history: { active_ad_count: [], ad_start_count: [] },
      }),
    ),
    shopAds: vi.fn(async (_request: unknown) => ({ items: [], next_from_value: null })),
    product: vi.fn(async (_request: unknown) => ({
      item: { type: "hot" as const, item: productDetail() },
      is_staff: false,
    })),
    productChartRevenue: vi.fn(
      async (_request: unknown): Promise<RevenueChartResponse> => ({
        items: [],
      }),
    ),
    productChartAds: vi.fn(
      async (_request: unknown): Promise<AdsChartResponse> => ({
        history: { active_ad_count: [], ad_start_count: [] },
      }),
    ),
    productAds: vi.fn(async (_request: unknown) => ({ items: [], next_from_value: null })),
    shopProductsInactive: vi.fn(async (_request: unknown) => ({
      inactive_items: [{ product_id: 9, product_title: "Old Hat" }],
      has_more: false,
    })),
  });
}
