import {
  ActivityResponse,
  AdsChartResponse,
  AdsResponse,
  InactiveProductsResponse,
  ProductDetail,
  ProductSearchResponse,
  RevenueChartResponse,
  ShopDetail,
  ShopSearchResponse,
  UnauthWinnersResponse,
} from "@hotshelf/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateCatalogue } from "../db/testCatalogue";
import { createTestDatabase, type TestDatabase, testEngines } from "../db/testDb";
import { ensureDemoData } from "../demo/load";
import { ApiError } from "../http/errors";
import { listActivity } from "../tracker/activity";
import { listAds } from "./ads";
import { getProductDetail, getShopDetail, inactiveProducts } from "./detail";
import { adsChart, revenueChart } from "./history";
import { productItems, shopItems, shopTops, toProductItem, toShopItem } from "./items";
import { createCatalogueService } from "./service";
import { syncProductShopColumns } from "./sync";
import { writeEdgeValues } from "./testEdgeValues";
import { pickWinners, WINNERS_COUNT } from "./winners";

describe.each(testEngines())("catalogue reads on %s", (engine) => {
  let test: TestDatabase;
  const one = async (sql: string) => Number((await test.db.query<{ id: number }>(sql)).rows[0]?.id);

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await migrateCatalogue(test.db);
    await ensureDemoData(test.db, { products: 2000, today: new Date("2026-01-15T00:00:00Z") });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("maps rows to the contract's Explore items", async () => {
    const products = await productItems(test.db, [3, 1, 2]);
    expect(products.map((p) => p.product_id)).toEqual([3, 1, 2]);
    ProductSearchResponse.parse({ items: products, total_hits: 3, next_from_value: null });
    const shops = await shopItems(test.db, [2, 1]);
    expect(shops.map((s) => s.shop_id)).toEqual([2, 1]);
    ShopSearchResponse.parse({ items: shops, total_hits: 2, next_from_value: null });
  });

  it("reads only the columns items show, and gives the same items as reading every column", async () => {
    await writeEdgeValues(test.db);
    const productRows = (
      await test.db.query<Record<string, unknown>>(
        `SELECT p.*, s.title AS shop_title, s.url AS shop_url, s.currency AS shop_currency
         FROM products p JOIN shops s ON s.id = p.shop_id ORDER BY p.id`,
      )
    ).rows;
    const productIds = productRows.map((row) => Number(row.id));
    expect(await productItems(test.db, productIds)).toEqual(productRows.map(toProductItem));
    const shopRows = (
      await test.db.query<Record<string, unknown>>("SELECT * FROM shops ORDER BY id")
    ).rows;
    const shopIds = shopRows.map((row) => Number(row.id));
    const tops = await shopTops(test.db, shopIds);
    expect(await shopItems(test.db, shopIds)).toEqual(
      shopRows.map((row) =>
        toShopItem(row, tops.get(Number(row.id)) ?? { advertised: [], revenue: [] }),
      ),
    );
  });

  it("puts the most advertised and top-revenue products on shop items, 5 at most, best first", async () => {
    const shopId = await one(
      "SELECT shop_id AS id FROM products WHERE listed AND product_active_ad_count > 0 GROUP BY shop_id HAVING count(*) > 5 LIMIT 1",
    );
    const [shop] = await shopItems(test.db, [shopId]);
    const counts = shop?.top_advertised_products.map((p) => p.current_active_ad_count ?? 0) ?? [];
    expect(counts.length).toBe(5);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("reads both top lists of every shop as each list reads alone, shop by shop", async () => {
    const shopIds = (
      await test.db.query<{ id: number }>("SELECT id FROM shops ORDER BY id")
    ).rows.map((row) => Number(row.id));
    const tops = await shopTops(test.db, shopIds);
    const top = async (shopId: number, column: string) =>
      (
        await test.db.query<{ id: number; title: string; value: number; delta: number }>(
          `SELECT id, title, ${column} AS value, ${column.replace("_current_period_revenue", "_revenue")}_delta AS delta
           FROM products WHERE shop_id = $1 AND listed AND ${column} > 0
           ORDER BY ${column} DESC, id DESC LIMIT 5`,
          [shopId],
        )
      ).rows.map((row) => [
        Number(row.id),
        String(row.title),
        Number(row.value),
        // A change that is no number (NaN) is sent as none.
        Number.isFinite(Number(row.delta)) ? Number(row.delta) : null,
      ]);
    let listed = 0;
    for (const shopId of shopIds) {
      const shop = tops.get(shopId);
      const advertised = await top(shopId, "product_active_ad_count");
      const revenue = await top(shopId, "week_current_period_revenue");
      listed += advertised.length + revenue.length;
      expect(
        shop?.advertised.map((p) => [
          p.product_id,
          p.product_title,
          p.current_active_ad_count,
          p.aac_diff,
        ]),
      ).toEqual(advertised);
      expect(
        shop?.revenue.map((p) => [
          p.product_id,
          p.product_title,
          p.week_current_period_revenue,
          p.week_revenue_delta,
        ]),
      ).toEqual(revenue);
    }
    expect(listed).toBeGreaterThan(0);
  });

  it("picks 50 public winners by weekly revenue growth", async () => {
    const winners = await pickWinners(test.db);
    expect(winners).toHaveLength(WINNERS_COUNT);
    UnauthWinnersResponse.parse({ items: winners });
    const growth = winners.map((w) => w.week_revenue_percent_change ?? Number.NEGATIVE_INFINITY);
    expect([...growth].sort((a, b) => b - a)).toEqual(growth);
    expect(winners.every((w) => (w.week_current_period_revenue ?? 0) >= 100)).toBe(true);
  });

  it("reads a hot shop and an inactive one with its reason", async () => {
    const hot = await getShopDetail(
      test.db,
      await one(
        `SELECT shop_id AS id FROM products p JOIN shops s ON s.id = p.shop_id
         WHERE s.active AND p.listed AND p.product_active_ad_count > 0 LIMIT 1`,
      ),
    );
    expect(hot?.type).toBe("hot");
    // The shop view's doughnuts read the same top lists as the shop card.
    const hotItem = ShopDetail.parse(hot).item;
    expect(hotItem.top_advertised_products.length).toBeGreaterThan(0);
    expect(hotItem.top_advertised_products.length).toBeLessThanOrEqual(5);
    const inactive = await getShopDetail(
      test.db,
      await one("SELECT id FROM shops WHERE NOT active LIMIT 1"),
    );
    expect(inactive?.type).toBe("inactive");
    const parsed = ShopDetail.parse(inactive);
    if (parsed.type !== "inactive") throw new Error("expected inactive");
    expect(["not_open", "currently_unavailable", "not_found", "other"]).toContain(
      parsed.item.abort_tracking_reason,
    );
    expect(await getShopDetail(test.db, 987654321)).toBeNull();
  });

  it("reads a product with its and its shop's metrics, and inactive ones with zero metrics", async () => {
    const id = await one(
      "SELECT id FROM products WHERE listed AND week_current_period_revenue > 0 LIMIT 1",
    );
    const shopId = await one(`SELECT shop_id AS id FROM products WHERE id = ${id}`);
    const hot = await getProductDetail(test.db, shopId, id);
    expect(hot?.type).toBe("hot");
    const parsed = ProductDetail.parse(hot);
    expect(parsed.item.week_current_period_revenue).toBeGreaterThan(0);
    expect(parsed.item.week_sale_count).toBeGreaterThan(0);
    const inactiveId = await one("SELECT id FROM products WHERE NOT active LIMIT 1");
    const inactiveShop = await one(`SELECT shop_id AS id FROM products WHERE id = ${inactiveId}`);
    const inactive = ProductDetail.parse(await getProductDetail(test.db, inactiveShop, inactiveId));
    expect(inactive.type).toBe("inactive");
    expect(inactive.item.week_current_period_revenue).toBe(0);
    // The product must belong to the shop given.
    expect(await getProductDetail(test.db, shopId + 1, id)).toBeNull();
  });

  it("gives charts of the previous and current 30 days, ending on the last day of history", async () => {
    const shopId = await one("SELECT id FROM shops WHERE has_rev_quick_chart LIMIT 1");
    const revenue = await revenueChart(test.db, { kind: "shop", id: shopId });
    RevenueChartResponse.parse({ items: revenue });
    expect(revenue).toHaveLength(60);
    expect(revenue.at(-1)?.date_str).toBe("2026-01-15");
    // The current period starts on 2025-12-17, the previous one 30 days before.
    expect(revenue[30]?.date_str).toBe("2025-12-17");
    expect(revenue[0]?.date_str).toBe("2025-11-17");
    const ads = await adsChart(test.db, { kind: "shop", id: shopId });
    AdsChartResponse.parse({ history: ads });
    expect(ads.active_ad_count).toHaveLength(60);
    expect(ads.ad_start_count).toHaveLength(60);
    expect(await revenueChart(test.db, { kind: "product", id: 987654321 })).toEqual([]);
  });

  it("pages ads newest first, in every display format", async () => {
    const shopIds = (await test.db.query<{ id: number }>("SELECT id FROM shops")).rows.map(
      (r) => r.id,
    );
    const first = AdsResponse.parse(await listAds(test.db, { shopIds }, 0));
    expect(first.items).toHaveLength(20);
    const second = AdsResponse.parse(
      await listAds(test.db, { shopIds }, first.next_from_value ?? 0),
    );
    const days = [...first.items, ...second.items].map((a) => a.ymd);
    expect([...days].sort().reverse()).toEqual(days);
    const formats = new Set(
      (await test.db.query<{ f: string }>("SELECT DISTINCT display_format AS f FROM ads")).rows.map(
        (r) => r.f,
      ),
    );
    expect(formats.size).toBe(5);
    const productId = first.items[0]?.product_id as number;
    const byProduct = await listAds(test.db, { productIds: [productId] }, undefined);
    expect(byProduct.items.every((a) => a.product_id === productId)).toBe(true);
    await expect(listAds(test.db, { shopIds }, -1)).rejects.toThrow(RangeError);
  });

  it("lists news of shops and of products, newest first", async () => {
    const shopIds = (await test.db.query<{ id: number }>("SELECT id FROM shops")).rows.map(
      (r) => r.id,
    );
    const activity = await listActivity(test.db, { mode: "shops", shop_ids: shopIds });
    ActivityResponse.parse({ activity });
    expect(new Set(activity.map((a) => a.type))).toEqual(new Set(["new_product", "price_change"]));
    const times = activity.map((a) => a.epoch_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const productId = activity[0]?.product_id as number;
    const byProduct = await listActivity(test.db, { mode: "products", product_ids: [productId] });
    expect(byProduct.every((a) => a.product_id === productId)).toBe(true);
    expect(await listActivity(test.db, { mode: "shops", shop_ids: [] })).toEqual([]);
  });

  it("pages a shop's inactive products by exclusion", async () => {
    const shopId = await one(
      "SELECT shop_id AS id FROM products WHERE NOT active GROUP BY shop_id ORDER BY count(*) DESC LIMIT 1",
    );
    const all = InactiveProductsResponse.parse(await inactiveProducts(test.db, shopId, []));
    expect(all.inactive_items.length).toBeGreaterThan(0);
    const rest = await inactiveProducts(test.db, shopId, [
      all.inactive_items[0]?.product_id as number,
    ]);
    expect(rest.inactive_items).toHaveLength(all.inactive_items.length - 1);
  });

  it("keeps products' shop copies in step and bans through the service", async () => {
    const service = createCatalogueService(test.db);
    const shopId = await one("SELECT id FROM shops WHERE active AND sku_count > 2 LIMIT 1");
    await test.db.query("UPDATE shops SET country = 'NO' WHERE id = $1", [shopId]);
    expect(await syncProductShopColumns(test.db, shopId)).toBeGreaterThan(0);
    const countries = await test.db.query<{ c: string }>(
      "SELECT DISTINCT shop_country AS c FROM products WHERE shop_id = $1",
      [shopId],
    );
    expect(countries.rows).toEqual([{ c: "NO" }]);

    const productId = await one(
      `SELECT id FROM products WHERE shop_id = ${shopId} AND listed LIMIT 1`,
    );
    await service.ban({ ban_type: "product", shop_id: shopId, product_id: productId });
    const search = (type: "products" | "shops") =>
      service.search(
        {
          sort_by: "price",
          from_count: 0,
          page_size: 50,
          search_type: type,
          search_filters: { must_include_shop_ids: [shopId] },
        },
        "user",
      );
    const products = await search("products");
    expect(products.items.map((p) => ("product_id" in p ? p.product_id : 0))).not.toContain(
      productId,
    );
    expect(products.items.length).toBeGreaterThan(0);
    await service.ban({ ban_type: "shop", shop_id: shopId });
    expect((await search("products")).items).toEqual([]);
    expect((await search("shops")).items).toEqual([]);
    const bans = await test.db.query("SELECT ban_type FROM bans WHERE shop_id = $1", [shopId]);
    expect(bans.rows).toHaveLength(2);

    await expect(service.ban({ ban_type: "shop", shop_id: 987654321 })).rejects.toEqual(
      new ApiError(404, "shop_not_found"),
    );
    await expect(
      service.ban({ ban_type: "product", shop_id: shopId + 1, product_id: productId }),
    ).rejects.toEqual(new ApiError(404, "product_not_found"));
    await expect(
      service.search(
        {
          sort_by: "price",
          from_count: "garbage",
          page_size: 5,
          search_type: "products",
          search_filters: {},
        },
        "user",
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});
