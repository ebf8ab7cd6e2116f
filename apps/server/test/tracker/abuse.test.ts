import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCollections } from "../../src/collections";
import { CRAWLED_LIMITS } from "../../src/tracker/crawledLimits";
import { fakeCatalogue, fakeProduct } from "../fakestores";
import { testEngines } from "./support/db";
import { type Harness, openHarness } from "./support/harness";

const alice = "a11ce000-0000-4000-8000-000000000001";
const hour = 60 * 60 * 1000;
const minute = 60 * 1000;

describe.each(testEngines())("the tracker against hostile or failing stores on %s", (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(engine);
  });
  afterEach(() => h.reset());
  afterAll(() => h.dispose());

  /** Tracks the store once, successfully; the tracker then polls it every hour, jitter fixed at 0. */
  async function tracked(overrides: Parameters<Harness["store"]>[0] = {}) {
    const store = await h.store({ products: fakeCatalogue(2), ...overrides });
    const tracker = h.tracker({ pollIntervalMs: hour, random: () => 0.5 });
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    return { store, tracker };
  }

  it("slows polling down for a store that answers 429, without calling it inactive", async () => {
    const { store, tracker } = await tracked();
    store.behaviour.kind = "status";
    store.behaviour.status = 429;
    h.clock.advance(hour);
    expect(await tracker.runOnce()).toBe(1);
    expect(await h.shopRow(store.url)).toMatchObject({
      abort_tracking_reason: null,
      poll_failures: 1,
    });
    // Backoff doubles per failure in a row: 1 h, then 2 h (jitter fixed at its middle).
    h.clock.advance(59 * minute);
    expect(await tracker.runOnce()).toBe(0);
    h.clock.advance(2 * minute);
    expect(await tracker.runOnce()).toBe(1);
    h.clock.advance(119 * minute);
    expect(await tracker.runOnce()).toBe(0);
    h.clock.advance(2 * minute);
    expect(await tracker.runOnce()).toBe(1);
    expect(await h.shopRow(store.url)).toMatchObject({
      abort_tracking_reason: null,
      poll_failures: 3,
    });

    // Its Retry-After is honoured when longer than the backoff.
    store.behaviour.headers = { "retry-after": String(10 * 60 * 60) };
    h.clock.advance(4 * hour + minute);
    expect(await tracker.runOnce()).toBe(1);
    h.clock.advance(9 * hour);
    expect(await tracker.runOnce()).toBe(0);

    // Once it answers again, polling is back to its interval.
    store.behaviour.kind = "shopify";
    h.clock.advance(hour + minute);
    expect(await tracker.runOnce()).toBe(1);
    expect(await h.shopRow(store.url)).toMatchObject({ poll_failures: 0, next_poll_at: null });
    h.clock.advance(hour + minute);
    expect(await tracker.runOnce()).toBe(1);
  });

  it("retries a user's track that the store answered 429, after its Retry-After", async () => {
    const store = await h.store({ kind: "status", status: 429, headers: { "retry-after": "120" } });
    const tracker = h.tracker({ random: () => 0.5 });
    await tracker.start(alice, store.url);
    expect(await tracker.runOnce()).toBe(1);
    expect(await tracker.status(alice)).toMatchObject([{ complete: false }]);
    store.behaviour.kind = "shopify";
    h.clock.advance(119_000);
    expect(await tracker.runOnce()).toBe(0);
    h.clock.advance(2000);
    expect(await tracker.runOnce()).toBe(1);
    expect(await tracker.status(alice)).toMatchObject([
      { complete: true, track_status: "success" },
    ]);
  });

  it("backs off from a failing store with jitter", async () => {
    const { store, tracker } = await tracked();
    store.behaviour.kind = "status";
    store.behaviour.status = 500;
    h.clock.advance(hour);
    await tracker.runOnce();
    const jittered = h.tracker({ pollIntervalMs: hour, random: () => 0.99 });
    h.clock.advance(hour + minute);
    expect(await jittered.runOnce()).toBe(1);
    const row = await h.shopRow(store.url);
    expect(row).toMatchObject({ abort_tracking_reason: "other", poll_failures: 2 });
    // Second failure: 2 h times a jitter of 0.75 + 0.99 / 2.
    const wait = (row as { next_poll_at: Date }).next_poll_at.getTime() - h.clock.now.getTime();
    expect(wait).toBe(Math.round(2 * hour * (0.75 + 0.99 * 0.5)));
  });

  it.each([
    ["removed from their Tracked Shops", "remove"],
    ["deleted their account", "delete"],
  ])("stops polling a shop once its only tracker has %s", async (_case, how) => {
    const { store, tracker } = await tracked();
    const shopId = (await h.shopRow(store.url))?.id as number;
    const collections = createCollections(h.db);
    if (how === "remove") {
      await collections.change(alice, "shops", "Tracked Shops", shopId, "remove");
    } else {
      await collections.deleteAllOf(alice);
      await tracker.forgetUser(alice);
    }
    h.clock.advance(2 * hour);
    expect(await tracker.runOnce()).toBe(0);
    expect(store.requests.filter((path) => path === "/")).toHaveLength(1);
  });

  it("ends a job at its maximum time however slowly the store answers", async () => {
    const store = await h.store({ kind: "slow", delayMs: 4000 });
    const tracker = h.tracker({ fetchTimeoutMs: 10_000, maxJobMs: 300 });
    await tracker.start(alice, store.url);
    const started = Date.now();
    expect(await tracker.runOnce()).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await tracker.status(alice)).toMatchObject([{ track_status: "unreachable" }]);
  });

  it("clamps crawled prices, texts and dates before they reach the catalogue", async () => {
    const hostile = fakeProduct(1, 1e9);
    hostile.title = "T".repeat(100_000);
    hostile.vendor = `V\u0000${"v".repeat(1000)}`;
    hostile.tags = Array.from({ length: 500 }, (_, i) => `tag-${i}`);
    hostile.published_at = "2999-01-01T00:00:00Z";
    hostile.body_html = "<p>x</p>".repeat(100_000);
    const store = await h.store({ products: [hostile, fakeProduct(2)], currency: "dollars" });
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const { rows } = await h.db.query<{
      price: number;
      title: string;
      vendor: string;
      tags: string[];
      body_html: string;
      product_published_at: Date;
    }>(
      `SELECT price, title, vendor, tags, body_html, product_published_at FROM products
       WHERE external_id = 1`,
    );
    const [product] = rows;
    expect(product?.price).toBe(CRAWLED_LIMITS.maxPrice);
    expect(product?.title).toHaveLength(CRAWLED_LIMITS.titleChars);
    expect(product?.vendor).toBe(`V${"v".repeat(CRAWLED_LIMITS.shortTextChars - 1)}`);
    expect(product?.tags).toHaveLength(CRAWLED_LIMITS.tags);
    expect(product?.body_html.length).toBeLessThanOrEqual(CRAWLED_LIMITS.bodyHtmlChars);
    expect(product?.product_published_at.getTime()).toBeLessThanOrEqual(h.clock.now.getTime());
    expect(await h.shopRow(store.url)).toMatchObject({ currency: null });
  });
});
