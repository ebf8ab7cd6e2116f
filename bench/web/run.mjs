// The web app's load: the gzipped JS and CSS of a signed-in /explore/products (from the build's
// manifest, checked against what a browser actually fetched), then Lighthouse (mobile default,
// performance only, Debian's chromium) on /winning-products-finder, /login and a signed-in
// /explore/products, median of 3 runs each; then INP for a filter change and a card menu open on
// the signed-in page (bench/web/inp.mjs), at 1x and 4x CPU, median of 3 runs each. Writes
// bench/out/web.md and bench/out/web.json.
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { JS_BUDGET, measureLoad } from "../../apps/web/scripts/bundleLoad.mjs";
import { createLog, withHeartbeat } from "../lib/log.mjs";
import { table, verdict, writePart } from "../lib/report.mjs";
import { medianBy, percentile } from "../lib/stats.mjs";
import {
  buildApp,
  CHROMIUM,
  CHROMIUM_FLAGS,
  signedInSession,
  signInContext,
  startServer,
  WEB_DIST,
} from "./appServer.mjs";
import { INP_TARGET_MS, inpText, measureInp } from "./inp.mjs";

const log = createLog("web");
const RUNS = 3;
const TARGETS = { jsKb: 180, score: 95, lcpMs: 2000, tbtMs: 150, inpMs: INP_TARGET_MS };
const PAGES = [
  { path: "/winning-products-finder", signedIn: false },
  { path: "/login", signedIn: false },
  { path: "/explore/products", signedIn: true },
];
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The JS and CSS files a real browser fetched for a signed-in /explore/products. */
async function fetchedByBrowser(url, session) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ baseURL: url });
    await signInContext(context, session);
    const page = await context.newPage();
    const files = new Set();
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|css)$/.test(path)) files.add(path.replace(/^\//, ""));
    });
    await page.goto("/explore/products");
    await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
    await page.waitForLoadState("networkidle");
    return files;
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run in a fresh browser; a signed-in run is a returning user's: the session in
 * storage and the page cookie first.
 */
async function lighthouseRun(url, path, session) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    if (session) {
      // Put the session where the app restores it from, on a page of the same origin.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      await context.addCookies(session.cookies);
      const page = await context.newPage();
      await page.goto(`${url}/health`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session.storage);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(`${url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Clearing storage would sign the user out; the browser is new for every run, so its cache is cold.
      disableStorageReset: Boolean(session),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
    const finalUrl = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl);
    if (finalUrl.pathname !== path) {
      throw new Error(`Lighthouse on ${path} ended at ${finalUrl.pathname} (signed out?)`);
    }
    lighthouseVersion = lhr.lighthouseVersion;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      // Lighthouse's own CPU benchmark, taken as the run starts: TBT scales with it.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
      lcpElement:
        lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
      // Where the LCP's time went: the document, the wait before the element's resource was asked
      // for, its download, and the wait from then to its paint.
      lcpPhases: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

let lighthouseVersion = "";

/** The lowest and highest benchmark index of every Lighthouse run. */
function benchmarkIndexRange(results) {
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  const known = indexes.filter(Number.isFinite);
  if (known.length === 0) return "not reported";
  return `${Math.min(...known)} to ${Math.max(...known)}`;
}

/**
 * The element of the run with the median LCP, as its tag and, for an image, its path, with the
 * LCP's phases in that run.
 */
function largestPaint(result) {
  const run = medianBy(result.runs, (r) => r.lcpMs);
  const snippet = run?.lcpElement ?? "";
  const tag = /^<([\w-]+)/.exec(snippet)?.[1];
  if (!tag) return "not reported";
  const src = / src="([^"]+)"/.exec(snippet)?.[1];
  const phases = (run.lcpPhases ?? [])
    .filter(({ phase, timing }) => typeof phase === "string" && Number.isFinite(timing))
    // A text has no resource: its LCP is the document and the wait to its paint.
    .filter(({ phase }) => src || !phase.startsWith("Load"))
    .map(({ phase, timing }) => {
      const name = phase === "TTFB" ? phase : phase.toLowerCase();
      return `${name} ${(timing / 1000).toFixed(2)} s`;
    });
  const detail = [src, phases.join(", ")].filter(Boolean).join("; ");
  return `\`${tag}\`${detail ? ` (${detail})` : ""}`;
}

/**
 * Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART, NO_FCP); such a run is
 * repeated, up to twice, rather than failing the whole part.
 */
async function retried(run, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (
        attempt >= attempts ||
        !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(error.message)
      ) {
        throw error;
      }
      log(`retrying after: ${error.message}`);
    }
  }
}
const median = (values) => percentile(values, 50);

async function main() {
  buildApp(log);
  const load = measureLoad(WEB_DIST);
  log(
    `bundle: ${kb(load.jsTotal)} KB JS, ${kb(load.cssTotal)} KB CSS (gzip) in ${load.rows.length} files`,
  );
  const server = await startServer(log);
  try {
    const session = await signedInSession(server.url);
    const fetched = await fetchedByBrowser(server.url, session);
    const listed = new Set(load.rows.map((row) => row.file));
    const notInManifestSet = [...fetched].filter((file) => !listed.has(file));
    const notFetched = [...listed].filter((file) => !fetched.has(file));
    log(`browser fetched ${fetched.size} files; manifest set ${listed.size}`);

    const lighthouseResults = [];
    let done = 0;
    await withHeartbeat(
      log,
      () => `Lighthouse: ${done} of ${PAGES.length * RUNS} runs done`,
      async () => {
        for (const page of PAGES) {
          const runs = [];
          for (let i = 0; i < RUNS; i++) {
            const run = await retried(() =>
              lighthouseRun(server.url, page.path, page.signedIn ? session : null),
            );
            runs.push(run);
            done += 1;
            log(
              `${page.path} run ${i + 1}: score ${run.score}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`,
            );
          }
          lighthouseResults.push({
            path: page.path,
            signedIn: page.signedIn,
            runs,
            score: median(runs.map((r) => r.score)),
            lcpMs: median(runs.map((r) => r.lcpMs)),
            tbtMs: median(runs.map((r) => r.tbtMs)),
          });
        }
      },
    );

    log("INP: a filter change and a card menu open");
    const inp = await measureInp(server.url, session, { runs: RUNS, log });

    const jsKb = kb(load.jsTotal);
    const markdown = [
      "## Web app: bundle and Lighthouse",
      "",
      `Signed-in /explore/products, gzipped (level 9) as read from the build's manifest: **${jsKb} KB of JS** in ${load.rows.filter((r) => r.kind === "js").length} files and ${kb(load.cssTotal)} KB of CSS. The size budget checked in CI (apps/web/scripts/sizeBudget.mjs) is ${kb(JS_BUDGET)} KB.`,
      "",
      table(
        ["figure", "measured", "target", ""],
        [
          ["JS, gzipped", `${jsKb} KB`, `<= ${TARGETS.jsKb} KB`, verdict(jsKb, TARGETS.jsKb)],
          ["CSS, gzipped", `${kb(load.cssTotal)} KB`, "-", ""],
        ],
      ),
      "",
      notInManifestSet.length === 0 && notFetched.length === 0
        ? "A browser loading the page fetched exactly these files."
        : `A browser loading the page also fetched: ${notInManifestSet.join(", ") || "nothing else"}; it did not fetch: ${notFetched.join(", ") || "-"}.`,
      "",
      "<details><summary>Per chunk</summary>",
      "",
      table(
        ["file", "kind", "gzip KB"],
        load.rows.map((row) => [row.file, row.kind, kb(row.gzip)]),
      ),
      "",
      "</details>",
      "",
      `Lighthouse ${lighthouseVersion} (mobile default: simulated slow 4G and 4x CPU), performance only, median of ${RUNS} runs, each in a fresh browser; the server sends the build's pre-compressed files. Lighthouse's CPU benchmark index of the runs (higher is faster; its simulated 4x CPU slows a slower machine further): ${benchmarkIndexRange(lighthouseResults)}.`,
      "",
      table(
        [
          "page",
          "score",
          "target",
          "",
          "LCP",
          "target",
          "",
          "TBT",
          "target",
          "",
          "runs (score / LCP ms / TBT ms)",
        ],
        lighthouseResults.map((r) => [
          r.path + (r.signedIn ? " (signed in)" : ""),
          r.score,
          `>= ${TARGETS.score}`,
          verdict(r.score, TARGETS.score, { atLeast: true }),
          `${(r.lcpMs / 1000).toFixed(2)} s`,
          `<= ${TARGETS.lcpMs / 1000} s`,
          verdict(r.lcpMs, TARGETS.lcpMs),
          `${r.tbtMs} ms`,
          `<= ${TARGETS.tbtMs} ms`,
          verdict(r.tbtMs, TARGETS.tbtMs),
          r.runs.map((run) => `${run.score} / ${run.lcpMs} / ${run.tbtMs}`).join("; "),
        ]),
      ),
      "",
      `The largest contentful paint of each page's median run (Chromium counts an image only above 0.05 bits per pixel), with Lighthouse's phases of it (the document's first byte; for an image, the wait before it was asked for, its download; the wait from then to its paint): ${lighthouseResults.map((r) => `${r.path}: ${largestPaint(r)}`).join("; ")}.`,
      "",
      `Interaction to Next Paint on the signed-in /explore/products (1280x800), one interaction per fresh page once the cards are in, read from Chromium's Event Timing entries (the interaction's longest, from the input to the next paint), median of ${RUNS} runs, at normal speed and at 4x CPU throttling. Filter change: ticking "United States"; card menu open: the first card's actions button.`,
      "",
      table(
        ["interaction", "CPU", "INP", "target", "", "runs (ms)"],
        inp.map((r) => [
          r.interaction,
          `${r.cpuRate}x`,
          inpText(r.medianMs),
          `<= ${TARGETS.inpMs} ms`,
          verdict(r.medianMs, TARGETS.inpMs),
          r.runs.map((value) => Math.round(value)).join("; "),
        ]),
      ),
    ].join("\n");
    await writePart("web", markdown, {
      bundle: {
        jsBytes: load.jsTotal,
        cssBytes: load.cssTotal,
        budgetBytes: JS_BUDGET,
        rows: load.rows,
        notInManifestSet,
        notFetched,
      },
      lighthouse: lighthouseResults,
      inp,
      targets: TARGETS,
      webDist: resolve(WEB_DIST),
    });
    log("wrote bench/out/web.md and web.json");
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  log(`failed: ${error.stack ?? error}`);
  process.exit(1);
});
