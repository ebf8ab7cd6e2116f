import { describe, expect, it } from "vitest";
import { FORM_ERRORS, formErrors } from "./support";

describe("formErrors", () => {
  it("refuses an empty form with Formspree's message", () => {
    expect(formErrors({ name: "", _replyto: "", message: "" })).toEqual([
      { message: "Can't send an empty form" },
    ]);
  });

  it("asks for an email address and a message", () => {
    expect(formErrors({ name: "Ann", _replyto: "ann", message: "" })).toEqual([
      { field: "_replyto", message: "should be an email" },
      { field: "message", message: FORM_ERRORS.message },
    ]);
  });

  it("accepts a complete form and refuses oversized fields", () => {
    expect(formErrors({ name: "Ann", _replyto: "ann@example.com", message: "Hello" })).toEqual([]);
    expect(
      formErrors({ name: "Ann", _replyto: "ann@example.com", message: "x".repeat(10_001) }),
    ).toEqual([{ field: "message", message: "should be at most 10000 characters" }]);
  });
});
