/**
 * Part "search" of `npm run bench`: search at scale (issue 7 part 1), answered from the search read
 * model (issue 17) built from each database, its build time and memory, HTTP throughput, and the
 * model's growth at 1M, 2M and 3M products (in memory) projected to 5M. Writes bench/out/search.md and
 * bench/out/search.json.
 */
import { readFileSync } from "node:fs";
import type { Db } from "../../apps/server/src/db/types";
import { TOTAL_HITS_CAP } from "../../apps/server/src/search";
import type { ReadModelTables } from "../../apps/server/src/search/readModel/query";
import { buildTables, POLL_MS } from "../../apps/server/src/search/readModel/readModel";
import { benchDatabaseUrl } from "../lib/env.mjs";
import { createLog } from "../lib/log.mjs";
import { table, verdict, writePart } from "../lib/report.mjs";
import { ms, summarise } from "../lib/stats.mjs";
import { BENCH_PRODUCTS, BENCH_TODAY, datasetKey, pgliteDataset, postgresDataset } from "./dataset";
import { type HopTiming, measureHop } from "./hop";
import { measureThroughput, type ThroughputResult, type ThroughputRun, WARM_UP_S } from "./http";
import { buildInMemory, timeModel } from "./inMemory";
import { measureEngine, type QueryTiming } from "./measure";
import { type BenchQuery, generateQueries, type Quantiles, readQuantiles } from "./queries";
import { measureUpdates, type UpdateTiming } from "./updates";

const QUERY_COUNT = 200;
const QUERY_SEED = 7;
/** The HTTP run's new queries: each asked once, drawn as the 200 are but from another seed. */
const FRESH_COUNT = 10_000;
const FRESH_SEED = 8;
const SHOPS = BENCH_PRODUCTS / 20;
const TARGETS = {
  PostgreSQL: { p50: 5, p95: 25, max: 250 },
  PGlite: { p50: 10, p95: 60, max: 250 },
} as const;
type Engine = keyof typeof TARGETS;
const THROUGHPUT_TARGET = { requestsPerS: 300, p99: 100 } as const;
/** Catalogue sizes of the in-memory scaling runs (1M, 2M, 3M), projected to PROJECT_TO (5M). */
const SCALING_SIZES = [1, 2, 3].map((times) => times * BENCH_PRODUCTS);
const PROJECT_TO = 5 * BENCH_PRODUCTS;

const log = createLog("search");
const url = benchDatabaseUrl();
const key = datasetKey();

interface EngineRun {
  timings: QueryTiming[];
  error?: string;
  /** Building the read model from this database. */
  build?: { ms: number; mb: number };
  /** Applying batches of changed products to the built model. */
  updates?: UpdateTiming[];
  /** The model's answers in this thread against the same in its worker. */
  hop?: HopTiming;
}

interface ScalingPoint {
  products: number;
  p50: number;
  p95: number;
  max: number;
  buildMs: number;
  memoryMb: number;
}

/** Builds the read model from the database (timed) and runs the queries against it. */
async function measureWithModel(db: Db, label: Engine): Promise<EngineRun> {
  const started = performance.now();
  const model: ReadModelTables | null = await buildTables(db, log);
  if (!model) throw new Error("the read model build was cancelled");
  const build = {
    ms: performance.now() - started,
    mb: (model.products.bytes() + model.shops.bytes()) / 1e6,
  };
  const timings = await measureEngine(db, queries, log, label, model);
  log(`${label}: applying updates to the read model`);
  const updates = await measureUpdates(db, model);
  log(`${label}: the read model's answers in this thread and in its worker`);
  return { timings, build, updates, hop: await measureHop(db, model, queries, log) };
}

const runs: Partial<Record<Engine, EngineRun>> = {};
let queries: BenchQuery[] = [];
let fresh: BenchQuery[] = [];
const drawQueries = (quantiles: Quantiles) => {
  queries = generateQueries(quantiles, { count: QUERY_COUNT, seed: QUERY_SEED, shops: SHOPS });
  fresh = generateQueries(quantiles, { count: FRESH_COUNT, seed: FRESH_SEED, shops: SHOPS });
};
let throughput: ThroughputResult | { error: string } | null = null;

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

// PGlite first: its data set also gives the quantiles the query bounds are drawn from.
try {
  const { db } = await pgliteDataset(key, log);
  try {
    drawQueries(await readQuantiles(db));
    runs.PGlite = await measureWithModel(db, "PGlite");
  } finally {
    await db.close();
  }
} catch (error) {
  runs.PGlite = { timings: [], error: failure(error) };
  log(`PGlite failed: ${failure(error)}`);
}

try {
  const db = await postgresDataset(key, url, log);
  try {
    if (queries.length === 0) drawQueries(await readQuantiles(db));
    runs.PostgreSQL = await measureWithModel(db, "PostgreSQL");
  } finally {
    await db.close();
  }
  throughput = await measureThroughput(url, queries, fresh, log).catch((error: unknown) => {
    log(`HTTP failed: ${failure(error)}`);
    return { error: failure(error) };
  });
} catch (error) {
  runs.PostgreSQL = { timings: [], error: failure(error) };
  log(`PostgreSQL failed: ${failure(error)}`);
}

// The model's growth, in memory (the databases hold one size): p95 over the same queries, memory.
const scaling: ScalingPoint[] = [];
if (queries.length > 0) {
  for (const products of SCALING_SIZES) {
    try {
      const model = buildInMemory(products, BENCH_TODAY, log);
      const timed = timeModel(model.tables, queries);
      const all = summarise([...timed.first, ...timed.deep]);
      scaling.push({
        products,
        p50: all.p50,
        p95: all.p95,
        max: all.max,
        buildMs: model.buildMs,
        memoryMb: model.heapMb,
      });
      log(`scaling: ${products} products, p95 ${ms(all.p95)}, ${model.heapMb.toFixed(0)} MB`);
    } catch (error) {
      log(`scaling at ${products} failed: ${failure(error)}`);
      break;
    }
  }
}

await writePart("search", render(), {
  dataset: key,
  queries: queries.map((q) => ({ n: q.n, deepAt: q.deepAt, query: q.query })),
  totalHitsCap: TOTAL_HITS_CAP,
  targets: TARGETS,
  engines: Object.fromEntries(
    Object.entries(runs).map(([engine, run]) => [
      engine,
      {
        error: run?.error ?? null,
        all: summarise(run?.timings.map((t) => t.ms) ?? []),
        first: summarise(pageTimes(run, "first")),
        deep: summarise(pageTimes(run, "deep")),
        timings: run?.timings ?? [],
      },
    ]),
  ),
  throughput,
  throughputTarget: THROUGHPUT_TARGET,
  builds: Object.fromEntries(
    Object.entries(runs).map(([engine, run]) => [engine, run?.build ?? null]),
  ),
  updates: Object.fromEntries(
    Object.entries(runs).map(([engine, run]) => [engine, run?.updates ?? null]),
  ),
  hops: Object.fromEntries(Object.entries(runs).map(([engine, run]) => [engine, run?.hop ?? null])),
  pollMs: POLL_MS,
  scaling,
  projection: projection(),
});
log("wrote bench/out/search.md and bench/out/search.json");
const failed =
  Object.values(runs).some((run) => run?.error) || (throughput && "error" in throughput);
process.exitCode = failed ? 1 : 0;

function pageTimes(run: EngineRun | undefined, page: QueryTiming["page"]): number[] {
  return run?.timings.filter((t) => t.page === page).map((t) => t.ms) ?? [];
}

function render(): string {
  const n = (value: number) => value.toLocaleString("en-US");
  const lines: string[] = [
    `## Search at scale (${n(key.products)} products, ${n(SHOPS)} shops)`,
    "",
    `Demo generator v${key.generator}, seed ${key.seed}, history to ${key.today}. ${n(queries.length)} seeded random Explore queries (seed ${QUERY_SEED}): 0-4 range filters with bounds at quantiles of the data, countries, locales, excluded countries and shops, search text, every sort key of both tabs in turn. Each query is timed on its first page and on a keyset deep page (500, 1,000 or 2,500 rows in, reached through next_from_value), hot cache (a page that took under 1 s is run again and the second run counts; a slower one scanned more than a cache keeps).`,
    "",
    `Server-side time is the server's search call as the HTTP handler runs it (searchCatalogue answering from the search read model built from that database: the page plan, the items made from the model's memory and total_hits): what the user waits for, the page together with the total it shows. total_hits is exact up to ${n(TOTAL_HITS_CAP)} and ${n(TOTAL_HITS_CAP)} above (shown as "${n(TOTAL_HITS_CAP)}+").`,
    "",
  ];
  const figureRows: string[][] = [];
  for (const engine of ["PostgreSQL", "PGlite"] as const) {
    const run = runs[engine];
    if (!run) continue;
    if (run.error) {
      figureRows.push([engine, "failed", run.error, "", "NOT met"]);
      continue;
    }
    const all = summarise(run.timings.map((t) => t.ms));
    const target = TARGETS[engine];
    figureRows.push(
      [engine, "p50, every page", ms(all.p50), `<= ${target.p50} ms`, verdict(all.p50, target.p50)],
      [engine, "p95, every page", ms(all.p95), `<= ${target.p95} ms`, verdict(all.p95, target.p95)],
      [engine, "max, every page", ms(all.max), `<= ${target.max} ms`, verdict(all.max, target.max)],
    );
  }
  lines.push(table(["engine", "figure", "measured", "target", "result"], figureRows), "");

  const breakdown: string[][] = [];
  for (const engine of ["PostgreSQL", "PGlite"] as const) {
    const run = runs[engine];
    if (!run || run.error) continue;
    for (const page of ["first", "deep"] as const) {
      const s = summarise(pageTimes(run, page));
      breakdown.push([engine, `${page} page`, String(s.count), ms(s.p50), ms(s.p95), ms(s.max)]);
    }
  }
  if (breakdown.length > 0) {
    lines.push(table(["engine", "pages", "count", "p50", "p95", "max"], breakdown), "");
  }

  for (const engine of ["PostgreSQL", "PGlite"] as const) {
    const run = runs[engine];
    if (!run || run.error) continue;
    const slowest = [...run.timings].sort((a, b) => b.ms - a.ms).slice(0, 5);
    lines.push(
      `Slowest 5 on ${engine}:`,
      "",
      table(
        ["query", "page", "time", "total_hits", "filters"],
        slowest.map((t) => [`#${t.n}`, t.page, ms(t.ms), n(t.totalHits), t.summary]),
      ),
      "",
    );
  }

  const builds = (["PostgreSQL", "PGlite"] as const).flatMap((engine) => {
    const build = runs[engine]?.build;
    return build
      ? [
          [
            engine,
            `${(build.ms / 1000).toFixed(1)} s`,
            `${build.mb.toFixed(0)} MB`,
            `${((build.mb * 1e6) / key.products).toFixed(0)} MB`,
          ],
        ]
      : [];
  });
  if (builds.length > 0) {
    lines.push(
      "Building the read model from each database (the server does this on start and answers from SQL meanwhile); memory is its typed arrays, titles, title index and stored items:",
      "",
      table(["engine", "build time", "memory", "memory per million products"], builds),
      "",
    );
  }

  const updateRows = (["PostgreSQL", "PGlite"] as const).flatMap((engine) =>
    (runs[engine]?.updates ?? []).map((u) => [engine, n(u.rows), ms(u.ms)]),
  );
  if (updateRows.length > 0) {
    lines.push(
      `Update latency: applying a batch of changed products to the built model (re-read from the database, moved in every sort order and the title index), the median of 5 runs (1 run for 10,000). A change reaches search within the change poll (every ${POLL_MS} ms) plus this.`,
      "",
      table(["engine", "changed products", "apply time"], updateRows),
      "",
    );
  }

  const hopRows = (["PostgreSQL", "PGlite"] as const).flatMap((engine) => {
    const hop = runs[engine]?.hop;
    return hop
      ? [
          [
            engine,
            ms(hop.inThread.p50),
            ms(hop.inThread.p95),
            ms(hop.inWorker.p50),
            ms(hop.inWorker.p95),
          ],
        ]
      : [];
  });
  if (hopRows.length > 0) {
    lines.push(
      "The server's read model lives in a worker thread, so a long query does not hold up other requests; the hop's cost: the first pages answered by the model in the calling thread and by the same model in its worker (the message there and back included):",
      "",
      table(
        ["engine", "in thread p50", "in thread p95", "in worker p50", "in worker p95"],
        hopRows,
      ),
      "",
    );
  }

  lines.push(`### Throughput over HTTP (PostgreSQL)`, "");
  if (!throughput) {
    lines.push("Not measured: PostgreSQL was not available.");
  } else if ("error" in throughput) {
    lines.push(`Failed: ${throughput.error}`);
  } else {
    const t = throughput;
    const meets = (run: ThroughputRun) =>
      run.requestsPerS >= THROUGHPUT_TARGET.requestsPerS && run.latencyP99 <= THROUGHPUT_TARGET.p99
        ? "met"
        : "NOT met";
    const row = (label: string, run: ThroughputRun) => [
      label,
      n(run.requests),
      run.requestsPerS.toFixed(1),
      `${run.latencyP50} ms`,
      `${run.latencyP97_5} ms`,
      `${run.latencyP99} ms`,
      `${run.latencyMax} ms`,
      n(run.non2xx),
      n(run.errors),
      meets(run),
    ];
    lines.push(
      `POST /prod/v3/search on the real server (a child process with \`npm start\`'s node options, ${t.nodeOptions.join(" ") || "none"}, on PostgreSQL, signed in as a demo Professional user, answers not re-checked against the contract as in production (CHECK_RESPONSES=0), timed once its read model was built: ${t.readModel || "no read model line seen"}), autocannon with ${t.connections} connections for ${t.durationS} s each, after ${WARM_UP_S} s of other new queries (a freshly started server's first seconds, before its functions are optimised and the build's garbage is collected, are slower; until 2026-11-29 there was no warm-up): first every request a query the server has not answered before (the first pages of ${n(FRESH_COUNT)} more queries drawn as the ${n(queries.length)} are, from another seed, each asked once; until 2026-11-27 this run asked the ${n(queries.length)} at offsets 1-39, whose pages share most items), then the ${n(queries.length)} first pages again and again (the server remembers the answer to a query asked again until the catalogue changes, so after the first two rounds these are what the pages everyone opens cost). Target: >= ${THROUGHPUT_TARGET.requestsPerS} requests/s with p99 <= ${THROUGHPUT_TARGET.p99} ms.`,
      "",
      table(
        [
          "workload",
          "requests",
          "requests/s",
          "latency p50",
          "p97.5",
          "p99",
          "max",
          "non-2xx",
          "errors",
          "target",
        ],
        [row("new queries", t.fresh), row("the first pages repeated", t.repeated)],
      ),
    );
  }
  lines.push("", "### Growth (read model in memory, same queries)", "");
  if (scaling.length === 0) {
    lines.push("Not measured.");
  } else {
    const p = projection();
    lines.push(
      `The demo generator's catalogue built straight into the read model (no database), the same ${n(queries.length)} queries, first and deep pages, the page plan alone; memory is the heap and array buffers the model added. The server runs these queries in its read model's worker thread, so max is the longest one search holds the searches queued behind it (not the server's other requests). ${n(PROJECT_TO)} products projected by a least-squares line through the measured points.`,
      "",
      table(
        ["products", "p50", "p95", "max", "build", "memory"],
        [
          ...scaling.map((s) => [
            n(s.products),
            ms(s.p50),
            ms(s.p95),
            ms(s.max),
            `${(s.buildMs / 1000).toFixed(1)} s`,
            `${s.memoryMb.toFixed(0)} MB`,
          ]),
          ...(p
            ? [
                [
                  `${n(PROJECT_TO)} (projected)`,
                  "",
                  ms(p.p95),
                  "",
                  "",
                  `${p.memoryMb.toFixed(0)} MB`,
                ],
              ]
            : []),
        ],
      ),
    );
  }
  // The choice of engine was measured once by hand (compareInMemory.ts needs DuckDB installed by
  // hand); its record rides along so a bench run does not drop it from BENCHMARKS.md.
  lines.push("", readFileSync(new URL("./inMemoryComparison.md", import.meta.url), "utf8").trim());
  return lines.join("\n");
}

/** p95 and memory at PROJECT_TO by least squares over the scaling points (null under two points). */
function projection(): { p95: number; memoryMb: number } | null {
  if (scaling.length < 2) return null;
  const lineAt = (ys: number[]) => {
    const xs = scaling.map((s) => s.products);
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    let sxy = 0;
    let sxx = 0;
    xs.forEach((x, i) => {
      sxy += (x - mx) * ((ys[i] as number) - my);
      sxx += (x - mx) ** 2;
    });
    return my + (sxy / sxx) * (PROJECT_TO - mx);
  };
  return {
    p95: lineAt(scaling.map((s) => s.p95)),
    memoryMb: lineAt(scaling.map((s) => s.memoryMb)),
  };
}
