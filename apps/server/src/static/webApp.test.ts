import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { escapeHtml } from "../http/html";
import {
  BOOT_ELEMENT_ID,
  isServerPath,
  loadPageRenderer,
  mountWebApp,
  type PageRenderer,
  serverRenderPath,
} from "./webApp";

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

  describe("with a server render", () => {
    /** The web build's index.html as Vite writes it. */
    const INDEX =
      '<!doctype html><html lang="en"><head><title>Hotshelf</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
    let built: string;
    beforeAll(async () => {
      built = await mkdtemp(join(tmpdir(), "hotshelf-web-built-"));
      await writeFile(join(built, "index.html"), INDEX);
    });
    afterAll(() => rm(built, { recursive: true, force: true }));

    const pageData = async (path: string) => ({ config: { productName: "Hotshelf" }, path });
    function serving(load: () => Promise<PageRenderer | null>) {
      const withRender = new Hono();
      mountWebApp(withRender, built, pageData, load);
      return withRender;
    }
    const bootOf = (html: string) =>
      JSON.parse(
        new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(
          html,
        )?.[1] ?? "null",
      );

    it("puts the page's HTML into #root, marked for hydration, with its title and its data", async () => {
      const render = vi.fn(async (url: string, boot: Record<string, unknown>) => ({
        html: `<h1>Login</h1><p>${new URL(url).search} ${String(boot.path)}</p>`,
        title: "Login <&> - Hotshelf",
      }));
      const res = await serving(async () => ({ render })).request("/login?p");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain(
        '<div id="root" data-server-rendered><h1>Login</h1><p>?p /login</p></div>',
      );
      expect(html).toContain("<title>Login &lt;&amp;&gt; - Hotshelf</title>");
      expect(bootOf(html)).toEqual({ config: { productName: "Hotshelf" }, path: "/login" });
      expect(render).toHaveBeenCalledWith("http://localhost/login?p", bootOf(html));
    });

    it("marks a signed-in page's app shell as such, not for hydration", async () => {
      const render = async () => ({ html: "<main>Loading</main>", title: "Explore", shell: true });
      const html = await (
        await serving(async () => ({ render })).request("/explore/products")
      ).text();
      expect(html).toContain('<div id="root" data-app-shell><main>Loading</main></div>');
      expect(html).not.toContain("data-server-rendered");
    });

    describe("for a request with a page session", () => {
      const session = { token: "token-of-pro", user: { sub: "sub-pro" } };
      function servingSignedIn(render: PageRenderer["render"], known = true) {
        const withRender = new Hono();
        withRender.get("/prod/v3/license", (c) =>
          c.json({ auth: c.req.header("Authorization") ?? null }),
        );
        mountWebApp(
          withRender,
          built,
          pageData,
          async () => ({ render }),
          async () => (known ? session : null),
        );
        return withRender;
      }

      it("renders the page with the user's token, calling the server's own API, and keeps it private", async () => {
        const render = vi.fn<PageRenderer["render"]>(async (_url, _boot, signedIn) => {
          const res = await signedIn?.fetch("/prod/v3/license", {
            headers: { Authorization: signedIn.token },
          });
          return {
            html: `<main>${JSON.stringify(await res?.json())} ${signedIn?.preferences}</main>`,
            title: "Explore",
            calls: [{ method: "GET", url: "/prod/v3/license", response: "{}" }],
          };
        });
        const res = await servingSignedIn(render).request("/explore/products", {
          headers: { Cookie: `hotshelf_explore_prefs=${encodeURIComponent('{"listView":true}')}` },
        });
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(res.headers.get("vary")).toContain("Cookie");
        const html = await res.text();
        expect(html).toContain(
          '<div id="root" data-server-rendered><main>{"auth":"token-of-pro"} {"listView":true}</main></div>',
        );
        // The calls go with the user they were made for: the browser reuses them only for that user.
        expect(bootOf(html)).toMatchObject({
          calls: [{ method: "GET", url: "/prod/v3/license", response: "{}" }],
          callsFor: "sub-pro",
        });
      });

      it("renders as for anyone without a valid session, and sends no calls", async () => {
        const render = vi.fn<PageRenderer["render"]>(async () => ({
          html: "<main>Loading</main>",
          title: "Explore",
          shell: true,
        }));
        const res = await servingSignedIn(render, false).request("/explore/products");
        expect(render.mock.calls[0]?.[2]).toBeUndefined();
        expect(res.headers.get("cache-control")).toBe("no-cache");
        const html = await res.text();
        expect(html).toContain('<div id="root" data-app-shell><main>Loading</main></div>');
        expect(bootOf(html)).not.toHaveProperty("calls");
        expect(bootOf(html)).not.toHaveProperty("callsFor");
      });
    });

    it("inserts data with $ patterns as it is, never pasting parts of the page", async () => {
      const tricky = "$' $& $` $$";
      const withData = new Hono();
      mountWebApp(
        withData,
        built,
        async () => ({ title: tricky }),
        async () => ({ render: async () => ({ html: `<p>${tricky}</p>`, title: tricky }) }),
      );
      const html = await (await withData.request("/terms")).text();
      expect(html).toContain(`<p>${tricky}</p>`);
      expect(html).toContain(`<title>${escapeHtml(tricky)}</title>`);
      expect(bootOf(html)).toEqual({ title: tricky });
      expect(html.match(/<script type="module"/g)).toHaveLength(1);
    });

    it("serves the empty root, with the data, for a page it does not render or whose render fails", async () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const cases: Array<() => Promise<PageRenderer | null>> = [
        async () => ({ render: async () => null }),
        async () => ({
          render: async () => {
            throw new Error("window is not defined");
          },
        }),
        async () => null,
        async () => {
          throw new Error("no such module");
        },
      ];
      for (const load of cases) {
        const res = await serving(load).request("/winning-products-finder");
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<div id="root"></div>');
        expect(bootOf(html)).toMatchObject({ path: "/winning-products-finder" });
      }
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(
          /server render of \/winning-products-finder failed: Error: window is not defined/,
        ),
      );
      error.mockRestore();
    });

    it("loads the render once, with the build", async () => {
      const load = vi.fn(async () => ({ render: async () => null }));
      const app = serving(load);
      await app.request("/login");
      await app.request("/terms");
      expect(load).toHaveBeenCalledOnce();
    });

    it("finds the render beside the build, and loads only a module that renders", async () => {
      expect(serverRenderPath("/srv/web/dist")).toBe("/srv/web/dist-server/entry-server.js");
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      expect(await loadPageRenderer(join(built, "missing.mjs"))).toBeNull();
      await writeFile(join(built, "empty.mjs"), "export const nothing = 1;\n");
      expect(await loadPageRenderer(join(built, "empty.mjs"))).toBeNull();
      await writeFile(join(built, "broken.mjs"), "export function render( {\n");
      expect(await loadPageRenderer(join(built, "broken.mjs"))).toBeNull();
      await writeFile(
        join(built, "render.mjs"),
        "export async function render(url) { return { html: new URL(url).pathname, title: 'T' }; }\n",
      );
      const renderer = await loadPageRenderer(join(built, "render.mjs"));
      expect(await renderer?.render("http://x.test/terms", {})).toEqual({
        html: "/terms",
        title: "T",
      });
      expect(warn).toHaveBeenCalledOnce();
      expect(error).toHaveBeenCalledTimes(2);
      warn.mockRestore();
      error.mockRestore();
    });
  });
});
