import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, testEngines } from "../db/testDb";
import { createMailer, mailHighlight } from "./mailer";
import { createOutboxTestDatabase } from "./testOutbox";

/** Just enough SMTP to accept mail on loopback and keep what was sent; `busy` answers 451 instead. */
function startSmtp(
  received: string[],
  state: { busy: boolean } = { busy: false },
): Promise<Server> {
  const server = createServer((socket) => {
    let data = false;
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString();
      let end = buffer.indexOf("\r\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            data = false;
            socket.write("250 queued\r\n");
          } else {
            received.push(line);
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
        else if (/^MAIL FROM/i.test(line) && state.busy) socket.write("451 busy, try later\r\n");
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
        end = buffer.indexOf("\r\n");
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("mailHighlight", () => {
  it("picks the link, else the code", () => {
    expect(mailHighlight("Open\nhttp://x.test/auth/confirm?username=a&code=123456\nthanks")).toBe(
      "http://x.test/auth/confirm?username=a&code=123456",
    );
    expect(mailHighlight("Your code is:\n\n004211\n\nBye")).toBe("code 004211");
    expect(mailHighlight("Thanks for writing in 2022.")).toBeNull();
    expect(mailHighlight("No numbers here")).toBeNull();
  });
});

for (const engine of testEngines()) {
  describe(`createMailer on ${engine}`, () => {
    let test: TestDatabase;
    let lines: string[];
    beforeAll(async () => {
      test = await createOutboxTestDatabase(engine);
    });
    afterAll(() => test?.dispose());
    beforeEach(async () => {
      lines = [];
      await test.db.query("DELETE FROM outbox");
    });

    it("stores the mail and logs one line with the link", async () => {
      const mailer = createMailer({ db: test.db, log: (line) => lines.push(line) });
      await mailer.send({
        to: "ada@example.com",
        subject: "Confirm",
        text: "Open https://h.test/c?x=1 now",
      });
      const { rows } = await test.db.query(
        "SELECT to_address, subject, text_body, html_body, status FROM outbox",
      );
      expect(rows).toEqual([
        {
          to_address: "ada@example.com",
          subject: "Confirm",
          text_body: "Open https://h.test/c?x=1 now",
          html_body: null,
          status: "stored",
        },
      ]);
      expect(lines).toEqual(["Mail to ada@example.com: Confirm (https://h.test/c?x=1)"]);
    });

    it("logs neither link nor code when told not to (production)", async () => {
      const mailer = createMailer({
        db: test.db,
        log: (line) => lines.push(line),
        logSecrets: false,
      });
      await mailer.send({ to: "ada@example.com", subject: "Reset", text: "Code:\n\n123456\n" });
      await mailer.send({
        to: "ada@example.com",
        subject: "Confirm",
        text: "https://h.test/c?x=1",
      });
      expect(lines).toEqual(["Mail to ada@example.com: Reset", "Mail to ada@example.com: Confirm"]);
    });

    it("refuses a mail without recipient or with a header injection", async () => {
      const mailer = createMailer({ db: test.db, log: (line) => lines.push(line) });
      await expect(mailer.send({ to: "", subject: "s", text: "t" })).rejects.toThrow(
        "non-empty to",
      );
      await expect(
        mailer.send({ to: "a@b.c", subject: "s\r\nBcc: x@y.z", text: "t" }),
      ).rejects.toThrow("single lines");
      expect((await test.db.query("SELECT id FROM outbox")).rows).toHaveLength(0);
    });

    it("sends by SMTP when configured and records it", async () => {
      const received: string[] = [];
      const smtp = await startSmtp(received);
      try {
        const { port } = smtp.address() as AddressInfo;
        const mailer = createMailer({
          db: test.db,
          smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
          from: "Hotshelf <no-reply@hotshelf.test>",
          log: (line) => lines.push(line),
        });
        await mailer.send({
          to: "ada@example.com",
          subject: "Reset code",
          text: "Your code is 123456",
        });
        expect(received.join("\n")).toContain("Subject: Reset code");
        expect(received.join("\n")).toContain("Your code is 123456");
        const { rows } = await test.db.query<{ status: string }>("SELECT status FROM outbox");
        expect(rows).toEqual([{ status: "sent" }]);
      } finally {
        await new Promise((resolve) => smtp.close(resolve));
      }
    });

    it("keeps the mail and retries it with backoff until SMTP takes it", async () => {
      const received: string[] = [];
      const state = { busy: true };
      const smtp = await startSmtp(received, state);
      const clock = { now: new Date("2026-03-01T12:00:00Z") };
      try {
        const { port } = smtp.address() as AddressInfo;
        const mailer = createMailer({
          db: test.db,
          smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
          log: (line) => lines.push(line),
          retryBaseMs: 60_000,
          now: () => clock.now,
          random: () => 0.5,
        });
        // The caller is not failed: the mail is queued for another try.
        await mailer.send({ to: "ada@example.com", subject: "S", text: "T" });
        const read = () =>
          test.db.query<{ status: string; attempts: number; error: string | null }>(
            "SELECT status, attempts, error FROM outbox",
          );
        expect((await read()).rows).toEqual([
          { status: "retrying", attempts: 1, error: expect.stringContaining("busy") },
        ]);
        clock.now = new Date(clock.now.getTime() + 59_000);
        expect(await mailer.retryDue()).toBe(0);
        clock.now = new Date(clock.now.getTime() + 2000);
        expect(await mailer.retryDue()).toBe(1);
        expect((await read()).rows[0]).toMatchObject({ status: "retrying", attempts: 2 });
        // The second wait is twice the first.
        state.busy = false;
        clock.now = new Date(clock.now.getTime() + 119_000);
        expect(await mailer.retryDue()).toBe(0);
        clock.now = new Date(clock.now.getTime() + 2000);
        expect(await mailer.retryDue()).toBe(1);
        expect((await read()).rows).toEqual([{ status: "sent", attempts: 3, error: null }]);
        expect(received.join("\n")).toContain("Subject: S");
        expect(await mailer.retryDue()).toBe(0);
      } finally {
        await new Promise((resolve) => smtp.close(resolve));
      }
    });

    it("gives a mail up with the reason after its last attempt", async () => {
      const closed = await startSmtp([]);
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const clock = { now: new Date("2026-03-01T12:00:00Z") };
      const mailer = createMailer({
        db: test.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        log: (line) => lines.push(line),
        maxAttempts: 3,
        now: () => clock.now,
      });
      await mailer.send({ to: "ada@example.com", subject: "S", text: "T" });
      for (let i = 0; i < 2; i++) {
        clock.now = new Date(clock.now.getTime() + 60 * 60_000);
        expect(await mailer.retryDue()).toBe(1);
      }
      const { rows } = await test.db.query<{ status: string; error: string }>(
        "SELECT status, error FROM outbox",
      );
      expect(rows[0]?.status).toBe("failed");
      expect(rows[0]?.error).toMatch(/^given up after 3 attempts: /);
      clock.now = new Date(clock.now.getTime() + 60 * 60_000);
      expect(await mailer.retryDue()).toBe(0);
      expect(lines.some((l) => l.includes("given up after 3 attempts"))).toBe(true);
    });
  });
}
