/**
 * What went wrong with the identity service. The message is the service's own (the app shows it in a
 * red banner); the code is for logic.
 */
export type IdentityErrorCode =
  | "wrong_credentials"
  | "invalid_password"
  | "user_exists"
  | "user_not_found"
  | "not_confirmed"
  | "code_mismatch"
  | "code_expired"
  | "too_many_requests"
  | "invalid_parameter"
  | "not_signed_in"
  | "network"
  | "unknown";

export class IdentityError extends Error {
  override readonly name = "IdentityError";

  constructor(
    readonly code: IdentityErrorCode,
    message: string,
    /** The service's error name (NotAuthorizedException, ...), when it gave one. */
    readonly serviceCode: string | null = null,
  ) {
    super(message);
  }
}

const CODES: Record<string, IdentityErrorCode> = {
  NotAuthorizedException: "wrong_credentials",
  InvalidPasswordException: "invalid_password",
  UsernameExistsException: "user_exists",
  UserNotFoundException: "user_not_found",
  UserNotConfirmedException: "not_confirmed",
  CodeMismatchException: "code_mismatch",
  ExpiredCodeException: "code_expired",
  LimitExceededException: "too_many_requests",
  TooManyRequestsException: "too_many_requests",
  TooManyFailedAttemptsException: "too_many_requests",
  InvalidParameterException: "invalid_parameter",
  NetworkError: "network",
};

/**
 * Turns what amazon-cognito-identity-js rejects with (an Error whose code/name is the service's
 * error type) into an IdentityError. During sign-in InvalidPasswordException (what Cognito
 * emulators say where AWS Cognito says NotAuthorizedException) means wrong credentials too, while
 * elsewhere it means a password the policy refuses.
 */
export function toIdentityError(
  error: unknown,
  during: "signIn" | "other" = "other",
): IdentityError {
  if (error instanceof IdentityError) return error;
  const serviceCode = serviceCodeOf(error);
  let code = (serviceCode && CODES[serviceCode]) || "unknown";
  if (during === "signIn" && code === "invalid_password") code = "wrong_credentials";
  const message =
    error instanceof Error && error.message && error.message !== "null"
      ? error.message
      : "The sign-in service did not answer as expected. Please try again.";
  return new IdentityError(code, message, serviceCode);
}

function serviceCodeOf(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === "string" && code) return code;
  if (typeof name === "string" && name && name !== "Error") return name;
  return null;
}
