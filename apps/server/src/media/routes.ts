/**
 * Media the server draws from the catalogue, as PNG under the spec's paths: quick charts, favicons,
 * product images and ad images. A chart without data is a 404 so the card shows 'No Quick Chart
 * Available'. The routes are public (images load without a token) and their ids are sequential, so
 * the pictures carry no catalogue text and each client address is rate-limited (issue 13).
 */
import { Hono, type MiddlewareHandler } from "hono";
import { hasChartData } from "../catalogue/metrics";
import type { Queryable } from "../db/types";
import { clientAddress, createRateLimiter, type RateLimit } from "../http/security";
import { adImagePng, faviconPng, productImagePng, sparklinePng } from "./pictures";

/** Far above a person scrolling result pages (four pictures per card), far below an enumeration. */
export const MEDIA_RATE_LIMIT: RateLimit = { burst: 1000, perMinute: 600 };

export interface MediaRouteOptions {
  /** Rate-limit each client address (off in test suites, as RATE_LIMITS=0 turns every limit off). */
  limited?: boolean;
  /** Behind one reverse proxy: the client is the last X-Forwarded-For address. */
  trustProxy?: boolean;
  now?: () => number;
}

const CHART_DAYS = 30;
/** Charts change once a day; pictures rarely. */
const CHART_CACHE = "public, max-age=3600";
const IMAGE_CACHE = "public, max-age=86400";

type ChartKind = "revenue" | "ads";

/** "123.png" -> 123; anything else -> null. */
function idOf(file: string): number | null {
  const match = /^(\d{1,15})\.png$/.exec(file);
  return match ? Number(match[1]) : null;
}

function pngResponse(body: Buffer, cache: string): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": cache,
      "X-Content-Type-Options": "nosniff",
      // A picture opened directly may run, load and frame nothing, whatever it is taken for. The
      // security middleware keeps this policy (docs/security.md, finding 8).
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; sandbox",
    },
  });
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });

async function chartSeries(
  db: Queryable,
  table: "shop_history" | "product_history",
  kind: ChartKind,
  id: number,
): Promise<number[] | null> {
  const idColumn = table === "shop_history" ? "shop_id" : "product_id";
  const column = kind === "revenue" ? "revenue" : "active_ad_count";
  const { rows } = await db.query<{ series: number[] }>(
    `SELECT ${column} AS series FROM ${table} WHERE ${idColumn} = $1`,
    [id],
  );
  const series = rows[0]?.series;
  if (!series || !hasChartData(series)) return null;
  return series.slice(-CHART_DAYS).map(Number);
}

export function createMediaRoutes(db: Queryable, options: MediaRouteOptions = {}): Hono {
  const app = new Hono();
  if (options.limited ?? true) {
    const limiter = createRateLimiter({ media: MEDIA_RATE_LIMIT }, 10_000, options.now ?? Date.now);
    const limit: MiddlewareHandler = async (c, next) => {
      const wait = limiter.take("media", clientAddress(c, options.trustProxy ?? false));
      if (wait === 0) return next();
      return c.text(`Too many requests. Try again in ${wait} seconds.`, 429, {
        "Retry-After": String(wait),
      });
    };
    app.use("/media/*", limit);
    app.use("/ad-media/*", limit);
  }

  const chart = (table: "shop_history" | "product_history") =>
    app.get(
      `/media/chart_images/${table === "shop_history" ? "shops" : "products"}/:kind/:file`,
      async (c) => {
        const kind = c.req.param("kind");
        const id = idOf(c.req.param("file"));
        if ((kind !== "revenue" && kind !== "ads") || id === null) return notFound();
        const series = await chartSeries(db, table, kind, id);
        if (!series) return notFound();
        return pngResponse(sparklinePng(series), CHART_CACHE);
      },
    );
  chart("product_history");
  chart("shop_history");

  app.get("/media/favicons/:file", async (c) => {
    const id = idOf(c.req.param("file"));
    if (id === null) return notFound();
    const { rows } = await db.query("SELECT 1 FROM shops WHERE id = $1", [id]);
    return rows[0] ? pngResponse(faviconPng(id), IMAGE_CACHE) : notFound();
  });

  app.get("/media/products/:file", async (c) => {
    const id = idOf(c.req.param("file"));
    if (id === null) return notFound();
    const { rows } = await db.query("SELECT 1 FROM products WHERE id = $1", [id]);
    return rows[0] ? pngResponse(productImagePng(id), IMAGE_CACHE) : notFound();
  });

  app.get("/ad-media/:adId/:file", async (c) => {
    const adId = /^\d{1,15}$/.test(c.req.param("adId")) ? Number(c.req.param("adId")) : null;
    const n = idOf(c.req.param("file"));
    if (adId === null || n === null) return notFound();
    const { rows } = await db.query<{ display_format: string; images: number }>(
      `SELECT display_format,
         greatest(jsonb_array_length(media), jsonb_array_length(cards)) AS images
       FROM ads WHERE id = $1`,
      [adId],
    );
    const ad = rows[0];
    if (!ad || n >= Number(ad.images)) return notFound();
    return pngResponse(adImagePng(adId, n, ad.display_format === "video"), IMAGE_CACHE);
  });

  return app;
}
