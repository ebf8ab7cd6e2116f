/** Stopping the server lets a request in flight finish, and does not wait forever for one. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeServer } from "./closeServer";

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
