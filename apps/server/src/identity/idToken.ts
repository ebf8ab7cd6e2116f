import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { type AuthUser, InvalidTokenError } from "./types";

export const ADMIN_GROUP = "admins";

export interface IdTokenVerifierOptions {
  /** `{publicOrigin}/idp/{poolId}` for the server's own service, `https://cognito-idp.{region}.amazonaws.com/{poolId}` on AWS. */
  issuer: string;
  /** The app client id (the ID token's `aud`). */
  clientId: string;
  keys: JWTVerifyGetKey;
  /** The clock for the cache of verified tokens (tests move it). */
  now?: () => number;
}

/**
 * A verified token is remembered this long (and never past its expiry), so a signed-in user's
 * requests cost one signature check a minute instead of one each. It matches how long the key store
 * keeps a rotated key's set (keys.ts RELOAD_AFTER_MS); the session check still runs on every request.
 */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKENS_KEPT = 10_000;

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function groupsClaim(payload: JWTPayload): string[] {
  const value = payload["cognito:groups"];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((g) => typeof g === "string")) {
    throw new InvalidTokenError("The token's cognito:groups claim is not a list of names.");
  }
  return value;
}

function reason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The token has expired.";
  if (error instanceof errors.JWTClaimValidationFailed) {
    return `The token's ${error.claim} claim is not accepted here.`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return "The token's signature does not verify.";
  }
  if (error instanceof errors.JWKSNoMatchingKey) return "The token was not signed by a known key.";
  if (error instanceof errors.JOSEError) return "The token is malformed or not signed as expected.";
  return "The token could not be verified.";
}

/** Checks signature, issuer, audience, expiry and token_use=id, and reads the user from the claims. */
export function createIdTokenVerifier(
  options: IdTokenVerifierOptions,
): (token: string) => Promise<AuthUser> {
  const now = options.now ?? Date.now;
  // Insertion order is age order: the oldest entry is the first to go when the cache is full.
  const verified = new Map<string, { user: AuthUser; until: number }>();
  return async (token) => {
    if (typeof token !== "string" || token.length === 0) {
      throw new InvalidTokenError("No token was given.");
    }
    const known = verified.get(token);
    if (known && known.until > now()) return known.user;
    if (known) verified.delete(token);
    const { user, expiresAt } = await verify(token, options);
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, { user, until: Math.min(now() + VERIFIED_TOKEN_TTL_MS, expiresAt) });
    return user;
  };
}

async function verify(
  token: string,
  options: IdTokenVerifierOptions,
): Promise<{ user: AuthUser; expiresAt: number }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.clientId,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp"],
      ...(options.now ? { currentDate: new Date(options.now()) } : {}),
    }));
  } catch (error) {
    throw new InvalidTokenError(reason(error));
  }
  if (payload.token_use !== "id") {
    throw new InvalidTokenError("The token is not an ID token.");
  }
  const sub = stringClaim(payload, "sub");
  const email = stringClaim(payload, "email");
  if (!sub || !email) throw new InvalidTokenError("The token carries no subject or email.");
  const groups = groupsClaim(payload);
  const name = stringClaim(payload, "name");
  const user: AuthUser = Object.freeze({
    sub,
    email,
    ...(name === undefined ? {} : { name }),
    groups: Object.freeze([...groups]) as string[],
    isAdmin: groups.includes(ADMIN_GROUP),
  });
  return { user, expiresAt: (payload.exp as number) * 1000 };
}
