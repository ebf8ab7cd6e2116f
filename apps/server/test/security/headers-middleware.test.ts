// Issue 8 part 7 through the real server, put behind securityMiddleware on another port the way app.ts
// is to mount it (first, before compression and the body limit). headers.test.ts repeats
// these checks on the server exactly as started.
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityMiddleware, securityOptionsFromEnv } from "../../src/http/security";
import { caller } from "../support/server";
import { type HardenedServer, hardeningChecks } from "./hardening";
import { type SecurityServer, startSecurityServer } from "./support";

const LIMITS = { RATE_LIMIT_FORMS: "2/1", RATE_LIMIT_CONFIRM: "3/1", RATE_LIMIT_IDP: "4/1" };

async function behindMiddleware(
  s: SecurityServer,
  env: Record<string, string>,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const outer = new Hono();
  outer.use("*", securityMiddleware(securityOptionsFromEnv(env)));
  // The Node bindings travel along: the identity service answers through them.
  outer.all("*", (c) => s.t.server.app.fetch(c.req.raw, c.env));
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: outer.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(listening),
    );
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("security headers and limits (behind securityMiddleware)", () => {
  let s: SecurityServer;
  let front: { baseUrl: string; close(): Promise<void> };
  let hardened: HardenedServer;

  beforeAll(async () => {
    s = await startSecurityServer("pglite");
    front = await behindMiddleware(s, LIMITS);
    hardened = {
      baseUrl: front.baseUrl,
      account: { ...s.as.pro, ...caller(front.baseUrl, s.as.pro.idToken) },
      limits: { forms: 2, confirm: 3, identity: 4 },
    };
  });
  afterAll(async () => {
    await front?.close();
    await s?.stop();
  });

  hardeningChecks(() => hardened);

  it("sends HSTS in production", async () => {
    const production = await behindMiddleware(s, { NODE_ENV: "production", RATE_LIMITS: "0" });
    try {
      const res = await fetch(`${production.baseUrl}/health`);
      expect(res.headers.get("Strict-Transport-Security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
    } finally {
      await production.close();
    }
  });
});
