/**
 * The deterministic demo catalogue: shops and products with a realistic skew (a few hot shops, a long
 * tail), 60 days of daily revenue, sales and ad history, ads in every display format and platform,
 * themes, apps and technologies, news (new products and price changes) and some inactive shops and
 * products. Rows come out in shop order, a batch of shops with all their products at a time, so a
 * million products stream through a bounded amount of memory.
 */
import { COUNTRIES, LOCALES } from "@hotshelf/domain";
import {
  adCountMetric,
  HISTORY_DAYS,
  hasChartData,
  type PeriodMetric,
  periodMetrics,
} from "../catalogue/metrics";
import { createRng, type Rng } from "./prng";
import {
  AD_CTAS,
  AD_HOOKS,
  APPS,
  COUNTRY_CURRENCY,
  COUNTRY_LOCALE,
  COUNTRY_WEIGHTS,
  PRODUCT_ADJECTIVES,
  PRODUCT_NOUNS,
  PRODUCT_TYPES,
  PRODUCT_VARIANTS,
  SHOP_FIRST,
  SHOP_SECOND,
  TECHNOLOGIES,
  THEMES,
} from "./words";

export const DEFAULT_DEMO_SEED = 20221;
/**
 * Raise when the generated rows change for the same seed and size: the benchmark keeps its loaded
 * catalogue keyed by this version and reloads when it differs.
 */
export const DEMO_GENERATOR_VERSION = 1;
/** About one shop per 20 products. */
export const PRODUCTS_PER_SHOP = 20;

export const DISPLAY_FORMATS = ["video", "image", "carousel", "dco", "multi_images"] as const;
export const PUBLISHER_PLATFORMS = [
  "facebook",
  "instagram",
  "messenger",
  "audience_network",
] as const;
const ABORT_REASONS = ["not_open", "currently_unavailable", "not_found", "other"] as const;
const DAY_MS = 86_400_000;

export interface DemoOptions {
  products: number;
  seed?: number;
  /** The last day of history (UTC midnight); news and dates are placed relative to it. */
  today: Date;
  /** Shops per yielded batch. */
  batchShops?: number;
}

export interface History {
  id: number;
  revenue: number[];
  sale_count: number[];
  active_ad_count: number[];
  ad_start_count: number[];
}

export type Row = Record<string, unknown>;

export interface DemoBatch {
  shops: Row[];
  products: Row[];
  shopHistory: History[];
  productHistory: History[];
  ads: Row[];
  activity: Row[];
}

export interface DemoPlan {
  shopCount: number;
  /** Products of each shop, indexed by shop id - 1; they sum to the requested product count. */
  productCounts: Int32Array;
}

/** Splits the products over the shops with a heavy tail: a few big shops, many small ones. */
export function planDemo(products: number, seed = DEFAULT_DEMO_SEED): DemoPlan {
  if (!Number.isInteger(products) || products < 0) {
    throw new Error(`DEMO_PRODUCTS must be a whole number >= 0, got ${products}`);
  }
  const shopCount = products === 0 ? 0 : Math.max(1, Math.round(products / PRODUCTS_PER_SHOP));
  const rng = createRng(seed, 0);
  const weights = new Float64Array(shopCount);
  let total = 0;
  for (let i = 0; i < shopCount; i++) {
    const w = rng.logNormal(0, 1.1);
    weights[i] = w;
    total += w;
  }
  const productCounts = new Int32Array(shopCount);
  // Every shop has at least one product; the rest is shared by weight.
  const spare = products - shopCount;
  let assigned = 0;
  for (let i = 0; i < shopCount; i++) {
    const n = 1 + Math.floor((spare * (weights[i] as number)) / total);
    productCounts[i] = n;
    assigned += n;
  }
  for (let i = 0; assigned < products; i = (i + 1) % shopCount) {
    productCounts[i] = (productCounts[i] as number) + 1;
    assigned++;
  }
  return { shopCount, productCounts };
}

function weightedCountry(rng: Rng): string {
  const entries = COUNTRIES.map((c) => [c.key, COUNTRY_WEIGHTS[c.key] ?? 1] as const);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return "US";
}

function localeFor(rng: Rng, country: string): string {
  // A few shops use another of the five locales than their country suggests.
  if (rng.chance(0.05)) return rng.pick(LOCALES).key;
  return COUNTRY_LOCALE[country] ?? "en";
}

function pickSome<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const count = rng.int(min, Math.min(max, items.length));
  const pool = [...items];
  const out: T[] = [];
  for (let i = 0; i < count; i++) {
    const index = Math.floor(rng.next() * pool.length);
    out.push(pool.splice(index, 1)[0] as T);
  }
  return out;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function revenueColumns(prefix: string, metrics: ReturnType<typeof periodMetrics>): Row {
  const row: Row = {};
  for (const period of ["day", "week", "month"] as const) {
    const m = metrics[period];
    row[`${prefix}${period}_current_period_revenue`] = m.current;
    row[`${prefix}${period}_revenue_delta`] = m.delta;
    row[`${prefix}${period}_revenue_percent_change`] = m.percentChange;
  }
  return row;
}

function adColumns(key: string, metric: PeriodMetric): Row {
  return {
    [key]: metric.current,
    [`${key}_delta`]: metric.delta,
    [`${key}_percent_change`]: metric.percentChange,
  };
}

interface ProductSeries {
  sales: number[];
  revenue: number[];
  ads: number[];
  adStarts: number[];
}

/** Daily sales, revenue and active ads of one product; null for the quiet long tail. */
function productSeries(
  rng: Rng,
  shopHeat: number,
  rank: number,
  price: number,
  publishedDay: number,
): ProductSeries | null {
  // Sales concentrate on a shop's first products and on hot shops.
  const base = (shopHeat * rng.logNormal(0, 1)) / (1 + rank) ** 0.9;
  const sells = base > 0.15 || rng.chance(0.05);
  const advertised = rng.chance(Math.min(0.9, 0.08 + shopHeat * 0.05));
  if (!sells && !advertised) return null;
  // Some products take off (the winners), some fade.
  const trend = rng.chance(0.1) ? rng.next() * 3 : rng.next() * 1.2 - 0.6;
  const sales: number[] = [];
  const revenue: number[] = [];
  const ads: number[] = [];
  const adStarts: number[] = [];
  let activeAds = advertised ? rng.int(0, 3) : 0;
  const adStartDay = advertised ? rng.int(0, HISTORY_DAYS - 10) : HISTORY_DAYS;
  for (let day = 0; day < HISTORY_DAYS; day++) {
    const live = day >= publishedDay;
    const level = sells && live ? base * Math.exp((trend * (day - HISTORY_DAYS + 1)) / 30) : 0;
    const sold = Math.floor(level * (0.5 + rng.next()) + rng.next());
    sales.push(sold);
    revenue.push(round2(sold * price));
    let started = 0;
    if (advertised && live && day >= adStartDay) {
      const grow = trend > 0 ? 0.35 : 0.2;
      if (rng.chance(grow)) started = rng.int(1, 3);
      const stopped = activeAds > 0 && rng.chance(0.25) ? rng.int(1, Math.min(2, activeAds)) : 0;
      activeAds = Math.max(0, activeAds + started - stopped);
    }
    ads.push(advertised && live && day >= adStartDay ? activeAds : 0);
    adStarts.push(started);
  }
  return { sales, revenue, ads, adStarts };
}

function sumInto(target: number[], source: readonly number[]): void {
  for (let i = 0; i < source.length; i++) target[i] = (target[i] ?? 0) + (source[i] ?? 0);
}

/** Yields the demo catalogue in batches of whole shops, shop ids 1.. and product ids 1.. in order. */
interface ShopContext {
  shopId: number;
  title: string;
  slug: string;
  /** How hot the shop is: scales its sales, ads and followers (log-normal, a few very hot). */
  heat: number;
  todayMs: number;
  nowMs: number;
  /** Sums of the shop's products' daily series. */
  totals: { revenue: number[]; sales: number[]; ads: number[]; adStarts: number[] };
}

interface Counters {
  productId: number;
  adId: number;
}

/** Yields the demo catalogue in batches of whole shops, shop ids 1.. and product ids 1.. in order. */
export function* generateDemo(options: DemoOptions): Generator<DemoBatch> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const batchShops = options.batchShops ?? 200;
  const plan = planDemo(options.products, seed);
  const todayMs = Date.UTC(
    options.today.getUTCFullYear(),
    options.today.getUTCMonth(),
    options.today.getUTCDate(),
  );
  const counters: Counters = { productId: 0, adId: 0 };
  let batch = emptyBatch();

  for (let shopIndex = 0; shopIndex < plan.shopCount; shopIndex++) {
    const shopId = shopIndex + 1;
    const rng = createRng(seed, shopId);
    const heat = rng.logNormal(-0.3, 1.2);
    const country = weightedCountry(rng);
    const title = `${rng.pick(SHOP_FIRST)} ${rng.pick(SHOP_SECOND)}`;
    const slug = `${title.toLowerCase().replaceAll(" ", "")}${shopId}`;
    const active = !rng.chance(0.03);
    const productCount = plan.productCounts[shopIndex] as number;
    const zeros = () => new Array<number>(HISTORY_DAYS).fill(0);
    const ctx: ShopContext = {
      shopId,
      title,
      slug,
      heat,
      todayMs,
      nowMs: options.today.getTime(),
      totals: { revenue: zeros(), sales: zeros(), ads: zeros(), adStarts: zeros() },
    };
    const products = Array.from({ length: productCount }, (_, rank) =>
      demoProduct(rng, ctx, rank, counters, batch),
    );
    const shop = demoShop(rng, ctx, { country, active, productCount });
    batch.shops.push(shop);
    const { totals } = ctx;
    if (totals.revenue.some((v) => v > 0) || totals.ads.some((v) => v > 0)) {
      batch.shopHistory.push({
        id: shopId,
        revenue: totals.revenue.map(round2),
        sale_count: totals.sales,
        active_ad_count: totals.ads,
        ad_start_count: totals.adStarts,
      });
    }
    for (const product of products) batch.products.push(Object.assign(product, shopCopy(shop)));
    if (batch.shops.length >= batchShops) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.shops.length > 0) yield batch;
}

/** One product row; its history, news and ads go into the batch and its series into the shop's. */
function demoProduct(
  rng: Rng,
  shop: ShopContext,
  rank: number,
  counters: Counters,
  batch: DemoBatch,
): Row {
  const productId = ++counters.productId;
  const { shopId, title, slug, heat, todayMs, nowMs, totals } = shop;
  const noun = rng.pick(PRODUCT_NOUNS);
  const productTitle = `${rng.pick(PRODUCT_ADJECTIVES)} ${noun}${rng.pick(PRODUCT_VARIANTS)}`;
  const price = round2(Math.min(999, rng.logNormal(3.2, 0.7)));
  // Most products are older than the history; some are new (news: new_product).
  const ageDays = rng.chance(0.08) ? rng.int(0, HISTORY_DAYS - 1) : rng.int(HISTORY_DAYS, 900);
  // Never in the future: today's new products appeared before the load started.
  const publishedMs = Math.min(
    todayMs - ageDays * DAY_MS + rng.int(0, DAY_MS - 1000),
    nowMs - 60_000,
  );
  const publishedDay = HISTORY_DAYS - 1 - Math.min(ageDays, HISTORY_DAYS - 1);
  const series = productSeries(rng, heat, rank, price, ageDays < HISTORY_DAYS ? publishedDay : 0);
  const zero = new Array<number>(HISTORY_DAYS).fill(0);
  const revenue = periodMetrics(series?.revenue ?? zero);
  const sales = periodMetrics(series?.sales ?? zero);
  const ads = adCountMetric(series?.ads ?? zero);
  if (series) {
    sumInto(totals.revenue, series.revenue);
    sumInto(totals.sales, series.sales);
    sumInto(totals.ads, series.ads);
    sumInto(totals.adStarts, series.adStarts);
    batch.productHistory.push({
      id: productId,
      revenue: series.revenue,
      sale_count: series.sales,
      active_ad_count: series.ads,
      ad_start_count: series.adStarts,
    });
  }
  const handle = `${productTitle.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${productId}`;
  const product: Row = {
    id: productId,
    shop_id: shopId,
    source: "demo",
    price,
    product_published_at: new Date(publishedMs).toISOString(),
    variant_count: rng.int(1, 12),
    ...revenueColumns("", revenue),
    day_sale_count: sales.day.current,
    week_sale_count: sales.week.current,
    month_sale_count: sales.month.current,
    ...adColumns("product_active_ad_count", ads),
    has_rev_quick_chart: hasChartData(series?.revenue ?? zero),
    has_ads_quick_chart: hasChartData(series?.ads ?? zero),
    active: !rng.chance(0.03),
    title: productTitle,
    handle,
    vendor: title,
    product_type: rng.pick(PRODUCT_TYPES),
    image_external: null,
    tags: pickSome(rng, [noun.toLowerCase(), "bestseller", "new", "sale", "gift"], 1, 3),
    body_html: `<p>The ${productTitle} from ${title}.</p><ul><li>Ships in 2-5 days</li><li>30-day returns</li></ul>`,
  };

  if (ageDays < 14) {
    batch.activity.push({
      type: "new_product",
      shop_id: shopId,
      product_id: productId,
      epoch_time: Math.floor(publishedMs / 1000),
      from_price: null,
      to_price: null,
    });
  } else if (rng.chance(0.03)) {
    const from = round2(
      price * (rng.chance(0.5) ? 1.1 + rng.next() * 0.4 : 0.6 + rng.next() * 0.3),
    );
    batch.activity.push({
      type: "price_change",
      shop_id: shopId,
      product_id: productId,
      epoch_time: Math.floor((todayMs - rng.int(0, 13 * DAY_MS)) / 1000),
      from_price: from,
      to_price: price,
    });
  }

  for (let n = 0; n < Math.min(3, ads.current); n++) {
    const adId = ++counters.adId;
    batch.ads.push(
      demoAd(rng, adId, shopId, productId, title, productTitle, slug, handle, {
        todayMs,
        activeAds: ads.current,
      }),
    );
  }
  return product;
}

/** The shop row, its metrics summed from its products. */
function demoShop(
  rng: Rng,
  shop: ShopContext,
  facts: { country: string; active: boolean; productCount: number },
): Row {
  const { country, active, productCount } = facts;
  const { shopId, title, slug, heat, todayMs, totals } = shop;
  // Shop metrics are the sums of its products' series.
  const shopRevenueMetrics = periodMetrics(totals.revenue);
  const shopSalesMetrics = periodMetrics(totals.sales);
  const shopAdMetric = adCountMetric(totals.ads);
  const followers = (mu: number) =>
    Math.min(50_000_000, Math.round(rng.logNormal(mu + Math.min(heat, 6) * 0.4, 1.3)));
  const igFollowers = followers(7);
  const fbFollowers = followers(7.5);
  const followerChange = (n: number) => Math.round(n * (rng.next() * 0.08 - 0.02));
  const igDelta = followerChange(igFollowers);
  const fbDelta = followerChange(fbFollowers);
  const creationMs = todayMs - rng.int(120, 3000) * DAY_MS;
  return {
    id: shopId,
    source: "demo",
    sku_count: productCount,
    site_creation_date: new Date(creationMs).toISOString(),
    tracked_by_count: Math.floor(heat * rng.int(0, 40)),
    theme_id: rng.int(100000, 999999),
    ...revenueColumns("", shopRevenueMetrics),
    day_sale_count: shopSalesMetrics.day.current,
    week_sale_count: shopSalesMetrics.week.current,
    month_sale_count: shopSalesMetrics.month.current,
    ...adColumns("active_ad_count", shopAdMetric),
    ig_followers: igFollowers,
    ig_followers_delta: igDelta,
    ig_followers_percent_change: percentOf(igDelta, igFollowers - igDelta),
    fb_followers: fbFollowers,
    fb_followers_delta: fbDelta,
    fb_followers_percent_change: percentOf(fbDelta, fbFollowers - fbDelta),
    has_rev_quick_chart: hasChartData(totals.revenue),
    has_ads_quick_chart: hasChartData(totals.ads),
    active,
    last_polled_at: new Date(todayMs).toISOString(),
    country,
    locale: localeFor(rng, country),
    currency: COUNTRY_CURRENCY[country] ?? "EUR",
    title,
    url: `https://${slug}.com`,
    myshopify_url: `https://${slug}.myshopify.com`,
    url_after_redirect: `https://${slug}.com`,
    favicon_external: null,
    theme_name: rng.pick(THEMES),
    apps: pickSome(rng, APPS, 2, 9),
    technologies: pickSome(rng, TECHNOLOGIES, 2, 8),
    ads_archive_page_id: String(100000000000 + shopId),
    abort_tracking_reason: active ? null : rng.pick(ABORT_REASONS),
  };
}

function percentOf(delta: number, previous: number): number | null {
  return previous === 0 ? null : Math.round((delta / previous) * 10000) / 100;
}

/** The shop columns a product carries for search (see 001_catalogue.sql). */
export function shopCopy(shop: Row): Row {
  const copy: Row = {
    shop_active: shop.active,
    shop_banned: false,
    shop_sku_count: shop.sku_count,
    shop_site_creation_date: shop.site_creation_date,
    shop_active_ad_count: shop.active_ad_count,
    shop_active_ad_count_delta: shop.active_ad_count_delta,
    shop_active_ad_count_percent_change: shop.active_ad_count_percent_change,
    shop_ig_followers: shop.ig_followers,
    shop_ig_followers_percent_change: shop.ig_followers_percent_change,
    shop_has_rev_quick_chart: shop.has_rev_quick_chart,
    shop_has_ads_quick_chart: shop.has_ads_quick_chart,
    shop_country: shop.country,
    shop_locale: shop.locale,
  };
  for (const period of ["day", "week", "month"]) {
    for (const suffix of ["current_period_revenue", "revenue_delta", "revenue_percent_change"]) {
      copy[`shop_${period}_${suffix}`] = shop[`${period}_${suffix}`];
    }
  }
  return copy;
}

function emptyBatch(): DemoBatch {
  return { shops: [], products: [], shopHistory: [], productHistory: [], ads: [], activity: [] };
}

function demoAd(
  rng: Rng,
  adId: number,
  shopId: number,
  productId: number,
  shopTitle: string,
  productTitle: string,
  slug: string,
  handle: string,
  context: { todayMs: number; activeAds: number },
): Row {
  // Formats and platforms rotate with the id so every kind appears even in a small catalogue.
  const displayFormat = DISPLAY_FORMATS[adId % DISPLAY_FORMATS.length] as string;
  const platforms = PUBLISHER_PLATFORMS.filter(
    (_, i) => i === adId % PUBLISHER_PLATFORMS.length || rng.chance(0.4),
  );
  const startedMs = context.todayMs - rng.int(0, 29) * DAY_MS;
  const link = `https://${slug}.com/products/${handle}`;
  const image = (n: number) => `${adId}/${n}.png`;
  const media =
    displayFormat === "video"
      ? [{ video_sd_url: null, preview_image_url: image(0), image_url: image(0) }]
      : [{ video_sd_url: null, preview_image_url: null, image_url: image(0) }];
  const cardCount = displayFormat === "carousel" || displayFormat === "multi_images" ? 3 : 0;
  const cards = Array.from({ length: displayFormat === "dco" ? 2 : cardCount }, (_, n) => ({
    title: `${productTitle} #${n + 1}`,
    body: rng.pick(AD_HOOKS),
    link_url: link,
    image_url: image(n),
    cta: rng.pick(AD_CTAS),
  }));
  const duplicates = rng.int(1, 40);
  return {
    id: adId,
    shop_id: shopId,
    product_id: productId,
    collation_id: 500000000 + adId,
    duplicates,
    previous_duplicates: Math.max(0, duplicates + rng.int(-10, 5)),
    active_ad_count: context.activeAds,
    started_at: new Date(startedMs).toISOString(),
    ymd: isoDay(new Date(startedMs)),
    page_id: String(100000000000 + shopId),
    display_format: displayFormat,
    archive_id: String(900000000000 + adId),
    page_name: shopTitle,
    title: productTitle,
    caption: `${slug}.com`,
    link_description: `Free shipping on ${productTitle}`,
    cta: rng.pick(AD_CTAS),
    link_url: link,
    body: `${rng.pick(AD_HOOKS)} ${productTitle}.`,
    publisher_platforms: platforms,
    media: JSON.stringify(media),
    cards: JSON.stringify(cards),
  };
}
