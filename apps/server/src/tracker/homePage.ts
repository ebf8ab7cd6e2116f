/** What a storefront's home page says about the shop. Read with patterns, never executed or rendered. */
export interface HomePageFacts {
  isShopify: boolean;
  isPasswordPage: boolean;
  title: string | null;
  faviconUrl: string | null;
  myshopifyDomain: string | null;
  currency: string | null;
  country: string | null;
  locale: string | null;
  themeName: string | null;
  themeId: string | null;
}

const shopifyMarkers = [
  /Shopify\.shop\s*=/,
  /cdn\.shopify\.com/,
  /\.myshopify\.com/,
  /shopify-section/,
];

export function readHomePage(html: string, pageUrl: URL): HomePageFacts {
  const isPasswordPage =
    pageUrl.pathname.startsWith("/password") ||
    /<form[^>]+action=["'][^"']*\/password["']/i.test(html) ||
    /class=["'][^"']*template-password/i.test(html);
  const theme = jsonAfter(html, /Shopify\.theme\s*=\s*/);
  const currency = jsonAfter(html, /Shopify\.currency\s*=\s*/);
  return {
    isShopify: shopifyMarkers.some((pattern) => pattern.test(html)),
    isPasswordPage,
    title: first(html, /<title[^>]*>([^<]{1,300})<\/title>/i),
    faviconUrl: favicon(html, pageUrl),
    myshopifyDomain: first(html, /Shopify\.shop\s*=\s*["']([a-z0-9-]+\.myshopify\.com)["']/i),
    currency: typeof currency?.active === "string" ? currency.active : null,
    country: first(html, /Shopify\.country\s*=\s*["']([A-Z]{2})["']/),
    locale: first(html, /Shopify\.locale\s*=\s*["']([A-Za-z-]{2,10})["']/),
    themeName: typeof theme?.name === "string" ? theme.name : null,
    themeId:
      typeof theme?.id === "number" || typeof theme?.id === "string" ? String(theme.id) : null,
  };
}

function first(html: string, pattern: RegExp): string | null {
  const value = pattern.exec(html)?.[1]?.trim();
  return value ? value : null;
}

function favicon(html: string, pageUrl: URL): string | null {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/rel=["'][^"']*\bicon\b/i.test(tag)) continue;
    const href = /href=["']([^"']+)["']/i.exec(tag)?.[1];
    if (!href) continue;
    try {
      const url = new URL(href, pageUrl);
      // Only web addresses: a javascript: or data: "favicon" is never stored.
      if (url.protocol === "https:" || url.protocol === "http:") return url.href;
    } catch {
      // An unparsable href is simply not a favicon.
    }
  }
  return null;
}

/** Parses the object literal after `Shopify.x = ` when it is plain JSON (it is, on Shopify themes). */
function jsonAfter(html: string, prefix: RegExp): Record<string, unknown> | null {
  const match = prefix.exec(html);
  if (!match) return null;
  const start = match.index + match[0].length;
  if (html[start] !== "{") return null;
  const end = html.indexOf("}", start);
  if (end < 0) return null;
  try {
    const value: unknown = JSON.parse(html.slice(start, end + 1));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
