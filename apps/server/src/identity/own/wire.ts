// Cognito's wire format: `application/x-amz-json-1.1` bodies, errors named in `__type` and in the
// `x-amzn-errortype` header (amazon-cognito-identity-js throws a TypeError on an error without them).

export const AMZ_JSON = "application/x-amz-json-1.1";
export const TARGET_PREFIX = "AWSCognitoIdentityProviderService.";

export class CognitoReplyError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: 400 | 403 | 404 | 413 | 429 | 500 = 400,
  ) {
    super(message);
  }
}

export function errorReply(
  error: CognitoReplyError,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ __type: error.type, message: error.message }), {
    status: error.status,
    headers: {
      "content-type": AMZ_JSON,
      "x-amzn-errortype": `${error.type}:`,
      ...extraHeaders,
    },
  });
}

export function okReply(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { headers: { "content-type": AMZ_JSON } });
}

export const notAuthorized = (message = "Incorrect username or password.") =>
  new CognitoReplyError("NotAuthorizedException", message);

export const invalidParameter = (message: string) =>
  new CognitoReplyError("InvalidParameterException", message);

export const codeMismatch = () =>
  new CognitoReplyError(
    "CodeMismatchException",
    "Invalid verification code provided, please try again.",
  );

export const codeExpired = () =>
  new CognitoReplyError(
    "ExpiredCodeException",
    "Invalid code provided, please request a code again.",
  );
