import nodemailer from "nodemailer";
import { backoffMs } from "../backoff";
import type { Queryable } from "../db/types";
import type { Mailer } from "../identity/types";

export interface MailerOptions {
  db: Queryable;
  /** smtp(s)://user:pass@host:port; without it mail stays in the outbox and the log. */
  smtpUrl?: string | null;
  /** The From address for SMTP. */
  from?: string;
  log: (line: string) => void;
  /** Whether the log line shows the mail's link or code (never in production: they sign people in). */
  logSecrets?: boolean;
  /** Sending attempts before a mail is given up (status 'failed', with the reason). */
  maxAttempts?: number;
  /** The wait after the first failed attempt; it doubles per failure, with jitter. */
  retryBaseMs?: number;
  now?: () => Date;
  random?: () => number;
}

/** The server's mailer: sends now, and retries what SMTP did not take. */
export interface OutboxMailer extends Mailer {
  /** Tries again every mail whose retry is due; returns how many were tried. */
  retryDue(): Promise<number>;
  /** Runs retryDue every intervalMs in the background (only with SMTP configured). */
  startRetries(intervalMs?: number): void;
  /** Stops the background retries and waits for the one in hand. */
  stop(): Promise<void>;
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

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

const retryBatch = 20;

/**
 * Stores every mail in the outbox, logs it in one line, and sends it by SMTP when configured. Mail
 * SMTP does not take stays queued and is retried with backoff until sent or given up with a reason:
 * the caller's request does not fail for it.
 */
export function createMailer(options: MailerOptions): OutboxMailer {
  const { db, log } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = options.from ?? DEFAULT_FROM;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  let timer: NodeJS.Timeout | null = null;
  let retrying: Promise<number> | null = null;

  async function deliver(row: OutboxRow): Promise<void> {
    if (!transport) return;
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body !== null ? { html: row.html_body } : {}),
      });
      await db.query(
        "UPDATE outbox SET status = 'sent', attempts = $2, error = NULL, next_attempt_at = NULL WHERE id = $1",
        [row.id, attempts],
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempts >= maxAttempts) {
        await db.query(
          "UPDATE outbox SET status = 'failed', attempts = $2, error = $3, next_attempt_at = NULL WHERE id = $1",
          [row.id, attempts, `given up after ${attempts} attempts: ${reason}`],
        );
        log(`Mail to ${row.to_address} given up after ${attempts} attempts: ${reason}`);
        return;
      }
      const next = new Date(now().getTime() + backoffMs(attempts, retryBaseMs, random));
      await db.query(
        "UPDATE outbox SET status = 'retrying', attempts = $2, error = $3, next_attempt_at = $4 WHERE id = $1",
        [row.id, attempts, reason, next],
      );
      log(
        `Mail to ${row.to_address} could not be sent by SMTP (retried at ${next.toISOString()}): ${reason}`,
      );
    }
  }

  async function retryDueMail(): Promise<number> {
    if (!transport) return 0;
    // Claimed by moving their retry time on, so a second server does not send the same mail meanwhile.
    const lease = new Date(now().getTime() + retryBaseMs);
    const { rows } = await db.query<OutboxRow>(
      `UPDATE outbox SET next_attempt_at = $2
       WHERE id IN (SELECT id FROM outbox WHERE status = 'retrying' AND next_attempt_at <= $1
                    ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, text_body, html_body, attempts`,
      [now(), lease, retryBatch],
    );
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  /** One retry pass at a time in this process. */
  function retryDue(): Promise<number> {
    if (!retrying) {
      retrying = retryDueMail().finally(() => {
        retrying = null;
      });
    }
    return retrying;
  }

  return {
    async send(message) {
      checkMessage(message);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO outbox (to_address, subject, text_body, html_body)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [message.to, message.subject, message.text, message.html ?? null],
      );
      const highlight = options.logSecrets === false ? null : mailHighlight(message.text);
      log(`Mail to ${message.to}: ${message.subject}${highlight ? ` (${highlight})` : ""}`);
      await deliver({
        id: rows[0]?.id as number,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        attempts: 0,
      });
    },

    retryDue,

    startRetries(intervalMs = 30_000) {
      if (!transport || timer) return;
      timer = setInterval(() => {
        retryDue().catch((error) => log(`Mail retries: ${(error as Error).message}`));
      }, intervalMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await retrying?.catch(() => undefined);
    },
  };
}
