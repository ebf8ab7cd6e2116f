import { createHash, randomBytes, randomUUID } from "node:crypto";
import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { KeyStore } from "./keys";

/** AWS Cognito's defaults: one hour for ID and access tokens, 30 days for refresh tokens. */
export const TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_DAYS = 30;

export interface TokenUser {
  sub: string;
  email: string;
  name: string | null;
  groups: string[];
}

export interface TokenContext {
  keys: KeyStore;
  issuer: string;
  clientId: string;
}

/** The ID and access tokens of one session (origin_jti ties them to its refresh token). */
export async function issueTokens(
  context: TokenContext,
  user: TokenUser,
  sessionId: string,
  authTime: number,
): Promise<{ IdToken: string; AccessToken: string }> {
  const key = await context.keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  const eventId = randomUUID();
  const groups = user.groups.length > 0 ? { "cognito:groups": user.groups } : {};
  const sign = (claims: JWTPayload) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
      .setIssuer(context.issuer)
      .setSubject(user.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_SECONDS)
      .setJti(randomUUID())
      .sign(key.privateKey);
  const IdToken = await sign({
    ...groups,
    aud: context.clientId,
    email: user.email,
    email_verified: true,
    ...(user.name ? { name: user.name } : {}),
    "cognito:username": user.sub,
    origin_jti: sessionId,
    event_id: eventId,
    token_use: "id",
    auth_time: authTime,
  });
  const AccessToken = await sign({
    ...groups,
    client_id: context.clientId,
    origin_jti: sessionId,
    event_id: eventId,
    token_use: "access",
    scope: "aws.cognito.signin.user.admin",
    auth_time: authTime,
    username: user.sub,
  });
  return { IdToken, AccessToken };
}

export class TokenRejected extends Error {}

export interface AccessClaims {
  sub: string;
  sessionId: string;
}

/** Signature (current or previous key only), issuer, expiry, client and token_use, as AWS checks them. */
export async function verifyAccessToken(
  context: TokenContext,
  token: unknown,
): Promise<AccessClaims> {
  if (typeof token !== "string" || token.length === 0) {
    throw new TokenRejected("Missing required parameter AccessToken");
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await context.keys.verifier(), {
      issuer: context.issuer,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp", "origin_jti"],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenRejected("Access Token has expired");
    throw new TokenRejected("Invalid Access Token");
  }
  if (
    payload.token_use !== "access" ||
    payload.client_id !== context.clientId ||
    typeof payload.sub !== "string" ||
    typeof payload.origin_jti !== "string"
  ) {
    throw new TokenRejected("Invalid Access Token");
  }
  return { sub: payload.sub, sessionId: payload.origin_jti };
}

/** Refresh tokens are opaque: 32 random bytes, kept only as their SHA-256. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
