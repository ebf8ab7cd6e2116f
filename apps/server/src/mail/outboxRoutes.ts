import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { Queryable } from "../db/types";

export interface OutboxMessage {
  id: number;
  createdAt: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: "stored" | "sent" | "retrying" | "failed";
  error: string | null;
}

export const OUTBOX_LIMIT = 100;

interface Row {
  id: number;
  created_at: Date;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: OutboxMessage["status"];
  error: string | null;
}

async function latest(db: Queryable, to: string | undefined): Promise<OutboxMessage[]> {
  const filter = to ? "WHERE lower(to_address) = lower($2)" : "";
  const { rows } = await db.query<Row>(
    `SELECT id, created_at, to_address, subject, text_body, html_body, status, error
     FROM outbox ${filter} ORDER BY id DESC LIMIT $1`,
    to ? [OUTBOX_LIMIT, to] : [OUTBOX_LIMIT],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    status: r.status,
    error: r.error,
  }));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Escapes the text and makes its links clickable (the point of the page: follow a mail's link). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(messages: OutboxMessage[]) {
  const items = messages.map(
    (m) => html`<article>
      <h2>${m.subject}</h2>
      <p>To ${m.to} at ${m.createdAt} (${m.status}${m.error ? `: ${m.error}` : ""})</p>
      <pre>${raw(linkify(m.text))}</pre>
    </article>`,
  );
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Outbox</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
      article { border-top: 1px solid #ccc; } pre { white-space: pre-wrap; }
    </style>
  </head>
  <body>
    <h1>Outbox</h1>
    <p>The newest ${OUTBOX_LIMIT} mails the server has sent, newest first.</p>
    ${messages.length === 0 ? html`<p>No mail yet.</p>` : items}
  </body>
</html>`;
}

/** GET /dev/outbox: the stored mails as JSON, or as a page for a browser. Only outside production. */
export function createOutboxRoutes(db: Queryable): Hono {
  const routes = new Hono();
  routes.get("/dev/outbox", async (c) => {
    const to = c.req.query("to")?.trim() || undefined;
    const messages = await latest(db, to);
    if (c.req.header("accept")?.includes("text/html")) return c.html(page(messages));
    return c.json(messages);
  });
  return routes;
}
