import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOT_ELEMENT_ID, isServerPath, mountWebApp } from "./webApp";

describe("mountWebApp", () => {
  let dist: string;
  let app: Hono;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "hotshelf-web-"));
    await mkdir(join(dist, "assets"));
    await writeFile(
      join(dist, "index.html"),
      "<!doctype html><head><title>Hotshelf</title></head><div id=root></div>",
    );
    const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
    await writeFile(join(dist, "assets", "app-abc123.js"), script);
    await writeFile(join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(script));
    app = new Hono();
    app.get("/prod/v3/license", (c) => c.json({ ok: true }));
    mountWebApp(app, dist);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("serves index.html, uncached, for the root and for client-side routes", async () => {
    for (const path of ["/", "/explore/products", "/shops/12/34", "/settings/billing"]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain("<div id=root>");
    }
  });

  it("serves hashed assets for a year, pre-compressed when the browser accepts it", async () => {
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("cache-control")).toContain("immutable");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const br = await app.request("/assets/app-abc123.js", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toContain("javascript");
  });

  it("answers 404 for missing files and leaves server paths alone", async () => {
    expect((await app.request("/assets/missing.js")).status).toBe(404);
    expect(await (await app.request("/prod/v3/license")).json()).toEqual({ ok: true });
    expect((await app.request("/prod/v3/nothing")).status).toBe(404);
  });

  it("says how to build the web app when there is no build", async () => {
    const bare = new Hono();
    mountWebApp(bare, join(dist, "missing"));
    const res = await bare.request("/explore/products");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("npm run build -w @hotshelf/web");
  });

  it("knows the server's own paths", () => {
    expect(isServerPath("/config.json")).toBe(true);
    expect(isServerPath("/idp")).toBe(true);
    expect(isServerPath("/media/favicons/1.png")).toBe(true);
    expect(isServerPath("/explore/products")).toBe(false);
    expect(isServerPath("/mediafile")).toBe(false);
  });

  describe("with page data", () => {
    /** The data block of a page, as the web app reads it. */
    const bootOf = (html: string) => {
      const match = new RegExp(
        `<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`,
      ).exec(html);
      return match ? JSON.parse(match[1] as string) : null;
    };

    it("inlines the page's data in its head, with no way to close the script early", async () => {
      const withData = new Hono();
      mountWebApp(withData, dist, async (path) => ({
        path,
        title: "</script><script>alert(1)</script>",
      }));
      const html = await (await withData.request("/winning-products-finder")).text();
      expect(html).not.toContain("</script><script>alert(1)");
      expect(html.indexOf(BOOT_ELEMENT_ID)).toBeLessThan(html.indexOf("</head>"));
      expect(bootOf(html)).toEqual({
        path: "/winning-products-finder",
        title: "</script><script>alert(1)</script>",
      });
    });

    it("serves the page without data when its data fails", async () => {
      const failing = new Hono();
      mountWebApp(failing, dist, async () => {
        throw new Error("database down");
      });
      const res = await failing.request("/winning-products-finder");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<div id=root>");
      expect(bootOf(html)).toBeNull();
    });
  });
});
