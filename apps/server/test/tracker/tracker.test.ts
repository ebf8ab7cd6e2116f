import { NewsItem } from "@hotshelf/api/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getShopDetail } from "../../src/catalogue";
import { createCollections } from "../../src/collections";
import { createTracker, listActivity } from "../../src/tracker";
import { claimJob } from "../../src/tracker/jobs";
import { fakeCatalogue, fakeProduct } from "../fakestores";
import { testEngines } from "./support/db";
import { type Harness, openHarness } from "./support/harness";

const alice = "a11ce000-0000-4000-8000-000000000001";
const bob = "b0b00000-0000-4000-8000-000000000002";
const hour = 60 * 60 * 1000;

describe.each(testEngines())("the shop tracker on %s", (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(engine);
  });
  afterEach(() => h.reset());
  afterAll(() => h.dispose());

  it("tracks a Shopify store: the shop, its products and the user's Tracked Shops", async () => {
    const store = await h.store({ products: fakeCatalogue(5), title: "Gadget <b>Hub</b>" });
    const tracker = h.tracker();
    expect(await tracker.start(alice, store.url)).toEqual({ ok: true });
    expect(await tracker.status(alice)).toEqual([
      {
        shop_id: null,
        shop_url: store.url,
        tracking_start_time: Math.floor(h.clock.now.getTime() / 1000),
        complete: false,
        track_status: null,
      },
    ]);
    expect(await tracker.runOnce()).toBe(1);

    const [item] = await tracker.status(alice);
    expect(item).toMatchObject({ complete: true, track_status: "success", shop_url: store.url });
    const shop = await h.shopRow(store.url);
    expect(shop).toMatchObject({
      id: item?.shop_id,
      source: "tracked",
      // Crawled text is stored as it came; the web app sanitises it.
      title: "Gadget <b>Hub</b>",
      myshopify_url: "https://fake-store.myshopify.com",
      url_after_redirect: store.url,
      favicon_external: "http://cdn.shopify.com/s/files/1/favicon.png",
      currency: "USD",
      country: "US",
      locale: "en",
      theme_name: "Dawn",
      theme_id: 123456789,
      sku_count: 5,
      tracked_by_count: 1,
      // Newly tracked shops stay inactive until the estimator has enough data.
      active: false,
      abort_tracking_reason: null,
    });
    const { rows: products } = await h.db.query<Record<string, unknown>>(
      "SELECT external_id, title, handle, price, tags, body_html, source FROM products WHERE shop_id = $1 ORDER BY external_id",
      [item?.shop_id],
    );
    expect(products).toHaveLength(5);
    expect(products[0]).toEqual({
      external_id: 1,
      title: "Product 1",
      handle: "product-1",
      price: 11,
      tags: ["fake", "tag-1"],
      body_html: "<p>Description of product 1</p>",
      source: "tracked",
    });
    const tags = await createCollections(h.db).listTags(alice, "shops");
    expect(tags["Tracked Shops"]?.map((s) => s.shop_id)).toEqual([item?.shop_id]);
    // A first read makes no news: the whole catalogue would flood the feed.
    expect((await h.db.query("SELECT * FROM activity")).rows).toEqual([]);
  });

  it.each([
    [{ kind: "password" as const }, "not_open"],
    [{ kind: "status" as const, status: 402 }, "currently_unavailable"],
    [{ kind: "status" as const, status: 403 }, "forbidden"],
    [{ kind: "status" as const, status: 404 }, "not_found"],
    [{ kind: "status" as const, status: 500 }, "unexpected_status_code"],
    [{ kind: "not_shopify" as const }, "not_shopify_store"],
    [{ kind: "malformed_json" as const }, "not_shopify_store"],
    [{ kind: "slow" as const, delayMs: 3000 }, "unreachable"],
  ])("reports %o as %s", async (behaviour, status) => {
    const store = await h.store(behaviour);
    const tracker = h.tracker({ fetchTimeoutMs: 300 });
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    expect(await tracker.status(alice)).toMatchObject([
      { complete: true, track_status: status, shop_id: null },
    ]);
    expect(store.requests.length).toBeGreaterThan(0);
    expect(await h.shopRow(store.url)).toBeUndefined();
  });

  it("stores the apps, technologies, Facebook page and social profiles its home page shows", async () => {
    const store = await h.store({
      homeHtml: `<html><head><title>Stack</title><meta property="fb:pages" content="998877">
        <script src="https://static.klaviyo.com/onsite/js/klaviyo.js"></script>
        <script src="https://cdn.shopify.com/s/trekkie.js"></script>
        <script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script></head>
        <body><a href="https://www.tiktok.com/@stackshop?lang=en">TikTok</a>
        <a href="https://instagram.com/p/post1">A post</a></body></html>`,
    });
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const shopId = (await h.shopRow(store.url))?.id as number;
    // Served on the shop detail call (POST /v3/shop).
    expect((await getShopDetail(h.db, shopId))?.item).toMatchObject({
      apps: ["Klaviyo"],
      technologies: ["Google Analytics"],
      ads_archive_page_id: "998877",
      social_links: ["https://tiktok.com/@stackshop"],
    });
  });

  it("reports a closed port as unreachable", async () => {
    const store = await h.store({});
    await store.close();
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    expect(await tracker.status(alice)).toMatchObject([{ track_status: "unreachable" }]);
  });

  it("follows a redirect chain to the store and records where it landed", async () => {
    const target = await h.store({ products: fakeCatalogue(2) });
    const chain = await h.store({ kind: "redirect", hops: 3, redirectTarget: target.url });
    const tracker = h.tracker();
    await tracker.start(alice, chain.url);
    await tracker.runOnce();
    expect(await tracker.status(alice)).toMatchObject([{ track_status: "success" }]);
    expect(await h.shopRow(chain.url)).toMatchObject({
      url_after_redirect: target.url,
      sku_count: 2,
    });
  });

  it("refuses a redirect to a forbidden address and sends nothing there", async () => {
    const hop = await h.store({
      kind: "redirect_forbidden",
      redirectTarget: "http://169.254.169.254/latest/",
    });
    const tracker = h.tracker();
    await tracker.start(alice, hop.url);
    await tracker.runOnce();
    expect(await tracker.status(alice)).toMatchObject([{ track_status: "unreachable" }]);
    expect(hop.requests).toEqual(["/"]);
  });

  it("refuses forbidden addresses at start, before any job exists", async () => {
    const store = await h.store({});
    // Built as production builds it: loopback is refused unless a test asks for it.
    const production = createTracker({ db: h.db, log: () => undefined });
    for (const url of [
      store.url,
      "http://10.0.0.1/",
      "http://169.254.169.254/",
      "http://2130706433/",
      "http://0177.0.0.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://user@shop.example.com/",
      "ftp://shop.example.com/",
      "https://shop.example.com:8443/",
      "not a url",
    ]) {
      expect(await production.start(alice, url)).toEqual({ ok: false, reason: "invalid_url" });
    }
    expect(await production.status(alice)).toEqual([]);
    expect(await production.runOnce()).toBe(0);
    expect(store.requests).toEqual([]);
  });

  it("a name that resolves to a private address ends unreachable without a request", async () => {
    const tracker = h.tracker({
      allowLoopback: false,
      resolve: async () => [{ address: "10.1.2.3" }],
    });
    expect(await tracker.start(alice, "shop.example.com")).toEqual({ ok: true });
    await tracker.runOnce();
    expect(await tracker.status(alice)).toMatchObject([
      { shop_url: "https://shop.example.com", track_status: "unreachable" },
    ]);
  });

  it("reads a catalogue of thousands of products page by page, up to the page cap", async () => {
    const big = await h.store({ products: fakeCatalogue(2600) });
    const tracker = h.tracker();
    await tracker.start(alice, big.url);
    await tracker.runOnce();
    expect(await h.shopRow(big.url)).toMatchObject({ sku_count: 2600 });
    // 10 full pages of 250, one of 100, and no request past the end.
    expect(big.requests.filter((r) => r.startsWith("/products.json"))).toHaveLength(11);

    const capped = await h.store({ products: fakeCatalogue(2600) });
    const cappedTracker = h.tracker({ pageCap: 3 });
    await cappedTracker.start(bob, capped.url);
    await cappedTracker.runOnce();
    expect(await h.shopRow(capped.url)).toMatchObject({ sku_count: 750 });
  });

  it("turns price changes, new and vanished products between polls into news and inactive rows", async () => {
    const store = await h.store({ products: fakeCatalogue(3) });
    const tracker = h.tracker({ pollIntervalMs: hour });
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const shopId = (await h.shopRow(store.url))?.id as number;

    // Between polls: product 1 gets cheaper, product 3 disappears, product 4 appears.
    store.behaviour.products = [fakeProduct(1, 7.5), fakeProduct(2), fakeProduct(4)];
    h.clock.advance(30 * 60 * 1000);
    expect(await tracker.runOnce()).toBe(0); // not due yet
    h.clock.advance(31 * 60 * 1000);
    expect(await tracker.runOnce()).toBe(1);

    const { rows: news } = await h.db.query<Record<string, unknown>>(
      `SELECT a.type, a.shop_id, p.external_id, a.epoch_time, a.from_price, a.to_price
       FROM activity a JOIN products p ON p.id = a.product_id ORDER BY a.type, p.external_id`,
    );
    const epoch = Math.floor(h.clock.now.getTime() / 1000);
    expect(news).toEqual([
      {
        type: "new_product",
        shop_id: shopId,
        external_id: 4,
        epoch_time: epoch,
        from_price: null,
        to_price: null,
      },
      {
        type: "price_change",
        shop_id: shopId,
        external_id: 1,
        epoch_time: epoch,
        from_price: 11,
        to_price: 7.5,
      },
    ]);
    const { rows: states } = await h.db.query<{
      external_id: number;
      active: boolean;
      price: number;
    }>("SELECT external_id, active, price FROM products WHERE shop_id = $1 ORDER BY external_id", [
      shopId,
    ]);
    expect(states).toEqual([
      { external_id: 1, active: true, price: 7.5 },
      { external_id: 2, active: true, price: 12 },
      { external_id: 3, active: false, price: 13 },
      { external_id: 4, active: true, price: 14 },
    ]);
    expect(await h.shopRow(store.url)).toMatchObject({ sku_count: 3 });

    const feed = await listActivity(h.db, { mode: "shops", shop_ids: [shopId] });
    expect(feed.map((item) => NewsItem.parse(item))).toEqual(feed);
    expect(feed).toEqual([
      expect.objectContaining({
        type: "new_product",
        product_title: "Product 4",
        epoch_time: epoch,
      }),
      expect.objectContaining({
        type: "price_change",
        shop_id: shopId,
        shop_title: "Fake Store",
        shop_favicon_internal: `favicons/${shopId}.png`,
        product_title: "Product 1",
        from_price: 11,
        to_price: 7.5,
      }),
    ]);
    const productId = feed[0]?.product_id as number;
    expect(await listActivity(h.db, { mode: "products", product_ids: [productId] })).toHaveLength(
      1,
    );
    expect(await listActivity(h.db, { mode: "shops", shop_ids: [] })).toEqual([]);
  });

  it("adds a shop the catalogue already has from the demo data without fetching anything", async () => {
    const store = await h.store({});
    const { rows } = await h.db.query<{ id: number }>(
      "INSERT INTO shops (source, title, url) VALUES ('demo', 'Demo Shop', $1) RETURNING id",
      [store.url],
    );
    const tracker = h.tracker();
    await tracker.start(alice, `${store.url}/collections/all`);
    await tracker.runOnce();
    expect(await tracker.status(alice)).toMatchObject([
      { track_status: "success", shop_id: rows[0]?.id },
    ]);
    expect(store.requests).toEqual([]);
    const tags = await createCollections(h.db).listTags(alice, "shops");
    expect(tags["Tracked Shops"]?.map((s) => s.shop_title)).toEqual(["Demo Shop"]);
  });

  it.each([
    [402, "currently_unavailable"],
    [404, "not_found"],
    [403, "other"],
  ])("a tracked shop that answers %i becomes inactive with reason %s", async (code, reason) => {
    const store = await h.store({ products: fakeCatalogue(2) });
    const tracker = h.tracker({ pollIntervalMs: hour });
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    store.behaviour.kind = "status";
    store.behaviour.status = code;
    h.clock.advance(2 * hour);
    await tracker.runOnce();
    expect(await h.shopRow(store.url)).toMatchObject({
      active: false,
      abort_tracking_reason: reason,
    });
    const { rows } = await h.db.query("SELECT 1 FROM products WHERE shop_active");
    expect(rows).toEqual([]);
    // A shop gone for good is not polled again; the others are retried.
    h.clock.advance(2 * hour);
    expect(await tracker.runOnce()).toBe(code === 404 ? 0 : 1);
  });

  it("turns a shop hot once reads span a day, with estimated sales from sold-out variants", async () => {
    const store = await h.store({ products: fakeCatalogue(2) });
    const tracker = h.tracker({ pollIntervalMs: hour });
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const sold = fakeProduct(2);
    sold.variants = sold.variants.map((v) => ({ ...v, available: false }));
    store.behaviour.products = [fakeProduct(1), sold];
    h.clock.advance(2 * hour);
    await tracker.runOnce();
    expect(await h.shopRow(store.url)).toMatchObject({
      active: false,
      day_sale_count: 1,
      day_current_period_revenue: 12,
    });
    h.clock.advance(23 * hour);
    await tracker.runOnce();
    expect(await h.shopRow(store.url)).toMatchObject({ active: true, abort_tracking_reason: null });
    const { rows } = await h.db.query(
      "SELECT shop_active FROM products WHERE shop_id = (SELECT id FROM shops)",
    );
    expect(rows).toEqual([{ shop_active: true }, { shop_active: true }]);
  });

  it("caps a user's unfinished track requests", async () => {
    const store = await h.store({});
    const tracker = h.tracker({ userConcurrentCap: 2 });
    expect(await tracker.start(alice, `${store.url}/a`)).toEqual({ ok: true });
    expect(await tracker.start(alice, store.url)).toEqual({ ok: true });
    expect(await tracker.start(alice, store.url)).toEqual({ ok: false, reason: "too_many_tracks" });
    expect(await tracker.start(bob, store.url)).toEqual({ ok: true });
    await tracker.runOnce();
    expect(await tracker.start(alice, store.url)).toEqual({ ok: true });
  });

  it("a second user tracking the same shop shares it and counts as a tracker", async () => {
    const store = await h.store({});
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    await tracker.start(bob, store.url);
    await tracker.runOnce();
    const shop = await h.shopRow(store.url);
    expect(shop).toMatchObject({ tracked_by_count: 2 });
    const tags = await createCollections(h.db).listTags(bob, "shops");
    expect(tags["Tracked Shops"]?.map((s) => s.shop_id)).toEqual([shop?.id]);
    expect((await h.db.query("SELECT 1 FROM shops")).rows).toHaveLength(1);
  });

  it("forgets a deleted user's track requests and recounts the shop's trackers", async () => {
    const store = await h.store({});
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.start(bob, store.url);
    await tracker.runOnce();
    expect(await h.shopRow(store.url)).toMatchObject({ tracked_by_count: 2 });
    await tracker.forgetUser(alice);
    expect(await tracker.status(alice)).toEqual([]);
    expect(await tracker.status(bob)).toHaveLength(1);
    expect(await h.shopRow(store.url)).toMatchObject({ tracked_by_count: 1 });
  });

  it("adds nothing for a user deleted while their track was running", async () => {
    const store = await h.store({ kind: "slow", delayMs: 1500 });
    const tracker = h.tracker({ fetchTimeoutMs: 10_000 });
    await tracker.start(alice, store.url);
    const run = tracker.runOnce();
    // The job is running once the store has the first request; the account goes away meanwhile.
    while (store.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await tracker.forgetUser(alice);
    store.behaviour.kind = "shopify";
    expect(await run).toBe(1);
    expect(store.requests).toContain("/products.json?limit=250&page=1");
    expect(await createCollections(h.db).listTags(alice, "shops")).toEqual({});
  });

  it("picks up a job left running by a process that died, once its lease runs out", async () => {
    const store = await h.store({});
    const first = h.tracker({ leaseMs: 60_000 });
    await first.start(alice, store.url);
    // The first process claims the job and dies before finishing it.
    expect(await claimJob(h.db, h.clock.now, 60_000)).not.toBeNull();
    const second = h.tracker({ leaseMs: 60_000 });
    expect(await second.runOnce()).toBe(0);
    expect(await second.status(alice)).toMatchObject([{ complete: false }]);
    h.clock.advance(61_000);
    expect(await second.runOnce()).toBe(1);
    expect(await second.status(alice)).toMatchObject([{ complete: true, track_status: "success" }]);
  });

  it("gives up on a job that keeps taking its process down", async () => {
    const store = await h.store({});
    const tracker = h.tracker({ leaseMs: 1000 });
    await tracker.start(alice, store.url);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await claimJob(h.db, h.clock.now, 1000)).not.toBeNull();
      h.clock.advance(1001);
    }
    await tracker.runOnce();
    expect(await tracker.status(alice)).toMatchObject([
      { complete: true, track_status: "unreachable" },
    ]);
    expect(store.requests).toEqual([]);
  });

  it("two trackers on one jobs table never work the same job twice", async () => {
    const store = await h.store({});
    const a = h.tracker({ concurrency: 2 });
    const b = h.tracker({ concurrency: 2 });
    const users = Array.from({ length: 6 }, (_, i) => `user-${i}`);
    for (const user of users) await a.start(user, store.url);
    const [doneA, doneB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(doneA + doneB).toBe(6);
    expect(store.requests.filter((r) => r === "/")).toHaveLength(6);
    for (const user of users)
      expect(await a.status(user)).toMatchObject([{ track_status: "success" }]);
  });

  it("runs in the background loop and stops cleanly", async () => {
    const store = await h.store({});
    const tracker = h.tracker({ loopIntervalMs: 20 });
    await tracker.start(alice, store.url);
    tracker.startLoop();
    for (let i = 0; i < 600 && !(await tracker.status(alice))[0]?.complete; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await tracker.stop();
    expect(await tracker.status(alice)).toMatchObject([
      { complete: true, track_status: "success" },
    ]);
  });
});
