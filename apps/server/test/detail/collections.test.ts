// Spec 001's collections (tags), Staff Picks and shop tracking over HTTP: each user sees and changes
// only their own, Staff Picks are read-only, a tracked store ends up in 'Tracked Shops'.
import {
  ProductTagsResponse,
  ShopResponse,
  ShopTagsResponse,
  TrackStatusResponse,
} from "@hotshelf/api/contract";
import { TRACKED_SHOPS_COLLECTION } from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStore, startFakeStore } from "../fakestores";
import type { ApiCaller } from "../support/server";
import { type DetailServer, post, startDetailServer, testEngines } from "./support";

describe.each(testEngines())("collections and tracking on %s", (engine) => {
  let s: DetailServer;
  let shopIds: number[];
  let productIds: number[];
  const stores: FakeStore[] = [];

  const shopTags = async (caller: ApiCaller, isStaff = false) => {
    const res = await post(caller, "/v3/tags/shops", { is_staff: isStaff });
    expect(res.status).toBe(200);
    return ShopTagsResponse.parse(res.body).tags;
  };
  const productTags = async (caller: ApiCaller, isStaff = false) => {
    const res = await post(caller, "/v3/tags/products", { is_staff: isStaff });
    expect(res.status).toBe(200);
    return ProductTagsResponse.parse(res.body).tags;
  };
  const ok = { status: 200, body: { ok: true } };
  const notAllowed = { status: 403, body: { message: "not_allowed" } };

  beforeAll(async () => {
    s = await startDetailServer(engine);
    const shops = await s.db.query<{ id: number }>("SELECT id FROM shops ORDER BY id LIMIT 4");
    shopIds = shops.rows.map((row) => row.id);
    const products = await s.db.query<{ id: number }>(
      "SELECT id FROM products ORDER BY id LIMIT 3",
    );
    productIds = products.rows.map((row) => row.id);
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await s?.stop();
  });

  describe("shop collections", () => {
    it("creates, replaces, changes and deletes the caller's own collection", async () => {
      const [a, b, c] = shopIds as [number, number, number];
      const overwrite = (ids: number[]) =>
        post(s.as.pro, "/v3/tags/overwrite", {
          tag_type: "shops",
          tag_name: "Watch list",
          shop_ids: ids,
        });
      expect(await overwrite([a, b])).toEqual(ok);
      let tags = await shopTags(s.as.pro);
      expect(tags["Watch list"]?.map((shop) => shop.shop_id)).toEqual([a, b]);
      const title = await s.db.query<{ title: string; url: string }>(
        "SELECT title, url FROM shops WHERE id = $1",
        [a],
      );
      expect(tags["Watch list"]?.[0]).toMatchObject({
        shop_title: title.rows[0]?.title,
        shop_url: title.rows[0]?.url,
        url: title.rows[0]?.url,
      });

      // Overwrite replaces the members; unknown ids are dropped.
      expect(await overwrite([c, 999_999_999])).toEqual(ok);
      tags = await shopTags(s.as.pro);
      expect(tags["Watch list"]?.map((shop) => shop.shop_id)).toEqual([c]);

      const change = (shopId: number, action: string) =>
        post(s.as.pro, "/v3/tags/change", {
          tag_type: "shops",
          tag_name: "Watch list",
          shop_id: shopId,
          action,
        });
      expect(await change(a, "add")).toEqual(ok);
      expect(await change(c, "remove")).toEqual(ok);
      tags = await shopTags(s.as.pro);
      expect(tags["Watch list"]?.map((shop) => shop.shop_id)).toEqual([a]);

      // Only add and remove exist: anything else is refused by the contract and changes nothing.
      expect((await change(b, "toggle")).status).toBe(400);
      tags = await shopTags(s.as.pro);
      expect(tags["Watch list"]?.map((shop) => shop.shop_id)).toEqual([a]);

      expect(
        await post(s.as.pro, "/v3/tags/delete", { tag_type: "shops", tag_name: "Watch list" }),
      ).toEqual(ok);
      expect(await shopTags(s.as.pro)).not.toHaveProperty("Watch list");
    });

    it("refuses an empty collection name with 400 invalid_tag_name", async () => {
      for (const body of [
        { tag_type: "shops", tag_name: "   ", shop_ids: [shopIds[0]] },
        { tag_type: "shops", tag_name: "", action: "add", shop_id: shopIds[0] },
      ]) {
        const path = "action" in body ? "/v3/tags/change" : "/v3/tags/overwrite";
        expect(await post(s.as.pro, path, body)).toEqual({
          status: 400,
          body: { message: "invalid_tag_name" },
        });
      }
    });

    it("keeps one user's collections invisible and unchangeable to another", async () => {
      const [a, b] = shopIds as [number, number];
      await post(s.as.pro, "/v3/tags/overwrite", {
        tag_type: "shops",
        tag_name: "Private",
        shop_ids: [a, b],
      });
      expect(await shopTags(s.as.basic)).not.toHaveProperty("Private");
      // The other user's writes under the same name only touch their own collections.
      expect(
        await post(s.as.basic, "/v3/tags/change", {
          tag_type: "shops",
          tag_name: "Private",
          shop_id: a,
          action: "remove",
        }),
      ).toEqual(ok);
      expect(
        await post(s.as.basic, "/v3/tags/delete", { tag_type: "shops", tag_name: "Private" }),
      ).toEqual(ok);
      expect((await shopTags(s.as.pro)).Private?.map((shop) => shop.shop_id)).toEqual([a, b]);
      expect(await shopTags(s.as.basic)).not.toHaveProperty("Private");
    });
  });

  describe("product collections", () => {
    it("creates, changes and deletes a product collection of the caller", async () => {
      const [p1, p2, p3] = productIds as [number, number, number];
      expect(
        await post(s.as.basic, "/v3/tags/overwrite", {
          tag_type: "products",
          tag_name: "Ideas",
          product_ids: [p1, p2],
        }),
      ).toEqual(ok);
      expect(
        await post(s.as.basic, "/v3/tags/change", {
          tag_type: "products",
          tag_name: "Ideas",
          product_id: p3,
          action: "add",
        }),
      ).toEqual(ok);
      const tags = await productTags(s.as.basic);
      expect(tags.Ideas?.map((product) => product.product_id)).toEqual([p1, p2, p3]);
      const shop = await s.db.query<{ shop_id: number }>(
        "SELECT shop_id FROM products WHERE id = $1",
        [p1],
      );
      expect(tags.Ideas?.[0]?.shop_id).toBe(shop.rows[0]?.shop_id);
      // Shop and product collections are separate namespaces.
      expect(await shopTags(s.as.basic)).not.toHaveProperty("Ideas");
      expect(await productTags(s.as.pro)).not.toHaveProperty("Ideas");

      expect(
        await post(s.as.basic, "/v3/tags/delete", { tag_type: "products", tag_name: "Ideas" }),
      ).toEqual(ok);
      expect(await productTags(s.as.basic)).not.toHaveProperty("Ideas");
    });
  });

  describe("Staff Picks", () => {
    beforeAll(async () => {
      await s.collections.overwriteStaff("shops", "Trending", shopIds.slice(0, 2));
      await s.collections.overwriteStaff("products", "Staff favourites", productIds.slice(0, 2));
    });

    it("are seeded from the catalogue's leaders on first start", async () => {
      const shops = await shopTags(s.as.basic, true);
      expect(shops["Trending This Week"]).toHaveLength(12);
      expect(shops["Top Advertisers"]).toHaveLength(12);
      expect((await productTags(s.as.basic, true))["Weekly Best Sellers"]).toHaveLength(12);
    });

    it("are read by every user with is_staff true, and are not mixed into their own", async () => {
      for (const caller of [s.as.pro, s.as.basic, s.as.admin]) {
        expect((await shopTags(caller, true)).Trending?.map((shop) => shop.shop_id)).toEqual(
          shopIds.slice(0, 2),
        );
        expect(
          (await productTags(caller, true))["Staff favourites"]?.map((p) => p.product_id),
        ).toEqual(productIds.slice(0, 2));
        expect(await shopTags(caller)).not.toHaveProperty("Trending");
      }
    });

    it("are read-only for everyone, staff included", async () => {
      for (const caller of [s.as.pro, s.as.admin]) {
        const writes = [
          [
            "/v3/tags/overwrite",
            { tag_type: "shops", tag_name: "Trending", shop_ids: [], is_staff: true },
          ],
          [
            "/v3/tags/change",
            {
              tag_type: "shops",
              tag_name: "Trending",
              shop_id: shopIds[0],
              action: "remove",
              is_staff: true,
            },
          ],
          ["/v3/tags/delete", { tag_type: "shops", tag_name: "Trending", is_staff: true }],
        ] as const;
        for (const [path, body] of writes) {
          expect({ path, ...(await post(caller, path, body)) }).toEqual({ path, ...notAllowed });
        }
        // Without is_staff the same write lands in the caller's own collections.
        expect(
          await post(caller, "/v3/tags/delete", { tag_type: "shops", tag_name: "Trending" }),
        ).toEqual(ok);
      }
      expect((await shopTags(s.as.pro, true)).Trending?.map((shop) => shop.shop_id)).toEqual(
        shopIds.slice(0, 2),
      );
    });
  });

  describe("tracking a new shop", () => {
    it("tracks a store: incomplete, then success in the status list and in 'Tracked Shops'", async () => {
      const store = await startFakeStore({ title: "Tracked Fake Store" });
      stores.push(store);
      expect(await post(s.as.pro, "/v3/shops/track/v2/start", { shop_url: store.url })).toEqual(ok);
      let items = TrackStatusResponse.parse(
        (await post(s.as.pro, "/v3/shops/track/v2/status")).body,
      ).items;
      expect(items[0]).toMatchObject({ shop_url: store.url, complete: false, track_status: null });

      await s.tracker.runOnce();

      items = TrackStatusResponse.parse(
        (await post(s.as.pro, "/v3/shops/track/v2/status")).body,
      ).items;
      const [done] = items;
      expect(done).toMatchObject({ shop_url: store.url, complete: true, track_status: "success" });
      const shopId = done?.shop_id;
      expect(shopId).toEqual(expect.any(Number));
      expect(
        Math.abs((done?.tracking_start_time ?? 0) - Math.floor(Date.now() / 1000)),
      ).toBeLessThan(120);

      const tracked = (await shopTags(s.as.pro))[TRACKED_SHOPS_COLLECTION];
      expect(tracked?.map((shop) => shop.shop_id)).toContain(shopId);
      // 'Tracked Shops' is always listed first.
      expect(Object.keys(await shopTags(s.as.pro))[0]).toBe(TRACKED_SHOPS_COLLECTION);

      // The new shop has a page of its own (inactive while its data accumulates).
      const shop = ShopResponse.parse((await post(s.as.pro, "/v3/shop", { shop_id: shopId })).body);
      expect(shop.item.item).toMatchObject({
        shop_title: "Tracked Fake Store",
        tracked_by_count: 1,
      });

      // Another user sees neither the track request nor the collection.
      const others = TrackStatusResponse.parse(
        (await post(s.as.basic, "/v3/shops/track/v2/status")).body,
      ).items;
      expect(others.map((item) => item.shop_url)).not.toContain(store.url);
      expect((await shopTags(s.as.basic))[TRACKED_SHOPS_COLLECTION] ?? []).not.toContainEqual(
        expect.objectContaining({ shop_id: shopId }),
      );
    });

    it("reports a store that is not a Shopify store as a failure", async () => {
      const store = await startFakeStore({ kind: "not_shopify" });
      stores.push(store);
      expect(await post(s.as.basic, "/v3/shops/track/v2/start", { shop_url: store.url })).toEqual(
        ok,
      );
      await s.tracker.runOnce();
      const items = TrackStatusResponse.parse(
        (await post(s.as.basic, "/v3/shops/track/v2/status")).body,
      ).items;
      expect(items.find((item) => item.shop_url === store.url)).toMatchObject({
        complete: true,
        track_status: "not_shopify_store",
        shop_id: null,
      });
    });

    it("refuses an unusable URL with 400 invalid_url and an expired licence with 402", async () => {
      for (const shop_url of ["", "not a url", "ftp://example.com"]) {
        expect(await post(s.as.pro, "/v3/shops/track/v2/start", { shop_url })).toEqual({
          status: 400,
          body: { message: "invalid_url" },
        });
      }
      expect(
        await post(s.as.expired, "/v3/shops/track/v2/start", { shop_url: "example.com" }),
      ).toEqual({ status: 402, body: { message: "license_expired" } });
      // The history stays readable.
      expect((await post(s.as.expired, "/v3/shops/track/v2/status")).status).toBe(200);
    });

    it("refuses a fourth unfinished track request with 429 too_many_tracks", async () => {
      const slow = await Promise.all([1, 2, 3, 4].map(() => startFakeStore({ kind: "shopify" })));
      stores.push(...slow);
      const answers = [];
      for (const store of slow) {
        answers.push(await post(s.as.admin, "/v3/shops/track/v2/start", { shop_url: store.url }));
      }
      expect(answers.slice(0, 3)).toEqual([ok, ok, ok]);
      expect(answers[3]).toEqual({ status: 429, body: { message: "too_many_tracks" } });
      await s.tracker.runOnce();
    });
  });
});
