import { MIN_PASSWORD_LENGTH, VALIDATION_MESSAGES } from "@hotshelf/domain";

/** The identity service's own password rule, worded as AWS Cognito words a policy failure. */
export function passwordRuleViolation(password: unknown): string | null {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH) {
    return `Password did not conform with policy: ${VALIDATION_MESSAGES.passwordTooShort}`;
  }
  return null;
}

export function assertPasswordRule(password: unknown): void {
  const violation = passwordRuleViolation(password);
  if (violation) throw new Error(violation);
}
