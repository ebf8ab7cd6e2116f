// A Shopify storefront on 127.0.0.1 written by an attacker: the untrusted corpus in its shop name,
// home page, favicon link and, one product per payload, in titles, descriptions (body_html), vendor,
// product type, tags, handles and image URLs. Used by the server's untrusted-content suite and by
// the browser journey (apps/web/e2e/security), which loads this file through tsx.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { UNTRUSTED_TEXTS, UNTRUSTED_URLS } from "../../src/demo/untrustedCorpus";

/** The shop's name (meta.json): markup that would run if it were rendered as HTML. */
export const UNTRUSTED_SHOP_TITLE = `<img src=x onerror="window.__xss='shop name'">Hostile & "Co" <b>Store</b>`;

export interface UntrustedProduct {
  id: number;
  title: string;
  handle: string;
  body_html: string;
  vendor: string;
  product_type: string;
  tags: string[];
  published_at: string;
  created_at: string;
  updated_at: string;
  variants: { id: number; title: string; price: string; available: boolean }[];
  images: { id: number; src: string }[];
}

/** One product per payload; its description carries the next payloads too, around ordinary markup. */
export function untrustedProducts(): UntrustedProduct[] {
  const stamp = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return UNTRUSTED_TEXTS.map((text, i) => {
    const next = UNTRUSTED_TEXTS[(i + 1) % UNTRUSTED_TEXTS.length] as string;
    return {
      id: 7000 + i,
      title: text,
      // A handle becomes part of the "View on Shopify Store" link.
      handle: i === 0 ? "javascript:window.__xss='handle'" : `hostile-${i}`,
      body_html: `<p>Ordinary <strong>description</strong> ${i}.</p>${text}<ul><li>${next}</li></ul>`,
      vendor: text,
      product_type: next,
      tags: [text, `tag ${i}`],
      published_at: stamp,
      created_at: stamp,
      updated_at: stamp,
      variants: [{ id: 70_000 + i, title: text, price: (10 + i).toFixed(2), available: true }],
      images: [{ id: 700_000 + i, src: UNTRUSTED_URLS[i % UNTRUSTED_URLS.length] as string }],
    };
  });
}

function homePage(): string {
  // The markers the tracker looks for, a hostile <title> and favicon link; never rendered by anyone.
  return `<!doctype html><html><head><title>${UNTRUSTED_SHOP_TITLE}</title>
<link rel="icon" href="https://cdn.example.com/favicon.png&quot; onerror=&quot;window.__xss='favicon'">
<script>var Shopify = Shopify || {}; Shopify.shop = "hostile-store.myshopify.com";
Shopify.currency = {"active":"USD","rate":"1.0"}; Shopify.country = "US";</script>
</head><body><div class="shopify-section">${UNTRUSTED_TEXTS.join("\n")}</div></body></html>`;
}

export interface UntrustedStore {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

export async function startUntrustedStore(): Promise<UntrustedStore> {
  const products = untrustedProducts();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://store");
    const json = (body: unknown) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(homePage());
    } else if (url.pathname === "/meta.json") {
      json({
        name: UNTRUSTED_SHOP_TITLE,
        currency: "USD",
        country: "US",
        myshopify_domain: "hostile-store.myshopify.com",
        published_products_count: products.length,
      });
    } else if (url.pathname === "/products.json") {
      const page = Number(url.searchParams.get("page") ?? "1");
      json({ products: page === 1 ? products : [] });
    } else {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
