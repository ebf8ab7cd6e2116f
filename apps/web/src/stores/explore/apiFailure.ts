import { type ErrorContext, type ResolvedError, resolveError } from "@hotshelf/domain";

/** The HTTP status and server reason of a failed call, as the domain's error catalogue reads them. */
export function apiFailure(error: unknown): { status?: number; reason?: string } {
  const { status, reason } = (error ?? {}) as { status?: unknown; reason?: unknown };
  return {
    status: typeof status === "number" ? status : undefined,
    reason: typeof reason === "string" ? reason : undefined,
  };
}

/**
 * The catalogue's outcome for a failed call, the server's reason outranking its status: the server
 * sends should_logout with HTTP 401, which the search context's "401 is ignored" rule would otherwise
 * swallow (000 §8 wants a sign-out). Gap: the domain's catalogue could order reason rules first.
 */
export function resolveApiError(context: ErrorContext, error: unknown): ResolvedError {
  const failure = apiFailure(error);
  if (failure.reason) {
    const byReason = resolveError(context, { reason: failure.reason });
    const fallback = resolveError(context, {});
    if (byReason.action !== fallback.action || byReason.message !== fallback.message) {
      return byReason;
    }
  }
  return resolveError(context, failure);
}
