/**
 * Links and media addresses with a rule behind them (000 §3, 001 §2-§4): favicon fallbacks, the Shopify
 * product link, the ad library links and the ads' newest-first order.
 */

/** The ad formats and platforms an ad card can show (001 §2). */
export const AD_DISPLAY_FORMATS = ["video", "image", "carousel", "dco", "multi_images"] as const;
export const AD_PLATFORMS = ["facebook", "instagram", "messenger", "audience_network"] as const;

export interface FaviconFields {
  shop_favicon_internal?: string | null;
  shop_favicon_external?: string | null;
  shop_favicon?: string | null;
}

/**
 * The favicon addresses to try in order: the internal path on the media host, then one fallback (the
 * external favicon, else the plain one). Empty values are skipped.
 */
export function faviconCandidates(shop: FaviconFields, mediaBaseUrl: string): string[] {
  const candidates: string[] = [];
  if (shop.shop_favicon_internal) {
    candidates.push(
      `${mediaBaseUrl.replace(/\/+$/, "")}/${shop.shop_favicon_internal.replace(/^\/+/, "")}`,
    );
  }
  const fallback = shop.shop_favicon_external || shop.shop_favicon;
  if (fallback) candidates.push(fallback);
  return candidates;
}

/** View on Shopify Store: the shop's URL and the product handle. */
export function shopifyProductUrl(shopUrl: string, productHandle: string): string {
  const base = /^https?:\/\//i.test(shopUrl) ? shopUrl : `https://${shopUrl}`;
  return `${base.replace(/\/+$/, "")}/products/${encodeURIComponent(productHandle)}`;
}

const AD_LIBRARY = "https://www.facebook.com/ads/library/";

/** View Ads: the shop's page in the Facebook Ad Library. */
export function adLibraryPageUrl(pageId: string | number): string {
  return `${AD_LIBRARY}?active_status=all&ad_type=all&country=ALL&view_all_page_id=${encodeURIComponent(String(pageId))}`;
}

/** View on Facebook: the shop's page on the social network, where its ads archive lives. */
export function facebookPageUrl(pageId: string | number): string {
  return `https://www.facebook.com/${encodeURIComponent(String(pageId))}`;
}

/** View on Facebook Ad Library, offered when an ad's media fails to load. */
export function adLibraryAdUrl(archiveId: string | number): string {
  return `${AD_LIBRARY}?id=${encodeURIComponent(String(archiveId))}`;
}

/** Shop and product ads are listed newest first, by their ymd day (yyyy-mm-dd). */
export function sortAdsNewestFirst<T extends { ymd: string }>(ads: readonly T[]): T[] {
  return [...ads].sort((a, b) => (a.ymd < b.ymd ? 1 : a.ymd > b.ymd ? -1 : 0));
}
