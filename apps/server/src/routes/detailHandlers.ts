/**
 * The calls of spec 001 §7 (shop and product views, ads, collections, news, tracking), built from the
 * data layer's catalogue reads, the collections module and the shop tracker.
 */
import type {
  ActivityRequest,
  AdsHistory,
  AdsResponse,
  InactiveProductsResponse,
  NewsItem,
  ProductDetail,
  RevenueChartRow,
  ShopDetail,
} from "@hotshelf/api/contract";
import {
  adsChart,
  getProductDetail,
  getShopDetail,
  inactiveProducts,
  listAds,
  revenueChart,
  type Subject,
} from "../catalogue";
import type { Collections } from "../collections";
import type { Queryable } from "../db/types";
import { listActivity, type Tracker } from "../tracker";
import { activityHandlers } from "./activity";
import { adsHandlers } from "./ads";
import { detailViewHandlers } from "./detail";
import { tagsHandlers } from "./tags";
import { trackingHandlers } from "./tracking";
import type { CallHandlers } from "./types";

/** The catalogue reads behind the shop and product views, the ads and the news feed. */
export interface DetailCatalogue {
  shop(shopId: number): Promise<ShopDetail | null>;
  product(shopId: number, productId: number): Promise<ProductDetail | null>;
  /** Whether the shop (or the product of that shop) exists: the charts of a missing one are a 404. */
  exists(subject: Subject & { shopId: number }): Promise<boolean>;
  revenueChart(subject: Subject): Promise<RevenueChartRow[]>;
  adsChart(subject: Subject): Promise<AdsHistory>;
  ads(
    by: { shopIds: readonly number[] } | { productIds: readonly number[] },
    offset: number | undefined,
  ): Promise<AdsResponse>;
  inactiveProducts(
    shopId: number,
    excludeProductIds: readonly number[],
  ): Promise<InactiveProductsResponse>;
  activity(request: ActivityRequest): Promise<NewsItem[]>;
}

export interface DetailServices {
  catalogue: DetailCatalogue;
  collections: Collections;
  tracker: Pick<Tracker, "start" | "status">;
}

/**
 * The data layer's reads bound to one database. The news feed is the tracker's listActivity (newest
 * 100 per type, docs/decisions.md), not the catalogue's older single-limit copy.
 */
export function createDetailCatalogue(db: Queryable): DetailCatalogue {
  return {
    shop: (shopId) => getShopDetail(db, shopId),
    product: (shopId, productId) => getProductDetail(db, shopId, productId),
    async exists(subject) {
      const { rows } =
        subject.kind === "shop"
          ? await db.query("SELECT 1 FROM shops WHERE id = $1", [subject.id])
          : await db.query("SELECT 1 FROM products WHERE id = $1 AND shop_id = $2", [
              subject.id,
              subject.shopId,
            ]);
      return rows.length > 0;
    },
    revenueChart: (subject) => revenueChart(db, subject),
    adsChart: (subject) => adsChart(db, subject),
    ads: (by, offset) => listAds(db, by, offset),
    inactiveProducts: (shopId, exclude) => inactiveProducts(db, shopId, exclude),
    activity: (request) => listActivity(db, request),
  };
}

/** Every handler of spec 001 §7's calls except the Explore ban (mounted with the 000 calls). */
export function createDetailHandlers(services: DetailServices): CallHandlers {
  return {
    ...detailViewHandlers(services.catalogue),
    ...adsHandlers(services.catalogue),
    ...activityHandlers(services.catalogue),
    ...tagsHandlers(services.collections),
    ...trackingHandlers(services.tracker),
  };
}
