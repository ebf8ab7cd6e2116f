import { type CallName, calls } from "@hotshelf/api/contract";
import { Hono } from "hono";
import { type AuthEnv, requireUser } from "../http/auth";
import { JsonBody } from "../http/jsonBody";
import { readRequest } from "../http/validate";
import type { CallHandlers, RouteDeps } from "./types";

export const API_BASE = "/prod";
const JSON_TYPE = { "Content-Type": "application/json" };

/**
 * Mounts every handled call of the contract's table under /prod: method and path from the table, auth
 * when the call needs it, the request parsed by its schema (400 naming the field otherwise) and, when
 * configured (by default outside production), the response checked against its schema. A handler
 * may answer with a JsonBody, sent as written.
 */
export function mountCalls(app: Hono, handlers: CallHandlers, deps: RouteDeps): void {
  const api = new Hono<AuthEnv>();
  const auth = requireUser({ db: deps.db, identity: deps.identity, now: deps.now });
  for (const name of Object.keys(handlers) as CallName[]) {
    const def = calls[name];
    const handler = handlers[name] as (input: unknown, ctx: unknown) => Promise<unknown>;
    // /stripe/manage is also served outside /prod, where the original backend had it.
    const paths = def.path.startsWith("/stripe/")
      ? [`${API_BASE}${def.path}`, def.path]
      : [`${API_BASE}${def.path}`];
    api.on(def.method, paths, async (c, next) => (def.auth ? auth(c, next) : next()));
    api.on(def.method, paths, async (c) => {
      const input = await readRequest(c, def.request);
      const user = def.auth ? c.get("user") : null;
      const result = await handler(input, { deps, c, user });
      const written = result instanceof JsonBody;
      if (deps.config.checkResponses) {
        const checked = def.response.safeParse(written ? JSON.parse(result.text) : result);
        if (!checked.success) {
          throw new Error(`Response of ${name} breaks the contract: ${checked.error.message}`);
        }
      }
      return c.body(written ? result.text : JSON.stringify(result), undefined, JSON_TYPE);
    });
  }
  app.route("/", api);
}
