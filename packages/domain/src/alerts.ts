/**
 * Alerts on saved filter sets (issue 18): the limits, the daily digest's grouping, capping and text,
 * the unsubscribe token's payload and the "new since your last visit" wording. Signing the token is the
 * server's (it holds the install's secret); what the token says is decided here.
 */
import type { SearchType } from "./filterCatalogue";

export const ALERT_LIMITS = {
  /** Filter sets with alerts on, per user (both search types together). */
  alertingSetsPerUser: 20,
  /** New items a digest lists per set; the rest is "and N more". */
  digestItemsPerSet: 10,
  /** Matches of a set the job watches (newest first for products); beyond it, nothing counts as new. */
  watchedMatchesPerSet: 2000,
} as const;

/** One new product or shop of a set. */
export interface AlertItem {
  id: number;
  title: string;
}

/** What the job found new for one of a user's alerting sets. */
export interface AlertSetNews {
  filterType: SearchType;
  filterSetName: string;
  items: readonly AlertItem[];
}

/** A set's part of the digest: the first items and how many more there are. */
export interface DigestSection {
  filterType: SearchType;
  filterSetName: string;
  shown: readonly AlertItem[];
  more: number;
  total: number;
}

/**
 * The digest's sections: sets with news only, products before shops and by name, each capped at
 * ALERT_LIMITS.digestItemsPerSet items. Empty when nothing is new (then no mail is sent).
 */
export function digestSections(
  news: readonly AlertSetNews[],
  perSet: number = ALERT_LIMITS.digestItemsPerSet,
): DigestSection[] {
  return news
    .filter((set) => set.items.length > 0)
    .map((set) => ({
      filterType: set.filterType,
      filterSetName: set.filterSetName,
      shown: set.items.slice(0, perSet),
      more: Math.max(0, set.items.length - perSet),
      total: set.items.length,
    }))
    .sort(
      (a, b) =>
        (a.filterType === b.filterType ? 0 : a.filterType === "products" ? -1 : 1) ||
        a.filterSetName.localeCompare(b.filterSetName),
    );
}

/** The Explore path that opens one of the user's own sets (the screen loads it from `set`). */
export function alertSetPath(filterType: SearchType, filterSetName: string): string {
  return `/explore/${filterType}?set=${encodeURIComponent(filterSetName)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 new products" / "1 new shop". */
export function newItemsText(filterType: SearchType, count: number): string {
  return filterType === "products"
    ? plural(count, "new product", "new products")
    : plural(count, "new shop", "new shops");
}

export interface DigestLinks {
  /** Absolute URL opening a set in Explore. */
  openSet(filterType: SearchType, filterSetName: string): string;
  /** Absolute URL switching one set's alert off. */
  unsubscribeSet(filterType: SearchType, filterSetName: string): string;
  /** Absolute URL switching all of the user's alerts off. */
  unsubscribeAll: string;
}

export interface DigestMail {
  subject: string;
  text: string;
}

/** The digest mail: one per user and run, listing each set's new items; null when nothing is new. */
export function digestMail(
  productName: string,
  news: readonly AlertSetNews[],
  links: DigestLinks,
): DigestMail | null {
  const sections = digestSections(news);
  if (sections.length === 0) return null;
  const total = sections.reduce((sum, s) => sum + s.total, 0);
  const lines = [`New matches for your saved filter sets on ${productName}:`, ""];
  for (const section of sections) {
    lines.push(
      `${section.filterSetName} (${section.filterType}): ${newItemsText(section.filterType, section.total)}`,
    );
    for (const item of section.shown) lines.push(`  - ${item.title}`);
    if (section.more > 0) lines.push(`  ...and ${section.more} more`);
    lines.push(`  Open in Explore: ${links.openSet(section.filterType, section.filterSetName)}`);
    lines.push(
      `  Stop alerts for this set: ${links.unsubscribeSet(section.filterType, section.filterSetName)}`,
    );
    lines.push("");
  }
  lines.push(
    "You get this mail because you switched on alerts for these filter sets.",
    `Stop all filter set alerts: ${links.unsubscribeAll}`,
  );
  return {
    subject: `${productName}: ${plural(total, "new match", "new matches")} for your filter sets`,
    text: lines.join("\n"),
  };
}

/** What an unsubscribe token switches off: one set of the user, or all their alerts. */
export type AlertTokenPayload =
  | { v: 1; sub: string; scope: "set"; filter_type: SearchType; filter_set_name: string }
  | { v: 1; sub: string; scope: "all" };

const MAX_TOKEN_PAYLOAD_CHARS = 2048;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The payload part of an unsubscribe token (the server appends its signature). */
export function encodeAlertTokenPayload(payload: AlertTokenPayload): string {
  return toBase64Url(JSON.stringify(payload));
}

/** The payload an (already verified) token carries, or null for anything malformed. */
export function decodeAlertTokenPayload(encoded: string): AlertTokenPayload | null {
  if (encoded.length === 0 || encoded.length > MAX_TOKEN_PAYLOAD_CHARS) return null;
  const json = fromBase64Url(encoded);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.v !== 1 || typeof v.sub !== "string" || v.sub === "") return null;
  if (v.scope === "all") return { v: 1, sub: v.sub, scope: "all" };
  if (
    v.scope === "set" &&
    (v.filter_type === "products" || v.filter_type === "shops") &&
    typeof v.filter_set_name === "string" &&
    v.filter_set_name !== ""
  ) {
    return {
      v: 1,
      sub: v.sub,
      scope: "set",
      filter_type: v.filter_type,
      filter_set_name: v.filter_set_name,
    };
  }
  return null;
}

/** The badge's accessible name: "1 new since your last visit", "3 new since your last visit". */
export function newSinceVisitLabel(count: number): string {
  return `${count} new since your last visit`;
}

/** The badge's visible text: the count, "99+" above 99. */
export function newSinceVisitBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/** The alert switch's label for a set. */
export function alertSwitchLabel(filterSetName: string): string {
  return `Alert me about new matches for ${filterSetName}`;
}

export const ALERT_MESSAGES = {
  switchFailure: "The alert could not be changed. Please try again.",
} as const;
