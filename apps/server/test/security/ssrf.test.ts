// Issue 8 part 6: server-side request forgery through Track Shop (POST /prod/v3/shops/track/v2/start).
// A loopback listener records every request it gets; no refused address may reach it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStore, startFakeStore } from "../fakestores";
import { type Account, type ApiFront, type SecurityServer, startSecurityServer } from "./support";

/** Names the tests' DNS answers, each pointing somewhere the tracker must not go. */
const DNS: Record<string, string[]> = {
  "loopback-shop.test": ["127.0.0.1"],
  "private-shop.test": ["10.0.0.7"],
  "metadata-shop.test": ["169.254.169.254"],
  "v6-loopback-shop.test": ["::1"],
  "mapped-shop.test": ["::ffff:127.0.0.1"],
  "ula-shop.test": ["fd00::1"],
  "cgnat-shop.test": ["100.64.0.9"],
  // A round robin of a public and a private answer: one bad answer refuses the name.
  "mixed-shop.test": ["93.184.216.34", "10.0.0.7"],
};

interface TrackItem {
  shop_url: string;
  complete: boolean;
  track_status: string | null;
}

describe("SSRF through Track Shop", () => {
  let s: SecurityServer;
  let hit: FakeStore;
  let user: Account;
  const lookups: string[] = [];
  const resolve = async (host: string) => {
    lookups.push(host);
    const answers = DNS[host];
    if (!answers) throw new Error(`ENOTFOUND ${host}`);
    return answers.map((address) => ({ address }));
  };

  beforeAll(async () => {
    s = await startSecurityServer("pglite");
    hit = await startFakeStore();
    user = await s.clone("pro");
  });
  afterAll(async () => {
    await hit?.close();
    await s?.stop();
  });

  const start = async (front: ApiFront, shopUrl: string) =>
    (await front.as(user)).call("/v3/shops/track/v2/start", { shop_url: shopUrl });

  async function trackOf(front: ApiFront, shopUrl: string): Promise<TrackItem | undefined> {
    const res = await (await front.as(user)).call("/v3/shops/track/v2/status", {});
    const { items } = (await res.json()) as { items: TrackItem[] };
    const origin = new URL(shopUrl.includes("//") ? shopUrl : `https://${shopUrl}`).origin;
    return items.find((item) => item.shop_url === origin);
  }

  describe("with the production tracker (loopback unreachable)", () => {
    let front: ApiFront;
    beforeAll(async () => {
      front = await s.apiFront({ resolve });
    });

    it("the server as started refuses loopback, private, link-local and metadata addresses in every spelling", async () => {
      const port = new URL(hit.url).port;
      const refused = [
        `http://127.0.0.1:${port}/`,
        `127.0.0.1:${port}`,
        `http://localhost:${port}`,
        `http://LOCALHOST.:${port}`,
        `http://shop.localhost:${port}`,
        `http://127.1:${port}`,
        `http://2130706433:${port}`,
        `http://0x7f000001:${port}`,
        `http://0x7f.0.0.1:${port}`,
        `http://0177.0.0.1:${port}`,
        `http://017700000001:${port}`,
        `http://①②⑦.0.0.1:${port}`,
        `http://[::1]:${port}`,
        `http://[::ffff:127.0.0.1]:${port}`,
        `http://[0:0:0:0:0:ffff:7f00:1]:${port}`,
        `http://0.0.0.0:${port}`,
        `http://0:${port}`,
        `http://[::]:${port}`,
        `http://user:pass@127.0.0.1:${port}`,
        `http://shop.example.com@127.0.0.1:${port}`,
        `http://shop.example.com:x@127.0.0.1:${port}`,
        `http:\\\\127.0.0.1:${port}`,
        `http:/127.0.0.1:${port}`,
        `  http://127.0.0.1:${port}  `,
        `ftp://127.0.0.1:${port}`,
        `gopher://127.0.0.1:${port}/_GET`,
        "file:///etc/passwd",
        "javascript:alert(1)",
        "data:text/html,hello",
        "http://10.0.0.1/",
        "http://172.16.0.1/",
        "http://192.168.1.1/",
        "http://100.64.0.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[fd00:ec2::254]/",
        "http://[fe80::1]/",
        "http://[::ffff:a9fe:a9fe]/",
        "http://metadata.google.internal/computeMetadata/v1/",
        "http://metadata/",
        "http://printer.local/",
        "https://shop.example.com:8443/",
        "http://shop.example.com:22/",
      ];
      const accepted: string[] = [];
      for (const url of refused) {
        // The server's own route and tracker, as production runs them.
        const res = await user.call("/v3/shops/track/v2/start", { shop_url: url });
        const body = await res.json();
        if (res.status !== 400 || (body as { message?: string }).message !== "invalid_url") {
          accepted.push(`${url}: ${res.status} ${JSON.stringify(body)}`);
        }
      }
      expect(accepted).toEqual([]);
      expect(hit.requests).toEqual([]);
    });

    it("refuses names whose DNS answers point inside, before connecting", async () => {
      for (const name of Object.keys(DNS)) {
        const url = `https://${name}`;
        const res = await start(front, url);
        expect(res.status, url).toBe(200);
        lookups.length = 0;
        await front.tracker.runOnce();
        expect(lookups, url).toContain(name);
        const track = await trackOf(front, url);
        expect(track, url).toMatchObject({ complete: true });
        expect(track?.track_status, url).not.toBe("success");
      }
      expect(hit.requests).toEqual([]);
    });
  });

  describe("redirects (the test tracker, which may reach a redirecting store on loopback)", () => {
    let front: ApiFront;
    beforeAll(async () => {
      front = await s.apiFront({ resolve, allowLoopback: true });
    });

    async function redirectTo(target: string) {
      const redirector = await startFakeStore({
        kind: "redirect_forbidden",
        redirectTarget: target,
      });
      try {
        const res = await start(front, redirector.url);
        expect(res.status, target).toBe(200);
        await front.tracker.runOnce();
        return {
          redirected: redirector.requests.length,
          track: await trackOf(front, redirector.url),
        };
      } finally {
        await redirector.close();
      }
    }

    it("reaches the listener when a redirect is allowed (the control)", async () => {
      const { track } = await redirectTo(`${hit.url}/`);
      expect(hit.requests.length).toBeGreaterThan(0);
      expect(track).toMatchObject({ complete: true });
      hit.requests.length = 0;
    });

    it("refuses redirects to odd spellings, other schemes, and inside addresses", async () => {
      const port = new URL(hit.url).port;
      const targets = [
        `http://2130706433:${port}/`,
        `http://0x7f000001:${port}/`,
        `http://127.1:${port}/`,
        `http://0177.0.0.1:${port}/`,
        `//2130706433:${port}/`,
        `http://user@127.0.0.1:${port}/`,
        `ftp://127.0.0.1:${port}/`,
        `gopher://127.0.0.1:${port}/`,
        "file:///etc/passwd",
        "http://10.0.0.1/",
        "http://169.254.169.254/latest/meta-data/",
        "http://metadata.google.internal/",
        "http://[fd00:ec2::254]/",
        "http://[::ffff:a00:1]/",
        "https://private-shop.test/",
        "https://metadata-shop.test/",
      ];
      for (const target of targets) {
        const { redirected, track } = await redirectTo(target);
        expect(redirected, `${target}: the redirecting store was read`).toBeGreaterThan(0);
        expect(track, target).toMatchObject({ complete: true });
        expect(track?.track_status, target).not.toBe("success");
      }
      expect(hit.requests).toEqual([]);
    });
  });
});
