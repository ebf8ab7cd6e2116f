// Hand checks of the two error bodies, equal to the contract's ApiErrorBody and SupportFormErrorBody
// (errorBody.test.ts holds them to it): a failed call must be readable without loading zod.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): the caller falls back to the status line.
    return undefined;
  }
}

/** The message of an error reply under apiBase (`{ "message": string }`), or null. */
export function apiErrorMessage(text: string): string | null {
  const body = parseJson(text);
  return isRecord(body) && typeof body.message === "string" ? body.message : null;
}

function isFormError(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.message === "string" &&
    (value.field === undefined || typeof value.field === "string")
  );
}

/** errors[0].message of a refused form (`{ "errors": [{ message, field? }, ...] }`), or null. */
export function formErrorMessage(text: string): string | null {
  const body = parseJson(text);
  if (!isRecord(body) || !Array.isArray(body.errors) || !body.errors.every(isFormError)) {
    return null;
  }
  const first: unknown = body.errors[0];
  return isRecord(first) && typeof first.message === "string" ? first.message : null;
}
