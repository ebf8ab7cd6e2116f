import type { ApiReason } from "../contract";

/**
 * The reason codes of contract/errors.ts (API_REASON_STATUS), without its zod schema: that module
 * also builds ApiErrorBody when it loads, which would pull zod into the client's first load.
 * reasons.test.ts holds the two lists equal.
 */
export const REASON_CODES: readonly ApiReason[] = [
  "should_logout",
  "license_expired",
  "not_allowed",
  "shop_not_found",
  "product_not_found",
  "not_found",
  "filter_set_exists",
  "invalid_tag_name",
  "invalid_filter_set_name",
  "invalid_request",
  "internal_error",
];

const reasons: ReadonlySet<string> = new Set(REASON_CODES);

/** Whether an error body's message is one of the server's reason codes (else a readable text). */
export function isReason(message: string | null): message is ApiReason {
  return message !== null && reasons.has(message);
}
