/**
 * The one rule that turns a failed call into the catalogue's outcome (000 §8, 001 §8): the error's
 * HTTP status and server reason are read from whatever the client threw, and the reason outranks the
 * status: the server sends should_logout with HTTP 401, which a context's "401 is ignored" rule
 * would otherwise swallow.
 */
import { type ApiFailure, type ErrorContext, type ResolvedError, resolveError } from "./errors";
import type { TemplateValues } from "./messages";

/** The HTTP status and server reason a thrown error carries; anything else reads as neither. */
export function readApiFailure(error: unknown): ApiFailure {
  const { status, reason } = (error ?? {}) as { status?: unknown; reason?: unknown };
  return {
    status: typeof status === "number" ? status : undefined,
    reason: typeof reason === "string" ? reason : undefined,
  };
}

/** The catalogue's action and message for a thrown error in a context, the reason ruling first. */
export function resolveFailure(
  context: ErrorContext,
  error: unknown,
  config: TemplateValues = {},
): ResolvedError {
  const failure = readApiFailure(error);
  if (failure.reason) {
    const byReason = resolveError(context, { reason: failure.reason }, config);
    const fallback = resolveError(context, {}, config);
    if (byReason.action !== fallback.action || byReason.message !== fallback.message) {
      return byReason;
    }
  }
  return resolveError(context, failure, config);
}

/** Only the text a failure shows in a context (null when the catalogue shows nothing). */
export function failureMessage(
  context: ErrorContext,
  error: unknown,
  config: TemplateValues = {},
): string | null {
  return resolveFailure(context, error, config).message ?? null;
}
