/** Business constants and limits of both spec documents (000 §9, 001 §9), in one place. */

import { THEME_STORAGE_KEY } from "./themeBoot";

/** Results per search page on Explore and the primary product and collection views. */
export const SEARCH_PAGE_SIZE = 50;
/**
 * Search totals are exact up to this many hits; above it total_hits is this number and the web app
 * shows it as "1,000+" (docs/decisions.md: counting further cost more than the page itself).
 */
export const TOTAL_HITS_CAP = 1000;
/** Results per page in the shop's products widget. */
export const WIDGET_PAGE_SIZE = 12;
/** Switching from list to grid with more results than this resets and reloads the search. */
export const GRID_RESET_THRESHOLD = 48;

/** Top lists, their charts and the apps/technologies preview show this many items. */
export const TOP_LIST_SIZE = 5;
export const PREVIEW_LIST_SIZE = 5;
/** A product description is cut at this many characters, with a toggle. */
export const DESCRIPTION_CUT_LENGTH = 2000;

export const FILTER_SET_NAME_MAX_LENGTH = 64;
export const COLLECTION_NAME_MAX_LENGTH = 64;

/**
 * Quotas and caps on what one account may store or ask for (issue 13; docs/decisions.md): each is far
 * above what the app itself sends, and each refusal carries a message from QUOTA_MESSAGES.
 */
export const QUOTAS = {
  /** Saved filter sets per user and search type. */
  filterSetsPerType: 50,
  /** A saved set's excluded shops and filters, as JSON. */
  filterSetBytes: 16 * 1024,
  /** Collections per user and tag type. */
  collectionsPerType: 100,
  /** Shops or products in one collection; also the longest id list a call accepts. */
  collectionMembers: 2000,
  /** Characters of search text. */
  searchTextLength: 200,
  /** Characters of an opaque paging cursor. */
  cursorLength: 512,
  /** Shops one user may have waiting or being tracked at once. */
  tracksInProgress: 3,
  /** Exports (CSV or JSON Lines files) one user may start in an hour. */
  exportsPerHour: 20,
  /** Rows in one export file: Explore results beyond this are cut off. */
  exportRows: 10_000,
} as const;
export const MIN_PASSWORD_LENGTH = 8;

/** Durations and intervals in milliseconds. */
export const SCROLL_CHECK_INTERVAL_MS = 250;
export const LICENCE_REFRESH_INTERVAL_MS = 5 * 60 * 1000;
export const TRACKING_POLL_INTERVAL_MS = 5000;
export const RELATIVE_TIME_REFRESH_INTERVAL_MS = 5000;
export const TRACK_URL_DEBOUNCE_MS = 10_000;
/** The tracking start time is shown this much earlier than the recorded one (001 §4). */
export const TRACKING_START_DISPLAY_OFFSET_MS = 15_000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 7500;
export const PURCHASE_EVENT_DELAY_MS = 12_500;
export const PAGE_TRANSITION_MS = 300;
/** The scroll-to-top button appears after scrolling past this many pixels. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;

/** How long a success tick shows after an action. */
export const TICK_MS = {
  overwrite: 1000,
  create: 1500,
  delete: 1500,
  modalChange: 1500,
  addOrRemove: 3000,
} as const;

/** Charts cover this many days; the x axis carries at most this many ticks. */
export const CHART_DAYS = 30;
export const CHART_MAX_TICKS = 6;
/** Doughnut widgets: cutout percentage (001 §9). */
export const DOUGHNUT_CUTOUT_PERCENT = 67.5;

/** Ban lag: banned shops and products may still appear in results for up to this long. */
export const BAN_LAG_MS = 60 * 60 * 1000;

/** Affiliate commission, recurring monthly while the referred subscription stays active. */
export const AFFILIATE_COMMISSION_PERCENT = 20;
/** Sharing an account with more people than this is abuse (Terms of Service). */
export const ACCOUNT_SHARING_LIMIT = 5;

/** The API path prefix on the page origin. */
export const API_PATH_PREFIX = "/prod";

/** Local-storage keys of remembered preferences. */
export const STORAGE_KEYS = {
  exploreProductsSort: "sorting:explore_products",
  exploreShopsSort: "sorting:explore_shops",
  collectionShopsSort: "shop_collections:shops",
  collectionProductsSort: "shop_collections:products",
  listView: "preference_for_list_view",
  email: "email",
  /** The colour scheme choice (light, dark or system); read before first paint by index.html. */
  theme: THEME_STORAGE_KEY,
} as const;

/** The special collection that is always sorted first. */
export const TRACKED_SHOPS_COLLECTION = "Tracked Shops";

/** Media paths on the media host (000 §3, 001 §3). */
export function chartImagePath(
  entity: "products" | "shops",
  kind: "revenue" | "ads",
  id: number | string,
): string {
  return `chart_images/${entity}/${kind}/${id}.png`;
}
