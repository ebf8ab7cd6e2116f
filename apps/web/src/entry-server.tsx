// The server render of the signed-out pages (Login, Register, Forgot Password, Contact, Terms and
// the winners page), built by `vite build --ssr` into dist-server/ and loaded by the server
// (apps/server/src/static/webApp.ts), which puts the HTML into #root. main.tsx then hydrates it.
import type { ApiClient } from "@hotshelf/api/client";
import { matchRoute, pageTitle, ROUTES } from "@hotshelf/domain";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { App } from "./app/App";
import { loadAppConfig } from "./app/config";
import { createServices } from "./app/createServices";
import { SERVER_STYLE_ATTRIBUTE } from "./app/hydrate";
import { createRoutes, preloadRouteModules } from "./app/routes";
import { type BootValues, bootData } from "./data/boot";

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The document title of the page. */
  title: string;
}

/** The pages rendered on the server: the signed-out ones, where nothing depends on who looks. */
export function isServerRendered(pathname: string): boolean {
  const { route } = matchRoute(pathname);
  return ROUTES.includes(route) && !route.requiresSession;
}

// The rendered pages' modules load as the server starts, not on each page's first request.
for (const route of ROUTES) if (!route.requiresSession) preloadRouteModules(route.path);

/**
 * The render's API client: it refuses every call. A page's data comes with the request's boot
 * values (the same ones the page carries inline), never from a call made during a render.
 */
const NO_CALLS = new Proxy({} as ApiClient, {
  get(_target, name) {
    // Not a thenable: `await` on the client must not take it for a promise.
    if (typeof name !== "string" || name === "then") return undefined;
    return () => Promise.reject(new Error(`A server render makes no API call (${name}).`));
  },
});

const noFetch: typeof fetch = () => Promise.reject(new Error("A server render fetches nothing."));

/**
 * React writes inline styles as style attributes, which the page's Content-Security-Policy blocks
 * (and reports). They travel as data-ssr-style instead and the browser puts them back through the
 * CSSOM before hydrating (restoreServerStyles). A plain replacement is exact here: React escapes
 * `"` in text and in attribute values, so ` style="` can only begin a style attribute.
 */
function withoutStyleAttributes(html: string): string {
  return html.replaceAll(' style="', ` ${SERVER_STYLE_ATTRIBUTE}="`);
}

/**
 * The HTML of `url`'s page with the request's boot values (`config`, and the winners page's
 * `winners`), or null when the page is not rendered on the server (a signed-in page, an unknown
 * path, a redirect or a route error): the browser then renders it from scratch. Everything here is
 * per call (services, router, boot values), so nothing of one request reaches another.
 */
export async function render(url: string, boot: BootValues): Promise<RenderedPage | null> {
  const location = new URL(url);
  if (!isServerRendered(location.pathname) || boot.config === undefined) return null;
  const config = await loadAppConfig(noFetch, false, boot.config);
  const services = { ...createServices(config), api: NO_CALLS };
  const handler = createStaticHandler(createRoutes(services, bootData(boot)));
  const context = await handler.query(new Request(location));
  if (context instanceof Response || context.errors) return null;
  const html = renderToString(
    <App services={services}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        // Its inline hydration script is blocked by the CSP; the boot values carry the data instead.
        hydrate={false}
      />
    </App>,
  );
  return {
    html: withoutStyleAttributes(html),
    title: pageTitle(matchRoute(location.pathname).route, config.productName),
  };
}
