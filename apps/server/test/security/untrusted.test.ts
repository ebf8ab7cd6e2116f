// Untrusted content on the server (issue 8, part 3): a hostile store is tracked through the API
// (the real path of crawled data), its texts come back unchanged as data, and every picture the
// server draws for them (favicons, product images, ad images, and the corpus ads) is a PNG with no
// chunk beyond its pixels, so it carries none of their text (issue 13) and nothing that could run.
import { ShopResponse, TrackStatusResponse } from "@hotshelf/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNTRUSTED_ADS_SHOP_URL, UNTRUSTED_TEXTS } from "../../src/demo/untrustedCorpus";
import { chunkTypes } from "../../src/media/testPng";
import { type ApiCaller, signedIn, startTestServer, type TestServer } from "../support/server";
import {
  startUntrustedStore,
  UNTRUSTED_SHOP_TITLE,
  type UntrustedStore,
  untrustedProducts,
} from "./untrustedStore";

describe("a hostile store tracked through the API", () => {
  let t: TestServer;
  let store: UntrustedStore;
  let pro: ApiCaller;
  let shopId: number;

  beforeAll(async () => {
    store = await startUntrustedStore();
    t = await startTestServer("pglite", { TRACKER_ALLOW_LOOPBACK: "1" }, undefined, {
      trackerLoop: false,
      tracker: { perHostIntervalMs: 0 },
      untrustedCorpus: true,
    });
    pro = await signedIn(t.baseUrl, "pro@example.com");
    const started = await pro.call("/v3/shops/track/v2/start", { shop_url: store.url });
    expect(started.status).toBe(200);
    await t.server.tracker.runOnce();
    const status = TrackStatusResponse.parse(
      await (await pro.call("/v3/shops/track/v2/status", {})).json(),
    );
    expect(status.items[0]).toMatchObject({ complete: true, track_status: "success" });
    shopId = status.items[0]?.shop_id as number;
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
    await store?.close();
  });

  it("keeps the shop's and products' texts as data, unchanged", async () => {
    const shop = ShopResponse.parse(await (await pro.call("/v3/shop", { shop_id: shopId })).json());
    expect(shop.item.item.shop_title).toBe(UNTRUSTED_SHOP_TITLE);
    const { rows } = await t.server.db.query<{ title: string; body_html: string; tags: string[] }>(
      "SELECT title, body_html, tags FROM products WHERE shop_id = $1 ORDER BY external_id",
      [shopId],
    );
    expect(rows.map((row) => row.title)).toEqual(untrustedProducts().map((p) => p.title));
    expect(rows.map((row) => row.body_html)).toEqual(untrustedProducts().map((p) => p.body_html));
    // Image URLs that are not http(s) are dropped by the tracker; the rest are kept as URLs.
    const images = await t.server.db.query<{ image_external: string | null }>(
      "SELECT image_external FROM products WHERE shop_id = $1",
      [shopId],
    );
    for (const { image_external } of images.rows) {
      if (image_external !== null) expect(new URL(image_external).protocol).toBe("https:");
    }
  });

  const pictureChunks = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    return chunkTypes(Buffer.from(await res.arrayBuffer()));
  };

  it("draws its favicon and product images as plain PNG", async () => {
    const favicon = await fetch(`${t.baseUrl}/media/favicons/${shopId}.png`);
    // Opened on its own, whatever it is taken for, nothing may run in it.
    const policy = favicon.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
    expect(await pictureChunks(favicon)).toEqual(["IHDR", "IDAT", "IEND"]);
    const { rows } = await t.server.db.query<{ id: number; title: string }>(
      "SELECT id, title FROM products WHERE shop_id = $1",
      [shopId],
    );
    expect(rows).toHaveLength(UNTRUSTED_TEXTS.length);
    for (const product of rows) {
      const res = await fetch(`${t.baseUrl}/media/products/${product.id}.png`);
      expect(await pictureChunks(res)).toEqual(["IHDR", "IDAT", "IEND"]);
    }
  });

  it("draws every corpus ad's images as plain PNG", async () => {
    const { rows } = await t.server.db.query<{ id: number; page_name: string; images: number }>(
      `SELECT a.id, a.page_name, greatest(jsonb_array_length(a.media), jsonb_array_length(a.cards)) AS images
       FROM ads a JOIN shops s ON s.id = a.shop_id WHERE s.url = $1`,
      [UNTRUSTED_ADS_SHOP_URL],
    );
    expect(rows.map((row) => row.page_name).sort()).toEqual([...UNTRUSTED_TEXTS].sort());
    for (const ad of rows) {
      const res = await fetch(`${t.baseUrl}/ad-media/${ad.id}/0.png`);
      expect(await pictureChunks(res)).toEqual(["IHDR", "IDAT", "IEND"]);
    }
  });
});
