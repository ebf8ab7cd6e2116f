/**
 * A fake identity service for unit tests: answers the Cognito JSON protocol (POST with an
 * X-Amz-Target header) from per-operation handlers, and records every request.
 */
export interface CognitoRequest {
  url: string;
  operation: string;
  body: Record<string, unknown>;
}

export type CognitoReply = { status?: number; body: unknown };
/** Handlers by operation, named in camelCase (initiateAuth for InitiateAuth). */
export type CognitoHandlers = Record<string, (body: Record<string, unknown>) => CognitoReply>;

export function fakeCognito(handlers: CognitoHandlers) {
  const requests: CognitoRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const operation = (headers.get("X-Amz-Target") ?? "").replace(
      "AWSCognitoIdentityProviderService.",
      "",
    );
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    requests.push({ url: String(input), operation, body });
    const handler = handlers[operation.charAt(0).toLowerCase() + operation.slice(1)];
    const reply = handler
      ? handler(body)
      : { status: 400, body: { __type: "UnsupportedOperation", message: `No ${operation}` } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/x-amz-json-1.1" },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A service error as Cognito sends it. */
export function serviceError(type: string, message: string): CognitoReply {
  return { status: 400, body: { __type: type, message } };
}

function base64url(text: string): string {
  return Buffer.from(text).toString("base64url");
}

/** An unsigned JWT with the given claims (the client only reads claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.sig`;
}

/** An AuthenticationResult whose tokens expire expSeconds from nowSeconds. */
export function authResult(
  claims: { email: string; groups?: string[] },
  nowSeconds: number,
  expSeconds = 3600,
) {
  const exp = nowSeconds + expSeconds;
  // origin_jti: the session the tokens belong to (Cognito sets it when token revocation is on).
  const common = { iat: nowSeconds, exp, sub: "user-1", origin_jti: "session-1" };
  return {
    AuthenticationResult: {
      IdToken: fakeJwt({
        ...common,
        token_use: "id",
        email: claims.email,
        ...(claims.groups ? { "cognito:groups": claims.groups } : {}),
      }),
      AccessToken: fakeJwt({ ...common, token_use: "access", username: "user-1" }),
      RefreshToken: "refresh-token-1",
      ExpiresIn: expSeconds,
      TokenType: "Bearer",
    },
    ChallengeParameters: {},
  };
}
