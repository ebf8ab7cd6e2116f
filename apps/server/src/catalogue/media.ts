/**
 * Media paths of the catalogue, relative to the media host (AppConfig.mediaBase, "/media/" when the
 * server serves them itself) and the ad media host (AppConfig.adMediaBase, "/ad-media/").
 */
export const mediaPaths = {
  productImage: (productId: number) => `products/${productId}.png`,
  favicon: (shopId: number) => `favicons/${shopId}.png`,
  productChart: (kind: "revenue" | "ads", productId: number) =>
    `chart_images/products/${kind}/${productId}.png`,
  shopChart: (kind: "revenue" | "ads", shopId: number) =>
    `chart_images/shops/${kind}/${shopId}.png`,
  adImage: (adId: number, n: number) => `${adId}/${n}.png`,
};
