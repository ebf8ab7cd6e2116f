// The web benchmarks' own build and server: apps/web built into bench/.data (so tests running at the
// same time cannot replace the files under measurement), the server built, then started on a free
// port with a fresh DATA_DIR and the demo catalogue, and stopped (its data removed) afterwards.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { DATA_DIR, ROOT } from "../lib/paths.mjs";

export const WEB_DIST = resolve(DATA_DIR, "web-dist");
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** The flags DESIGN.md gives for Debian's chromium here. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// biome-ignore lint/suspicious/noUndeclaredEnvVars: `npm run bench` runs outside turbo.
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || "hotshelf-demo";

function run(log, command, args, cwd) {
  log(`${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed:\n${result.stderr?.toString().slice(-2000)}`,
    );
  }
}

/** Builds the web app (with its manifest and pre-compressed files), its server render and the server. */
export function buildApp(log) {
  run(
    log,
    "npx",
    ["vite", "build", "--outDir", WEB_DIST, "--emptyOutDir", "--logLevel", "warn"],
    resolve(ROOT, "apps/web"),
  );
  // The server render, where the server looks for it: beside the web build.
  run(
    log,
    "npx",
    [
      "vite",
      "build",
      "--ssr",
      "src/entry-server.tsx",
      "--outDir",
      resolve(WEB_DIST, "../dist-server"),
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    resolve(ROOT, "apps/web"),
  );
  run(log, "npm", ["run", "build", "-w", "@hotshelf/server"], ROOT);
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Starts apps/server/dist/main.js serving WEB_DIST (`env`: settings of its own); resolves once /health answers. */
export async function startServer(log, { products = 2000, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "hotshelf-bench-"));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = "";
  const server = spawn(process.execPath, [resolve(ROOT, "apps/server/dist/main.js")], {
    cwd: resolve(ROOT, "apps/server"),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: String(products),
      WEB_DIST,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk) => {
    output = (output + chunk).slice(-10_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const stop = () =>
    new Promise((done) => {
      if (server.exitCode !== null) return done();
      server.once("exit", done);
      server.kill("SIGTERM");
      setTimeout(() => server.kill("SIGKILL"), 10_000).unref();
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`starting the server on ${url} (${products} demo products, first start loads them)`);
  const started = Date.now();
  let lastLog = started;
  try {
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`the server stopped while starting:\n${output}`);
      if (Date.now() - started > 180_000)
        throw new Error(`no /health within 3 minutes:\n${output}`);
      const ok = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - lastLog >= 10_000) {
        lastLog = Date.now();
        log(`waiting for the server (${Math.round((lastLog - started) / 1000)} s)`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  log(`server ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, stop };
}

/**
 * Signs a demo user in through the login page and returns what a returning user's browser holds:
 * the localStorage entries the app keeps its session in (the identity library's keys) and the page
 * cookie the app set, to put into other browsers (signInContext) before they load a page.
 */
export async function signedInSession(url, email = "pro@example.com") {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ baseURL: url });
    await page.goto("/login");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.waitForURL("**/explore/products");
    // The page cookie the app hands its token over to (a reload of Explore comes rendered with it).
    let cookies = [];
    for (let tries = 0; cookies.length === 0 && tries < 50; tries++) {
      cookies = (await page.context().cookies()).filter((c) => c.name === PAGE_SESSION_COOKIE);
      if (cookies.length === 0) await page.waitForTimeout(100);
    }
    if (cookies.length === 0) throw new Error("Signed in, but the app set no page cookie.");
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    return { storage, cookies };
  } finally {
    await browser.close();
  }
}

/** The server's page cookie (apps/server/src/static/pageSession.ts). */
const PAGE_SESSION_COOKIE = "hotshelf_page_session";

/** Gives a Playwright browser context the signed-in user's storage and page cookie. */
export async function signInContext(context, { storage, cookies }) {
  await context.addCookies(cookies);
  await context.addInitScript((entries) => {
    if (localStorage.length === 0) {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }
  }, storage);
}
