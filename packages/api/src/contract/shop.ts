import { z } from "zod";
import {
  countMetrics,
  Id,
  IsoDate,
  Metric,
  OptionalText,
  RevenueIsEstimate,
  revenueMetrics,
} from "./common";

/** Top advertised product of a shop card's doughnut (spec 001 §3). */
export const TopAdvertisedProduct = z.object({
  product_id: Id,
  product_title: z.string(),
  current_active_ad_count: Metric,
  aac_diff: Metric,
});
export type TopAdvertisedProduct = z.infer<typeof TopAdvertisedProduct>;

/** Top revenue product of a shop card's doughnut (spec 001 §3). */
export const TopRevenueProduct = z.object({
  product_id: Id,
  product_title: z.string(),
  week_current_period_revenue: Metric,
  week_revenue_delta: Metric,
});
export type TopRevenueProduct = z.infer<typeof TopRevenueProduct>;

/** A shop in search results and on shop cards. */
export const ShopItem = z.object({
  shop_id: Id,
  shop_title: z.string(),
  url: z.string(),
  myshopify_url: OptionalText,
  shop_favicon_internal: OptionalText,
  shop_favicon_external: OptionalText,
  shop_favicon: OptionalText,
  country: OptionalText,
  locale: OptionalText,
  currency: OptionalText,
  sku_count: Metric,
  ...revenueMetrics("day_"),
  ...revenueMetrics("week_"),
  ...revenueMetrics("month_"),
  ...countMetrics("active_ad_count"),
  ...countMetrics("ig_followers"),
  ...countMetrics("fb_followers"),
  has_rev_quick_chart: z.boolean(),
  has_ads_quick_chart: z.boolean(),
  top_advertised_products: z.array(TopAdvertisedProduct),
  top_revenue_products: z.array(TopRevenueProduct),
  revenue_is_estimate: RevenueIsEstimate,
});
export type ShopItem = z.infer<typeof ShopItem>;

/** A shop the user excluded from results (also stored in filter sets). */
export const ExcludedShop = z.object({ shop_id: Id, shop_title: z.string() });
export type ExcludedShop = z.infer<typeof ExcludedShop>;

/** Why tracking of a shop stopped (spec 001 §8, inactive reasons). */
export const AbortTrackingReason = z.enum([
  "not_open",
  "currently_unavailable",
  "not_found",
  "other",
]);
export type AbortTrackingReason = z.infer<typeof AbortTrackingReason>;

const shopDetailFields = {
  shop_id: Id,
  shop_title: z.string(),
  url: z.string(),
  myshopify_url: OptionalText,
  shop_favicon_internal: OptionalText,
  shop_favicon_external: OptionalText,
  ads_archive_page_id: OptionalText,
  country: OptionalText,
  currency: OptionalText,
  locale: OptionalText,
  sku_count: Metric,
  theme_id: OptionalText,
  theme_name: OptionalText,
  site_creation_date: IsoDate,
  tracked_by_count: z.number().int().nonnegative(),
  apps: z.array(z.string()),
  technologies: z.array(z.string()),
  /** The shop's social profiles (clean https addresses; absent from older replies: none). */
  social_links: z.array(z.string()).default([]),
  ...revenueMetrics("day_"),
  ...revenueMetrics("week_"),
  ...revenueMetrics("month_"),
  ...countMetrics("day_sale_count"),
  ...countMetrics("week_sale_count"),
  ...countMetrics("month_sale_count"),
  ...countMetrics("active_ad_count"),
  revenue_is_estimate: RevenueIsEstimate,
  /** The shop view's doughnuts, as on the shop card (absent from older replies: none). */
  top_advertised_products: z.array(TopAdvertisedProduct).default([]),
  top_revenue_products: z.array(TopRevenueProduct).default([]),
};

/** A shop that is actively tracked. */
export const HotShopDetailItem = z.object(shopDetailFields);
export type HotShopDetailItem = z.infer<typeof HotShopDetailItem>;

/** A shop no longer (or not yet) tracked, with the reason shown in its banner. */
export const InactiveShopDetailItem = z.object({
  ...shopDetailFields,
  url_after_redirect: OptionalText,
  shop_favicon: OptionalText,
  abort_tracking_reason: AbortTrackingReason.nullable(),
});
export type InactiveShopDetailItem = z.infer<typeof InactiveShopDetailItem>;

/** POST /v3/shop's item: a type (hot or inactive) and the inner item. */
export const ShopDetail = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hot"), item: HotShopDetailItem }),
  z.object({ type: z.literal("inactive"), item: InactiveShopDetailItem }),
]);
export type ShopDetail = z.infer<typeof ShopDetail>;
