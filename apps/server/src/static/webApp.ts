import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { htmlPage } from "../http/html";

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

function withBootData(html: string, data: Record<string, unknown>): string {
  const block = bootScript(data);
  return html.includes("</head>") ? html.replace("</head>", `${block}</head>`) : `${html}${block}`;
}

/**
 * Serves apps/web's build: hashed assets cached for a year, pre-compressed .br/.gz used when present,
 * and index.html (never cached) for any other page path so client-side routes work on reload, with
 * the page's data inlined when `pageData` is given (a page whose data fails is served without it:
 * the app then makes the call itself). Without a build, page paths get a short page saying how to
 * build it.
 */
export function mountWebApp(app: Hono, webDist: string, pageData?: PageData): void {
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
    return c.html(data ? withBootData(indexHtml, data) : indexHtml);
  });
}
