// Untrusted content on the server (issue 8, part 3): a hostile store is tracked through the API
// (the real path of crawled data), its texts come back unchanged as data, and every SVG the server
// draws for them (favicons, product images, ad images, and the corpus ads) is well-formed XML with
// only the drawing elements, no event handlers or links, and none of their text (issue 13).
import { ShopResponse, TrackStatusResponse } from "@hotshelf/api/contract";
import { SAXParser } from "sax";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNTRUSTED_ADS_SHOP_URL, UNTRUSTED_TEXTS } from "../../src/demo/untrustedCorpus";
import { adImageSvg, faviconSvg, MEDIA_LABELS, productImageSvg } from "../../src/media/svg";
import { type ApiCaller, signedIn, startTestServer, type TestServer } from "../support/server";
import {
  startUntrustedStore,
  UNTRUSTED_SHOP_TITLE,
  type UntrustedStore,
  untrustedProducts,
} from "./untrustedStore";

const DRAWING = new Set(["svg", "rect", "circle", "text", "polygon", "polyline"]);
const ALLOWED_ATTRIBUTES =
  /^(xmlns|width|height|viewBox|role|aria-label|x|y|r|cx|cy|rx|fill|fill-opacity|stroke|stroke-width|stroke-linejoin|points|font-family|font-size|font-weight|text-anchor)$/;

interface Parsed {
  elements: string[];
  label: string;
  texts: string[];
}

/** Parses as strict XML (throws on anything not well-formed) and checks what an SVG may contain. */
function inertSvg(svg: string): Parsed {
  const parser = new SAXParser(true, { xmlns: false });
  const parsed: Parsed = { elements: [], label: "", texts: [] };
  let inText = false;
  parser.onerror = (error) => {
    throw new Error(`not well-formed: ${error.message}\n${svg}`);
  };
  parser.onopentag = (tag) => {
    parsed.elements.push(tag.name);
    expect(DRAWING.has(tag.name), `element <${tag.name}> in\n${svg}`).toBe(true);
    for (const [name, value] of Object.entries(tag.attributes)) {
      expect(name, `attribute ${name} in\n${svg}`).toMatch(ALLOWED_ATTRIBUTES);
      // The label is the text itself (escaped); any other value is the drawing's own.
      if (name !== "aria-label") expect(String(value)).not.toMatch(/javascript:|url\(/i);
    }
    if (tag.name === "svg") parsed.label = String(tag.attributes["aria-label"]);
    inText = tag.name === "text";
  };
  parser.onclosetag = () => {
    inText = false;
  };
  parser.ontext = (text) => {
    if (inText) parsed.texts.push(text);
  };
  parser.oncdata = () => {
    throw new Error(`CDATA in\n${svg}`);
  };
  parser.write(svg).close();
  return parsed;
}

describe("the SVG drawings", () => {
  // Public pictures under sequential ids carry no catalogue text at all (issue 13).
  it("are inert and hold no text", () => {
    for (const [svg, label] of [
      [faviconSvg(1), MEDIA_LABELS.favicon],
      [productImageSvg(2), MEDIA_LABELS.product],
      [adImageSvg(3, 0, true), MEDIA_LABELS.video],
      [adImageSvg(3, 1, false), MEDIA_LABELS.ad],
    ] as const) {
      expect(inertSvg(svg)).toMatchObject({ label, texts: [] });
    }
  });
});

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

  it("draws its favicon and product images as inert SVG", async () => {
    const favicon = await fetch(`${t.baseUrl}/media/favicons/${shopId}.png`);
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    // Opened on its own, the picture is a document: no script may run in it.
    const policy = favicon.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
    expect(inertSvg(await favicon.text())).toMatchObject({
      label: MEDIA_LABELS.favicon,
      texts: [],
    });
    const { rows } = await t.server.db.query<{ id: number; title: string }>(
      "SELECT id, title FROM products WHERE shop_id = $1",
      [shopId],
    );
    expect(rows).toHaveLength(UNTRUSTED_TEXTS.length);
    for (const product of rows) {
      const res = await fetch(`${t.baseUrl}/media/products/${product.id}.png`);
      expect(res.status).toBe(200);
      expect(inertSvg(await res.text())).toMatchObject({ label: MEDIA_LABELS.product, texts: [] });
    }
  });

  it("draws every corpus ad's images as inert SVG", async () => {
    const { rows } = await t.server.db.query<{ id: number; page_name: string; images: number }>(
      `SELECT a.id, a.page_name, greatest(jsonb_array_length(a.media), jsonb_array_length(a.cards)) AS images
       FROM ads a JOIN shops s ON s.id = a.shop_id WHERE s.url = $1`,
      [UNTRUSTED_ADS_SHOP_URL],
    );
    expect(rows.map((row) => row.page_name).sort()).toEqual([...UNTRUSTED_TEXTS].sort());
    for (const ad of rows) {
      const res = await fetch(`${t.baseUrl}/ad-media/${ad.id}/0.png`);
      expect(res.status).toBe(200);
      expect([MEDIA_LABELS.ad, MEDIA_LABELS.video]).toContain(inertSvg(await res.text()).label);
    }
  });
});
