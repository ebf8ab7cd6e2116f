import { socialProfiles } from "@hotshelf/domain";
import { Parser } from "htmlparser2";
import { detectStack } from "./technologies";

/** What a storefront's home page says about the shop. Tokenized, never executed or rendered. */
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
  /** Apps and technologies the page's scripts and links show signs of. */
  apps: string[];
  technologies: string[];
  /** The Facebook page id of `<meta property="fb:pages">`, for the Ad Library link. */
  adsArchivePageId: string | null;
  /** The shop's social profiles its links point at (one per network, clean https addresses). */
  socialLinks: string[];
}

export interface HomePageLimits {
  /** Characters of the page read at most: Shopify puts everything read here in the head. */
  maxChars?: number;
  /** Tokenizing stops after this long; the facts are those of the part read. */
  budgetMs?: number;
}

export const HOME_PAGE_MAX_CHARS = 1024 * 1024;
export const HOME_PAGE_BUDGET_MS = 1000;
const chunkChars = 64 * 1024;
const maxTitleChars = 300;
/** Inline script text kept for the `Shopify.x = ...` assignments and the stack's signs. */
const maxScriptChars = 512 * 1024;
/** Script, link and iframe addresses kept for the stack's signs. */
const maxResources = 1000;
/** Link addresses kept to look for social profiles (footers hold them; a page has a few hundred). */
const maxAnchors = 2000;
const maxResourceChars = 2048;

const shopifyMarkers = [
  /Shopify\.shop\s*=/,
  /cdn\.shopify\.com/,
  /\.myshopify\.com/,
  /shopify-section/,
];

/**
 * Reads the page with an HTML tokenizer (linear time, entities decoded) over a bounded prefix and
 * within a time budget, so a hostile page cannot hold the process: the regexes it replaced
 * backtracked over the rest of the page for every unclosed tag.
 */
export function readHomePage(
  html: string,
  pageUrl: URL,
  limits: HomePageLimits = {},
): HomePageFacts {
  const maxChars = limits.maxChars ?? HOME_PAGE_MAX_CHARS;
  const budgetMs = limits.budgetMs ?? HOME_PAGE_BUDGET_MS;
  let title: string | null = null;
  let titleText = "";
  let inTitle = false;
  let inScript = false;
  let scripts = "";
  let faviconUrl: string | null = null;
  let passwordForm = false;
  let markerInAttributes = false;
  const resources: string[] = [];
  let adsArchivePageId: string | null = null;
  const anchors: string[] = [];

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "title" && title === null) inTitle = true;
        if (name === "script") inScript = true;
        if (name === "link" && faviconUrl === null) faviconUrl = favicon(attributes, pageUrl);
        const resource = name === "link" ? attributes.href : attributes.src;
        if (resource && resources.length < maxResources && /^(script|link|iframe)$/.test(name)) {
          resources.push(resource.slice(0, maxResourceChars));
        }
        if (name === "a" && attributes.href && anchors.length < maxAnchors) {
          anchors.push(attributes.href.slice(0, maxResourceChars));
        }
        if (name === "meta" && attributes.property === "fb:pages" && adsArchivePageId === null) {
          adsArchivePageId = /^\s*(\d{1,20})\b/.exec(attributes.content ?? "")?.[1] ?? null;
        }
        if (name === "form" && /\/password$/.test(attributes.action ?? "")) passwordForm = true;
        if ((attributes.class ?? "").split(/\s+/).includes("template-password")) {
          passwordForm = true;
        }
        if (!markerInAttributes) {
          markerInAttributes = Object.values(attributes).some((value) =>
            shopifyMarkers.some((pattern) => pattern.test(value)),
          );
        }
      },
      ontext(text) {
        if (inTitle && titleText.length < maxTitleChars) titleText += text;
        if (inScript && scripts.length < maxScriptChars) scripts += text;
      },
      onclosetag(name) {
        if (name === "title" && inTitle) {
          inTitle = false;
          title = titleText.replace(/\s+/g, " ").trim().slice(0, maxTitleChars) || null;
        }
        if (name === "script") {
          inScript = false;
          scripts += "\n";
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const started = performance.now();
  const prefix = html.length > maxChars ? html.slice(0, maxChars) : html;
  for (let at = 0; at < prefix.length; at += chunkChars) {
    parser.write(prefix.slice(at, at + chunkChars));
    if (performance.now() - started > budgetMs) break;
  }
  // Not end(): an unclosed <title> at the cut would otherwise be closed with the rest of the page in it.

  scripts = scripts.slice(0, maxScriptChars);
  const theme = jsonAfter(scripts, /Shopify\.theme\s*=\s*/);
  const currency = jsonAfter(scripts, /Shopify\.currency\s*=\s*/);
  const stack = detectStack(`${resources.join("\n")}\n${scripts}`);
  return {
    isShopify: markerInAttributes || shopifyMarkers.some((pattern) => pattern.test(scripts)),
    isPasswordPage: pageUrl.pathname.startsWith("/password") || passwordForm,
    title,
    faviconUrl,
    myshopifyDomain: first(
      scripts,
      /Shopify\.shop\s*=\s*["']([a-z0-9-]{1,100}\.myshopify\.com)["']/i,
    ),
    currency: typeof currency?.active === "string" ? currency.active : null,
    country: first(scripts, /Shopify\.country\s*=\s*["']([A-Z]{2})["']/),
    locale: first(scripts, /Shopify\.locale\s*=\s*["']([A-Za-z-]{2,10})["']/),
    themeName: typeof theme?.name === "string" ? theme.name : null,
    themeId:
      typeof theme?.id === "number" || typeof theme?.id === "string" ? String(theme.id) : null,
    ...stack,
    adsArchivePageId,
    socialLinks: socialProfiles(anchors).map((profile) => profile.url),
  };
}

function first(text: string, pattern: RegExp): string | null {
  const value = pattern.exec(text)?.[1]?.trim();
  return value ? value : null;
}

function favicon(attributes: Record<string, string>, pageUrl: URL): string | null {
  const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
  const href = attributes.href;
  if (!rel.includes("icon") || !href) return null;
  try {
    const url = new URL(href.trim(), pageUrl);
    // Only web addresses: a javascript: or data: "favicon" is never stored.
    if (url.protocol === "https:" || url.protocol === "http:") return url.href;
  } catch {
    // An unparsable href is simply not a favicon.
  }
  return null;
}

/** Parses the object literal after `Shopify.x = ` when it is plain JSON (it is, on Shopify themes). */
function jsonAfter(text: string, prefix: RegExp): Record<string, unknown> | null {
  const match = prefix.exec(text);
  if (!match) return null;
  const start = match.index + match[0].length;
  if (text[start] !== "{") return null;
  const end = text.indexOf("}", start);
  if (end < 0) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
