import type { Context } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

/** "query.page_size: Too big: expected number to be <=100" — names the field, never a stack trace. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A JSON.parse reviver (it sees every key and value): PostgreSQL refuses NUL in text, so it is refused
 * here with a 400 rather than failing the query.
 */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
    throw new NulError();
  }
  return value;
}

class NulError extends Error {}

/** Reads the JSON body (an empty body counts as {}) and parses it with the call's schema. */
export async function readRequest<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown = {};
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    const text = await c.req.text();
    if (text.trim() !== "") {
      try {
        // JSON holds a NUL only as the escape \u0000 (a raw one is refused by JSON.parse), so the
        // reviver, which costs a call per value, runs only on bodies that spell it.
        body = text.includes("\\u0000") ? JSON.parse(text, refuseNul) : JSON.parse(text);
      } catch (error) {
        throw badRequest(
          error instanceof NulError
            ? "Text must not contain the NUL character (\\u0000)."
            : "The request body is not valid JSON.",
        );
      }
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}
