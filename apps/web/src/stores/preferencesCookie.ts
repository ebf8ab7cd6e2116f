// Explore's remembered choices (grid or list, each tab's sort) are mirrored into a cookie sent only
// with requests for Explore's pages, so the server renders a returning user's Explore as the app will
// show it. The server reads nothing else from it, and a value it cannot read means the defaults.
import type { PreferencesState } from "./preferences";

export const PREFERENCES_COOKIE = "hotshelf_explore_prefs";
const PATH = "/explore";
const ONE_YEAR_S = 365 * 24 * 3600;

/** The cookie's value for `state`. */
export function preferencesCookieValue(state: PreferencesState): string {
  return JSON.stringify({
    listView: state.listView,
    products: state.exploreProductsSort,
    shops: state.exploreShopsSort,
  });
}

/** Writes the cookie (nothing outside a browser page). */
export function writePreferencesCookie(state: PreferencesState): void {
  if (typeof document === "undefined") return;
  const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written whole; the Cookie Store API is not in every browser the app supports.
  document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent(preferencesCookieValue(state))}; Path=${PATH}; Max-Age=${ONE_YEAR_S}; SameSite=Strict${secure}`;
}

/** The choices a cookie value holds; what it does not hold (or holds wrongly) is the default. */
export function preferencesFromCookie(value: string | undefined): PreferencesState {
  let parsed: Record<string, unknown> = {};
  try {
    const json: unknown = value ? JSON.parse(value) : null;
    if (json && typeof json === "object" && !Array.isArray(json)) {
      parsed = json as Record<string, unknown>;
    }
  } catch {
    // Not ours, or damaged: the defaults.
  }
  const text = (field: unknown) => (typeof field === "string" ? field : null);
  return {
    listView: parsed.listView === true,
    exploreProductsSort: text(parsed.products),
    exploreShopsSort: text(parsed.shops),
  };
}
