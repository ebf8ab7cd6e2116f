import { createServer } from "node:http";
import { type AddressInfo, createServer as createNetServer, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createSafeFetch,
  FetchFailedError,
  RefusedAddressError,
  type Resolve,
} from "../../src/tracker/safeFetch";
import { type FakeStore, startFakeStore } from "../fakestores";

const stores: FakeStore[] = [];
async function store(overrides: Parameters<typeof startFakeStore>[0]): Promise<FakeStore> {
  const started = await startFakeStore(overrides);
  stores.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

describe("safe fetch without the test-only loopback setting", () => {
  it("sends nothing to a store on loopback", async () => {
    const shop = await store({});
    const fetch = createSafeFetch();
    await expect(fetch(`${shop.url}/`)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(shop.requests).toEqual([]);
  });

  it.each([
    ["127.0.0.1"],
    ["10.0.0.7"],
    ["192.168.10.10"],
    ["169.254.169.254"],
    ["100.64.1.1"],
    ["::1"],
    ["fd00:ec2::254"],
    ["::ffff:127.0.0.1"],
  ])("refuses a name that resolves to %s, before connecting", async (address) => {
    const resolve = vi.fn<Resolve>(async () => [{ address }]);
    const fetch = createSafeFetch({ resolve, timeoutMs: 300 });
    await expect(fetch("http://shop.example.com/")).rejects.toBeInstanceOf(RefusedAddressError);
    expect(resolve).toHaveBeenCalledWith("shop.example.com");
  });

  it("refuses a name when any of its addresses is forbidden", async () => {
    const fetch = createSafeFetch({
      resolve: async () => [{ address: "23.227.38.65" }, { address: "10.0.0.1" }],
    });
    await expect(fetch("https://shop.example.com/")).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it("refuses metadata names without asking DNS", async () => {
    const resolve = vi.fn<Resolve>(async () => [{ address: "8.8.8.8" }]);
    const fetch = createSafeFetch({ resolve });
    await expect(fetch("http://metadata.google.internal/")).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect(resolve).not.toHaveBeenCalled();
  });

  it("connects to the address it checked, not to a second DNS answer", async () => {
    // The store listens on 127.0.0.1 only. The checked answer decides where the socket goes: when
    // it says 127.0.0.2 the connection fails although the system resolver knows localhost.
    const shop = await store({});
    const port = new URL(shop.url).port;
    const hop = await store({
      kind: "redirect_forbidden",
      redirectTarget: `http://localhost:${port}/meta.json`,
    });
    const pinned = (address: string) =>
      createSafeFetch({ allowLoopback: true, resolve: async () => [{ address }] });
    await expect(pinned("127.0.0.2")(`${hop.url}/`)).rejects.toBeInstanceOf(FetchFailedError);
    expect(shop.requests).toEqual([]);
    const page = await pinned("127.0.0.1")(`${hop.url}/`);
    expect(page.status).toBe(200);
    expect(shop.requests).toEqual(["/meta.json"]);
  });
});

describe("safe fetch redirects", () => {
  it("follows up to five redirects by hand", async () => {
    const target = await store({});
    const chain = await store({ kind: "redirect", hops: 4, redirectTarget: target.url });
    const fetch = createSafeFetch({ allowLoopback: true });
    const page = await fetch(`${chain.url}/meta.json`);
    expect(page.status).toBe(200);
    expect(page.url.origin).toBe(target.url);
    expect(JSON.parse(page.body)).toMatchObject({ name: "Fake Store" });
  });

  it("gives up after five", async () => {
    const target = await store({});
    const chain = await store({ kind: "redirect", hops: 5, redirectTarget: target.url });
    const fetch = createSafeFetch({ allowLoopback: true });
    await expect(fetch(`${chain.url}/`)).rejects.toBeInstanceOf(FetchFailedError);
    expect(target.requests).toEqual([]);
  });

  it.each([
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://user@127.0.0.1/",
    "ftp://shop.example.com/",
    "http://[fd00:ec2::254]/",
    "http://metadata.google.internal/",
  ])("refuses a redirect to %s", async (location) => {
    const hop = await store({ kind: "redirect_forbidden", redirectTarget: location });
    const fetch = createSafeFetch({ allowLoopback: true, timeoutMs: 500 });
    await expect(fetch(`${hop.url}/`)).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it("re-checks DNS on every hop: a redirect to a name that resolves inside is refused", async () => {
    const hop = await store({
      kind: "redirect_forbidden",
      redirectTarget: "http://internal.example.com/",
    });
    const fetch = createSafeFetch({
      allowLoopback: true,
      resolve: async () => [{ address: "192.168.0.10" }],
    });
    await expect(fetch(`${hop.url}/`)).rejects.toThrow(/192\.168\.0\.10/);
  });
});

describe("safe fetch caps", () => {
  it("times out a slow store", async () => {
    const slow = await store({ kind: "slow", delayMs: 5000 });
    const fetch = createSafeFetch({ allowLoopback: true, timeoutMs: 200 });
    const started = Date.now();
    await expect(fetch(`${slow.url}/`)).rejects.toBeInstanceOf(FetchFailedError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("cuts a store that trickles its headers at the one overall deadline", async () => {
    // A header byte every 50 ms: an idle timeout never fires, so this held a worker for hours.
    const sockets = new Set<Socket>();
    const trickler = createNetServer((socket) => {
      sockets.add(socket);
      const line = "HTTP/1.1 200 OK\r\nX-Slow: ";
      let at = 0;
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write(line[at] ?? "a");
        at++;
      }, 50);
      socket.on("close", () => clearInterval(timer));
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => trickler.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = trickler.address() as AddressInfo;
      const fetch = createSafeFetch({ allowLoopback: true, timeoutMs: 400 });
      const started = Date.now();
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(/within 400 ms/);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      for (const socket of sockets) socket.destroy();
      trickler.close();
    }
  });

  it("counts DNS in the deadline", async () => {
    const fetch = createSafeFetch({ resolve: () => new Promise(() => undefined), timeoutMs: 200 });
    const started = Date.now();
    await expect(fetch("https://shop.example.com/")).rejects.toBeInstanceOf(FetchFailedError);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("cuts a body that trickles after prompt headers, and honours a caller's sooner deadline", async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => response.write("<p>"), 50);
      response.on("close", () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const fetch = createSafeFetch({ allowLoopback: true, timeoutMs: 60_000 });
      const started = Date.now();
      await expect(
        fetch(`http://127.0.0.1:${port}/`, { deadline: Date.now() + 300 }),
      ).rejects.toBeInstanceOf(FetchFailedError);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("caps the body size after decompression", async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      response.end(gzipSync(Buffer.alloc(2_000_000, 32)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const small = createSafeFetch({ allowLoopback: true, maxBytes: 100_000 });
      await expect(small(`http://127.0.0.1:${port}/`)).rejects.toThrow(/larger than/);
      const large = createSafeFetch({ allowLoopback: true, maxBytes: 3_000_000 });
      expect((await large(`http://127.0.0.1:${port}/`)).body).toHaveLength(2_000_000);
    } finally {
      server.close();
    }
  });
});
