// A Shopify storefront on 127.0.0.1 written by an attacker: the untrusted corpus in its shop name,
// home page, favicon link and, one product per payload, in titles, descriptions (body_html), vendor,
// product type, tags, handles and image URLs. Used by the server's untrusted-content suite and by
// the browser journey (apps/web/e2e/security), which loads this file through tsx.
import { UNTRUSTED_TEXTS, UNTRUSTED_URLS } from "../../src/demo/untrustedCorpus";
import { type FakeProduct, startFakeStore } from "../fakestores";

/** The shop's name (meta.json): markup that would run if it were rendered as HTML. */
export const UNTRUSTED_SHOP_TITLE = `<img src=x onerror="window.__xss='shop name'">Hostile & "Co" <b>Store</b>`;

/** One product per payload; its description carries the next payloads too, around ordinary markup. */
export function untrustedProducts(): FakeProduct[] {
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

/** The shared fake storefront (test/fakestores) serving the hostile catalogue and home page. */
export async function startUntrustedStore(): Promise<UntrustedStore> {
  const store = await startFakeStore({
    title: UNTRUSTED_SHOP_TITLE,
    products: untrustedProducts(),
    myshopifyDomain: "hostile-store.myshopify.com",
    homeHtml: homePage(),
  });
  return { url: store.url, close: () => store.close() };
}
