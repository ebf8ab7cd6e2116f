/**
 * The error catalogues of 000 §8 and 001 §8 as data: per call context, which HTTP status or server
 * reason leads to which action and message. `resolveError` picks the first matching rule, else the
 * context's fallback, and fills {product} and {email} from configuration.
 */

import { ALERT_MESSAGES } from "./alerts";
import { EXPORT_MESSAGES } from "./exports";
import {
  ACCOUNT_MESSAGES,
  BAN_MESSAGES,
  CONTACT_MESSAGES,
  DATA_MESSAGES,
  fillTemplate,
  LICENCE_MESSAGES,
  QUOTA_MESSAGES,
  type TemplateValues,
  TRACKING_MESSAGES,
  VALIDATION_MESSAGES,
} from "./messages";

/**
 * What the app does:
 * - ignore: nothing visible (also for swallowed load errors);
 * - logout: sign out and go to Login;
 * - licence_expired: mark the licence expired so the expired message shows;
 * - stop_paging: stop the search's pagination;
 * - show: show the message (or the server's own message when the rule says so);
 * - flag: set an error flag that is not displayed;
 * - log: log only.
 */
export type ErrorAction =
  | "ignore"
  | "logout"
  | "licence_expired"
  | "stop_paging"
  | "show"
  | "flag"
  | "log";

export interface ErrorOutcome {
  action: ErrorAction;
  /** A catalogue text, possibly with {product} / {email}. */
  message?: string;
  /** Show the service's own message when it gave one (identity service errors). */
  serverMessage?: boolean;
}

export interface ErrorRule {
  status?: number;
  /** The server's reason (`message`), matched exactly. */
  reason?: string;
  /** Matched when the reason contains this text (form-service messages carry a field name). */
  reasonContains?: string;
  outcome: ErrorOutcome;
}

export interface ErrorContextCatalogue {
  rules: readonly ErrorRule[];
  fallback: ErrorOutcome;
}

/** A failed call as the client sees it: the HTTP status (if any) and the server's reason or message. */
export interface ApiFailure {
  status?: number;
  reason?: string;
}

const LOGOUT: ErrorOutcome = { action: "logout" };
const IGNORE: ErrorOutcome = { action: "ignore" };
const EXPIRED: ErrorOutcome = {
  action: "licence_expired",
  message: LICENCE_MESSAGES.expiredExplore,
};
const show = (message: string): ErrorOutcome => ({ action: "show", message });

/** 402 or license_expired marks the licence expired; should_logout signs out (every search and data call). */
const LICENCE_AND_LOGOUT_RULES: readonly ErrorRule[] = [
  { status: 402, outcome: EXPIRED },
  { reason: "license_expired", outcome: EXPIRED },
  { reason: "should_logout", outcome: LOGOUT },
];

const DATA_CALL_RULES: readonly ErrorRule[] = [
  { status: 401, outcome: LOGOUT },
  ...LICENCE_AND_LOGOUT_RULES,
  { reason: "busy", outcome: show(QUOTA_MESSAGES.busy) },
];

const COLLECTION_RULES: readonly ErrorRule[] = [
  { status: 401, outcome: LOGOUT },
  { reason: "invalid_tag_name", outcome: show(VALIDATION_MESSAGES.invalidTagName) },
  { reason: "tag_name_too_long", outcome: show(VALIDATION_MESSAGES.collectionNameTooLong) },
  { reason: "collection_limit", outcome: show(QUOTA_MESSAGES.collectionLimit) },
  { reason: "collection_full", outcome: show(QUOTA_MESSAGES.collectionFull) },
];

export const ERROR_CATALOGUE = {
  /** Explore search: 401 ignored; other failures stop paging. */
  search: {
    rules: [{ status: 401, outcome: IGNORE }, ...LICENCE_AND_LOGOUT_RULES],
    fallback: { action: "stop_paging" },
  },
  /** Searches of detail and collection screens (products widget, collections). */
  productsWidget: {
    rules: DATA_CALL_RULES,
    fallback: show(DATA_MESSAGES.productsFetchFailure),
  },
  shopDetail: {
    rules: [
      ...DATA_CALL_RULES,
      { reason: "shop_not_found", outcome: show(DATA_MESSAGES.shopNotFound) },
      { status: 404, outcome: show(DATA_MESSAGES.shopNotFound) },
    ],
    fallback: show(DATA_MESSAGES.shopFetchFailure),
  },
  productDetail: {
    rules: [
      ...DATA_CALL_RULES,
      { reason: "product_not_found", outcome: show(DATA_MESSAGES.productNotFound) },
      { reason: "shop_not_found", outcome: show(DATA_MESSAGES.shopNotFound) },
      { status: 404, outcome: show(DATA_MESSAGES.productNotFound) },
    ],
    fallback: show(DATA_MESSAGES.shopFetchFailure),
  },
  /** Tag, news and ads loads: swallowed silently (a lost session still logs out). */
  backgroundLoad: { rules: [{ status: 401, outcome: LOGOUT }], fallback: IGNORE },
  /** Tag deletion: only logged. */
  tagDelete: { rules: [{ status: 401, outcome: LOGOUT }], fallback: { action: "log" } },
  shopCollectionChange: {
    rules: COLLECTION_RULES,
    fallback: show(DATA_MESSAGES.shopCollectionsFailure),
  },
  productCollectionChange: {
    rules: COLLECTION_RULES,
    fallback: show(DATA_MESSAGES.productCollectionsFailure),
  },
  filterSetSave: {
    rules: [
      { status: 401, outcome: LOGOUT },
      {
        reason: "invalid_filter_set_name",
        outcome: show(VALIDATION_MESSAGES.filterSetNameTooLong),
      },
      { reason: "filter_set_exists", outcome: show(VALIDATION_MESSAGES.filterSetExists) },
      { reason: "filter_set_limit", outcome: show(QUOTA_MESSAGES.filterSetLimit) },
      { reason: "filter_set_too_large", outcome: show(QUOTA_MESSAGES.filterSetTooLarge) },
    ],
    fallback: show(ACCOUNT_MESSAGES.checkoutFailure),
  },
  /** A filter set's alert switch (issue 18): the alerting-set limit is shown by the set's row. */
  filterSetAlert: {
    rules: [
      { status: 401, outcome: LOGOUT },
      { reason: "alert_limit", outcome: show(QUOTA_MESSAGES.alertLimit) },
    ],
    fallback: show(ALERT_MESSAGES.switchFailure),
  },
  /** Track Shop's start: a refusal is shown by the form (an invalid URL, too many tracks, a limit). */
  trackStart: {
    rules: [
      ...DATA_CALL_RULES,
      { reason: "invalid_url", outcome: show(VALIDATION_MESSAGES.urlInvalid) },
      { reason: "too_many_tracks", outcome: show(QUOTA_MESSAGES.tooManyTracks) },
      { status: 429, outcome: show(QUOTA_MESSAGES.rateLimited) },
    ],
    fallback: show(TRACKING_MESSAGES.startFailure),
  },
  /** An export (issue 18): the hourly quota and any other failure are shown by the export menu. */
  export: {
    rules: [...DATA_CALL_RULES, { status: 429, outcome: show(EXPORT_MESSAGES.quota) }],
    fallback: show(EXPORT_MESSAGES.failed),
  },
  ban: {
    rules: [
      { status: 403, outcome: LOGOUT },
      { status: 401, outcome: LOGOUT },
    ],
    fallback: show(BAN_MESSAGES.failure),
  },
  proTrial: { rules: [], fallback: show(LICENCE_MESSAGES.proTrialFailure) },
  checkout: { rules: [], fallback: show(ACCOUNT_MESSAGES.checkoutFailure) },
  profileUpdate: { rules: [], fallback: show(ACCOUNT_MESSAGES.profileUpdateFailure) },
  deleteAccount: { rules: [], fallback: show(ACCOUNT_MESSAGES.deleteFailure) },
  manageSubscription: { rules: [], fallback: { action: "flag" } },
  /** Login, registration, recovery and password change: the identity service's own message. */
  identity: {
    rules: [],
    fallback: { action: "show", serverMessage: true, message: ACCOUNT_MESSAGES.checkoutFailure },
  },
  /** Any other call: no or invalid session goes to Login; other errors are logged only. */
  general: { rules: [{ status: 401, outcome: LOGOUT }], fallback: { action: "log" } },
  /** Contact and Support through the form service; its message is errors[0].message. */
  contactForm: {
    rules: [
      { reasonContains: "should be an email", outcome: show(CONTACT_MESSAGES.badEmail) },
      { reasonContains: "empty form", outcome: show(CONTACT_MESSAGES.emptyForm) },
    ],
    fallback: show(CONTACT_MESSAGES.failure),
  },
} as const satisfies Record<string, ErrorContextCatalogue>;

export type ErrorContext = keyof typeof ERROR_CATALOGUE;

export interface ResolvedError {
  action: ErrorAction;
  /** The text to show, filled; absent when nothing is shown. */
  message?: string;
}

function matches(rule: ErrorRule, failure: ApiFailure): boolean {
  if (rule.status !== undefined && rule.status !== failure.status) return false;
  if (rule.reason !== undefined && rule.reason !== failure.reason) return false;
  if (rule.reasonContains !== undefined && !failure.reason?.includes(rule.reasonContains)) {
    return false;
  }
  return true;
}

/** The action and filled message for a failure in a context. */
export function resolveError(
  context: ErrorContext,
  failure: ApiFailure,
  config: TemplateValues = {},
): ResolvedError {
  const catalogue: ErrorContextCatalogue = ERROR_CATALOGUE[context];
  const outcome =
    catalogue.rules.find((rule) => matches(rule, failure))?.outcome ?? catalogue.fallback;
  if (outcome.serverMessage && failure.reason) {
    return { action: outcome.action, message: failure.reason };
  }
  return outcome.message === undefined
    ? { action: outcome.action }
    : { action: outcome.action, message: fillTemplate(outcome.message, config) };
}
