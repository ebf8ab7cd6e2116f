/** The Explore items (ProductItem, ShopItem) read from the catalogue by id. */
import type {
  ProductItem,
  ShopItem,
  TopAdvertisedProduct,
  TopRevenueProduct,
} from "@hotshelf/api/contract";
import { prepared } from "../db/prepared";
import type { Queryable } from "../db/types";
import { mediaPaths } from "./media";
import { inIdOrder, isEstimate, isoOrNull, numberOrNull, originalPrice, textOrNull } from "./rows";

type Row = Record<string, unknown>;
/** Each shop card's top lists hold this many products. */
export const TOP_PRODUCTS = 5;
const PERIODS = ["day", "week", "month"] as const;
const REVENUE_SUFFIXES = ["current_period_revenue", "revenue_delta", "revenue_percent_change"];

/** The revenue columns of a row, per period: current, delta and percent change. */
function revenueColumns(prefix: string): string[] {
  return PERIODS.flatMap((period) =>
    REVENUE_SUFFIXES.map((suffix) => `${prefix}${period}_${suffix}`),
  );
}

const countColumns = (key: string) => [key, `${key}_delta`, `${key}_percent_change`];

const num = numberOrNull;

/**
 * A search page makes fifty items: each is one object literal of named fields (no spread objects or
 * computed keys, which made a page's items cost several times more, and more garbage).
 */
export function toProductItem(row: Row): ProductItem {
  const productId = Number(row.id);
  const shopId = Number(row.shop_id);
  const { price, original_price, original_currency, rate_date } = originalPrice(row);
  return {
    product_id: productId,
    product_title: String(row.title),
    product_handle: String(row.handle),
    product_published_at: isoOrNull(row.product_published_at),
    product_vendor: textOrNull(row.vendor),
    price,
    original_price,
    original_currency,
    rate_date,
    product_image_internal: mediaPaths.productImage(productId),
    product_image_external: textOrNull(row.image_external),
    shop_id: shopId,
    shop_title: String(row.shop_title),
    shop_url: String(row.shop_url),
    shop_country: textOrNull(row.shop_country),
    shop_locale: textOrNull(row.shop_locale),
    shop_currency: textOrNull(row.shop_currency),
    shop_favicon_internal: mediaPaths.favicon(shopId),
    shop_site_creation_date: isoOrNull(row.shop_site_creation_date),
    day_current_period_revenue: num(row.day_current_period_revenue),
    day_revenue_delta: num(row.day_revenue_delta),
    day_revenue_percent_change: num(row.day_revenue_percent_change),
    week_current_period_revenue: num(row.week_current_period_revenue),
    week_revenue_delta: num(row.week_revenue_delta),
    week_revenue_percent_change: num(row.week_revenue_percent_change),
    month_current_period_revenue: num(row.month_current_period_revenue),
    month_revenue_delta: num(row.month_revenue_delta),
    month_revenue_percent_change: num(row.month_revenue_percent_change),
    shop_day_current_period_revenue: num(row.shop_day_current_period_revenue),
    shop_day_revenue_delta: num(row.shop_day_revenue_delta),
    shop_day_revenue_percent_change: num(row.shop_day_revenue_percent_change),
    shop_week_current_period_revenue: num(row.shop_week_current_period_revenue),
    shop_week_revenue_delta: num(row.shop_week_revenue_delta),
    shop_week_revenue_percent_change: num(row.shop_week_revenue_percent_change),
    shop_month_current_period_revenue: num(row.shop_month_current_period_revenue),
    shop_month_revenue_delta: num(row.shop_month_revenue_delta),
    shop_month_revenue_percent_change: num(row.shop_month_revenue_percent_change),
    product_active_ad_count: num(row.product_active_ad_count),
    product_active_ad_count_delta: num(row.product_active_ad_count_delta),
    product_active_ad_count_percent_change: num(row.product_active_ad_count_percent_change),
    shop_active_ad_count: num(row.shop_active_ad_count),
    shop_active_ad_count_delta: num(row.shop_active_ad_count_delta),
    shop_active_ad_count_percent_change: num(row.shop_active_ad_count_percent_change),
    has_product_rev_quick_chart: row.has_rev_quick_chart === true,
    has_product_ads_quick_chart: row.has_ads_quick_chart === true,
    has_shop_rev_quick_chart: row.shop_has_rev_quick_chart === true,
    has_shop_ads_quick_chart: row.shop_has_ads_quick_chart === true,
  };
}

/**
 * The columns toProductItem reads, and no others: a crawled product's body_html and tags can be many
 * kilobytes that a search page never shows.
 */
export const PRODUCT_ITEM_COLUMNS = [
  "id",
  "title",
  "handle",
  "product_published_at",
  "vendor",
  "price",
  "original_price",
  "original_currency",
  "rate_date",
  "image_external",
  "shop_id",
  "shop_country",
  "shop_locale",
  "shop_site_creation_date",
  ...revenueColumns(""),
  ...revenueColumns("shop_"),
  ...countColumns("product_active_ad_count"),
  ...countColumns("shop_active_ad_count"),
  "has_rev_quick_chart",
  "has_ads_quick_chart",
  "shop_has_rev_quick_chart",
  "shop_has_ads_quick_chart",
];

/**
 * Item columns as one JSON array per row, read back into records by name: a page of fifty items
 * is over two thousand values, which the drivers parse one at a time (PGlite about half of its
 * items read on a million products), and JSON.parse reads in one go. Timestamps stay columns, as
 * the drivers parse them into the Dates the items have always been made from.
 */
export const JSON_ROW = "item";

function asJsonRow(columns: readonly string[]): string {
  return `json_build_array(${columns.join(", ")})::text AS ${JSON_ROW}`;
}

function fromJsonRow(row: Row, names: readonly string[]): Row {
  const out = rowMaker(names)(JSON.parse(String(row[JSON_ROW])) as unknown[]);
  for (const key in row) if (key !== JSON_ROW) out[key] = row[key];
  return out;
}

const rowMakers = new WeakMap<readonly string[], (values: unknown[]) => Row>();

/**
 * The row of a JSON array's values as one object literal of the names, made once per list: a row
 * built key by key turns into a slow dictionary past a dozen keys, which every read of it then pays.
 */
function rowMaker(names: readonly string[]): (values: unknown[]) => Row {
  let make = rowMakers.get(names);
  if (!make) {
    const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
    make = new Function("values", `return { ${fields.join(", ")} };`) as (values: unknown[]) => Row;
    rowMakers.set(names, make);
  }
  return make;
}

/** The product item's timestamp columns (every other column goes through JSON). */
const PRODUCT_TIMESTAMPS = new Set(["product_published_at", "shop_site_creation_date"]);
const PRODUCT_JSON_COLUMNS = PRODUCT_ITEM_COLUMNS.filter((c) => !PRODUCT_TIMESTAMPS.has(c));
const PRODUCT_JSON_NAMES = [...PRODUCT_JSON_COLUMNS, "shop_title", "shop_url", "shop_currency"];

const PRODUCT_ITEM_SQL =
  prepared(`SELECT ${[...PRODUCT_TIMESTAMPS].map((c) => `p.${c}`).join(", ")},
  ${asJsonRow([...PRODUCT_JSON_COLUMNS.map((c) => `p.${c}`), "s.title", "s.url", "s.currency"])}
  FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = ANY($1::bigint[])`);

/**
 * What the search read model keeps of a row to make its item without the database (search/readModel/
 * itemStore.ts): its item columns as the JSON text these statements read (JSON_ROW), and its timestamps as the
 * driver parses them. A product keeps its own columns only: its shop's title, url and currency come
 * from the shop row the model holds, as the statement above joins them.
 */
export const STORED_TIMESTAMPS: Readonly<Record<"products" | "shops", readonly string[]>> = {
  products: [...PRODUCT_TIMESTAMPS],
  shops: [],
};
/** The name a stored timestamp is read under (the model reads the same column as a number). */
export const storedTimestamp = (column: string) => `item_${column}`;

/** The select list of what the model stores per row of `table` (FROM the table, unaliased). */
export function storedItemColumns(table: "products" | "shops"): string {
  const json = table === "products" ? PRODUCT_JSON_COLUMNS : SHOP_ITEM_COLUMNS;
  return [
    asJsonRow(json),
    ...STORED_TIMESTAMPS[table].map((c) => `${c} AS ${storedTimestamp(c)}`),
  ].join(", ");
}

/** A stored product's item, with its shop's stored row (storedShopRow). */
export function storedProductItem(json: string, timestamps: Row, shop: Row): ProductItem {
  const row = fromJsonRow({ [JSON_ROW]: json, ...timestamps }, PRODUCT_JSON_COLUMNS);
  row.shop_title = shop.title;
  row.shop_url = shop.url;
  row.shop_currency = shop.currency;
  return toProductItem(row);
}

/** A stored shop's columns, as shopItems reads them. */
export function storedShopRow(json: string): Row {
  return fromJsonRow({ [JSON_ROW]: json }, SHOP_ITEM_COLUMNS);
}

const STORED_PRODUCT_INDEX = new Map(PRODUCT_JSON_COLUMNS.map((column, i) => [column, i]));

/** Product items for these ids, in the order given. */
export async function productItems(q: Queryable, ids: readonly number[]): Promise<ProductItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<Row>(PRODUCT_ITEM_SQL, [ids]);
  return inIdOrder(
    ids,
    rows.map((row) => fromJsonRow(row, PRODUCT_JSON_NAMES)),
    (row) => Number(row.id),
  ).map(toProductItem);
}

export interface ShopTops {
  advertised: TopAdvertisedProduct[];
  revenue: TopRevenueProduct[];
}

export function toShopItem(row: Row, tops: ShopTops): ShopItem {
  const shopId = Number(row.id);
  return {
    shop_id: shopId,
    shop_title: String(row.title),
    url: String(row.url),
    myshopify_url: textOrNull(row.myshopify_url),
    shop_favicon_internal: mediaPaths.favicon(shopId),
    shop_favicon_external: textOrNull(row.favicon_external),
    shop_favicon: textOrNull(row.favicon_external),
    country: textOrNull(row.country),
    locale: textOrNull(row.locale),
    currency: textOrNull(row.currency),
    sku_count: num(row.sku_count),
    day_current_period_revenue: num(row.day_current_period_revenue),
    day_revenue_delta: num(row.day_revenue_delta),
    day_revenue_percent_change: num(row.day_revenue_percent_change),
    week_current_period_revenue: num(row.week_current_period_revenue),
    week_revenue_delta: num(row.week_revenue_delta),
    week_revenue_percent_change: num(row.week_revenue_percent_change),
    month_current_period_revenue: num(row.month_current_period_revenue),
    month_revenue_delta: num(row.month_revenue_delta),
    month_revenue_percent_change: num(row.month_revenue_percent_change),
    active_ad_count: num(row.active_ad_count),
    active_ad_count_delta: num(row.active_ad_count_delta),
    active_ad_count_percent_change: num(row.active_ad_count_percent_change),
    ig_followers: num(row.ig_followers),
    ig_followers_delta: num(row.ig_followers_delta),
    ig_followers_percent_change: num(row.ig_followers_percent_change),
    fb_followers: num(row.fb_followers),
    fb_followers_delta: num(row.fb_followers_delta),
    fb_followers_percent_change: num(row.fb_followers_percent_change),
    has_rev_quick_chart: row.has_rev_quick_chart === true,
    has_ads_quick_chart: row.has_ads_quick_chart === true,
    top_advertised_products: tops.advertised,
    top_revenue_products: tops.revenue,
    revenue_is_estimate: isEstimate(row),
  };
}

/** The value each top list orders by (descending, then id descending), and its change. */
export const TOP_LISTS = {
  advertised: { value: "product_active_ad_count", delta: "product_active_ad_count_delta" },
  revenue: { value: "week_current_period_revenue", delta: "week_revenue_delta" },
} as const;

/** One top list of shop s: its listed products with a positive value, highest first. */
function topListSql(list: keyof typeof TOP_LISTS): string {
  const { value, delta } = TOP_LISTS[list];
  return `(SELECT '${list}' AS kind, p.id, p.title, p.${value} AS value, p.${delta} AS delta
     FROM products p WHERE p.shop_id = s.id AND p.listed AND p.${value} > 0
     ORDER BY p.${value} DESC, p.id DESC LIMIT ${TOP_PRODUCTS})`;
}

/**
 * Both top lists of each shop in one statement (a page of shops is one round trip, not two), ordered
 * as each list is: value descending, then id descending.
 */
const SHOP_TOPS_SQL = prepared(`SELECT s.id AS shop_id, t.kind, t.id, t.title, t.value, t.delta
  FROM unnest($1::bigint[]) AS s(id) CROSS JOIN LATERAL (
    ${topListSql("advertised")}
    UNION ALL
    ${topListSql("revenue")}
  ) t
  ORDER BY s.id, t.kind, t.value DESC, t.id DESC`);

/** Each shop's five most advertised and five top-revenue listed products (for the card doughnuts). */
export async function shopTops(
  q: Queryable,
  shopIds: readonly number[],
): Promise<Map<number, ShopTops>> {
  const tops = new Map<number, ShopTops>(
    shopIds.map((id) => [id, { advertised: [], revenue: [] }]),
  );
  if (shopIds.length === 0) return tops;
  const { rows } = await q.query<Row>(SHOP_TOPS_SQL, [shopIds]);
  for (const row of rows) {
    const shop = tops.get(Number(row.shop_id));
    if (row.kind === "advertised") shop?.advertised.push(topAdvertised(row));
    else shop?.revenue.push(topRevenue(row));
  }
  return tops;
}

/** A row of SHOP_TOPS_SQL (id, title, value, delta) as a top advertised product. */
function topAdvertised(row: Row): TopAdvertisedProduct {
  return {
    product_id: Number(row.id),
    product_title: String(row.title),
    current_active_ad_count: numberOrNull(row.value),
    aac_diff: numberOrNull(row.delta),
  };
}

function topRevenue(row: Row): TopRevenueProduct {
  return {
    product_id: Number(row.id),
    product_title: String(row.title),
    week_current_period_revenue: numberOrNull(row.value),
    week_revenue_delta: numberOrNull(row.delta),
  };
}

/** A stored product (storedItemColumns) as an entry of one of its shop's top lists. */
export function storedTopProduct(json: string, list: "advertised"): TopAdvertisedProduct;
export function storedTopProduct(json: string, list: "revenue"): TopRevenueProduct;
export function storedTopProduct(
  json: string,
  list: keyof typeof TOP_LISTS,
): TopAdvertisedProduct | TopRevenueProduct {
  const values = JSON.parse(json) as unknown[];
  const at = (column: string) => values[STORED_PRODUCT_INDEX.get(column) as number];
  const row = {
    id: at("id"),
    title: at("title"),
    value: at(TOP_LISTS[list].value),
    delta: at(TOP_LISTS[list].delta),
  };
  return list === "advertised" ? topAdvertised(row) : topRevenue(row);
}

/** The columns toShopItem reads (a crawled shop's apps, technologies and links stay behind). */
export const SHOP_ITEM_COLUMNS = [
  "id",
  "title",
  "url",
  "myshopify_url",
  "favicon_external",
  "country",
  "locale",
  "currency",
  "sku_count",
  "source",
  ...revenueColumns(""),
  ...countColumns("active_ad_count"),
  ...countColumns("ig_followers"),
  ...countColumns("fb_followers"),
  "has_rev_quick_chart",
  "has_ads_quick_chart",
];

const SHOP_ITEM_SQL = prepared(
  `SELECT ${asJsonRow(SHOP_ITEM_COLUMNS)} FROM shops WHERE id = ANY($1::bigint[])`,
);

/** Shop items for these ids, in the order given. */
export async function shopItems(q: Queryable, ids: readonly number[]): Promise<ShopItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<Row>(SHOP_ITEM_SQL, [ids]);
  const tops = await shopTops(q, ids);
  return inIdOrder(
    ids,
    rows.map((row) => fromJsonRow(row, SHOP_ITEM_COLUMNS)),
    (row) => Number(row.id),
  ).map((row) => toShopItem(row, tops.get(Number(row.id)) ?? { advertised: [], revenue: [] }));
}
