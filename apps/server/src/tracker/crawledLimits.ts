import type { CrawledProduct, CrawledShop } from "./storefront";

/**
 * Sane ranges for what a store says about itself, applied before anything reaches the catalogue: a
 * store priced 1e9 would otherwise top Explore and the public winners page, and megabyte titles
 * would ride along in every list.
 */
export const CRAWLED_LIMITS = {
  /** Above any real storefront price; a higher one is taken as this. */
  maxPrice: 100_000,
  titleChars: 300,
  shortTextChars: 255,
  bodyHtmlChars: 64 * 1024,
  urlChars: 2048,
  tags: 50,
  /** Shopify's own cap on variants per product. */
  variants: 250,
} as const;

/** A finite price within [0, maxPrice], rounded to cents. */
export function clampPrice(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.round(Math.min(value, CRAWLED_LIMITS.maxPrice) * 100) / 100;
}

/** Cut to `max` characters, without leaving half of a surrogate pair; NUL removed (PostgreSQL refuses it). */
export function clampText(value: string, max: number): string {
  const clean = value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function optionalText(value: string | null, max: number): string | null {
  return value === null ? null : clampText(value, max);
}

/** The shop's own *.myshopify.com address, or null: meta.json may say anything. */
function myshopifyUrl(value: string | null): string | null {
  return value !== null && /^https:\/\/[a-z0-9-]{1,100}\.myshopify\.com$/i.test(value)
    ? value
    : null;
}

function optionalUrl(value: string | null): string | null {
  return value !== null && value.length <= CRAWLED_LIMITS.urlChars ? value : null;
}

/** A code such as a currency (3 letters) or country (2 letters) when it has that form, else null. */
function code(value: string | null, letters: number): string | null {
  const upper = value?.trim().toUpperCase() ?? "";
  return new RegExp(`^[A-Z]{${letters}}$`).test(upper) ? upper : null;
}

export function clampProduct(product: CrawledProduct): CrawledProduct {
  const { shortTextChars } = CRAWLED_LIMITS;
  const variants = Object.entries(product.variants).slice(0, CRAWLED_LIMITS.variants);
  return {
    ...product,
    title: clampText(product.title, CRAWLED_LIMITS.titleChars),
    handle: clampText(product.handle, shortTextChars),
    bodyHtml: optionalText(product.bodyHtml, CRAWLED_LIMITS.bodyHtmlChars),
    vendor: optionalText(product.vendor, shortTextChars),
    productType: optionalText(product.productType, shortTextChars),
    tags: product.tags
      .slice(0, CRAWLED_LIMITS.tags)
      .map((tag) => clampText(tag, shortTextChars))
      .filter((tag) => tag !== ""),
    price: clampPrice(product.price),
    publishedAt: optionalText(product.publishedAt, 64),
    createdAt: optionalText(product.createdAt, 64),
    remoteUpdatedAt: optionalText(product.remoteUpdatedAt, 64),
    imageUrl: optionalUrl(product.imageUrl),
    variants: Object.fromEntries(
      variants.map(([id, v]) => [id, { price: clampPrice(v.price), available: v.available }]),
    ),
  };
}

export function clampShop(shop: CrawledShop): CrawledShop {
  const { shortTextChars } = CRAWLED_LIMITS;
  return {
    ...shop,
    title: clampText(shop.title, CRAWLED_LIMITS.titleChars),
    myshopifyUrl: myshopifyUrl(shop.myshopifyUrl),
    faviconUrl: optionalUrl(shop.faviconUrl),
    currency: code(shop.currency, 3),
    country: code(shop.country, 2),
    locale: optionalText(shop.locale, 16),
    themeName: optionalText(shop.themeName, shortTextChars),
  };
}
