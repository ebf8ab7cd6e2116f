import { convertToUsd, type EuroRates, normaliseCurrency } from "@hotshelf/domain";
import { HISTORY_DAYS, hasChartData, periodMetrics } from "../catalogue/metrics";
import { syncProductShopColumns } from "../catalogue/sync";
import type { Queryable } from "../db/types";
import { addToDay, type DailySeries, utcDay } from "./dailySeries";
import { estimateSales, hasEnoughData, type ProductObservation } from "./estimator";
import type { AbortTrackingReason } from "./status";
import type { CrawledProduct, CrawledShop } from "./storefront";

export interface SavedRead {
  shopId: number;
  /** The shop was not in the catalogue before this read. */
  created: boolean;
}

interface ExistingProduct extends ProductObservation {
  id: number;
  externalId: number;
  active: boolean;
}

const batchSize = 500;

/** A shop's money as the catalogue stores it: USD for the searchable columns, the original beside. */
interface ShopMoney {
  /** The shop's currency; a store that does not say is taken to sell in USD, Shopify's default. */
  currency: string;
  /** The date of the rates used, null when they have none for the currency (or it is USD). */
  rateDate: string | null;
  /** `amount` of the shop's currency in USD, whole cents; null when it cannot be converted. */
  toUsd(amount: number): number | null;
}

function shopMoney(currency: string | null, rates: EuroRates): ShopMoney {
  const code = normaliseCurrency(currency) ?? "USD";
  const convertible = convertToUsd(1, code, rates).convertible;
  return {
    currency: code,
    rateDate: code !== "USD" && convertible ? rates.date : null,
    toUsd(amount) {
      const conversion = convertToUsd(amount, code, rates);
      return conversion.convertible ? conversion.usd : null;
    },
  };
}
const priceEpsilon = 0.005;

/**
 * Stores a successful read of a tracked shop in the catalogue (source 'tracked'): the shop, its
 * products (new ones inserted, known ones updated, vanished ones inactive), news for new products and
 * price changes (not for a shop's first read, which would flood the feed), and the sales estimate for
 * the interval since the previous read. Crawled text is stored as it came; the web app sanitises it.
 */
export async function saveRead(
  tx: Queryable,
  read: { shop: CrawledShop; products: CrawledProduct[]; truncated: boolean },
  now: Date,
  rates: EuroRates,
): Promise<SavedRead> {
  const { shop, products, truncated } = read;
  const money = shopMoney(shop.currency, rates);
  const { rows } = await tx.query<{ id: number; created: boolean }>(
    `INSERT INTO shops (source, active, title, url, myshopify_url, url_after_redirect, favicon_external,
       currency, country, locale, theme_name, theme_id, last_polled_at, apps, technologies,
       ads_archive_page_id, social_links)
     VALUES ('tracked', false, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (url) DO UPDATE SET title = EXCLUDED.title, myshopify_url = EXCLUDED.myshopify_url,
       url_after_redirect = EXCLUDED.url_after_redirect, favicon_external = EXCLUDED.favicon_external,
       currency = EXCLUDED.currency, country = EXCLUDED.country, locale = EXCLUDED.locale,
       theme_name = EXCLUDED.theme_name, theme_id = EXCLUDED.theme_id,
       apps = EXCLUDED.apps, technologies = EXCLUDED.technologies,
       ads_archive_page_id = EXCLUDED.ads_archive_page_id, social_links = EXCLUDED.social_links,
       last_polled_at = EXCLUDED.last_polled_at, abort_tracking_reason = NULL,
       poll_failures = 0, next_poll_at = NULL
     WHERE shops.source = 'tracked'
     RETURNING id, (xmax = 0) AS created`,
    [
      shop.title,
      shop.url,
      shop.myshopifyUrl,
      shop.urlAfterRedirect,
      shop.faviconUrl,
      shop.currency,
      shop.country,
      shop.locale,
      shop.themeName,
      shop.themeId,
      now,
      shop.apps,
      shop.technologies,
      shop.adsArchivePageId,
      shop.socialLinks,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`${shop.url} belongs to the demo catalogue and is not re-read`);
  const shopId = row.id;
  const epoch = Math.floor(now.getTime() / 1000);

  const existing = await existingProducts(tx, shopId);
  const seen = new Set<number>();
  const news: {
    type: string;
    external_id: number;
    from_price: number | null;
    to_price: number | null;
  }[] = [];
  const sales = new Map<number, { sales: number; revenue: number }>();
  // A product listed twice (the store changed while we paged) counts once.
  const unique: CrawledProduct[] = [];
  for (const product of products) {
    if (seen.has(product.externalId)) continue;
    seen.add(product.externalId);
    unique.push(product);
    const before = existing.get(product.externalId);
    if (!before) {
      news.push({
        type: "new_product",
        external_id: product.externalId,
        from_price: null,
        to_price: null,
      });
      continue;
    }
    // Compared in the shop's own currency, so a moved exchange rate is not a price change; the news
    // shows USD, and has no price change to show when the currency cannot be converted.
    const fromUsd = money.toUsd(before.price);
    const toUsd = money.toUsd(product.price);
    if (
      Math.abs(before.price - product.price) > priceEpsilon &&
      fromUsd !== null &&
      toUsd !== null
    ) {
      news.push({
        type: "price_change",
        external_id: product.externalId,
        from_price: fromUsd,
        to_price: toUsd,
      });
    }
    const estimate = estimateSales(before, product);
    // Revenue is estimated in the shop's currency and stored in USD (none when it cannot convert).
    if (estimate.sales > 0) {
      sales.set(before.id, { sales: estimate.sales, revenue: money.toUsd(estimate.revenue) ?? 0 });
    }
  }
  const ids = await upsertProducts(tx, shopId, unique, now, money);
  if (!row.created) await insertNews(tx, shopId, epoch, news, ids);
  await saveProductState(tx, shopId, unique, ids, now);

  // A read cut short by the page cap did not see every product, so none is called vanished.
  if (!truncated) {
    const gone = [...existing.values()]
      .filter((p) => p.active && !seen.has(p.externalId))
      .map((p) => p.id);
    if (gone.length > 0) {
      await tx.query("UPDATE products SET active = false WHERE id = ANY($1::bigint[])", [gone]);
    }
  }

  const estimatedSales = [...sales.values()].reduce((sum, s) => sum + s.sales, 0);
  const estimatedRevenue = [...sales.values()].reduce((sum, s) => sum + s.revenue, 0);
  await tx.query(
    `INSERT INTO tracker_polls (shop_id, polled_at, product_count, estimated_sales, estimated_revenue)
     VALUES ($1, $2, $3, $4, $5)`,
    [shopId, now, unique.length, estimatedSales, estimatedRevenue],
  );
  await updateProductHistories(tx, shopId, sales, now);
  await updateShop(tx, shopId, { sales: estimatedSales, revenue: estimatedRevenue }, unique, now);
  return {
    shopId,
    created: row.created,
  };
}

/** A tracked shop stopped answering: inactive, with the reason its page shows. */
export async function markShopInactive(
  q: Queryable,
  shopId: number,
  reason: AbortTrackingReason,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE shops SET active = false, abort_tracking_reason = $2, last_polled_at = $3
     WHERE id = $1 AND source = 'tracked'`,
    [shopId, reason, now],
  );
  await syncProductShopColumns(q, shopId);
}

async function existingProducts(
  tx: Queryable,
  shopId: number,
): Promise<Map<number, ExistingProduct>> {
  const { rows } = await tx.query<{
    id: number;
    external_id: number;
    title: string;
    body_html: string | null;
    price: number;
    active: boolean;
    remote_updated_at: string | null;
    variants: Record<string, { price: number; available: boolean }> | null;
  }>(
    // The original amount where one is recorded: reads are compared in the shop's currency.
    `SELECT p.id, p.external_id, p.title, p.body_html, coalesce(p.original_price, p.price) AS price,
       p.active, t.remote_updated_at, t.variants
     FROM products p LEFT JOIN tracked_product_state t ON t.product_id = p.id
     WHERE p.shop_id = $1 AND p.external_id IS NOT NULL`,
    [shopId],
  );
  return new Map(
    rows.map((r) => [
      r.external_id,
      {
        id: r.id,
        externalId: r.external_id,
        title: r.title,
        bodyHtml: r.body_html,
        price: r.price,
        active: r.active,
        remoteUpdatedAt: r.remote_updated_at,
        variants: r.variants ?? {},
      },
    ]),
  );
}

/** A crawled date, never later than now: a product "published" in 2999 would head every newest-first list. */
function isoAtMost(value: string | null, now: Date): string | null {
  const time = value === null ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) ? null : new Date(Math.min(time, now.getTime())).toISOString();
}

/**
 * Inserts or updates the products, price in USD (0 when the currency cannot be converted, the
 * original then shown alone) with the original amount, currency and rate date beside it; returns
 * the catalogue id of each external id.
 */
async function upsertProducts(
  tx: Queryable,
  shopId: number,
  products: CrawledProduct[],
  now: Date,
  money: ShopMoney,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (let start = 0; start < products.length; start += batchSize) {
    const batch = products.slice(start, start + batchSize).map((p) => ({
      external_id: p.externalId,
      title: p.title,
      handle: p.handle,
      body_html: p.bodyHtml,
      vendor: p.vendor,
      product_type: p.productType,
      tags: p.tags,
      price: money.toUsd(p.price) ?? 0,
      original_price: p.price,
      original_currency: money.currency,
      rate_date: money.rateDate,
      variant_count: Math.max(1, Object.keys(p.variants).length),
      image_external: p.imageUrl,
      published_at:
        isoAtMost(p.publishedAt, now) ?? isoAtMost(p.createdAt, now) ?? now.toISOString(),
    }));
    const { rows } = await tx.query<{ id: number; external_id: number }>(
      `INSERT INTO products (shop_id, source, external_id, title, handle, body_html, vendor, product_type,
         tags, price, original_price, original_currency, rate_date, variant_count, image_external,
         product_published_at, active)
       SELECT $1, 'tracked', x.external_id, x.title, x.handle, x.body_html, x.vendor, x.product_type,
         ARRAY(SELECT jsonb_array_elements_text(x.tags)), x.price, x.original_price,
         x.original_currency, x.rate_date, x.variant_count, x.image_external, x.published_at, true
       FROM jsonb_to_recordset($2::jsonb) AS x(external_id bigint, title text, handle text,
         body_html text, vendor text, product_type text, tags jsonb, price double precision,
         original_price double precision, original_currency text, rate_date date,
         variant_count integer, image_external text, published_at timestamptz)
       ON CONFLICT (shop_id, external_id) DO UPDATE SET title = EXCLUDED.title,
         handle = EXCLUDED.handle, body_html = EXCLUDED.body_html, vendor = EXCLUDED.vendor,
         product_type = EXCLUDED.product_type, tags = EXCLUDED.tags, price = EXCLUDED.price,
         original_price = EXCLUDED.original_price, original_currency = EXCLUDED.original_currency,
         rate_date = EXCLUDED.rate_date,
         variant_count = EXCLUDED.variant_count, image_external = EXCLUDED.image_external,
         product_published_at = EXCLUDED.product_published_at, active = true
       RETURNING id, external_id`,
      [shopId, JSON.stringify(batch)],
    );
    for (const r of rows) ids.set(r.external_id, r.id);
  }
  return ids;
}

async function insertNews(
  tx: Queryable,
  shopId: number,
  epoch: number,
  news: { type: string; external_id: number; from_price: number | null; to_price: number | null }[],
  ids: Map<number, number>,
): Promise<void> {
  const rows = news.map((n) => ({ ...n, product_id: ids.get(n.external_id) }));
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.query(
      `INSERT INTO activity (type, shop_id, product_id, epoch_time, from_price, to_price)
       SELECT x.type, $1, x.product_id, $2, x.from_price, x.to_price
       FROM jsonb_to_recordset($3::jsonb) AS x(type text, product_id bigint,
         from_price double precision, to_price double precision)`,
      [shopId, epoch, JSON.stringify(rows.slice(start, start + batchSize))],
    );
  }
}

async function saveProductState(
  tx: Queryable,
  shopId: number,
  products: CrawledProduct[],
  ids: Map<number, number>,
  now: Date,
): Promise<void> {
  for (let start = 0; start < products.length; start += batchSize) {
    const batch = products.slice(start, start + batchSize).map((p) => ({
      product_id: ids.get(p.externalId),
      remote_updated_at: p.remoteUpdatedAt,
      variants: p.variants,
    }));
    await tx.query(
      `INSERT INTO tracked_product_state (product_id, shop_id, remote_updated_at, variants, seen_at)
       SELECT x.product_id, $1, x.remote_updated_at, x.variants, $2
       FROM jsonb_to_recordset($3::jsonb) AS x(product_id bigint, remote_updated_at text, variants jsonb)
       ON CONFLICT (product_id) DO UPDATE SET remote_updated_at = EXCLUDED.remote_updated_at,
         variants = EXCLUDED.variants, seen_at = EXCLUDED.seen_at`,
      [shopId, now, JSON.stringify(batch)],
    );
  }
}

interface HistoryRow {
  id: number;
  last_day: string;
  revenue: number[];
  sale_count: number[];
}

function series(row: HistoryRow | undefined, key: "revenue" | "sale_count"): DailySeries | null {
  return row ? { lastDay: row.last_day, values: row[key] } : null;
}

/** Adds this interval's estimated sales to each product's daily history and refreshes its metrics. */
async function updateProductHistories(
  tx: Queryable,
  shopId: number,
  sales: Map<number, { sales: number; revenue: number }>,
  now: Date,
): Promise<void> {
  const day = utcDay(now);
  // Every product with history moves to today, so yesterday's sales leave its "day" figure.
  const { rows } = await tx.query<HistoryRow>(
    `SELECT h.product_id AS id, h.last_day, h.revenue, h.sale_count FROM product_history h
     JOIN products p ON p.id = h.product_id WHERE p.shop_id = $1`,
    [shopId],
  );
  const history = new Map(rows.map((r) => [r.id, r]));
  const touched = new Set([...history.keys(), ...sales.keys()]);
  const updates = [...touched].map((id) => {
    const estimate = sales.get(id) ?? { sales: 0, revenue: 0 };
    const revenue = addToDay(series(history.get(id), "revenue"), day, estimate.revenue);
    const count = addToDay(series(history.get(id), "sale_count"), day, estimate.sales);
    return { id, last_day: revenue.lastDay, revenue: revenue.values, sale_count: count.values };
  });
  for (let start = 0; start < updates.length; start += batchSize) {
    const batch = updates.slice(start, start + batchSize);
    await tx.query(
      `INSERT INTO product_history (product_id, last_day, revenue, sale_count, active_ad_count, ad_start_count)
       SELECT x.id, x.last_day,
         ARRAY(SELECT jsonb_array_elements_text(x.revenue)::double precision),
         ARRAY(SELECT jsonb_array_elements_text(x.sale_count)::integer),
         array_fill(0, ARRAY[${HISTORY_DAYS}]), array_fill(0, ARRAY[${HISTORY_DAYS}])
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, last_day date, revenue jsonb, sale_count jsonb)
       ON CONFLICT (product_id) DO UPDATE SET last_day = EXCLUDED.last_day,
         revenue = EXCLUDED.revenue, sale_count = EXCLUDED.sale_count`,
      [JSON.stringify(batch)],
    );
    const metrics = batch.map((u) => metricColumns(u.revenue, u.sale_count, u.id));
    await tx.query(
      `UPDATE products p SET
         day_current_period_revenue = x.day_rev, day_revenue_delta = x.day_delta,
         day_revenue_percent_change = x.day_pct, week_current_period_revenue = x.week_rev,
         week_revenue_delta = x.week_delta, week_revenue_percent_change = x.week_pct,
         month_current_period_revenue = x.month_rev, month_revenue_delta = x.month_delta,
         month_revenue_percent_change = x.month_pct, day_sale_count = x.day_sales,
         week_sale_count = x.week_sales, month_sale_count = x.month_sales,
         has_rev_quick_chart = x.chart
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, ${metricTypes})
       WHERE p.id = x.id`,
      [JSON.stringify(metrics)],
    );
  }
}

const metricTypes = `day_rev double precision, day_delta double precision, day_pct double precision,
  week_rev double precision, week_delta double precision, week_pct double precision,
  month_rev double precision, month_delta double precision, month_pct double precision,
  day_sales integer, week_sales integer, month_sales integer, chart boolean`;

function metricColumns(revenue: number[], saleCount: number[], id?: number) {
  const r = periodMetrics(revenue);
  const s = periodMetrics(saleCount);
  return {
    id,
    day_rev: r.day.current,
    day_delta: r.day.delta,
    day_pct: r.day.percentChange,
    week_rev: r.week.current,
    week_delta: r.week.delta,
    week_pct: r.week.percentChange,
    month_rev: r.month.current,
    month_delta: r.month.delta,
    month_pct: r.month.percentChange,
    day_sales: s.day.current,
    week_sales: s.week.current,
    month_sales: s.month.current,
    chart: hasChartData(revenue),
  };
}

/** The shop's history, metrics, SKU count, hot/inactive state, and the copies its products carry. */
async function updateShop(
  tx: Queryable,
  shopId: number,
  estimate: { sales: number; revenue: number },
  products: CrawledProduct[],
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<HistoryRow>(
    "SELECT shop_id AS id, last_day, revenue, sale_count FROM shop_history WHERE shop_id = $1",
    [shopId],
  );
  const day = utcDay(now);
  const revenue = addToDay(series(rows[0], "revenue"), day, estimate.revenue);
  const saleCount = addToDay(series(rows[0], "sale_count"), day, estimate.sales);
  await tx.query(
    `INSERT INTO shop_history (shop_id, last_day, revenue, sale_count, active_ad_count, ad_start_count)
     VALUES ($1, $2, $3::double precision[], $4::integer[], array_fill(0, ARRAY[${HISTORY_DAYS}]),
       array_fill(0, ARRAY[${HISTORY_DAYS}]))
     ON CONFLICT (shop_id) DO UPDATE SET last_day = EXCLUDED.last_day, revenue = EXCLUDED.revenue,
       sale_count = EXCLUDED.sale_count`,
    [shopId, revenue.lastDay, revenue.values, saleCount.values],
  );
  const polls = await tx.query<{ reads: number; first_read: Date | null }>(
    "SELECT count(*)::integer AS reads, min(polled_at) AS first_read FROM tracker_polls WHERE shop_id = $1",
    [shopId],
  );
  const { reads, first_read } = polls.rows[0] ?? { reads: 0, first_read: null };
  const active = hasEnoughData(reads, first_read, now);
  const created = products
    .map((p) => Date.parse(p.createdAt ?? ""))
    .filter((t) => !Number.isNaN(t) && t <= now.getTime());
  // The oldest product's creation date is the best public hint of when the store opened.
  const siteCreation = created.length > 0 ? new Date(Math.min(...created)) : null;
  const m = metricColumns(revenue.values, saleCount.values);
  await tx.query(
    `UPDATE shops SET active = $2, site_creation_date = coalesce(site_creation_date, $3),
       sku_count = (SELECT count(*) FROM products WHERE shop_id = $1 AND active),
       day_current_period_revenue = $4, day_revenue_delta = $5, day_revenue_percent_change = $6,
       week_current_period_revenue = $7, week_revenue_delta = $8, week_revenue_percent_change = $9,
       month_current_period_revenue = $10, month_revenue_delta = $11, month_revenue_percent_change = $12,
       day_sale_count = $13, week_sale_count = $14, month_sale_count = $15, has_rev_quick_chart = $16
     WHERE id = $1`,
    [
      shopId,
      active,
      siteCreation,
      m.day_rev,
      m.day_delta,
      m.day_pct,
      m.week_rev,
      m.week_delta,
      m.week_pct,
      m.month_rev,
      m.month_delta,
      m.month_pct,
      m.day_sales,
      m.week_sales,
      m.month_sales,
      m.chart,
    ],
  );
  await syncProductShopColumns(tx, shopId);
}
