import { describe, expect, it } from "vitest";
import { addToDay, utcDay } from "../../src/tracker/dailySeries";
import { estimateSales, hasEnoughData, type ProductObservation } from "../../src/tracker/estimator";
import { readHomePage } from "../../src/tracker/homePage";
import type { FetchedPage, SafeFetch } from "../../src/tracker/safeFetch";
import { abortReasonFor, statusForHttp } from "../../src/tracker/status";
import { readStorefront } from "../../src/tracker/storefront";

describe("readHomePage", () => {
  const page = new URL("https://shop.example.com/");

  it("reads the theme, favicon, currency, country and locale of a Shopify home page", () => {
    const html = `<html><head><title> My &amp; Shop </title>
      <link rel="icon" type="image/png" href="//cdn.shopify.com/favicon.png">
      <script>Shopify.shop = "my-shop.myshopify.com"; Shopify.locale = "de";
      Shopify.currency = {"active":"EUR","rate":"1.0"}; Shopify.country = "DE";
      Shopify.theme = {"name":"Impulse","id":987,"role":"main"};</script></head></html>`;
    expect(readHomePage(html, page)).toEqual({
      isShopify: true,
      isPasswordPage: false,
      title: "My &amp; Shop",
      faviconUrl: "https://cdn.shopify.com/favicon.png",
      myshopifyDomain: "my-shop.myshopify.com",
      currency: "EUR",
      country: "DE",
      locale: "de",
      themeName: "Impulse",
      themeId: "987",
    });
  });

  it("spots a password page by its form or its address", () => {
    expect(readHomePage('<form method="post" action="/password">', page).isPasswordPage).toBe(true);
    expect(
      readHomePage("<html></html>", new URL("https://shop.example.com/password")).isPasswordPage,
    ).toBe(true);
    expect(readHomePage("<html></html>", page).isPasswordPage).toBe(false);
  });

  it("never takes a script address as the favicon and survives broken theme JSON", () => {
    const html = `<link rel="icon" href="javascript:alert(1)"><script>Shopify.theme = {name: Dawn};</script>`;
    const facts = readHomePage(html, page);
    expect(facts.faviconUrl).toBeNull();
    expect(facts.themeName).toBeNull();
    expect(facts.isShopify).toBe(false);
  });
});

describe("readStorefront", () => {
  /** A storefront answered from a table of paths; anything else is a 404. */
  function fetchFrom(pages: Record<string, { status?: number; body: string }>): SafeFetch {
    return async (target): Promise<FetchedPage> => {
      const url = new URL(String(target));
      const page = pages[`${url.pathname}${url.search}`];
      return {
        status: page ? (page.status ?? 200) : 404,
        url,
        body: page?.body ?? "",
      };
    };
  }
  const home = { body: '<script>Shopify.shop = "x.myshopify.com";</script>' };

  it("skips malformed products, keeps the rest, and stores text as it came", async () => {
    const products = [
      {
        id: 1,
        title: "<img src=x onerror=alert(1)>",
        variants: [{ id: 5, price: "3.50" }],
        images: [{ src: "javascript:x" }],
      },
      { title: "no id" },
      { id: "2", title: "String id", tags: "a, b", variants: [] },
    ];
    const read = await readStorefront(
      fetchFrom({
        "/": home,
        "/products.json?limit=250&page=1": { body: JSON.stringify({ products }) },
      }),
      "https://shop.example.com",
    );
    expect(read.status).toBe("success");
    if (read.status !== "success") return;
    expect(read.products.map((p) => [p.externalId, p.title, p.price, p.imageUrl, p.tags])).toEqual([
      [1, "<img src=x onerror=alert(1)>", 3.5, null, []],
      [2, "String id", 0, null, ["a", "b"]],
    ]);
    expect(read.shop).toMatchObject({
      title: "shop.example.com",
      myshopifyUrl: "https://x.myshopify.com",
    });
  });

  it("calls a store without a products list not Shopify, and a 402 on products.json unavailable", async () => {
    const noList = await readStorefront(
      fetchFrom({ "/": home, "/products.json?limit=250&page=1": { body: '{"items": []}' } }),
      "https://shop.example.com",
    );
    expect(noList.status).toBe("not_shopify_store");
    const closed = await readStorefront(
      fetchFrom({ "/": home, "/products.json?limit=250&page=1": { status: 402, body: "" } }),
      "https://shop.example.com",
    );
    expect(closed.status).toBe("currently_unavailable");
  });
});

describe("status mapping", () => {
  it.each([
    [200, null],
    [204, null],
    [402, "currently_unavailable"],
    [403, "forbidden"],
    [404, "not_found"],
    [429, "unexpected_status_code"],
    [503, "unexpected_status_code"],
  ])("HTTP %i -> %s", (code, status) => {
    expect(statusForHttp(code)).toBe(status);
  });

  it.each([
    ["not_open", "not_open"],
    ["currently_unavailable", "currently_unavailable"],
    ["not_found", "not_found"],
    ["forbidden", "other"],
    ["unreachable", "other"],
    ["not_shopify_store", "other"],
  ] as const)("a failed poll %s makes the shop inactive with reason %s", (status, reason) => {
    expect(abortReasonFor(status)).toBe(reason);
  });
});

describe("the revenue estimator", () => {
  const base: ProductObservation = {
    title: "Mug",
    bodyHtml: "<p>Mug</p>",
    price: 12,
    remoteUpdatedAt: "2026-03-01T10:00:00Z",
    variants: { "1": { price: 12, available: true }, "2": { price: 12, available: true } },
  };

  it("counts nothing when nothing moved", () => {
    expect(estimateSales(base, { ...base })).toEqual({ sales: 0, revenue: 0 });
  });

  it("counts a sale when updated_at moved and nothing a merchant edits changed", () => {
    expect(estimateSales(base, { ...base, remoteUpdatedAt: "2026-03-01T11:00:00Z" })).toEqual({
      sales: 1,
      revenue: 12,
    });
  });

  it("counts each variant that sold out", () => {
    const soldOut = {
      ...base,
      remoteUpdatedAt: "2026-03-01T11:00:00Z",
      variants: { "1": { price: 12, available: false }, "2": { price: 12, available: false } },
    };
    expect(estimateSales(base, soldOut)).toEqual({ sales: 2, revenue: 24 });
  });

  it("counts nothing for an edited product (an edit moves updated_at too)", () => {
    const edited = { ...base, remoteUpdatedAt: "2026-03-01T11:00:00Z", title: "Big Mug" };
    expect(estimateSales(base, edited)).toEqual({ sales: 0, revenue: 0 });
    const repriced = {
      ...base,
      price: 10,
      remoteUpdatedAt: "2026-03-01T11:00:00Z",
      variants: { "1": { price: 10, available: true }, "2": { price: 10, available: true } },
    };
    expect(estimateSales(base, repriced)).toEqual({ sales: 0, revenue: 0 });
  });

  it("needs two reads a day apart before a shop turns hot", () => {
    const first = new Date("2026-03-01T00:00:00Z");
    expect(hasEnoughData(5, first, new Date("2026-03-01T23:59:00Z"))).toBe(false);
    expect(hasEnoughData(1, first, new Date("2026-03-03T00:00:00Z"))).toBe(false);
    expect(hasEnoughData(2, first, new Date("2026-03-02T00:00:00Z"))).toBe(true);
  });
});

describe("daily series", () => {
  it("starts 60 zero days ending today and adds to today", () => {
    const series = addToDay(null, "2026-03-01", 5);
    expect(series.lastDay).toBe("2026-03-01");
    expect(series.values).toHaveLength(60);
    expect(series.values.at(-1)).toBe(5);
    expect(addToDay(series, "2026-03-01", 2).values.at(-1)).toBe(7);
  });

  it("moves forward by whole days, dropping the oldest", () => {
    const start = { lastDay: "2026-03-01", values: Array.from({ length: 60 }, (_, i) => i + 1) };
    const moved = addToDay(start, "2026-03-04", 9);
    expect(moved.lastDay).toBe("2026-03-04");
    expect(moved.values).toHaveLength(60);
    expect(moved.values.slice(-5)).toEqual([59, 60, 0, 0, 9]);
    expect(moved.values[0]).toBe(4);
    expect(addToDay(start, "2026-02-27", 1)).toEqual({
      lastDay: "2026-03-01",
      values: [...start.values.slice(0, 59), 61],
    });
  });

  it("names days in UTC", () => {
    expect(utcDay(new Date("2026-03-01T23:30:00-05:00"))).toBe("2026-03-02");
  });
});
