import { describe, expect, it } from "vitest";
import {
  AD_DISPLAY_FORMATS,
  AD_PLATFORMS,
  adLibraryAdUrl,
  adLibraryPageUrl,
  facebookPageUrl,
  faviconCandidates,
  shopifyProductUrl,
  sortAdsNewestFirst,
} from "./media";

describe("faviconCandidates", () => {
  const media = "https://media.hotshelf.test/";
  it("tries the internal favicon, then falls back once to the external or plain one", () => {
    expect(
      faviconCandidates(
        {
          shop_favicon_internal: "/favicons/1.png",
          shop_favicon_external: "https://a.shop/ext.ico",
          shop_favicon: "https://a.shop/plain.ico",
        },
        media,
      ),
    ).toEqual(["https://media.hotshelf.test/favicons/1.png", "https://a.shop/ext.ico"]);
    expect(faviconCandidates({ shop_favicon: "https://a.shop/plain.ico" }, media)).toEqual([
      "https://a.shop/plain.ico",
    ]);
    expect(
      faviconCandidates({ shop_favicon_internal: "", shop_favicon_external: null }, media),
    ).toEqual([]);
  });
});

describe("links", () => {
  it("builds the Shopify product link from the shop URL and handle", () => {
    expect(shopifyProductUrl("https://a.shop/", "blue-mug")).toBe(
      "https://a.shop/products/blue-mug",
    );
    expect(shopifyProductUrl("a.shop", "mug & cup")).toBe(
      "https://a.shop/products/mug%20%26%20cup",
    );
  });
  it("builds the ad library links", () => {
    expect(adLibraryPageUrl(123)).toBe(
      "https://www.facebook.com/ads/library/?active_status=all&ad_type=all&country=ALL&view_all_page_id=123",
    );
    expect(adLibraryAdUrl("987")).toBe("https://www.facebook.com/ads/library/?id=987");
  });
});

describe("ads", () => {
  it("lists ads newest first", () => {
    const ads = [
      { ymd: "2026-01-02" },
      { ymd: "2026-03-01" },
      { ymd: "2026-01-02" },
      { ymd: "2025-12-31" },
    ];
    expect(sortAdsNewestFirst(ads).map((a) => a.ymd)).toEqual([
      "2026-03-01",
      "2026-01-02",
      "2026-01-02",
      "2025-12-31",
    ]);
  });
  it("knows the display formats and platforms", () => {
    expect(AD_DISPLAY_FORMATS).toEqual(["video", "image", "carousel", "dco", "multi_images"]);
    expect(AD_PLATFORMS).toEqual(["facebook", "instagram", "messenger", "audience_network"]);
  });

  it("links a shop's Facebook page by its id", () => {
    expect(facebookPageUrl("123")).toBe("https://www.facebook.com/123");
    expect(facebookPageUrl("1/../x")).toBe("https://www.facebook.com/1%2F..%2Fx");
  });
});
