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
  "/config.json",
];

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some(
    (prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix),
  );
}

/**
 * Serves apps/web's build: hashed assets cached for a year, pre-compressed .br/.gz used when present,
 * and index.html (never cached) for any other page path so client-side routes work on reload. Without
 * a build, page paths get a short page saying how to build it.
 */
export function mountWebApp(app: Hono, webDist: string): void {
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
  app.get("*", (c, next) => {
    // A missing file (a name with an extension) is a 404, not the app's page.
    if (isServerPath(c.req.path) || /\.[a-z0-9]+$/i.test(c.req.path)) return next();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
