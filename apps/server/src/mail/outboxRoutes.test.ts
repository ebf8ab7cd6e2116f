import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../db/testDb";
import { createMailer } from "./mailer";
import { createOutboxRoutes, type OutboxMessage } from "./outboxRoutes";
import { createOutboxTestDatabase } from "./testOutbox";

let test: TestDatabase;

beforeAll(async () => {
  test = await createOutboxTestDatabase();
  const mailer = createMailer({ db: test.db, log: () => {} });
  await mailer.send({ to: "ada@example.com", subject: "First", text: "one" });
  await mailer.send({
    to: "bob@example.com",
    subject: "<b>Second</b>",
    text: "Open http://h.test/a?x=1&y=2 <now>",
  });
  await mailer.send({
    to: "Ada@Example.com",
    subject: "Third",
    text: "three",
    html: "<p>three</p>",
  });
});
afterAll(() => test?.dispose());

describe("GET /dev/outbox", () => {
  it("lists mails newest first as JSON", async () => {
    const response = await createOutboxRoutes(test.db).request("/dev/outbox");
    expect(response.status).toBe(200);
    const mails = (await response.json()) as OutboxMessage[];
    expect(mails.map((m) => m.subject)).toEqual(["Third", "<b>Second</b>", "First"]);
    expect(mails[0]).toMatchObject({
      to: "Ada@Example.com",
      text: "three",
      html: "<p>three</p>",
      status: "stored",
      error: null,
    });
    expect(Number.isNaN(Date.parse(mails[0]?.createdAt ?? ""))).toBe(false);
  });

  it("filters by recipient, ignoring case", async () => {
    const response = await createOutboxRoutes(test.db).request("/dev/outbox?to=ADA@example.com");
    const mails = (await response.json()) as OutboxMessage[];
    expect(mails.map((m) => m.subject)).toEqual(["Third", "First"]);
  });

  it("shows a page with escaped text and clickable links to a browser", async () => {
    const response = await createOutboxRoutes(test.db).request("/dev/outbox", {
      headers: { accept: "text/html,application/xhtml+xml" },
    });
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("&lt;b&gt;Second&lt;/b&gt;");
    expect(page).not.toContain("<b>Second</b>");
    expect(page).toContain('<a href="http://h.test/a?x=1&#38;y=2">');
    expect(page).toContain("&#60;now&#62;");
  });
});
