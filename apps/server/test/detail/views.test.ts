// Spec 001's data calls over HTTP: the shop and product views, their charts, the inactive products,
// ads (can_ads) and the news feed, with the licence gates.
import {
  ActivityResponse,
  AdsResponse,
  InactiveProductsResponse,
  ProductResponse,
  ShopResponse,
  ShopSearchResponse,
} from "@hotshelf/api/contract";
import { INACTIVE_REASON_TEXTS, inactiveReasonText } from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catchUpSearchReadModel } from "../../src/search/readModel/readModel";
import type { ApiCaller } from "../support/server";
import { type DetailServer, post, startDetailServer, testEngines } from "./support";

describe.each(testEngines())("the detail calls on %s", (engine) => {
  let s: DetailServer;
  /** A hot shop with history, and one of its hot products with history. */
  let hotShop: number;
  let hotProduct: { id: number; shopId: number };
  const missingId = 999_999_999;

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const { rows } = await s.db.query<T>(sql, params);
    if (!rows[0]) throw new Error(`No row for ${sql}`);
    return rows[0];
  };

  beforeAll(async () => {
    s = await startDetailServer(engine);
    const product = await one<{ id: number; shop_id: number }>(
      `SELECT p.id, p.shop_id FROM products p
       WHERE p.active AND p.shop_active
         AND EXISTS (SELECT 1 FROM product_history h WHERE h.product_id = p.id)
         AND EXISTS (SELECT 1 FROM shop_history h WHERE h.shop_id = p.shop_id)
       ORDER BY p.id LIMIT 1`,
    );
    hotProduct = { id: product.id, shopId: product.shop_id };
    hotShop = product.shop_id;
  });
  afterAll(() => s?.stop());

  describe("POST /v3/shop", () => {
    it("answers a tracked shop as hot with its revenue, sale counts and facts", async () => {
      const res = await post(s.as.pro, "/v3/shop", { shop_id: hotShop });
      expect(res.status).toBe(200);
      const { item } = ShopResponse.parse(res.body);
      expect(item.type).toBe("hot");
      const row = await one<{ title: string; week_current_period_revenue: number }>(
        "SELECT title, week_current_period_revenue FROM shops WHERE id = $1",
        [hotShop],
      );
      expect(item.item).toMatchObject({
        shop_id: hotShop,
        shop_title: row.title,
        week_current_period_revenue: row.week_current_period_revenue,
      });
      expect(item.item.week_sale_count).toEqual(expect.any(Number));
      expect("abort_tracking_reason" in item.item).toBe(false);
    });

    it("answers an inactive shop with every abort reason of 001 §8, each with its banner text", async () => {
      const { id } = await one<{ id: number }>(
        "SELECT id FROM shops WHERE active AND id <> $1 ORDER BY id DESC LIMIT 1",
        [hotShop],
      );
      const expected = {
        not_open: INACTIVE_REASON_TEXTS.temporarilyClosed,
        currently_unavailable: INACTIVE_REASON_TEXTS.temporarilyClosed,
        not_found: INACTIVE_REASON_TEXTS.notFound,
        other: INACTIVE_REASON_TEXTS.noActivity,
      };
      try {
        for (const [reason, text] of Object.entries(expected)) {
          await s.db.query(
            "UPDATE shops SET active = false, abort_tracking_reason = $2 WHERE id = $1",
            [id, reason],
          );
          const res = await post(s.as.pro, "/v3/shop", { shop_id: id });
          const { item } = ShopResponse.parse(res.body);
          expect(item.type).toBe("inactive");
          if (item.type !== "inactive") return;
          expect(item.item.abort_tracking_reason).toBe(reason);
          expect(inactiveReasonText(item.item.abort_tracking_reason)).toBe(text);
        }
        // No reason recorded: the default text.
        await s.db.query("UPDATE shops SET abort_tracking_reason = NULL WHERE id = $1", [id]);
        const { item } = ShopResponse.parse(
          (await post(s.as.pro, "/v3/shop", { shop_id: id })).body,
        );
        expect(item.type === "inactive" && item.item.abort_tracking_reason).toBeNull();
        expect(inactiveReasonText(null)).toBe(INACTIVE_REASON_TEXTS.noActivity);
      } finally {
        await s.db.query(
          "UPDATE shops SET active = true, abort_tracking_reason = NULL WHERE id = $1",
          [id],
        );
      }
    });

    it("answers 404 shop_not_found for an unknown shop and 400 for a non-numeric id", async () => {
      expect(await post(s.as.pro, "/v3/shop", { shop_id: missingId })).toEqual({
        status: 404,
        body: { message: "shop_not_found" },
      });
      const bad = await post(s.as.pro, "/v3/shop", { shop_id: "abc" });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^shop_id/);
    });
  });

  describe("figures of tracked shops", () => {
    it("marks a tracked shop's figures as estimates in the shop, its products and search, and demo ones not", async () => {
      const shopEstimate = async () =>
        ShopResponse.parse((await post(s.as.pro, "/v3/shop", { shop_id: hotShop })).body).item.item
          .revenue_is_estimate;
      const productEstimate = async () =>
        ProductResponse.parse(
          (
            await post(s.as.pro, "/v3/product", {
              shop_id: hotProduct.shopId,
              product_id: hotProduct.id,
            })
          ).body,
        ).item.item.revenue_is_estimate;
      const searchEstimate = async () => {
        const res = await post(s.as.pro, "/v3/search", {
          query: {
            sort_by: "week_current_period_revenue",
            from_count: 0,
            page_size: 50,
            search_type: "shops",
            search_filters: { must_include_shop_ids: [hotShop] },
          },
        });
        const { items } = ShopSearchResponse.parse(res.body);
        expect(items).toHaveLength(1);
        return items[0]?.revenue_is_estimate;
      };
      expect(await shopEstimate()).toBe(false);
      expect(await productEstimate()).toBe(false);
      expect(await searchEstimate()).toBe(false);
      await s.db.query("UPDATE shops SET source = 'tracked' WHERE id = $1", [hotShop]);
      // Search answers follow the change sequence (within a poll); a catch-up applies it now.
      await catchUpSearchReadModel(s.db);
      try {
        expect(await shopEstimate()).toBe(true);
        expect(await productEstimate()).toBe(true);
        expect(await searchEstimate()).toBe(true);
      } finally {
        await s.db.query("UPDATE shops SET source = 'demo' WHERE id = $1", [hotShop]);
        await catchUpSearchReadModel(s.db);
      }
    });
  });

  describe("the shop charts", () => {
    it("gives 60 days of revenue, oldest first, as UTC dates: the previous period, then the current", async () => {
      const res = await post(s.as.pro, "/v3/shop/chart/revenue", { shop_id: hotShop });
      expect(res.status).toBe(200);
      const items = res.body.items as { date_str: string; revenue: number }[];
      expect(items).toHaveLength(60);
      for (const row of items) expect(row.date_str).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([...items.map((r) => r.date_str)].sort()).toEqual(items.map((r) => r.date_str));
      expect(new Set(items.map((r) => r.date_str)).size).toBe(60);
      const history = await one<{ revenue: number[] }>(
        "SELECT revenue FROM shop_history WHERE shop_id = $1",
        [hotShop],
      );
      expect(items.map((r) => r.revenue)).toEqual(history.revenue.slice(-60).map(Number));
      // The two halves are the periods the shop's month revenue and its delta compare.
      const { item } = ShopResponse.parse(
        (await post(s.as.pro, "/v3/shop", { shop_id: hotShop })).body,
      );
      const sum = (rows: typeof items) => rows.reduce((total, r) => total + r.revenue, 0);
      const current = sum(items.slice(30));
      const previous = sum(items.slice(0, 30));
      expect(current).toBeCloseTo(item.item.month_current_period_revenue ?? Number.NaN, 1);
      expect(current - previous).toBeCloseTo(item.item.month_revenue_delta ?? Number.NaN, 1);
    });

    it("gives the active ad counts and ad starts of 60 days", async () => {
      const res = await post(s.as.pro, "/v3/shop/chart/ads", { shop_id: hotShop });
      expect(res.status).toBe(200);
      const history = res.body.history as {
        active_ad_count: { date_str: string; active_ad_count: number }[];
        ad_start_count: { date_str: string; ad_start_count: number }[];
      };
      expect(history.active_ad_count).toHaveLength(60);
      expect(history.ad_start_count).toHaveLength(60);
      const stored = await one<{ active_ad_count: number[]; ad_start_count: number[] }>(
        "SELECT active_ad_count, ad_start_count FROM shop_history WHERE shop_id = $1",
        [hotShop],
      );
      expect(history.active_ad_count.map((r) => r.active_ad_count)).toEqual(
        stored.active_ad_count.slice(-60).map(Number),
      );
      expect(history.ad_start_count.map((r) => r.ad_start_count)).toEqual(
        stored.ad_start_count.slice(-60).map(Number),
      );
      expect(history.ad_start_count.map((r) => r.date_str)).toEqual(
        history.active_ad_count.map((r) => r.date_str),
      );
    });

    it("answers 404 shop_not_found for the charts of an unknown shop", async () => {
      for (const path of ["/v3/shop/chart/revenue", "/v3/shop/chart/ads"]) {
        expect(await post(s.as.pro, path, { shop_id: missingId })).toEqual({
          status: 404,
          body: { message: "shop_not_found" },
        });
      }
    });
  });

  describe("POST /v3/product and its charts", () => {
    it("answers a hot product with its and its shop's metrics, and is_staff of the caller", async () => {
      const body = { shop_id: hotProduct.shopId, product_id: hotProduct.id };
      const res = await post(s.as.pro, "/v3/product", body);
      expect(res.status).toBe(200);
      const parsed = ProductResponse.parse(res.body);
      expect(parsed.is_staff).toBe(false);
      expect(parsed.item.type).toBe("hot");
      const row = await one<{ title: string; week_current_period_revenue: number }>(
        "SELECT title, week_current_period_revenue FROM products WHERE id = $1",
        [hotProduct.id],
      );
      expect(parsed.item.item).toMatchObject({
        product_id: hotProduct.id,
        shop_id: hotProduct.shopId,
        product_title: row.title,
        week_current_period_revenue: row.week_current_period_revenue,
      });
      const asAdmin = ProductResponse.parse((await post(s.as.admin, "/v3/product", body)).body);
      expect(asAdmin.is_staff).toBe(true);
    });

    it("answers a non-hot product with its raw fields and zero metrics", async () => {
      const { id, shop_id } = await one<{ id: number; shop_id: number }>(
        `SELECT id, shop_id FROM products WHERE active AND week_current_period_revenue > 0
         AND id <> $1 ORDER BY id DESC LIMIT 1`,
        [hotProduct.id],
      );
      await s.db.query("UPDATE products SET active = false WHERE id = $1", [id]);
      try {
        const res = await post(s.as.pro, "/v3/product", { shop_id, product_id: id });
        const { item } = ProductResponse.parse(res.body);
        const raw = await one<{ title: string; handle: string; tags: string[] }>(
          "SELECT title, handle, tags FROM products WHERE id = $1",
          [id],
        );
        expect(item.type).toBe("inactive");
        expect(item.item).toMatchObject({
          product_title: raw.title,
          product_handle: raw.handle,
          product_tags: raw.tags,
          week_current_period_revenue: 0,
          day_current_period_revenue: 0,
          week_sale_count: 0,
        });
      } finally {
        await s.db.query("UPDATE products SET active = true WHERE id = $1", [id]);
      }
    });

    it("answers 404 product_not_found for an unknown product or one of another shop", async () => {
      for (const body of [
        { shop_id: hotProduct.shopId, product_id: missingId },
        { shop_id: hotProduct.shopId + 1, product_id: hotProduct.id },
      ]) {
        for (const path of ["/v3/product", "/v3/product/chart/revenue", "/v3/product/chart/ads"]) {
          expect({ path, ...(await post(s.as.pro, path, body)) }).toEqual({
            path,
            status: 404,
            body: { message: "product_not_found" },
          });
        }
      }
    });

    it("gives the product's revenue and ads charts over 60 days (previous and current period)", async () => {
      const body = { shop_id: hotProduct.shopId, product_id: hotProduct.id };
      const revenue = await post(s.as.pro, "/v3/product/chart/revenue", body);
      expect(revenue.status).toBe(200);
      const stored = await one<{ revenue: number[]; active_ad_count: number[] }>(
        "SELECT revenue, active_ad_count FROM product_history WHERE product_id = $1",
        [hotProduct.id],
      );
      expect((revenue.body.items as { revenue: number }[]).map((r) => r.revenue)).toEqual(
        stored.revenue.slice(-60).map(Number),
      );
      const ads = await post(s.as.pro, "/v3/product/chart/ads", body);
      const history = ads.body.history as { active_ad_count: { active_ad_count: number }[] };
      expect(history.active_ad_count.map((r) => r.active_ad_count)).toEqual(
        stored.active_ad_count.slice(-60).map(Number),
      );
    });
  });

  describe("POST /v3/shops/products/inactive", () => {
    it("pages a shop's inactive products by excluding those already loaded", async () => {
      const { id: shopId } = await one<{ id: number }>(
        "SELECT id FROM shops WHERE id <> $1 ORDER BY id LIMIT 1",
        [hotShop],
      );
      // More than a page (50) of inactive products.
      await s.db.query(
        `INSERT INTO products (shop_id, title, handle, active)
         SELECT $1, 'Retired product ' || g, 'retired-' || g, false FROM generate_series(1, 55) g`,
        [shopId],
      );
      const { n } = await one<{ n: number }>(
        "SELECT count(*)::int AS n FROM products WHERE shop_id = $1 AND NOT active",
        [shopId],
      );
      const seen: number[] = [];
      let pages = 0;
      for (;;) {
        const res = await post(s.as.pro, "/v3/shops/products/inactive", {
          shop_id: shopId,
          exclude_product_ids: seen,
        });
        expect(res.status).toBe(200);
        const page = InactiveProductsResponse.parse(res.body);
        seen.push(...page.inactive_items.map((item) => item.product_id));
        pages++;
        if (pages === 1) {
          expect(page.inactive_items).toHaveLength(50);
          expect(page.has_more).toBe(true);
        }
        if (!page.has_more) break;
      }
      expect(pages).toBe(2);
      expect(new Set(seen).size).toBe(n);
      const { active } = await one<{ active: number }>(
        "SELECT count(*)::int AS active FROM products WHERE id = ANY($1::bigint[]) AND active",
        [seen],
      );
      expect(active).toBe(0);
    });

    it("answers 404 shop_not_found for an unknown shop", async () => {
      const res = await post(s.as.pro, "/v3/shops/products/inactive", {
        shop_id: missingId,
        exclude_product_ids: [],
      });
      expect(res).toEqual({ status: 404, body: { message: "shop_not_found" } });
    });
  });

  describe("ads (can_ads)", () => {
    /** Shops whose ads together fill more than one page (20). */
    let adShops: number[];
    let adCount: number;

    beforeAll(async () => {
      const { rows } = await s.db.query<{ shop_id: number; n: number }>(
        "SELECT shop_id, count(*)::int AS n FROM ads GROUP BY shop_id ORDER BY n DESC, shop_id",
      );
      adShops = [];
      adCount = 0;
      for (const row of rows) {
        if (adCount > 25) break;
        adShops.push(row.shop_id);
        adCount += row.n;
      }
      expect(adCount).toBeGreaterThan(20);
    });

    async function allPages(caller: ApiCaller, path: string, ids: Record<string, number[]>) {
      const items: AdsResponse["items"] = [];
      let offset: number | string | null = 0;
      let pages = 0;
      while (offset !== null) {
        const res = await post(caller, path, { ...ids, offset });
        expect(res.status).toBe(200);
        const page = AdsResponse.parse(res.body);
        items.push(...page.items);
        offset = page.next_from_value;
        pages++;
      }
      return { items, pages };
    }

    it("gives a Pro user a shop's ads newest first, paged by offset to the end", async () => {
      const { items, pages } = await allPages(s.as.pro, "/v3/shop/ads", { shop_ids: adShops });
      expect(pages).toBeGreaterThan(1);
      expect(items).toHaveLength(adCount);
      expect(new Set(items.map((ad) => ad.collation_id)).size).toBe(adCount);
      for (const ad of items) expect(adShops).toContain(ad.shop_id);
      const days = items.map((ad) => ad.ymd);
      expect(days).toEqual([...days].sort().reverse());
    });

    it("gives a product's ads and accepts the offset as a numeric string", async () => {
      const { product_id } = await one<{ product_id: number }>(
        `SELECT product_id FROM ads WHERE product_id IS NOT NULL
         GROUP BY product_id ORDER BY count(*) DESC, product_id LIMIT 1`,
      );
      const { items } = await allPages(s.as.pro, "/v3/product/ads", { product_ids: [product_id] });
      expect(items.length).toBeGreaterThan(0);
      for (const ad of items) expect(ad.product_id).toBe(product_id);
      const again = await post(s.as.pro, "/v3/product/ads", {
        product_ids: [product_id],
        offset: "0",
      });
      expect(AdsResponse.parse(again.body).items).toEqual(items.slice(0, 20));
      const bad = await post(s.as.pro, "/v3/product/ads", {
        product_ids: [product_id],
        offset: "ten",
      });
      expect(bad.status).toBe(400);
    });

    it("refuses a plan without can_ads with 403 not_allowed", async () => {
      for (const [path, body] of [
        ["/v3/shop/ads", { shop_ids: adShops }],
        ["/v3/product/ads", { product_ids: [hotProduct.id] }],
      ] as const) {
        expect(await post(s.as.basic, path, body)).toEqual({
          status: 403,
          body: { message: "not_allowed" },
        });
      }
    });
  });

  describe("POST /v3/activity/shops", () => {
    it("gives the news of shops or products newest first, price changes with both prices", async () => {
      const product = await one<{ id: number; shop_id: number }>(
        "SELECT id, shop_id FROM products WHERE shop_id = $1 ORDER BY id LIMIT 1",
        [hotShop],
      );
      const now = Math.floor(Date.now() / 1000);
      await s.db.query(
        `INSERT INTO activity (type, shop_id, product_id, epoch_time, from_price, to_price) VALUES
         ('new_product', $1, $2, $3, NULL, NULL), ('price_change', $1, $2, $4, 19.99, 24.5)`,
        [product.shop_id, product.id, now + 100, now + 200],
      );
      const byShop = ActivityResponse.parse(
        (await post(s.as.pro, "/v3/activity/shops", { mode: "shops", shop_ids: [hotShop] })).body,
      ).activity;
      expect(byShop.slice(0, 2)).toMatchObject([
        {
          type: "price_change",
          product_id: product.id,
          epoch_time: now + 200,
          from_price: 19.99,
          to_price: 24.5,
        },
        { type: "new_product", product_id: product.id, epoch_time: now + 100 },
      ]);
      expect("from_price" in (byShop[1] as object)).toBe(false);
      for (const item of byShop) expect(item.shop_id).toBe(hotShop);
      const times = byShop.map((item) => item.epoch_time);
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const byProduct = ActivityResponse.parse(
        (
          await post(s.as.pro, "/v3/activity/shops", {
            mode: "products",
            product_ids: [product.id],
          })
        ).body,
      ).activity;
      expect(byProduct.length).toBeGreaterThanOrEqual(2);
      for (const item of byProduct) expect(item.product_id).toBe(product.id);
    });

    it("gives an empty feed for no ids", async () => {
      const res = await post(s.as.pro, "/v3/activity/shops", { mode: "shops", shop_ids: [] });
      expect(res).toEqual({ status: 200, body: { activity: [] } });
    });
  });

  describe("licence gates", () => {
    const isAdsCall = (path: string) => path === "/v3/shop/ads" || path === "/v3/product/ads";
    const dataCalls = () =>
      [
        ["/v3/shop", { shop_id: hotShop }],
        ["/v3/shop/chart/revenue", { shop_id: hotShop }],
        ["/v3/shop/chart/ads", { shop_id: hotShop }],
        ["/v3/product", { shop_id: hotProduct.shopId, product_id: hotProduct.id }],
        ["/v3/product/chart/revenue", { shop_id: hotProduct.shopId, product_id: hotProduct.id }],
        ["/v3/product/chart/ads", { shop_id: hotProduct.shopId, product_id: hotProduct.id }],
        ["/v3/shops/products/inactive", { shop_id: hotShop, exclude_product_ids: [] }],
        ["/v3/activity/shops", { mode: "shops", shop_ids: [hotShop] }],
        ["/v3/shop/ads", { shop_ids: [hotShop] }],
        ["/v3/product/ads", { product_ids: [hotProduct.id] }],
      ] as const;

    it("answers every data call of an expired licence with 402 license_expired", async () => {
      for (const [path, body] of dataCalls()) {
        expect({ path, ...(await post(s.as.expired, path, body)) }).toEqual({
          path,
          status: 402,
          body: { message: "license_expired" },
        });
      }
    });

    it("refuses a plan without the main tool with 403 as search does, but not its ads", async () => {
      for (const [path, body] of dataCalls()) {
        const res = await post(s.as.noaccess, path, body);
        expect({ path, status: res.status }).toEqual({
          path,
          status: isAdsCall(path) ? 200 : 403,
        });
        if (!isAdsCall(path)) expect(res.body).toEqual({ message: "not_allowed" });
      }
    });

    it("answers the data calls of a Basic plan except the ads", async () => {
      for (const [path, body] of dataCalls()) {
        const { status } = await post(s.as.basic, path, body);
        expect({ path, status }).toEqual({ path, status: isAdsCall(path) ? 403 : 200 });
      }
    });

    it("refuses calls without a valid token with 401 should_logout", async () => {
      const res = await s.as.pro.call("/v3/shop", { shop_id: hotShop }, { auth: null });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "should_logout" });
    });
  });
});
