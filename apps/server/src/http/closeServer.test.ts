/** Stopping the server lets a request in flight finish, and does not wait forever for one. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { closeServer, createInFlight } from "./closeServer";

let server: Server | null = null;
afterEach(() => server?.closeAllConnections());

async function listen(handlerMs: number | null): Promise<string> {
  server = createServer((_req, res) => {
    if (handlerMs === null) return;
    setTimeout(() => res.end("done"), handlerMs);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("closeServer", () => {
  it("answers a request in flight before it resolves", async () => {
    const url = await listen(300);
    const answer = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const closing = closeServer(server as Server, 5_000).then(() => {
      closed = true;
    });
    expect(await answer).toBe("done");
    await closing;
    expect(closed).toBe(true);
  });

  it("closes a connection still busy after the grace period", async () => {
    const url = await listen(null);
    const answer = fetch(url).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await closeServer(server as Server, 200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await answer).toBeInstanceOf(Error);
  });
});

describe("createInFlight", () => {
  it("is idle only once every handler has finished, whether or not its client is still there", async () => {
    const inFlight = createInFlight();
    let release = () => {};
    const app = new Hono();
    app.use("*", inFlight.middleware);
    app.get("/", async (c) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return c.text("done");
    });
    await inFlight.idle(1_000);
    const answer = app.request("/");
    await new Promise((resolve) => setTimeout(resolve, 20));
    let idle = false;
    const waiting = inFlight.idle(5_000).then(() => {
      idle = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
    expect(await (await answer).text()).toBe("done");
  });

  it("stops waiting after the grace period", async () => {
    const inFlight = createInFlight();
    const app = new Hono();
    app.use("*", inFlight.middleware);
    app.get("/", () => new Promise<Response>(() => {}));
    void app.request("/");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    await inFlight.idle(100);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
