// The server render of the signed-out pages (Login, Register, Forgot Password, Contact, Terms and
// the winners page), built by `vite build --ssr` into dist-server/ and loaded by the server
// (apps/server/src/static/webApp.ts), which puts the HTML into #root. main.tsx then hydrates it.
import type { ApiClient } from "@hotshelf/api/client";
import { matchRoute, pageTitle, ROUTES } from "@hotshelf/domain";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { App } from "./app/App";
import { loadAppConfig } from "./app/config";
import { createServices } from "./app/createServices";
import { SERVER_STYLE_ATTRIBUTE } from "./app/hydrate";
import { createRoutes, preloadRouteModules } from "./app/routes";
import { type BootValues, bootData } from "./data/boot";
import { AppShell } from "./layouts/AppShell";

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The document title of the page. */
  title: string;
  /** The HTML is a signed-in page's app shell, which the browser replaces rather than hydrates. */
  shell?: true;
}

/** The pages rendered on the server: the signed-out ones, where nothing depends on who looks. */
export function isServerRendered(pathname: string): boolean {
  const { route } = matchRoute(pathname);
  return ROUTES.includes(route) && !route.requiresSession;
}

/** The signed-in pages, which get their app shell from the server (the same for everyone). */
export function hasAppShell(pathname: string): boolean {
  const { route } = matchRoute(pathname);
  return ROUTES.includes(route) && route.requiresSession;
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
 * `winners`); for a signed-in page its app shell; or null when the page is not rendered on the
 * server (an unknown path, a redirect or a route error): the browser then renders it from scratch. Everything here is
 * per call (services, router, boot values), so nothing of one request reaches another.
 */
export async function render(url: string, boot: BootValues): Promise<RenderedPage | null> {
  const location = new URL(url);
  if (boot.config === undefined) return null;
  if (hasAppShell(location.pathname)) return renderAppShell(location, boot.config);
  if (!isServerRendered(location.pathname)) return null;
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

/**
 * A signed-in page's app shell: its frame and heading, painted before the app's code arrives. The
 * server cannot tell who asks (the session lives in the browser's storage), so nothing in it
 * depends on the user; the browser shows it only when it holds a session (AppShell).
 */
async function renderAppShell(location: URL, bootConfig: unknown): Promise<RenderedPage> {
  const config = await loadAppConfig(noFetch, false, bootConfig);
  const html = renderToString(
    <StrictMode>
      <AppShell pathname={location.pathname} product={config.productName} />
    </StrictMode>,
  );
  return {
    html: withoutStyleAttributes(html),
    title: pageTitle(matchRoute(location.pathname).route, config.productName),
    shell: true,
  };
}
