// Issue 13, items 3 and 4: one cheap account cannot fill the database, force full scans or read the
// catalogue through its collections. Each quota answers with the reason or text the app shows.
import { QUOTA_MESSAGES, QUOTAS, TOTAL_HITS_CAP } from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DetailServer, post, startDetailServer, testEngines } from "../detail/support";

describe.each(testEngines())("quotas and caps on %s", (engine) => {
  let s: DetailServer;
  let shopIds: number[];
  let subOf: (email: string) => Promise<string>;

  beforeAll(async () => {
    s = await startDetailServer(engine);
    const shops = await s.db.query<{ id: number }>("SELECT id FROM shops ORDER BY id LIMIT 30");
    shopIds = shops.rows.map((row) => row.id);
    subOf = async (email) => {
      const { rows } = await s.db.query<{ sub: string }>("SELECT sub FROM users WHERE email = $1", [
        email,
      ]);
      return (rows[0] as { sub: string }).sub;
    };
  });
  afterAll(async () => {
    await s?.stop();
  });

  const filterSet = (name: string, excluded = 1) => ({
    filter_type: "products",
    filter_set_name: name,
    excluded_shops: Array.from({ length: excluded }, (_, i) => ({
      shop_id: i + 1,
      shop_title: `Shop ${i + 1} with a long enough title`,
    })),
    filters: { range_filters: {}, one_hot_filters: {} },
  });

  describe("filter sets", () => {
    it(`keeps at most ${QUOTAS.filterSetsPerType} per user and type`, async () => {
      const sub = await subOf("basic@example.com");
      await s.db.query(
        `INSERT INTO filter_sets (owner, filter_type, filter_set_name, filters)
         SELECT $1, 'products', 'Set ' || n, '{"range_filters":{},"one_hot_filters":{}}'
         FROM generate_series(1, $2::int) AS n`,
        [sub, QUOTAS.filterSetsPerType],
      );
      expect(await post(s.as.basic, "/v3/filters/save", filterSet("One more"))).toEqual({
        status: 409,
        body: { message: "filter_set_limit" },
      });
      // At the quota a set can still be replaced, and the other type has its own quota.
      expect(
        await post(s.as.basic, "/v3/filters/save", { ...filterSet("Set 7"), overwrite: true }),
      ).toEqual({ status: 200, body: { ok: true } });
      expect(await post(s.as.basic, "/v3/filters/save", filterSet("Set 7"))).toEqual({
        status: 409,
        body: { message: "filter_set_exists" },
      });
      expect(
        await post(s.as.basic, "/v3/filters/save", { ...filterSet("Shops"), filter_type: "shops" }),
      ).toEqual({ status: 200, body: { ok: true } });
      const { rows } = await s.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM filter_sets WHERE owner = $1",
        [sub],
      );
      expect(rows[0]?.n).toBe(QUOTAS.filterSetsPerType + 1);
    });

    it(`refuses a set larger than ${QUOTAS.filterSetBytes} bytes`, async () => {
      // About 60 bytes per excluded shop: 400 of them pass the 256 KB body limit, not the set quota.
      const res = await post(s.as.pro, "/v3/filters/save", filterSet("Huge", 400));
      expect(res).toEqual({ status: 413, body: { message: "filter_set_too_large" } });
      expect(await post(s.as.pro, "/v3/filters/save", filterSet("Fits", 100))).toEqual({
        status: 200,
        body: { ok: true },
      });
    });
  });

  describe("collections", () => {
    const overwrite = (name: string, ids: number[]) =>
      post(s.as.pro, "/v3/tags/overwrite", { tag_type: "shops", tag_name: name, shop_ids: ids });

    it("refuses a name over 64 characters with its own reason", async () => {
      expect(await overwrite("x".repeat(65), [])).toEqual({
        status: 400,
        body: { message: "tag_name_too_long" },
      });
      expect(await overwrite("x".repeat(64), [])).toEqual({ status: 200, body: { ok: true } });
    });

    it(`keeps at most ${QUOTAS.collectionsPerType} collections per type, Tracked Shops aside`, async () => {
      const sub = await subOf("pro@example.com");
      await s.db.query(
        `INSERT INTO collections (owner, tag_type, name)
         SELECT $1, 'products', 'Bulk ' || n FROM generate_series(1, $2::int) AS n`,
        [sub, QUOTAS.collectionsPerType],
      );
      const create = await post(s.as.pro, "/v3/tags/change", {
        tag_type: "products",
        tag_name: "One more",
        action: "add",
        product_id: 1,
      });
      expect(create).toEqual({ status: 409, body: { message: "collection_limit" } });
      // An existing collection at the quota still takes members.
      const product = await s.db.query<{ id: number }>("SELECT id FROM products LIMIT 1");
      const add = await post(s.as.pro, "/v3/tags/change", {
        tag_type: "products",
        tag_name: "Bulk 3",
        action: "add",
        product_id: product.rows[0]?.id,
      });
      expect(add).toEqual({ status: 200, body: { ok: true } });
    });

    it(`keeps at most ${QUOTAS.collectionMembers} members in one collection`, async () => {
      const tooMany = Array.from({ length: QUOTAS.collectionMembers + 1 }, (_, i) => i + 1);
      expect(await overwrite("Everything", tooMany)).toEqual({
        status: 400,
        body: { message: `shop_ids: ${QUOTA_MESSAGES.tooManyIds}` },
      });
      expect(await overwrite("Full", [shopIds[0] as number])).toEqual({
        status: 200,
        body: { ok: true },
      });
      // Fill it to the quota directly (ids need not exist for the count).
      await s.db.query(
        `INSERT INTO collection_members (collection_id, member_id)
         SELECT c.id, 1000000000 + n FROM collections c, generate_series(1, $1::int) AS n
         WHERE c.name = 'Full'`,
        [QUOTAS.collectionMembers - 1],
      );
      const change = (shopId: number) =>
        post(s.as.pro, "/v3/tags/change", {
          tag_type: "shops",
          tag_name: "Full",
          action: "add",
          shop_id: shopId,
        });
      expect(await change(shopIds[1] as number)).toEqual({
        status: 409,
        body: { message: "collection_full" },
      });
      // Adding a member it already has is no growth, so it still succeeds.
      expect(await change(shopIds[0] as number)).toEqual({ status: 200, body: { ok: true } });
    });

    it("gives no catalogue details to an account without the main tool", async () => {
      for (const account of ["expired", "noaccess"] as const) {
        const write = await post(s.as[account], "/v3/tags/overwrite", {
          tag_type: "shops",
          tag_name: "Scrape",
          shop_ids: shopIds,
        });
        expect(write.status).toBe(200);
        const read = await post(s.as[account], "/v3/tags/shops", { is_staff: false });
        expect(read).toEqual({ status: 200, body: { tags: { Scrape: [] } } });
        const staff = await post(s.as[account], "/v3/tags/products", { is_staff: true });
        expect(Object.values(staff.body.tags as object).flat()).toEqual([]);
      }
      // The same write by a licensed account reads back its members.
      await overwrite("Scrape", shopIds);
      const read = await post(s.as.pro, "/v3/tags/shops", { is_staff: false });
      expect((read.body.tags as Record<string, unknown[]>).Scrape).toHaveLength(shopIds.length);
    });
  });

  describe("search and ads inputs", () => {
    const search = (query: object) =>
      post(s.as.pro, "/v3/search", {
        query: {
          sort_by: "product_active_ad_count_percent_change",
          from_count: 0,
          page_size: 50,
          search_filters: {},
          search_type: "products",
          ...query,
        },
      });

    it("refuses offsets past the total-hits cap", async () => {
      expect((await search({ from_count: TOTAL_HITS_CAP })).status).toBe(200);
      expect(await search({ from_count: 9e15 })).toEqual({
        status: 400,
        body: { message: `query.from_count: ${QUOTA_MESSAGES.offsetBeyondCap}` },
      });
      const ads = await post(s.as.pro, "/v3/shop/ads", {
        shop_ids: [shopIds[0]],
        offset: TOTAL_HITS_CAP + 1,
      });
      expect(ads).toEqual({
        status: 400,
        body: { message: `offset: ${QUOTA_MESSAGES.offsetBeyondCap}` },
      });
      const adsText = await post(s.as.pro, "/v3/product/ads", {
        product_ids: [1],
        offset: "5000",
      });
      expect(adsText).toEqual({
        status: 400,
        body: { message: `offset: ${QUOTA_MESSAGES.offsetBeyondCap}` },
      });
    });

    it("caps search text and id lists", async () => {
      expect(await search({ search_string: "a".repeat(QUOTAS.searchTextLength + 1) })).toEqual({
        status: 400,
        body: { message: `query.search_string: ${QUOTA_MESSAGES.searchTextTooLong}` },
      });
      const ids = Array.from({ length: QUOTAS.collectionMembers + 1 }, (_, i) => i + 1);
      expect(await search({ exclude_shop_ids: ids })).toEqual({
        status: 400,
        body: { message: `query.exclude_shop_ids: ${QUOTA_MESSAGES.tooManyIds}` },
      });
      expect(await search({ search_filters: { must_include_shop_ids: ids } })).toEqual({
        status: 400,
        body: {
          message: `query.search_filters.must_include_shop_ids: ${QUOTA_MESSAGES.tooManyIds}`,
        },
      });
    });
  });

  it("stores one referrer row per user and day, however often it is called", async () => {
    const sub = await subOf("admin@example.com");
    for (let i = 0; i < 5; i += 1) {
      const res = await post(s.as.admin, "/v3/referrer", {
        site_url: "https://hotshelf.test/",
        referrer: `https://spam.test/${i}`,
        email: "admin@example.com",
      });
      expect(res.status).toBe(200);
    }
    const { rows } = await s.db.query<{ referrer: string }>(
      "SELECT referrer FROM referrers WHERE user_sub = $1",
      [sub],
    );
    expect(rows).toEqual([{ referrer: "https://spam.test/0" }]);
  });
});
