import type { ApiReason } from "../contract";

/**
 * What went wrong, for the app to switch on. HTTP statuses map to unauthorized (401),
 * payment_required (402), forbidden (403), not_found (404), conflict (409), bad_request (other 4xx)
 * and server (5xx); network means no response; invalid_response means a reply that breaks the
 * contract; invalid_request means the app's own request broke it (nothing was sent); aborted means
 * the caller's signal cancelled the call.
 */
export type ApiErrorKind =
  | "unauthorized"
  | "payment_required"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "bad_request"
  | "server"
  | "network"
  | "invalid_response"
  | "invalid_request"
  | "aborted";

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      /** The call's name (e.g. "search") or the endpoint for forms. */
      call: string;
      /** The HTTP status; null when no response came (network, aborted, invalid_request). */
      status?: number | null;
      /** The server's reason code when its message is one (should_logout, shop_not_found, ...). */
      reason?: ApiReason | null;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }

  get status(): number | null {
    return this.details.status ?? null;
  }

  get reason(): ApiReason | null {
    return this.details.reason ?? null;
  }

  get call(): string {
    return this.details.call;
  }
}

export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 402) return "payment_required";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status >= 500) return "server";
  return "bad_request";
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
