import nodemailer from "nodemailer";
import type { Queryable } from "../db/types";
import type { Mailer } from "../identity/types";

export interface MailerOptions {
  db: Queryable;
  /** smtp(s)://user:pass@host:port; without it mail stays in the outbox and the log. */
  smtpUrl?: string | null;
  /** The From address for SMTP. */
  from?: string;
  log: (line: string) => void;
}

export const DEFAULT_FROM = "no-reply@hotshelf.example";

type Message = Parameters<Mailer["send"]>[0];

/** What a reader of the log needs: the link in the mail, or else its code. */
export function mailHighlight(text: string): string | null {
  const link = text.match(/https?:\/\/[^\s<>"]+/);
  if (link) return link[0];
  const code = text.match(/(?<![\w-])\d{6}(?![\w-])/);
  return code ? `code ${code[0]}` : null;
}

function checkMessage(message: Message): void {
  for (const field of ["to", "subject", "text"] as const) {
    if (typeof message[field] !== "string" || message[field].trim() === "") {
      throw new Error(`A mail needs a non-empty ${field}.`);
    }
  }
  if (/[\r\n]/.test(message.to) || /[\r\n]/.test(message.subject)) {
    throw new Error("A mail's recipient and subject must be single lines.");
  }
}

/** Stores every mail in the outbox, logs it in one line, and sends it by SMTP when configured. */
export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = options.from ?? DEFAULT_FROM;

  return {
    async send(message) {
      checkMessage(message);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO outbox (to_address, subject, text_body, html_body)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [message.to, message.subject, message.text, message.html ?? null],
      );
      const id = rows[0]?.id;
      const highlight = mailHighlight(message.text);
      log(`Mail to ${message.to}: ${message.subject}${highlight ? ` (${highlight})` : ""}`);
      if (!transport) return;
      try {
        await transport.sendMail({ from, ...message });
        await db.query("UPDATE outbox SET status = 'sent' WHERE id = $1", [id]);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.query("UPDATE outbox SET status = 'failed', error = $2 WHERE id = $1", [
          id,
          reason,
        ]);
        log(`Mail to ${message.to} could not be sent by SMTP: ${reason}`);
        throw new Error(`The mail to ${message.to} could not be sent: ${reason}`);
      }
    },
  };
}
