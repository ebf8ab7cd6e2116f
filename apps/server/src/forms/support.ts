import type { Context, Hono } from "hono";
import type { Db } from "../db/types";
import type { Mailer } from "../identity/types";

/** Formspree's own wording, which the web app maps to its messages (spec 000 §8). */
export const FORM_ERRORS = {
  empty: "Can't send an empty form",
  email: "should be an email",
  message: "should not be empty",
} as const;

const MAX_LENGTH = { name: 200, _replyto: 320, message: 10_000 } as const;

interface FormFields {
  name: string;
  _replyto: string;
  message: string;
}

type FormError = { message: string; field?: string };

/** Checks the fields the way Formspree does; the first error is what the web app shows. */
export function formErrors(fields: FormFields): FormError[] {
  if (!fields.name && !fields._replyto && !fields.message) return [{ message: FORM_ERRORS.empty }];
  const errors: FormError[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields._replyto)) {
    errors.push({ field: "_replyto", message: FORM_ERRORS.email });
  }
  if (!fields.message) errors.push({ field: "message", message: FORM_ERRORS.message });
  for (const key of Object.keys(MAX_LENGTH) as (keyof FormFields)[]) {
    if (fields[key].length > MAX_LENGTH[key]) {
      errors.push({ field: key, message: `should be at most ${MAX_LENGTH[key]} characters` });
    }
  }
  return errors;
}

// NUL is dropped: PostgreSQL refuses it in text, and it carries nothing a person typed.
const field = (value: unknown): string =>
  typeof value === "string" ? value.replaceAll("\u0000", "").trim() : "";

/** Reads JSON, multipart or url-encoded bodies; null when the body cannot be read. */
async function readFields(c: Context): Promise<FormFields | null> {
  const type = c.req.header("Content-Type") ?? "";
  let raw: Record<string, unknown>;
  try {
    if (type.includes("application/json")) {
      const body: unknown = await c.req.json();
      if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
      raw = body as Record<string, unknown>;
    } else {
      raw = await c.req.parseBody();
    }
  } catch {
    return null;
  }
  // Formspree also accepts `email` for the sender's address.
  return {
    name: field(raw.name),
    _replyto: field(raw._replyto ?? raw.email),
    message: field(raw.message),
  };
}

/** A mail subject is one line: a name typed over several lines (or with control characters) is joined. */
const oneLine = (value: string): string => value.replace(/[\s\p{Cc}]+/gu, " ").trim();

export interface SupportFormOptions {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  productName: string;
}

/** POST /forms/support: a Formspree-compatible endpoint; stored, then copied to support by mail. */
export function mountSupportForm(app: Hono, options: SupportFormOptions): void {
  app.post("/forms/support", async (c) => {
    const fields = await readFields(c);
    if (!fields) return c.json({ errors: [{ message: "The form could not be read." }] }, 400);
    const errors = formErrors(fields);
    if (errors.length > 0) return c.json({ errors }, 422);
    await options.db.query(
      "INSERT INTO form_submissions (form, name, email, message) VALUES ('support', $1, $2, $3)",
      [fields.name, fields._replyto, fields.message],
    );
    await options.mailer.send({
      to: options.supportEmail,
      subject: `${options.productName} support request from ${oneLine(fields.name) || fields._replyto}`,
      text: `From: ${fields.name} <${fields._replyto}>\n\n${fields.message}`,
    });
    return c.json({ ok: true });
  });
}
