// The one fake Shopify storefront of the tests: a server on 127.0.0.1 answering the three public
// pages the tracker reads (/, /meta.json, /products.json) from a catalogue, or misbehaving as told
// (password page, a status, slow, broken JSON, redirects). Plain ESM, so the server's vitest suites,
// the untrusted-content store and the browser journeys (plain node) all start it. Types: storefront.d.mts.
import { createServer } from "node:http";

const pageLimitMax = 250;

/** A product as /products.json serves it; `image: false` leaves it without image links (offline pages). */
export function fakeProduct(id, price = 10 + (id % 50), { image = true } = {}) {
  const stamp = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    id,
    title: `Product ${id}`,
    handle: `product-${id}`,
    body_html: `<p>Description of product ${id}</p>`,
    vendor: "Fake Vendor",
    product_type: "Gadget",
    tags: ["fake", `tag-${id % 3}`],
    published_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    variants: [{ id: id * 10, title: "Default Title", price: price.toFixed(2), available: true }],
    images: image
      ? [{ id: id * 100, src: `https://cdn.shopify.com/s/files/1/products/${id}.jpg` }]
      : [],
  };
}

export function fakeCatalogue(count, firstId = 1, options = {}) {
  return Array.from({ length: count }, (_, index) =>
    fakeProduct(firstId + index, undefined, options),
  );
}

export const DEFAULT_FAVICON = "//cdn.shopify.com/s/files/1/favicon.png";

export async function startFakeStore(overrides = {}) {
  const behaviour = {
    kind: "shopify",
    products: fakeCatalogue(3),
    status: 200,
    headers: {},
    delayMs: 0,
    hops: 0,
    redirectTarget: "",
    title: "Fake Store",
    currency: "USD",
    country: "US",
    myshopifyDomain: "fake-store.myshopify.com",
    favicon: DEFAULT_FAVICON,
    homeHtml: null,
    ...overrides,
  };
  const requests = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "/");
    answer(behaviour, request, response);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    behaviour,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(store, request, response) {
  const url = new URL(request.url ?? "/", "http://fake");
  const send = (status, type, body, headers = {}) => {
    response.writeHead(status, { "content-type": type, ...headers });
    response.end(body);
  };
  switch (store.kind) {
    case "status":
      return send(
        store.status,
        "text/html",
        `<html><body>Status ${store.status}</body></html>`,
        store.headers,
      );
    case "slow":
      setTimeout(() => {
        if (!response.destroyed) send(200, "text/html", homePage(store));
      }, store.delayMs);
      return;
    case "not_shopify":
      if (url.pathname === "/") {
        return send(
          200,
          "text/html",
          "<html><head><title>My Blog</title></head><body>Hi</body></html>",
        );
      }
      return notFound(send);
    case "password":
      if (url.pathname === "/password") return send(200, "text/html", passwordPage());
      return send(302, "text/html", "", { location: "/password" });
    case "redirect": {
      const hop = Number(url.searchParams.get("hop") ?? "0");
      url.searchParams.delete("hop");
      const rest = `${url.pathname}${url.search}`;
      if (hop >= store.hops) {
        return send(301, "text/html", "", { location: `${store.redirectTarget}${rest}` });
      }
      const sep = url.search ? "&" : "?";
      return send(302, "text/html", "", { location: `${rest}${sep}hop=${hop + 1}` });
    }
    case "redirect_forbidden":
      return send(302, "text/html", "", { location: store.redirectTarget });
    default:
      return shopify(store, url, send);
  }
}

function notFound(send) {
  return send(404, "text/html", "<html><body>Not found</body></html>");
}

function shopify(store, url, send) {
  if (url.pathname === "/") return send(200, "text/html", homePage(store));
  if (url.pathname === "/meta.json") {
    return send(
      200,
      "application/json",
      JSON.stringify({
        name: store.title,
        currency: store.currency,
        country: store.country,
        myshopify_domain: store.myshopifyDomain,
        published_products_count: store.products.length,
      }),
    );
  }
  if (url.pathname === "/products.json") {
    if (store.kind === "malformed_json") {
      return send(200, "application/json", '{"products": [{"id": 1,');
    }
    // Shopify's paging: `limit` per page (30 unless asked, at most 250), later pages empty.
    const limit = Math.min(Number(url.searchParams.get("limit") ?? "30"), pageLimitMax);
    const page = Math.max(Number(url.searchParams.get("page") ?? "1"), 1);
    const products = store.products.slice((page - 1) * limit, page * limit);
    return send(200, "application/json", JSON.stringify({ products }));
  }
  return notFound(send);
}

function homePage(store) {
  if (store.homeHtml !== null) return store.homeHtml;
  const favicon =
    store.favicon === null
      ? ""
      : `\n<link rel="shortcut icon" href="${store.favicon}" type="image/png">`;
  return `<!doctype html><html><head><title>${store.title}</title>${favicon}
<script>var Shopify = Shopify || {}; Shopify.shop = "${store.myshopifyDomain}";
Shopify.locale = "en"; Shopify.currency = {"active":"${store.currency}","rate":"1.0"};
Shopify.country = "${store.country}";
Shopify.theme = {"name":"Dawn","id":123456789,"schema_name":"Dawn","role":"main"};</script>
</head><body><div class="shopify-section">Welcome</div></body></html>`;
}

function passwordPage() {
  return `<!doctype html><html><head><title>Opening Soon</title>
<script>var Shopify = Shopify || {}; Shopify.shop = "closed-store.myshopify.com";</script></head>
<body class="template-password"><form method="post" action="/password" id="login_form">
<input type="password" name="password"></form></body></html>`;
}
