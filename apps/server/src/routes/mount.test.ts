import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Db } from "../db/types";
import { handleError } from "../http/errors";
import { JsonBody } from "../http/jsonBody";
import type { Identity } from "../identity/types";
import type { PaymentProvider } from "../payments";
import { mountCalls } from "./mount";
import type { CallHandlers, RouteDeps } from "./types";

// Only the public call runs here, so the parts an authenticated call would need are never touched.
const unused = <T>() => ({}) as T;

function appWith(handlers: CallHandlers, checkResponses: boolean) {
  const deps: RouteDeps = {
    db: unused<Db>(),
    identity: unused<Identity>(),
    payments: unused<PaymentProvider>(),
    catalogue: {
      search: async () => ({ items: [], total_hits: 0, next_from_value: null }),
      searchJson: async () => new JsonBody('{"items":[],"total_hits":0,"next_from_value":null}'),
      winners: async () => ({ items: [] }),
      ban: async () => {},
    },
    config: { ...loadConfig({}), checkResponses },
    accountDeletionHooks: [],
    now: Date.now,
  };
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, () => {}));
  mountCalls(app, handlers, deps);
  return app;
}

describe("mountCalls", () => {
  it("mounts a call at its contract path under /prod with its method", async () => {
    const app = appWith({ unauthWinners: async () => ({ items: [] }) }, true);
    const res = await app.request("/prod/v3/unauth-winners", { method: "POST" });
    expect(await res.json()).toEqual({ items: [] });
    expect((await app.request("/prod/v3/unauth-winners")).status).toBe(404);
  });

  it("refuses an answer that breaks the contract when answers are checked (outside production)", async () => {
    const broken = async () => ({ items: "not a list" }) as never;
    const checked = appWith({ unauthWinners: broken }, true);
    const res = await checked.request("/prod/v3/unauth-winners", { method: "POST" });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Internal error" });
    const unchecked = appWith({ unauthWinners: broken }, false);
    expect((await unchecked.request("/prod/v3/unauth-winners", { method: "POST" })).status).toBe(
      200,
    );
  });

  it("sends an answer written as JSON as it is, checked as any other", async () => {
    const written = appWith({ unauthWinners: async () => new JsonBody('{"items": []}') }, true);
    const res = await written.request("/prod/v3/unauth-winners", { method: "POST" });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe('{"items": []}');
    const broken = appWith({ unauthWinners: async () => new JsonBody('{"items": 1}') }, true);
    expect((await broken.request("/prod/v3/unauth-winners", { method: "POST" })).status).toBe(500);
  });
});
