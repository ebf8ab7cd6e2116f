/**
 * The read model's worker keeps long queries off the event loop: while queries that hold a thread
 * for a long time run in the worker, a timer on the main thread still fires on time. The same queries
 * in this thread (the control) show how long the main thread would otherwise have been held.
 */
import type { SearchQuery } from "@hotshelf/api/contract";
import type { SearchType } from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSearch } from "../buildSearch";
import { type ModelSink, TablesBuilder } from "./builder";
import { pageWithItems } from "./modelItems";
import { ModelWorker } from "./modelWorker";
import { queryModel, type ReadModelTables } from "./query";
import { type LoadedRow, SCHEMAS } from "./schema";

const PRODUCTS = 60_000;
const CHUNK = 20_000;
const WORDS = ["linen", "lamp", "mug", "oak", "shelf", "wool", "brass", "tray", "vase", "rug"];
const DAY_MICROS = 86_400_000_000;
const JAN_2025_MICROS = Date.UTC(2025, 0, 1) * 1000;

/** A deterministic row as the loader would read it. */
function row(searchType: SearchType, i: number): LoadedRow {
  const schema = SCHEMAS[searchType];
  const loaded: LoadedRow = {
    id: i + 1,
    shop_id: searchType === "products" ? (i % 500) + 1 : i + 1,
    listed: i % 13 !== 0,
    title_lower: `${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} ${i}`,
  };
  for (const column of schema.numeric) {
    loaded[column.column] =
      column.kind === "timestamptz" ? JAN_2025_MICROS + (i % 400) * DAY_MICROS : (i * 7919) % 10007;
  }
  for (const column of schema.text) loaded[column] = ["US", "FR", "DE"][i % 3] as string;
  return loaded;
}

function chunks(searchType: SearchType, count: number): LoadedRow[][] {
  const out: LoadedRow[][] = [];
  for (let from = 0; from < count; from += CHUNK) {
    const rows: LoadedRow[] = [];
    for (let i = from; i < Math.min(count, from + CHUNK); i++) rows.push(row(searchType, i));
    out.push(rows);
  }
  return out;
}

async function fill(sink: ModelSink, searchType: SearchType, rows: LoadedRow[][]): Promise<void> {
  await sink.create(searchType, rows.length * CHUNK);
  for (const chunk of rows) await sink.append(searchType, chunk);
}

/** An offset deep into a scan: the model keeps 40,000 rows in its heap, a long synchronous query. */
const slowQuery = {
  sort_by: "price",
  from_count: 40_000,
  page_size: 50,
  search_type: "products",
  search_filters: {},
  search_string: "a",
} as SearchQuery;

/**
 * How many times a 5 ms timer fired while `work` ran: none when the work holds the event loop, some
 * when it waits on another thread. (A count, not a lateness: on a loaded machine any timer is late.)
 */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks++;
  }, 5);
  try {
    await work();
    return ticks;
  } finally {
    clearInterval(timer);
  }
}

describe("the read model's worker thread", () => {
  const worker = new ModelWorker(() => undefined);
  const local = new TablesBuilder();
  let tables: ReadModelTables;

  beforeAll(async () => {
    const products = chunks("products", PRODUCTS);
    const shops = chunks("shops", 500);
    for (const sink of [worker, local]) {
      await fill(sink, "products", products);
      await fill(sink, "shops", shops);
    }
    await worker.finish(true);
    tables = local.finish(true);
  }, 120_000);
  afterAll(async () => {
    await worker.stop();
  });

  it("answers as the model in this thread does", async () => {
    const query = { ...slowQuery, from_count: 0 };
    const expected = pageWithItems(tables, buildSearch(query));
    expect(expected?.rows.length).toBe(51);
    expect(await worker.query(query, {})).toEqual(expected);
  });

  it("answers null (for SQL to answer) before its model is built and once it has stopped", async () => {
    const lines: string[] = [];
    const fresh = new ModelWorker((line) => lines.push(line));
    try {
      expect(await fresh.query(slowQuery, {})).toBeNull();
      expect(lines).toEqual([
        "Search read model: a query failed (Error: the read model is not built yet)",
      ]);
    } finally {
      await fresh.stop();
    }
    expect(fresh.failure).toBe("stopped");
    expect(await fresh.query(slowQuery, {})).toBeNull();
  });

  it("keeps slow queries off the event loop: a timer still fires while they run", async () => {
    const built = buildSearch(slowQuery);
    // The control: in this thread, the queries (as many as fill 300 ms) let the timer fire not once.
    let runs = 0;
    const held = await ticksDuring(async () => {
      const started = performance.now();
      do {
        queryModel(tables, built);
        runs++;
      } while (performance.now() - started < 300);
    });
    expect(held).toBe(0);

    // The same queries answered in the worker (the same pages: the work was done there), and the timer
    // fires meanwhile.
    const expected = pageWithItems(tables, built);
    let answers: unknown[] = [];
    const free = await ticksDuring(async () => {
      answers = await Promise.all(Array.from({ length: runs }, () => worker.query(slowQuery, {})));
    });
    expect(answers).toHaveLength(runs);
    for (const answer of answers) expect(answer).toEqual(expected);
    expect(free).toBeGreaterThan(0);
  }, 60_000);
});
