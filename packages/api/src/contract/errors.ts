import { z } from "zod";

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
  invalid_tag_name: 400,
  invalid_filter_set_name: 400,
  invalid_request: 400,
  internal_error: 500,
} as const;

export type ApiReason = keyof typeof API_REASON_STATUS;
export const API_REASONS = Object.keys(API_REASON_STATUS) as ApiReason[];

export function isApiReason(value: unknown): value is ApiReason {
  return typeof value === "string" && Object.hasOwn(API_REASON_STATUS, value);
}

/** The body of every non-2xx reply under apiBase. */
export const ApiErrorBody = z.object({ message: z.string() });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
