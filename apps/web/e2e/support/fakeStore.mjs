// A tiny Shopify storefront on 127.0.0.1 for the Track Shop journey: the three public pages the
// tracker reads (/, /meta.json, /products.json). The server reaches it because run.mjs starts it with
// TRACKER_ALLOW_LOOPBACK=1. No favicon or image links, so the browser never asks the internet.
import { createServer } from "node:http";

function product(id) {
  const stamp = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    id,
    title: `Fake Product ${id}`,
    handle: `fake-product-${id}`,
    body_html: `<p>Fake product ${id}.</p>`,
    vendor: "Fake Vendor",
    product_type: "Gadget",
    tags: ["fake"],
    published_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    variants: [{ id: id * 10, title: "Default Title", price: `${10 + id}.00`, available: true }],
    images: [],
  };
}

function homePage(title) {
  return `<!doctype html><html><head><title>${title}</title>
<script>var Shopify = Shopify || {}; Shopify.shop = "e2e-fake-store.myshopify.com";
Shopify.locale = "en"; Shopify.currency = {"active":"USD","rate":"1.0"}; Shopify.country = "US";
Shopify.theme = {"name":"Dawn","id":123456789,"schema_name":"Dawn","role":"main"};</script>
</head><body><div class="shopify-section">Welcome</div></body></html>`;
}

/** Starts a store named `title` with `count` products; resolves to its URL and a close function. */
export async function startFakeStore(title, count = 3) {
  const products = Array.from({ length: count }, (_, index) => product(index + 1));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const send = (status, type, body) => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    if (url.pathname === "/") return send(200, "text/html", homePage(title));
    if (url.pathname === "/meta.json") {
      return send(
        200,
        "application/json",
        JSON.stringify({
          name: title,
          currency: "USD",
          country: "US",
          myshopify_domain: "e2e-fake-store.myshopify.com",
          published_products_count: products.length,
        }),
      );
    }
    if (url.pathname === "/products.json") {
      // Every product fits on page 1; later pages are empty, as on a real store.
      const page = Number(url.searchParams.get("page") ?? "1");
      return send(200, "application/json", JSON.stringify({ products: page > 1 ? [] : products }));
    }
    return send(404, "text/html", "<html><body>Not found</body></html>");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
