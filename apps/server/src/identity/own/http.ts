import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { KeyStore } from "./keys";
import type { Operation } from "./operations";
import { CognitoReplyError, errorReply, okReply, TARGET_PREFIX } from "./wire";

/** Cognito requests are small; tokens are the largest part. */
export const MAX_BODY_BYTES = 32 * 1024;

export interface IdpRoutesDeps {
  operations: Record<string, Operation>;
  keys: KeyStore;
  userPoolId: string;
  /** `{publicOrigin}/idp/{poolId}`. */
  issuer: string;
  log: (line: string) => void;
}

/** The one reply for a body over the limit, shared with the app-wide limit for /idp. */
export function tooLargeReply(): Response {
  // The unread rest of the body makes the connection unusable, so the client is told to drop it.
  return errorReply(
    new CognitoReplyError("RequestEntityTooLarge", "The request body is too large.", 413),
    { Connection: "close" },
  );
}

export function mountIdpRoutes(app: Hono, deps: IdpRoutesDeps): void {
  async function post(c: Context): Promise<Response> {
    const header = c.req.header("x-amz-target") ?? "";
    const target = header.startsWith(TARGET_PREFIX) ? header.slice(TARGET_PREFIX.length) : "";
    const operation = Object.hasOwn(deps.operations, target) ? deps.operations[target] : undefined;
    if (!operation) {
      return errorReply(
        new CognitoReplyError(
          "UnknownOperationException",
          `Operation '${header}' is not available here.`,
        ),
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = null;
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return errorReply(
        new CognitoReplyError("SerializationException", "The request body is not a JSON object."),
      );
    }
    try {
      return okReply(await operation(body as Record<string, unknown>));
    } catch (error) {
      if (error instanceof CognitoReplyError) return errorReply(error);
      deps.log(`Identity service: ${target} failed: ${(error as Error).message}`);
      return errorReply(
        new CognitoReplyError("InternalErrorException", "The identity service failed.", 500),
      );
    }
  }

  app.post("/idp", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLargeReply }), post);
  const wellKnown = `/idp/${deps.userPoolId}/.well-known`;
  app.get(`${wellKnown}/jwks.json`, async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await deps.keys.jwks());
  });
  app.get(`${wellKnown}/openid-configuration`, (c) =>
    c.json({
      issuer: deps.issuer,
      jwks_uri: `${deps.issuer}/.well-known/jwks.json`,
      response_types_supported: ["id_token"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      claims_supported: ["sub", "email", "email_verified", "name", "cognito:groups"],
    }),
  );
  app.all("/idp/*", () =>
    errorReply(new CognitoReplyError("ResourceNotFoundException", "Not found.", 404)),
  );
}
