import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import type { NodeHandler } from "./cognitoLocal";

/**
 * Hands the Node request behind a Hono context to a Node (Express) handler at `path`.
 * `body`, when given, is the already-read and checked JSON body: the request stream is spent by
 * then, and body-parser leaves a finished request's `req.body` alone.
 */
export async function forwardToNode(
  c: Context,
  handler: NodeHandler,
  path: string,
  body?: unknown,
): Promise<Response> {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  const incoming = bindings?.incoming;
  const outgoing = bindings?.outgoing;
  if (!incoming || !outgoing) {
    return c.json(
      { message: "The embedded identity service runs only under @hono/node-server." },
      501,
    );
  }
  const search = new URL(c.req.url).search;
  incoming.url = `${path}${search}`;
  if (body !== undefined) (incoming as { body?: unknown }).body = body;
  await new Promise<void>((resolve) => {
    outgoing.once("finish", resolve);
    outgoing.once("close", resolve);
    handler(incoming, outgoing, () => {
      if (!outgoing.headersSent) {
        outgoing.statusCode = 404;
        outgoing.setHeader("content-type", "application/json");
        outgoing.end(JSON.stringify({ message: "Not found." }));
      }
    });
  });
  return RESPONSE_ALREADY_SENT;
}
