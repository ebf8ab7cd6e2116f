import { z } from "zod";
import { Id, IdList } from "./common";
import { InactiveProductItem, ProductDetail } from "./product";
import { ShopDetail } from "./shop";

export const ShopRequest = z.object({ shop_id: Id });
export const ShopResponse = z.object({ item: ShopDetail });
export type ShopResponse = z.infer<typeof ShopResponse>;

export const ProductRequest = z.object({ shop_id: Id, product_id: Id });
export const ProductResponse = z.object({ item: ProductDetail, is_staff: z.boolean() });
export type ProductResponse = z.infer<typeof ProductResponse>;

/**
 * One day of revenue; date_str is 'YYYY-MM-DD' in UTC. A chart reply holds 60 days, oldest first: the
 * previous 30-day period, then the current one the chart draws (the previous-period toggle shows the
 * first half). The ads history's lists are shaped the same way.
 */
export const RevenueChartRow = z.object({ date_str: z.string(), revenue: z.number().nullable() });
export type RevenueChartRow = z.infer<typeof RevenueChartRow>;
export const RevenueChartResponse = z.object({ items: z.array(RevenueChartRow) });
export type RevenueChartResponse = z.infer<typeof RevenueChartResponse>;

export const ActiveAdCountRow = z.object({
  date_str: z.string(),
  active_ad_count: z.number().nullable(),
});
export const AdStartCountRow = z.object({
  date_str: z.string(),
  ad_start_count: z.number().nullable(),
});
/** Ads over time: active ads per day, and ads started per day (the bars). */
export const AdsHistory = z.object({
  active_ad_count: z.array(ActiveAdCountRow),
  ad_start_count: z.array(AdStartCountRow),
});
export type AdsHistory = z.infer<typeof AdsHistory>;
export const AdsChartResponse = z.object({ history: AdsHistory });
export type AdsChartResponse = z.infer<typeof AdsChartResponse>;

export const ShopChartRequest = ShopRequest;
/** The product charts' replies are not shown in the spec: they mirror the shop charts. */
export const ProductChartRequest = ProductRequest;

export const InactiveProductsRequest = z.object({
  shop_id: Id,
  exclude_product_ids: IdList,
});
export const InactiveProductsResponse = z.object({
  inactive_items: z.array(InactiveProductItem),
  has_more: z.boolean(),
});
export type InactiveProductsResponse = z.infer<typeof InactiveProductsResponse>;
