import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate";
import { createTestDatabase, type TestDatabase, testEngines } from "../db/testDb";
import { createMailer } from "../mail/mailer";
import { FORM_ERRORS, formErrors, mountSupportForm } from "./support";

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

describe.each(testEngines())("POST /forms/support on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await migrate(test.db);
  });
  afterAll(() => test?.dispose());

  it("takes a name typed over several lines: stored as typed, mailed with a one-line subject", async () => {
    const app = new Hono();
    const mailer = createMailer({ db: test.db, log: () => undefined });
    mountSupportForm(app, {
      db: test.db,
      mailer,
      supportEmail: "support@hotshelf.test",
      productName: "Hotshelf",
    });
    const response = await app.request("/forms/support", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ada\r\nBcc: x@evil.test\u0007",
        _replyto: "ada@example.com",
        message: "Hello",
      }),
    });
    expect(response.status).toBe(200);
    const stored = await test.db.query("SELECT name, email, message FROM form_submissions");
    expect(stored.rows).toEqual([
      { name: "Ada\r\nBcc: x@evil.test\u0007", email: "ada@example.com", message: "Hello" },
    ]);
    const mail = await test.db.query("SELECT to_address, subject FROM outbox");
    expect(mail.rows).toEqual([
      {
        to_address: "support@hotshelf.test",
        subject: "Hotshelf support request from Ada Bcc: x@evil.test",
      },
    ]);
  });
});
