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

/**
 * Not in the spec (docs/decisions.md): a tracked shop's price as the shop shows it, when `price` was
 * converted to USD from another currency. `rate_date` is the date of the ECB reference rate used, null
 * when none was known (then `price` is not a conversion and the original is shown alone). Optional, so
 * payloads without them still parse.
 */
const originalPrice = {
  original_price: z.number().nullable().optional(),
  original_currency: z.string().nullable().optional(),
  rate_date: IsoDate.optional(),
};

/** A product in search results and on product cards (spec 000 §3). */
export const ProductItem = z.object({
  product_id: Id,
  product_title: z.string(),
  product_handle: z.string(),
  product_published_at: IsoDate,
  product_vendor: OptionalText,
  price: Metric,
  ...originalPrice,
  product_image_internal: OptionalText,
  product_image_external: OptionalText,
  shop_id: Id,
  shop_title: z.string(),
  shop_url: z.string(),
  shop_country: OptionalText,
  shop_locale: OptionalText,
  shop_currency: OptionalText,
  shop_favicon_internal: OptionalText,
  shop_site_creation_date: IsoDate,
  ...revenueMetrics("day_"),
  ...revenueMetrics("week_"),
  ...revenueMetrics("month_"),
  ...revenueMetrics("shop_day_"),
  ...revenueMetrics("shop_week_"),
  ...revenueMetrics("shop_month_"),
  ...countMetrics("product_active_ad_count"),
  ...countMetrics("shop_active_ad_count"),
  has_product_rev_quick_chart: z.boolean(),
  has_product_ads_quick_chart: z.boolean(),
  has_shop_rev_quick_chart: z.boolean(),
  has_shop_ads_quick_chart: z.boolean(),
});
export type ProductItem = z.infer<typeof ProductItem>;

/** One row of POST /v3/shops/products/inactive. */
export const InactiveProductItem = z.object({ product_id: Id, product_title: z.string() });
export type InactiveProductItem = z.infer<typeof InactiveProductItem>;

/**
 * The product view's item (spec 001 §3). Inactive (non-hot) products arrive in the same shape: the
 * server maps their raw fields (title, body_html, tags, ...) onto these names with zero metrics.
 */
export const ProductDetailItem = z.object({
  product_id: Id,
  shop_id: Id,
  shop_title: z.string(),
  shop_url: z.string(),
  shop_country: OptionalText,
  shop_currency: OptionalText,
  shop_site_creation_date: IsoDate,
  product_title: z.string(),
  product_image_internal: OptionalText,
  product_image_external: OptionalText,
  /** In USD, converted from the shop's currency. */
  price: Metric,
  ...originalPrice,
  /** The product description as HTML. */
  body: z.string(),
  product_tags: z.array(z.string()),
  product_variant_count: Metric,
  product_vendor: OptionalText,
  product_type: OptionalText,
  product_handle: z.string(),
  product_published_at: IsoDate,
  rank_7: Metric,
  rank_30: Metric,
  ...revenueMetrics("day_"),
  ...revenueMetrics("week_"),
  ...revenueMetrics("month_"),
  ...countMetrics("day_sale_count"),
  ...countMetrics("week_sale_count"),
  ...countMetrics("month_sale_count"),
  ...revenueMetrics("shop_day_"),
  ...revenueMetrics("shop_week_"),
  ...revenueMetrics("shop_month_"),
  ...countMetrics("shop_day_sale_count"),
  ...countMetrics("shop_week_sale_count"),
  ...countMetrics("shop_month_sale_count"),
  ...countMetrics("fb_followers"),
  ...countMetrics("ig_followers"),
  /** The product's and its shop's figures are the tracker's estimates (a tracked shop). */
  revenue_is_estimate: RevenueIsEstimate,
});
export type ProductDetailItem = z.infer<typeof ProductDetailItem>;

/** Like the shop detail: a type (hot = actively tracked) and the inner item. */
export const ProductDetail = z.object({
  type: z.enum(["hot", "inactive"]),
  item: ProductDetailItem,
});
export type ProductDetail = z.infer<typeof ProductDetail>;
