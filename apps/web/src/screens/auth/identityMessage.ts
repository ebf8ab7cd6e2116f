import { resolveError } from "@hotshelf/domain";

/** Login, registration, recovery and password change show the identity service's own message. */
export function identityMessage(error: unknown): string {
  const reason = error instanceof Error && error.message ? error.message : undefined;
  return resolveError("identity", reason ? { reason } : {}).message ?? String(error);
}
