/** The shop and product views' reads (POST /v3/shop, /v3/product, /v3/shops/products/inactive). */
import type { InactiveProductsResponse, ProductDetail, ShopDetail } from "@hotshelf/api/contract";
import type { Queryable } from "../db/types";
import { readHistory, saleCountMetrics } from "./history";
import { shopTops } from "./items";
import { mediaPaths } from "./media";
import { isEstimate, isoOrNull, numberOrNull, originalPrice, textOrNull } from "./rows";

type Row = Record<string, unknown>;
const PERIODS = ["day", "week", "month"] as const;
const REVENUE_SUFFIXES = ["current_period_revenue", "revenue_delta", "revenue_percent_change"];

function revenue(
  row: Row,
  prefix: string,
  from = prefix,
  zero = false,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const period of PERIODS) {
    for (const suffix of REVENUE_SUFFIXES) {
      const value = numberOrNull(row[`${from}${period}_${suffix}`]);
      out[`${prefix}${period}_${suffix}`] = zero ? (suffix.endsWith("change") ? null : 0) : value;
    }
  }
  return out;
}

function triple(row: Row, key: string, prefix = ""): Record<string, number | null> {
  return {
    [`${prefix}${key}`]: numberOrNull(row[key]),
    [`${prefix}${key}_delta`]: numberOrNull(row[`${key}_delta`]),
    [`${prefix}${key}_percent_change`]: numberOrNull(row[`${key}_percent_change`]),
  };
}

/** POST /v3/shop: hot for an actively tracked shop, inactive (with the reason) otherwise. */
export async function getShopDetail(q: Queryable, shopId: number): Promise<ShopDetail | null> {
  const { rows } = await q.query<Row>("SELECT * FROM shops WHERE id = $1", [shopId]);
  const shop = rows[0];
  if (!shop) return null;
  const [history, tops] = await Promise.all([
    readHistory(q, { kind: "shop", id: shopId }),
    shopTops(q, [shopId]),
  ]);
  const top = tops.get(shopId);
  const item = {
    shop_id: shopId,
    shop_title: String(shop.title),
    url: String(shop.url),
    myshopify_url: textOrNull(shop.myshopify_url),
    shop_favicon_internal: mediaPaths.favicon(shopId),
    shop_favicon_external: textOrNull(shop.favicon_external),
    ads_archive_page_id: textOrNull(shop.ads_archive_page_id),
    country: textOrNull(shop.country),
    currency: textOrNull(shop.currency),
    locale: textOrNull(shop.locale),
    sku_count: numberOrNull(shop.sku_count),
    theme_id: textOrNull(shop.theme_id),
    theme_name: textOrNull(shop.theme_name),
    site_creation_date: isoOrNull(shop.site_creation_date),
    tracked_by_count: Number(shop.tracked_by_count ?? 0),
    apps: (shop.apps as string[] | null) ?? [],
    technologies: (shop.technologies as string[] | null) ?? [],
    social_links: (shop.social_links as string[] | null) ?? [],
    ...revenue(shop, ""),
    ...saleCountMetrics(history),
    ...triple(shop, "active_ad_count"),
    revenue_is_estimate: isEstimate(shop),
    top_advertised_products: top?.advertised ?? [],
    top_revenue_products: top?.revenue ?? [],
  };
  if (shop.active === true) return { type: "hot", item } as ShopDetail;
  return {
    type: "inactive",
    item: {
      ...item,
      url_after_redirect: textOrNull(shop.url_after_redirect),
      shop_favicon: textOrNull(shop.favicon_external),
      abort_tracking_reason: textOrNull(shop.abort_tracking_reason),
    },
  } as ShopDetail;
}

/**
 * POST /v3/product: the product with its and its shop's metrics. An inactive product (or one of an
 * inactive shop) comes with zero metrics, as the spec describes non-hot items.
 */
export async function getProductDetail(
  q: Queryable,
  shopId: number,
  productId: number,
): Promise<ProductDetail | null> {
  const { rows } = await q.query<Row>(
    `SELECT p.*, s.title AS shop_title, s.url AS shop_url, s.country AS s_country,
       s.currency AS shop_currency, s.site_creation_date AS s_site_creation_date, s.source AS s_source,
       s.fb_followers, s.fb_followers_delta, s.fb_followers_percent_change,
       s.ig_followers, s.ig_followers_delta, s.ig_followers_percent_change
     FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = $1 AND p.shop_id = $2`,
    [productId, shopId],
  );
  const product = rows[0];
  if (!product) return null;
  const hot = product.active === true && product.shop_active === true;
  const [productHistory, shopHistory] = hot
    ? await Promise.all([
        readHistory(q, { kind: "product", id: productId }),
        readHistory(q, { kind: "shop", id: shopId }),
      ])
    : [null, null];
  const item = {
    product_id: productId,
    shop_id: shopId,
    shop_title: String(product.shop_title),
    shop_url: String(product.shop_url),
    shop_country: textOrNull(product.s_country),
    shop_currency: textOrNull(product.shop_currency),
    shop_site_creation_date: isoOrNull(product.s_site_creation_date),
    product_title: String(product.title),
    product_image_internal: mediaPaths.productImage(productId),
    product_image_external: textOrNull(product.image_external),
    ...originalPrice(product),
    body: typeof product.body_html === "string" ? product.body_html : "",
    product_tags: (product.tags as string[] | null) ?? [],
    product_variant_count: numberOrNull(product.variant_count),
    product_vendor: textOrNull(product.vendor),
    product_type: textOrNull(product.product_type),
    product_handle: String(product.handle),
    product_published_at: isoOrNull(product.product_published_at),
    rank_7: numberOrNull(product.rank_7),
    rank_30: numberOrNull(product.rank_30),
    ...revenue(product, "", "", !hot),
    ...saleCountMetrics(productHistory),
    ...revenue(product, "shop_", "shop_", !hot),
    ...saleCountMetrics(shopHistory, "shop_"),
    ...triple(product, "fb_followers"),
    ...triple(product, "ig_followers"),
    revenue_is_estimate: isEstimate({ source: product.s_source }),
  };
  return { type: hot ? "hot" : "inactive", item } as ProductDetail;
}

export const INACTIVE_PAGE_SIZE = 50;

/** POST /v3/shops/products/inactive: a shop's inactive products, paged by excluding those loaded. */
export async function inactiveProducts(
  q: Queryable,
  shopId: number,
  excludeProductIds: readonly number[],
): Promise<InactiveProductsResponse> {
  const { rows } = await q.query<{ id: number; title: string }>(
    `SELECT id, title FROM products
     WHERE shop_id = $1 AND NOT active AND id <> ALL($2::bigint[])
     ORDER BY id DESC LIMIT ${INACTIVE_PAGE_SIZE + 1}`,
    [shopId, excludeProductIds],
  );
  return {
    inactive_items: rows
      .slice(0, INACTIVE_PAGE_SIZE)
      .map((row) => ({ product_id: Number(row.id), product_title: String(row.title) })),
    has_more: rows.length > INACTIVE_PAGE_SIZE,
  };
}
