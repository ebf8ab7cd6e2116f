import { describe, expect, it } from "vitest";
import { ApiErrorBody, SupportFormErrorBody } from "../contract";
import { apiErrorMessage, formErrorMessage } from "./errorBody";

/** Error body texts, good and bad, that both hand checks must read as the contract's schemas do. */
const BODIES = [
  '{"message":"should_logout"}',
  '{"message":"sort_by is not allowed","extra":1}',
  '{"message":""}',
  '{"message":42}',
  '{"msg":"x"}',
  '{"errors":[{"message":"should be an email","field":"_replyto"}]}',
  '{"errors":[{"message":"first"},{"message":"second","field":"name"}]}',
  '{"errors":[{"message":"ok"},{"field":"name"}]}',
  '{"errors":[{"message":"ok","field":3}]}',
  '{"errors":[]}',
  '{"errors":{"message":"not a list"}}',
  '{"errors":[null]}',
  '[{"message":"an array"}]',
  '"message"',
  "null",
  "42",
  "<h1>Bad gateway</h1>",
  "",
];

function viaSchema<T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  text: string,
) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? (parsed.data as T) : null;
}

describe("apiErrorMessage", () => {
  it.each(BODIES)("reads %s as ApiErrorBody does", (text) => {
    expect(apiErrorMessage(text)).toBe(viaSchema(ApiErrorBody, text)?.message ?? null);
  });

  it("returns the message of a reason body and null for a page", () => {
    expect(apiErrorMessage('{"message":"license_expired"}')).toBe("license_expired");
    expect(apiErrorMessage("<html>")).toBeNull();
  });
});

describe("formErrorMessage", () => {
  it.each(BODIES)("reads %s as SupportFormErrorBody does", (text) => {
    const expected = viaSchema(SupportFormErrorBody, text)?.errors[0]?.message ?? null;
    expect(formErrorMessage(text)).toBe(expected);
  });

  it("returns the first error's message", () => {
    const text = '{"errors":[{"message":"first"},{"message":"second"}]}';
    expect(formErrorMessage(text)).toBe("first");
  });
});
