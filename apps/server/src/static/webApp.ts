import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { escapeHtml, htmlPage } from "../http/html";

/** Paths the server answers itself; everything else that is a GET for a page falls back to the SPA. */
const SERVER_PREFIXES = [
  "/prod/",
  "/media/",
  "/ad-media/",
  "/idp",
  "/forms/",
  "/dev/",
  "/payments/",
  "/stripe/",
  "/auth/",
  "/alerts/",
  "/config.json",
];

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some(
    (prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix),
  );
}

/** The web app's cookie of Explore's remembered choices (apps/web/src/stores/preferencesCookie.ts). */
const PREFERENCES_COOKIE = "hotshelf_explore_prefs";

/** The id of the JSON data block in every page (read by apps/web/src/data/boot.ts). */
export const BOOT_ELEMENT_ID = "hotshelf-boot";

/**
 * What a page starts with, so its first render waits for no round trip: /config.json's settings,
 * and the data of the page's first call where the server has it (the winners page's products).
 */
export type PageData = (path: string) => Promise<Record<string, unknown>>;

/**
 * A JSON data block: never executed (so the CSP does not concern it), and `<` written as \u003c so
 * no string in the data can close the script element.
 */
export function bootScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return `<script id="${BOOT_ELEMENT_ID}" type="application/json">${json}</script>`;
}

// Every insertion below replaces through a function: a replacement string would read `$&`, `$'`
// and the like in the data (a product title) as patterns and paste parts of the page there.

function withBootData(html: string, data: Record<string, unknown>): string {
  const block = bootScript(data);
  return html.includes("</head>")
    ? html.replace("</head>", () => `${block}</head>`)
    : `${html}${block}`;
}

/**
 * A document request's verified session (the page cookie, src/static/pageSession.ts): a signed-in
 * page is then rendered with the user's data, its calls made with `token` through `fetch`.
 */
export interface SignedInRequest {
  token: string;
  fetch: typeof fetch;
  /** The request's Explore choices cookie (grid or list, sorts), read by the render. */
  preferences?: string;
}

/** The web app's server render (apps/web/src/entry-server.tsx, built into apps/web/dist-server). */
export interface PageRenderer {
  /** The page's HTML for #root and its title, or null for a page the browser renders itself. */
  render(
    url: string,
    boot: Record<string, unknown>,
    signedIn?: SignedInRequest,
  ): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  html: string;
  title: string;
  /** A signed-in page's app shell, which the browser replaces once the app is ready. */
  shell?: boolean;
  /** The API calls a page rendered with the user's data made (answers the browser reuses once). */
  calls?: unknown[];
}

/** Where the server render of the web build in `webDist` is: its SSR build, beside it. */
export function serverRenderPath(webDist: string): string {
  return join(dirname(webDist), "dist-server", "entry-server.js");
}

/**
 * Loads the server render once. Without one (a build without it, or one that fails to load: said in
 * the log) the pages are served as before, with an empty #root the browser renders.
 */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) {
    console.warn(`No server render at ${file}: pages start empty until their script runs.`);
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    const { render } = module;
    if (typeof render !== "function") throw new Error("it exports no render function");
    return { render };
  } catch (error) {
    console.error(`The server render at ${file} could not be loaded: ${(error as Error).message}`);
    return null;
  }
}

/** The #root the web build's index.html has, empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Marks #root as holding server-rendered HTML (the browser then hydrates it instead of rendering
 * from scratch; the name is SERVER_RENDERED_ATTRIBUTE in apps/web/src/app/hydrate.ts).
 */
const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/**
 * Marks #root as holding a signed-in page's app shell, shown until the app replaces it (the name is
 * APP_SHELL_ATTRIBUTE in apps/web/src/app/serverRendered.ts).
 */
const APP_SHELL_ATTRIBUTE = "data-app-shell";

function withRenderedPage(html: string, page: RenderedPage): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  const attribute = page.shell ? APP_SHELL_ATTRIBUTE : SERVER_RENDERED_ATTRIBUTE;
  return html
    .replace(EMPTY_ROOT, () => `<div id="root" ${attribute}>${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
}

/** The page's server render, or null when it has none or the render fails (logged). */
async function renderPage(
  renderer: PageRenderer,
  url: string,
  data: Record<string, unknown>,
  signedIn: SignedInRequest | undefined,
): Promise<RenderedPage | null> {
  try {
    return await (signedIn ? renderer.render(url, data, signedIn) : renderer.render(url, data));
  } catch (error) {
    console.error(`server render of ${new URL(url).pathname} failed: ${(error as Error).stack}`);
    return null;
  }
}

/**
 * Serves apps/web's build: hashed assets cached for a year, pre-compressed .br/.gz used when present,
 * and index.html (never cached) for any other page path so client-side routes work on reload, with
 * the page's data inlined when `pageData` is given (a page whose data fails is served without it:
 * the app then makes the call itself), and the page's HTML in #root when the renderer (loaded once
 * here, with the build) renders it
 * (with that data; a failing render leaves #root empty, as without one). Without a build, page
 * paths get a short page saying how to build it.
 */
export function mountWebApp(
  app: Hono,
  webDist: string,
  pageData?: PageData,
  loadRenderer?: () => Promise<PageRenderer | null>,
  pageSession?: (c: Context) => Promise<{ token: string; user: { sub: string } } | null>,
): void {
  const indexPath = join(webDist, "index.html");
  if (!existsSync(indexPath)) {
    app.get("*", (c, next) => {
      if (isServerPath(c.req.path)) return next();
      return c.html(
        htmlPage({
          title: "Web app not built",
          body: `<p>The server is running, but the web app's build was not found in <code>${webDist.replaceAll("<", "&lt;")}</code>.</p>
<p>Build it with <code>npm run build -w @hotshelf/web</code> (or start everything with <code>npm start</code> at the repository root), or point <code>WEB_DIST</code> at a build.</p>`,
        }),
        503,
      );
    });
    return;
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const renderer = (loadRenderer?.() ?? Promise.resolve(null)).catch((error: unknown) => {
    console.error(`The server render could not be loaded: ${(error as Error).message}`);
    return null;
  });
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  const files = serveStatic({ root: webDist, precompressed: true });
  app.get("*", (c, next) =>
    isServerPath(c.req.path) || c.req.path === "/" ? next() : files(c, next),
  );
  app.get("*", async (c, next) => {
    // A missing file (a name with an extension) is a 404, not the app's page.
    if (isServerPath(c.req.path) || /\.[a-z0-9]+$/i.test(c.req.path)) return next();
    c.header("Cache-Control", "no-cache");
    if (!pageData) return c.html(indexHtml);
    const data = await pageData(c.req.path).catch((error: unknown) => {
      console.error(`page data for ${c.req.path} failed: ${(error as Error).message}`);
      return null;
    });
    if (!data) return c.html(indexHtml);
    const render = await renderer;
    const session = render && pageSession ? await pageSession(c) : null;
    const page = render
      ? await renderPage(
          render,
          c.req.url,
          data,
          session ? inProcess(app, session.token, getCookie(c, PREFERENCES_COOKIE)) : undefined,
        )
      : null;
    if (session) {
      // The page may hold the user's data: it is theirs only, never kept by a cache.
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", "Cookie");
    }
    // The calls are for this user only: the browser reuses them only under the same session.
    const boot =
      page?.calls && session ? { ...data, calls: page.calls, callsFor: session.user.sub } : data;
    return c.html(withBootData(page ? withRenderedPage(indexHtml, page) : indexHtml, boot));
  });
}

/** The server's own API, called in process with the request's token (a render's calls). */
function inProcess(app: Hono, token: string, preferences: string | undefined): SignedInRequest {
  return {
    token,
    fetch: (input, init) =>
      Promise.resolve(app.fetch(new Request(new URL(String(input), "http://localhost"), init))),
    ...(preferences !== undefined && { preferences }),
  };
}
