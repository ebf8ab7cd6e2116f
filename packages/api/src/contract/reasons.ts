// No zod here: the client's first load imports this module (errors.ts adds the schemas).

/**
 * Reason codes the server puts in an error body's message, with the HTTP status it pairs them with.
 * A 400 may instead carry a readable text (e.g. a validation message).
 */
export const API_REASON_STATUS = {
  should_logout: 401,
  license_expired: 402,
  not_allowed: 403,
  shop_not_found: 404,
  product_not_found: 404,
  not_found: 404,
  filter_set_exists: 409,
  filter_set_limit: 409,
  filter_set_too_large: 413,
  /** Alerts on saved filter sets: the user already has the most alerting sets a user may have. */
  alert_limit: 409,
  collection_limit: 409,
  collection_full: 409,
  invalid_tag_name: 400,
  tag_name_too_long: 400,
  invalid_filter_set_name: 400,
  invalid_request: 400,
  /** Track Shop: the address is no storefront the tracker may read. */
  invalid_url: 400,
  /** Track Shop: the user already has the most tracks in progress a user may have. */
  too_many_tracks: 429,
  internal_error: 500,
  /** A query ran past the database's time budget (statement timeout, PGlite queue). */
  busy: 503,
} as const;

export type ApiReason = keyof typeof API_REASON_STATUS;
export const API_REASONS = Object.keys(API_REASON_STATUS) as ApiReason[];

export function isApiReason(value: unknown): value is ApiReason {
  return typeof value === "string" && Object.hasOwn(API_REASON_STATUS, value);
}
