import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A refusal with a status and the body `{ message }` (a reason code or a readable text). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);

/** JSON error replies: an ApiError as is, anything unexpected as 500 'Internal error' (logged, never sent). */
export function handleError(
  error: Error,
  c: Context,
  log: (line: string) => void = console.error,
): Response {
  if (error instanceof ApiError) return c.json({ message: error.message }, error.status);
  if (error instanceof HTTPException) {
    return c.json(
      { message: error.message || "Request refused" },
      error.status as ContentfulStatusCode,
    );
  }
  log(`Internal error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
  return c.json({ message: "Internal error" }, 500);
}
