/**
 * `node --expose-gc --import tsx bench/search/compareInMemory.ts [products] [--no-duckdb]`: the read model's typed
 * arrays against DuckDB in memory on the bench's 200 queries, without a database (issue 17's choice).
 * Prints a summary and writes bench/out/search-inmemory.json.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createLog } from "../lib/log.mjs";
import { OUT_DIR } from "../lib/paths.mjs";
import { summarise } from "../lib/stats.mjs";
import { BENCH_TODAY } from "./dataset";
import { buildInMemory, quantilesInMemory, timeDuckDb, timeModel } from "./inMemory";
import { generateQueries } from "./queries";

const products = Number(process.argv[2] ?? 1_000_000);
const log = createLog("search-inmemory");
const model = buildInMemory(products, BENCH_TODAY, log);
log(
  `typed arrays: built in ${(model.buildMs / 1000).toFixed(1)} s, ~${model.modelMb.toFixed(0)} MB of arrays and titles (heap grew ${model.heapMb.toFixed(0)} MB)`,
);
const queries = generateQueries(quantilesInMemory(model), {
  count: 200,
  seed: 7,
  shops: Math.ceil(products / 20),
});
const typed = timeModel(model.tables, queries);
const strategies = { walk: 0, scan: 0, "scan-order": 0 };
for (const page of typed.pages) strategies[page.answer.strategy]++;
const figures = (first: number[], deep: number[]) => ({
  all: summarise([...first, ...deep]),
  first: summarise(first),
  deep: summarise(deep),
});
log(`typed arrays: ${JSON.stringify(figures(typed.first, typed.deep).all)}`);
let duck: unknown;
try {
  if (process.argv.includes("--no-duckdb")) throw new Error("not run (--no-duckdb)");
  const d = await timeDuckDb(model, typed.pages, log);
  duck = { loadMs: d.loadMs, mismatches: d.mismatches, ...figures(d.first, d.deep) };
  log(`DuckDB: ${JSON.stringify(duck)}`);
} catch (error) {
  duck = { error: String(error) };
  log(`DuckDB failed: ${String(error)}`);
}
await mkdir(OUT_DIR, { recursive: true });
await writeFile(
  join(OUT_DIR, "search-inmemory.json"),
  JSON.stringify(
    {
      products,
      buildMs: model.buildMs,
      modelMb: model.modelMb,
      heapMb: model.heapMb,
      strategies,
      typedArrays: figures(typed.first, typed.deep),
      duckdb: duck,
    },
    null,
    2,
  ),
);
log("wrote bench/out/search-inmemory.json");
