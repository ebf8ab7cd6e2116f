// The server render of the signed-out pages (Login, Register, Forgot Password, Contact, Terms and
// the winners page), of the signed-in pages' app shell, and of Explore with the user's results when
// the request carries their page session; built by `vite build --ssr` into dist-server/ and loaded by
// the server (apps/server/src/static/webApp.ts), which puts the HTML into #root. main.tsx then
// hydrates it (or, for an app shell, renders over it).
import { type ApiClient, createApiClient } from "@hotshelf/api/client";
import { type IdentityClient, sessionFromIdToken } from "@hotshelf/api/identity";
import { matchRoute, pageTitle, ROUTES, shouldRedirectToTrial } from "@hotshelf/domain";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { App } from "./app/App";
import { loadAppConfig } from "./app/config";
import { createServices } from "./app/createServices";
import { SERVER_STYLE_ATTRIBUTE } from "./app/hydrate";
import { createRoutes, preloadRouteModules, type RouteOptions } from "./app/routes";
import type { Services } from "./app/services";
import { type BootValues, bootData } from "./data/boot";
import { type RecordedCall, recordingFetch } from "./data/recordedCalls";
import { AppShell } from "./layouts/AppShell";
import { clearAll, licenceStore, preferencesStore } from "./stores";
import { preferencesFromCookie } from "./stores/preferencesCookie";

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The document title of the page. */
  title: string;
  /** The HTML is a signed-in page's app shell, which the browser replaces rather than hydrates. */
  shell?: true;
  /** A signed-in page rendered with the user's data: the calls it made, for the browser to reuse. */
  calls?: RecordedCall[];
}

/**
 * A document request that carries the user's session (the page cookie, verified by the server):
 * the page's calls are made with its token through `fetch`, which reaches the server's own API.
 */
export interface SignedInRequest {
  token: string;
  fetch: typeof fetch;
  /** The Explore choices cookie's value (stores/preferencesCookie.ts), if the request had one. */
  preferences?: string;
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
export async function render(
  url: string,
  boot: BootValues,
  signedIn?: SignedInRequest,
): Promise<RenderedPage | null> {
  const location = new URL(url);
  if (boot.config === undefined) return null;
  if (hasAppShell(location.pathname)) {
    const page = signedIn ? await renderWithSession(location, boot, signedIn) : null;
    return page ?? renderAppShell(location, boot.config);
  }
  if (!isServerRendered(location.pathname)) return null;
  const config = await loadAppConfig(noFetch, false, boot.config);
  return renderRoutes(location, { ...createServices(config), api: NO_CALLS }, boot);
}

/** The page of `location` on the app's routes: its loaders run, then React renders it. */
async function renderRoutes(
  location: URL,
  services: Services,
  boot: BootValues,
  options?: RouteOptions,
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(createRoutes(services, bootData(boot), options));
  const context = await handler.query(new Request(location));
  if (context instanceof Response || context.errors) return null;
  // A new account's signed-in page only sends it to Trial (SignedInLayout), which a server render
  // cannot do: the browser does it from the app shell.
  if (shouldRedirectToTrial(licenceStore.licence, matchRoute(location.pathname).route)) return null;
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
    title: pageTitle(matchRoute(location.pathname).route, services.config.productName),
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

/**
 * Signed-in renders share the app's stores (module state), so they run one at a time, each on
 * cleared stores, and leave them cleared: nothing of one user's page reaches another's.
 */
let renderingWithSession: Promise<unknown> = Promise.resolve();
let waitingRenders = 0;
/**
 * Renders queued beyond this get the app shell instead (the browser then loads the data itself), so
 * a burst of page loads (one account reloading in a loop) cannot hold everyone's pages back.
 */
export const MAX_WAITING_RENDERS = 4;

function oneAtATime<T>(task: () => Promise<T>): Promise<T | null> {
  if (waitingRenders >= MAX_WAITING_RENDERS) return Promise.resolve(null);
  waitingRenders++;
  const run = renderingWithSession.then(task, task).finally(() => {
    waitingRenders--;
  });
  renderingWithSession = run.catch(() => undefined);
  return run;
}

/**
 * A signed-in page with the user's data, as the browser's first render will show it: the route
 * loaders run with an API client on the user's token, and wait for their calls (the guard's licence,
 * Explore's first page), which the server answers in process. The calls go into the page, so the
 * browser's loaders find them there instead of asking again. Null when the page does not render
 * (a redirect, an error, a token without a session): the server then sends the app shell.
 */
function renderWithSession(
  location: URL,
  boot: BootValues,
  signedIn: SignedInRequest,
): Promise<RenderedPage | null> {
  return oneAtATime(async () => {
    const session = sessionFromIdToken(signedIn.token);
    if (!session) return null;
    const config = await loadAppConfig(noFetch, false, boot.config);
    const calls: RecordedCall[] = [];
    const api = createApiClient({
      baseUrl: config.apiBase,
      getToken: () => signedIn.token,
      fetch: recordingFetch(signedIn.fetch, calls),
      validate: false,
    });
    const services = {
      ...createServices(config),
      api,
      identity: sessionIdentity(session),
      navigateAway: () => undefined,
    };
    clearAll();
    Object.assign(preferencesStore, preferencesFromCookie(signedIn.preferences));
    try {
      const page = await renderRoutes(location, services, boot, { dataAtHand: () => true });
      return page && { ...page, calls };
    } finally {
      clearAll();
    }
  });
}

/** The identity of a render: the verified token's session; nothing else is asked of it. */
function sessionIdentity(
  session: NonNullable<ReturnType<typeof sessionFromIdToken>>,
): IdentityClient {
  const refuse = () => Promise.reject(new Error("A server render signs nobody in or out."));
  return {
    currentSession: async () => session,
    storedSession: () => session,
    getIdToken: async () => session.idToken,
    getEmail: async () => session.email,
    signIn: refuse,
    signUp: refuse,
    forgotPassword: refuse,
    confirmPassword: refuse,
    changePassword: refuse,
    signOut: refuse,
    deleteUser: refuse,
  };
}
