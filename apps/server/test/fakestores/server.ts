import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type FakeProduct, fakeCatalogue } from "./catalogue";

/**
 * How a fake store answers. Tests may change it between polls (prices, status, products), which is
 * how "a store whose prices change between polls" and "a store that stops answering" are made.
 */
export interface FakeStoreBehaviour {
  kind:
    | "shopify"
    | "password"
    | "status"
    | "not_shopify"
    | "slow"
    | "malformed_json"
    | "redirect"
    | "redirect_forbidden";
  products: FakeProduct[];
  /** For kind "status": the status every path answers with (402, 403, 404, 500...). */
  status: number;
  /** For kind "slow": how long each answer waits. */
  delayMs: number;
  /** For kind "redirect": the number of hops before landing on redirectTarget. */
  hops: number;
  redirectTarget: string;
  title: string;
  currency: string;
  country: string;
}

export interface FakeStore {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly behaviour: FakeStoreBehaviour;
  /** Every request path the store received, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

const pageLimitMax = 250;

export async function startFakeStore(
  overrides: Partial<FakeStoreBehaviour> = {},
): Promise<FakeStore> {
  const behaviour: FakeStoreBehaviour = {
    kind: "shopify",
    products: fakeCatalogue(3),
    status: 200,
    delayMs: 0,
    hops: 0,
    redirectTarget: "",
    title: "Fake Store",
    currency: "USD",
    country: "US",
    ...overrides,
  };
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "/");
    answer(behaviour, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    behaviour,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(store: FakeStoreBehaviour, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://fake");
  const send = (
    status: number,
    type: string,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { "content-type": type, ...headers });
    response.end(body);
  };
  switch (store.kind) {
    case "status":
      return send(store.status, "text/html", `<html><body>Status ${store.status}</body></html>`);
    case "slow":
      setTimeout(() => {
        if (!response.destroyed) send(200, "text/html", shopifyHome(store));
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
      return send(404, "text/html", "<html><body>Not found</body></html>");
    case "password":
      if (url.pathname === "/password") return send(200, "text/html", passwordPage());
      return send(302, "text/html", "", { location: "/password" });
    case "redirect": {
      const hop = Number(url.searchParams.get("hop") ?? "0");
      url.searchParams.delete("hop");
      const rest = `${url.pathname}${url.search}`;
      if (hop >= store.hops)
        return send(301, "text/html", "", { location: `${store.redirectTarget}${rest}` });
      const sep = url.search ? "&" : "?";
      return send(302, "text/html", "", { location: `${rest}${sep}hop=${hop + 1}` });
    }
    case "redirect_forbidden":
      return send(302, "text/html", "", { location: store.redirectTarget });
    case "malformed_json":
    case "shopify":
      return shopify(store, url, send);
  }
}

function shopify(
  store: FakeStoreBehaviour,
  url: URL,
  send: (status: number, type: string, body: string) => void,
) {
  if (url.pathname === "/") return send(200, "text/html", shopifyHome(store));
  if (url.pathname === "/meta.json") {
    return send(
      200,
      "application/json",
      JSON.stringify({
        name: store.title,
        currency: store.currency,
        country: store.country,
        myshopify_domain: "fake-store.myshopify.com",
        published_products_count: store.products.length,
      }),
    );
  }
  if (url.pathname === "/products.json") {
    if (store.kind === "malformed_json")
      return send(200, "application/json", '{"products": [{"id": 1,');
    const limit = Math.min(Number(url.searchParams.get("limit") ?? "30"), pageLimitMax);
    const page = Math.max(Number(url.searchParams.get("page") ?? "1"), 1);
    const products = store.products.slice((page - 1) * limit, page * limit);
    return send(200, "application/json", JSON.stringify({ products }));
  }
  return send(404, "text/html", "<html><body>Not found</body></html>");
}

function shopifyHome(store: FakeStoreBehaviour): string {
  return `<!doctype html><html><head><title>${store.title}</title>
<link rel="shortcut icon" href="//cdn.shopify.com/s/files/1/favicon.png" type="image/png">
<script>var Shopify = Shopify || {}; Shopify.shop = "fake-store.myshopify.com";
Shopify.locale = "en"; Shopify.currency = {"active":"${store.currency}","rate":"1.0"};
Shopify.country = "${store.country}";
Shopify.theme = {"name":"Dawn","id":123456789,"schema_name":"Dawn","role":"main"};</script>
</head><body><div class="shopify-section">Welcome</div></body></html>`;
}

function passwordPage(): string {
  return `<!doctype html><html><head><title>Opening Soon</title>
<script>var Shopify = Shopify || {}; Shopify.shop = "closed-store.myshopify.com";</script></head>
<body class="template-password"><form method="post" action="/password" id="login_form">
<input type="password" name="password"></form></body></html>`;
}
