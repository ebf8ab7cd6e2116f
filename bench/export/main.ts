// The export of issue 18: 10,000 Explore rows streamed by the real server (HTTP, PGlite, the default
// demo size) as CSV and as JSON Lines; time to the first byte and to the last, median of RUNS each.
// Target: the whole file in under 2 s. Writes bench/out/export.md and bench/out/export.json.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { QUOTAS } from "@hotshelf/domain";
import { createServer } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { exploreQuery } from "../../apps/server/test/support/exploreQuery";
import { freePort } from "../../apps/server/test/support/freePort";
import { signIn } from "../../apps/server/test/support/identity";
import { createLog } from "../lib/log.mjs";
import { table, verdict, writePart } from "../lib/report.mjs";
import { ms, percentile } from "../lib/stats.mjs";

const log = createLog("export");
const RUNS = 5;
const TARGET_MS = 2000;
const ROWS = QUOTAS.exportRows;
// biome-ignore lint/suspicious/noUndeclaredEnvVars: `npm run bench` runs outside turbo.
const PASSWORD = process.env.DEMO_PASSWORD || "hotshelf-demo";

interface Run {
  firstByteMs: number;
  totalMs: number;
  rows: number;
  bytes: number;
}

/** One export, read to its end as a browser would: time to the first chunk and to the last. */
async function exportOnce(baseUrl: string, token: string, format: "csv" | "jsonl"): Promise<Run> {
  const query = exploreQuery();
  const started = performance.now();
  const response = await fetch(`${baseUrl}/prod/v3/export`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: JSON.stringify({ source: { kind: "explore", query }, format, limit: ROWS }),
  });
  if (!response.ok || !response.body) {
    throw new Error(`export answered ${response.status}: ${await response.text()}`);
  }
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let lineFeeds = 0;
  for await (const chunk of response.body) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lineFeeds += 1;
  }
  const totalMs = performance.now() - started;
  // The demo's titles hold no line breaks, so line feeds count records; CSV has a header line.
  return { firstByteMs, totalMs, rows: format === "csv" ? lineFeeds - 1 : lineFeeds, bytes };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "hotshelf-bench-export-"));
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, "no-web-build"),
    RATE_LIMITS: "0",
  });
  config.log = log;
  log(`starting the server with the default demo size (${config.demoProducts} products)`);
  const server = await createServer(config, { trackerLoop: false });
  try {
    const baseUrl = await server.start();
    const { idToken } = await signIn(baseUrl, "pro@example.com", PASSWORD);
    // Warm-up: the first search after a start reads cold pages.
    await exportOnce(baseUrl, idToken, "csv");
    const results: Record<string, Run[]> = { csv: [], jsonl: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const format of ["csv", "jsonl"] as const) {
        const run = await exportOnce(baseUrl, idToken, format);
        log(`${format} run ${i + 1}: ${ms(run.totalMs)}, ${run.rows} rows`);
        results[format]?.push(run);
      }
    }
    const rows = Object.entries(results).map(([format, runs]) => {
      const total = percentile(
        runs.map((r) => r.totalMs),
        50,
      );
      return {
        format,
        rows: runs[0]?.rows ?? 0,
        kb: Math.round((runs[0]?.bytes ?? 0) / 1024),
        firstByteMs: percentile(
          runs.map((r) => r.firstByteMs),
          50,
        ),
        totalMs: total,
        maxMs: Math.max(...runs.map((r) => r.totalMs)),
        verdict: verdict(total, TARGET_MS),
      };
    });
    const markdown = [
      "## export",
      "",
      `Explore Products (default filters, weekly revenue) exported through POST /prod/v3/export on PGlite with the default demo catalogue (${config.demoProducts} products), read to the end over HTTP; median of ${RUNS} runs after a warm-up. Target: ${ROWS.toLocaleString("en-US")} rows in under ${TARGET_MS / 1000} s.`,
      "",
      table(
        ["format", "rows", "size", "first byte p50", "whole file p50", "max", "target"],
        rows.map((r) => [
          r.format,
          r.rows,
          `${r.kb} KB`,
          ms(r.firstByteMs),
          ms(r.totalMs),
          ms(r.maxMs),
          r.verdict,
        ]),
      ),
    ].join("\n");
    await writePart("export", markdown, { targetMs: TARGET_MS, rows });
    log("done");
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
