import { createRequire } from "node:module";
import { createLocalJWKSet, errors, type JWK, jwtVerify } from "jose";

// cognito-local signs every token with this key pair, which ships inside the package.
const require = createRequire(import.meta.url);
const { jwk } = require("cognito-local/lib/keys/cognitoLocal.public.json") as { jwk: JWK };

/** The embedded service's signing keys (the same JWKS it serves under /idp). */
export const localKeys = createLocalJWKSet({ keys: [jwk] });

export interface AccessClaims {
  sub: string;
  username: string;
}

export class TokenRejected extends Error {}

/** Verifies an access token as AWS Cognito would before GetUser, ChangePassword or DeleteUser. */
export async function verifyAccessToken(
  token: unknown,
  expected: { issuer: string; clientId: string },
): Promise<AccessClaims> {
  if (typeof token !== "string" || token.length === 0) {
    throw new TokenRejected("Missing required parameter AccessToken");
  }
  try {
    const { payload } = await jwtVerify(token, localKeys, {
      issuer: expected.issuer,
      algorithms: ["RS256"],
      requiredClaims: ["sub", "exp"],
    });
    if (
      payload.token_use !== "access" ||
      payload.client_id !== expected.clientId ||
      typeof payload.sub !== "string" ||
      typeof payload.username !== "string"
    ) {
      throw new TokenRejected("Invalid Access Token");
    }
    return { sub: payload.sub, username: payload.username };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenRejected("Access Token has expired");
    throw error instanceof TokenRejected ? error : new TokenRejected("Invalid Access Token");
  }
}

/** cognito-local looks refresh tokens up without checking them; check signature and expiry first. */
export async function verifyRefreshToken(token: unknown, issuer: string): Promise<void> {
  if (typeof token !== "string" || token.length === 0) {
    throw new TokenRejected("AuthParameters REFRESH_TOKEN is required");
  }
  try {
    await jwtVerify(token, localKeys, { issuer, algorithms: ["RS256"], requiredClaims: ["exp"] });
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenRejected("Refresh Token has expired");
    throw new TokenRejected("Invalid Refresh Token");
  }
}
