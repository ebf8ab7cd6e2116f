import { z } from "zod";
import { retryAfterMs } from "../backoff";
import { clampProduct, clampShop } from "./crawledLimits";
import { readHomePage } from "./homePage";
import {
  type FetchedPage,
  FetchFailedError,
  RefusedAddressError,
  type SafeFetch,
} from "./safeFetch";
import { type FailureStatus, statusForHttp } from "./status";

/** A product as read from /products.json. Text fields are untrusted and stored as they came. */
export interface CrawledProduct {
  externalId: number;
  title: string;
  handle: string;
  bodyHtml: string | null;
  vendor: string | null;
  productType: string | null;
  tags: string[];
  price: number;
  publishedAt: string | null;
  createdAt: string | null;
  remoteUpdatedAt: string | null;
  imageUrl: string | null;
  variants: Record<string, { price: number; available: boolean }>;
}

export interface CrawledShop {
  /** The origin the user typed, normalised. */
  url: string;
  /** Where the home page landed after redirects (an origin). */
  urlAfterRedirect: string;
  title: string;
  myshopifyUrl: string | null;
  faviconUrl: string | null;
  currency: string | null;
  country: string | null;
  locale: string | null;
  themeName: string | null;
  themeId: number | null;
  apps: string[];
  technologies: string[];
  adsArchivePageId: string | null;
  /** Social profile addresses, checked by the domain's rule. */
  socialLinks: string[];
}

export type StorefrontRead =
  | { status: "success"; shop: CrawledShop; products: CrawledProduct[]; truncated: boolean }
  | {
      status: FailureStatus;
      detail: string;
      /** The store answered 429: it wants fewer requests, and is not failing. */
      rateLimited?: boolean;
      /** Its Retry-After, in ms (capped at a day). */
      retryAfterMs?: number | null;
    };

export interface StorefrontOptions {
  /** products.json pages read at most (250 products each). */
  pageCap?: number;
  /**
   * Epoch ms by which the read ends: no request runs past it, and products pages it cuts short leave
   * a truncated read of the pages already in hand.
   */
  deadline?: number;
}

const pageSize = 250;
const dayMs = 24 * 60 * 60 * 1000;

const idSchema = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
const optionalText = z.string().nullish().catch(null);
const productSchema = z.object({
  id: idSchema,
  title: z.string(),
  handle: z.string().catch(""),
  body_html: optionalText,
  vendor: optionalText,
  product_type: optionalText,
  // products.json sends an array; the older product JSON sends one comma-separated string.
  tags: z
    .union([z.array(z.string()), z.string().transform((s) => s.split(",").map((t) => t.trim()))])
    .catch([]),
  published_at: optionalText,
  created_at: optionalText,
  updated_at: optionalText,
  variants: z
    .array(
      z.object({
        id: idSchema,
        price: z.union([z.string(), z.number()]).transform(Number).catch(Number.NaN),
        available: z.boolean().catch(true),
      }),
    )
    .catch([]),
  images: z.array(z.object({ src: z.string() })).catch([]),
});
const pageSchema = z.object({ products: z.array(z.unknown()) });
const metaSchema = z.object({
  name: z.string().nullish().catch(null),
  currency: z.string().nullish().catch(null),
  country: z.string().nullish().catch(null),
  myshopify_domain: z.string().nullish().catch(null),
});

class ReadFailure extends Error {
  constructor(
    readonly status: FailureStatus,
    detail: string,
    readonly retryAfterMs?: number | null,
  ) {
    super(detail);
  }
}

/**
 * Reads a Shopify storefront's public pages: the home page (password page, theme, favicon, and
 * whether it is Shopify at all), /meta.json (name, currency, country) and /products.json page by page.
 */
export async function readStorefront(
  fetch: SafeFetch,
  origin: string,
  options: StorefrontOptions = {},
): Promise<StorefrontRead> {
  const pageCap = options.pageCap ?? 40;
  const deadline = options.deadline;
  const fetchWithin: SafeFetch = (url) => fetch(url, { deadline });
  try {
    const home = await get(fetchWithin, `${origin}/`);
    const facts = readHomePage(home.body, home.url);
    if (facts.isPasswordPage)
      return { status: "not_open", detail: "the store shows its password page" };
    const base = home.url.origin;
    const meta = await readMeta(fetchWithin, base);
    if (!facts.isShopify && !meta?.myshopify_domain) {
      return {
        status: "not_shopify_store",
        detail: "no Shopify storefront markers on the home page",
      };
    }
    const products: CrawledProduct[] = [];
    let truncated = true;
    for (let page = 1; page <= pageCap; page++) {
      let batch: { products: CrawledProduct[]; size: number };
      try {
        batch = await readProductsPage(fetchWithin, base, page);
      } catch (error) {
        // Out of time with pages in hand: what was read is kept, like a read cut by the page cap.
        if (page > 1 && deadline !== undefined && Date.now() >= deadline) break;
        throw error;
      }
      products.push(...batch.products);
      if (batch.size < pageSize) {
        truncated = false;
        break;
      }
    }
    const myshopify = meta?.myshopify_domain ?? facts.myshopifyDomain;
    const themeId =
      facts.themeId !== null && /^\d{1,15}$/.test(facts.themeId) ? Number(facts.themeId) : null;
    return {
      status: "success",
      truncated,
      products: products.map(clampProduct),
      shop: clampShop({
        url: origin,
        urlAfterRedirect: base,
        title: meta?.name ?? facts.title ?? new URL(origin).hostname,
        myshopifyUrl: myshopify ? `https://${myshopify}` : null,
        faviconUrl: facts.faviconUrl,
        currency: meta?.currency ?? facts.currency,
        country: meta?.country ?? facts.country,
        locale: facts.locale,
        themeName: facts.themeName,
        themeId,
        apps: facts.apps,
        technologies: facts.technologies,
        adsArchivePageId: facts.adsArchivePageId,
        socialLinks: facts.socialLinks,
      }),
    };
  } catch (error) {
    if (error instanceof ReadFailure) {
      if (error.retryAfterMs === undefined) return { status: error.status, detail: error.message };
      return {
        status: error.status,
        detail: error.message,
        rateLimited: true,
        retryAfterMs: error.retryAfterMs,
      };
    }
    if (error instanceof RefusedAddressError || error instanceof FetchFailedError) {
      return { status: "unreachable", detail: error.message };
    }
    throw error;
  }
}

async function get(fetch: SafeFetch, url: string): Promise<FetchedPage> {
  const page = await fetch(url);
  if (page.url.pathname.startsWith("/password")) {
    throw new ReadFailure("not_open", "the store redirects to its password page");
  }
  const failure = statusForHttp(page.status);
  if (page.status === 429) {
    const wait = retryAfterMs(page.retryAfter, Date.now(), dayMs);
    throw new ReadFailure("unexpected_status_code", `${url} answered 429`, wait);
  }
  if (failure) throw new ReadFailure(failure, `${url} answered ${page.status}`);
  return page;
}

async function readMeta(
  fetch: SafeFetch,
  base: string,
): Promise<z.infer<typeof metaSchema> | null> {
  // Optional: many storefronts serve it, and a store without it can still be read.
  try {
    const page = await fetch(`${base}/meta.json`);
    if (page.status !== 200) return null;
    const parsed = metaSchema.safeParse(JSON.parse(page.body));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof FetchFailedError) return null;
    throw error;
  }
}

async function readProductsPage(
  fetch: SafeFetch,
  base: string,
  page: number,
): Promise<{ products: CrawledProduct[]; size: number }> {
  const response = await get(fetch, `${base}/products.json?limit=${pageSize}&page=${page}`);
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    throw new ReadFailure("not_shopify_store", `products.json page ${page} is not JSON`);
  }
  const parsed = pageSchema.safeParse(json);
  if (!parsed.success) {
    throw new ReadFailure("not_shopify_store", `products.json page ${page} has no products list`);
  }
  const products: CrawledProduct[] = [];
  for (const item of parsed.data.products) {
    // A malformed product is skipped rather than failing the whole shop.
    const product = productSchema.safeParse(item);
    if (product.success) products.push(toCrawled(product.data));
  }
  return { products, size: parsed.data.products.length };
}

function toCrawled(p: z.infer<typeof productSchema>): CrawledProduct {
  const firstPrice = p.variants.find((v) => Number.isFinite(v.price))?.price ?? 0;
  return {
    externalId: p.id,
    title: p.title,
    handle: p.handle,
    bodyHtml: p.body_html ?? null,
    vendor: p.vendor ?? null,
    productType: p.product_type ?? null,
    tags: p.tags,
    price: firstPrice,
    publishedAt: p.published_at ?? null,
    createdAt: p.created_at ?? null,
    remoteUpdatedAt: p.updated_at ?? null,
    imageUrl: webUrl(p.images[0]?.src),
    variants: Object.fromEntries(
      p.variants.map((v) => [
        String(v.id),
        { price: Number.isFinite(v.price) ? v.price : 0, available: v.available },
      ]),
    ),
  };
}

/** Keeps http(s) addresses only (protocol-relative ones become https); anything else is dropped. */
function webUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.startsWith("//") ? `https:${value}` : value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
