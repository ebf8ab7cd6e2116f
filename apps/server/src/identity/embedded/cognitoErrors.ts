/** A reply in the Cognito wire format: the SDKs read the error name from `__type`. */
export class CognitoReplyError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: 400 | 403 | 404 | 413 = 400,
  ) {
    super(message);
  }
}

export const AMZ_JSON = "application/x-amz-json-1.1";

export function errorReply(error: CognitoReplyError): Response {
  return new Response(JSON.stringify({ __type: error.type, message: error.message }), {
    status: error.status,
    headers: { "content-type": AMZ_JSON },
  });
}

export function okReply(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { headers: { "content-type": AMZ_JSON } });
}

export const notAuthorized = (message: string) =>
  new CognitoReplyError("NotAuthorizedException", message);

export const invalidParameter = (message: string) =>
  new CognitoReplyError("InvalidParameterException", message);

/** The name of a CognitoError thrown by cognito-local (its `code`), if it is one. */
export function cognitoErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.endsWith("Exception") ? code : null;
}
