import type { ApiClient } from "@hotshelf/api/client";
import { call } from "./call";

/** The shop and product views: the item, its charts, its ads and a shop's inactive products. */
export function detailData(api: ApiClient) {
  return {
    shop: async (shopId: number) => (await call(api, "shop", { shop_id: shopId })).item,
    product: async (shopId: number, productId: number) =>
      (await call(api, "product", { shop_id: shopId, product_id: productId })).item,
    shopCharts: async (shopId: number) => {
      const [revenue, ads] = await Promise.all([
        call(api, "shopChartRevenue", { shop_id: shopId }),
        call(api, "shopChartAds", { shop_id: shopId }),
      ]);
      return { revenue: revenue.items, ads: ads.history };
    },
    productCharts: async (shopId: number, productId: number) => {
      const request = { shop_id: shopId, product_id: productId };
      const [revenue, ads] = await Promise.all([
        call(api, "productChartRevenue", request),
        call(api, "productChartAds", request),
      ]);
      return { revenue: revenue.items, ads: ads.history };
    },
    /** A page of the shop's ads, from `offset` (the previous page's next_from_value). */
    shopAds: (shopId: number, offset?: number | string) =>
      call(api, "shopAds", { shop_ids: [shopId], ...(offset !== undefined && { offset }) }),
    /** A page of the product's ads, from `offset` (the previous page's next_from_value). */
    productAds: (productId: number, offset?: number | string) =>
      call(api, "productAds", {
        product_ids: [productId],
        ...(offset !== undefined && { offset }),
      }),
    /** The next inactive products (Load Other Products), leaving out those already shown. */
    inactiveProducts: (shopId: number, shownIds: readonly number[]) =>
      call(api, "shopProductsInactive", { shop_id: shopId, exclude_product_ids: [...shownIds] }),
  };
}
