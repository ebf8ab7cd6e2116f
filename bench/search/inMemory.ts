/**
 * The search read model without a database (issue 17): the demo generator's products built straight
 * into the typed-array model, and the same columns into DuckDB (@duckdb/node-api, in memory), both
 * answering the bench's 200 queries (first page and a deep keyset page). The typed arrays' answers
 * are the server's own (queryModel); DuckDB's are checked against them, so both do the same work.
 */
import type { SearchQuery } from "@hotshelf/api/contract";
import { rangeFiltersFor, type SearchType } from "@hotshelf/domain";
import { generateDemo } from "../../apps/server/src/demo/generate";
import { type BuiltSearch, buildSearch } from "../../apps/server/src/search/buildSearch";
import { keyColumns } from "../../apps/server/src/search/columns";
import { encodeCursor } from "../../apps/server/src/search/cursor";
import {
  type ModelPage,
  queryModel,
  type ReadModelTables,
} from "../../apps/server/src/search/readModel/query";
import { type LoadedRow, SCHEMAS } from "../../apps/server/src/search/readModel/schema";
import { SearchTable } from "../../apps/server/src/search/readModel/table";
import type { BenchQuery, Quantiles } from "./queries";

type Log = (line: string) => void;
const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99] as const;

export interface InMemoryModel {
  tables: ReadModelTables;
  buildMs: number;
  heapMb: number;
  modelMb: number;
}

/** A generated row as the loader would read it from the database. */
function loaded(searchType: SearchType, row: Record<string, unknown>): LoadedRow {
  const schema = SCHEMAS[searchType];
  const listed =
    searchType === "products"
      ? row.active !== false && row.banned !== true && row.shop_active !== false && !row.shop_banned
      : row.active !== false && row.banned !== true;
  const out: LoadedRow = {
    id: Number(row.id),
    shop_id: Number(searchType === "products" ? row.shop_id : row.id),
    listed,
    title_lower: String(row.title).toLowerCase(),
  };
  for (const column of schema.numeric) {
    const v = row[column.column];
    out[column.column] =
      v === null || v === undefined
        ? null
        : column.kind === "timestamptz"
          ? Date.parse(String(v)) * 1000
          : Number(v);
  }
  for (const column of schema.text) out[column] = (row[column] as string | null) ?? null;
  return out;
}

/**
 * Generates the demo catalogue and builds the model from it, timing the build (appending and sorting,
 * not the generation). Generated rows are dropped batch by batch: as in the server, the heap then
 * holds the model (typed arrays and titles) and not a million row objects for the GC to walk.
 */
export function buildInMemory(products: number, today: Date, log: Log): InMemoryModel {
  global.gc?.();
  const memoryBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const tables: Record<SearchType, SearchTable> = {
    products: new SearchTable(SCHEMAS.products, products + 64),
    shops: new SearchTable(SCHEMAS.shops, Math.ceil(products / 10) + 64),
  };
  let buildMs = 0;
  let nextLog = 0;
  for (const batch of generateDemo({ products, today })) {
    for (const [searchType, generated] of [
      ["products", batch.products],
      ["shops", batch.shops],
    ] as const) {
      const converted = generated.map((row) => loaded(searchType, row));
      const started = performance.now();
      tables[searchType].append(converted);
      buildMs += performance.now() - started;
    }
    if (tables.products.size >= nextLog) {
      log(`generated ${tables.products.size} of ${products} products`);
      nextLog += 250_000;
    }
  }
  const started = performance.now();
  tables.products.buildIndexes();
  tables.shops.buildIndexes();
  buildMs += performance.now() - started;
  global.gc?.();
  const memoryAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  return {
    tables: { ...tables, foldsAscii: true },
    buildMs,
    heapMb: (memoryAfter - memoryBefore) / 1e6,
    modelMb: (tables.products.bytes() + tables.shops.bytes()) / 1e6,
  };
}

/** percentile_disc over listed rows of the bench's sample (every 50th product, every 5th shop). */
export function quantilesInMemory(model: InMemoryModel): Quantiles {
  const out = { products: {}, shops: {} } as Quantiles;
  for (const searchType of ["products", "shops"] as const) {
    const table = model.tables[searchType];
    const every = searchType === "products" ? 50 : 5;
    for (const filter of rangeFiltersFor(searchType)) {
      const column = keyColumns(searchType)[filter.key];
      if (!column) continue;
      const values = table.values.get(column.column) as Float64Array;
      const nulls = table.nulls.get(column.column);
      const sample: number[] = [];
      for (let row = 0; row < table.size; row++) {
        if (table.listed[row] !== 1 || (table.ids[row] as number) % every !== 0) continue;
        if (nulls?.[row] === 1) continue;
        sample.push(values[row] as number);
      }
      sample.sort((a, b) => a - b);
      out[searchType][filter.key] = Object.fromEntries(
        LEVELS.map((level) => {
          const v = sample[Math.max(0, Math.ceil(level * sample.length) - 1)] ?? 0;
          return [
            level,
            filter.type === "date" ? new Date(v / 1000).toISOString().slice(0, 10) : v,
          ];
        }),
      ) as Quantiles[SearchType][string];
    }
  }
  return out;
}

export interface ModelAnswer {
  ids: number[];
  total: number;
  next: string | null;
  ms: number;
  strategy: ModelPage["strategy"];
}

/** One page from the model, as searchCatalogue computes it (without reading the items). */
export function modelSearch(tables: ReadModelTables, query: SearchQuery): ModelAnswer {
  const started = performance.now();
  const built = buildSearch(query);
  const page = queryModel(tables, built);
  if (!page) throw new Error(`the read model declined ${JSON.stringify(query)}`);
  const ms = performance.now() - started;
  const rows = page.rows.slice(0, built.pageSize);
  const last = rows.at(-1);
  const next =
    page.rows.length > built.pageSize && last
      ? encodeCursor({
          sortKey: built.sortKey,
          value: last.sort_value,
          id: last.id,
          total: page.total,
        })
      : null;
  return { ids: rows.map((r) => r.id), total: page.total, next, ms, strategy: page.strategy };
}

export interface EngineTimings {
  first: number[];
  deep: number[];
  mismatches: number;
}

/** The bench's queries on the model: first page, and the keyset page at the query's depth. */
export function timeModel(tables: ReadModelTables, queries: readonly BenchQuery[]) {
  const out: EngineTimings & { pages: { query: SearchQuery; answer: ModelAnswer }[] } = {
    first: [],
    deep: [],
    mismatches: 0,
    pages: [],
  };
  for (const bench of queries) {
    modelSearch(tables, bench.query);
    const first = modelSearch(tables, bench.query);
    out.first.push(first.ms);
    out.pages.push({ query: bench.query, answer: first });
    const before = modelSearch(tables, {
      ...bench.query,
      from_count: bench.deepAt - 1,
      page_size: 1,
    });
    if (!before.next) continue;
    const deepQuery = { ...bench.query, from_count: before.next };
    modelSearch(tables, deepQuery);
    const deep = modelSearch(tables, deepQuery);
    out.deep.push(deep.ms);
    out.pages.push({ query: deepQuery, answer: deep });
  }
  return out;
}

interface DuckDbModule {
  DuckDBInstance: {
    create(
      path: string,
      options: Record<string, string>,
    ): Promise<{
      connect(): Promise<DuckDbConnection>;
      closeSync(): void;
    }>;
  };
}
interface DuckDbConnection {
  run(sql: string): Promise<unknown>;
  runAndReadAll(sql: string): Promise<{ getRowObjectsJS(): Record<string, unknown>[] }>;
  createAppender(table: string): Promise<{
    appendDouble(v: number): void;
    appendBoolean(v: boolean): void;
    appendVarchar(v: string): void;
    appendNull(): void;
    endRow(): void;
    closeSync(): void;
  }>;
  closeSync(): void;
}

/**
 * DuckDB is not a dependency of the repo: the registry here serves only its linux-x64 binaries, so a
 * lock file naming it fails `npm ci`. The comparison loads it when installed by hand.
 */
async function loadDuckDb(): Promise<DuckDbModule> {
  const name = "@duckdb/node-api";
  try {
    return (await import(name)) as DuckDbModule;
  } catch {
    throw new Error(`not run: install DuckDB first (npm install --no-save ${name}@1.5.6-r.1)`);
  }
}

/** The same pages from DuckDB over the same columns; a page differing from the model's counts. */
export async function timeDuckDb(
  model: InMemoryModel,
  pages: readonly { query: SearchQuery; answer: ModelAnswer }[],
  log: Log,
): Promise<EngineTimings & { loadMs: number }> {
  const { DuckDBInstance } = await loadDuckDb();
  const instance = await DuckDBInstance.create(":memory:", { threads: "2" });
  const connection = await instance.connect();
  const loadStarted = performance.now();
  for (const searchType of ["products", "shops"] as const) {
    const schema = SCHEMAS[searchType];
    const columns = [
      "id DOUBLE",
      "shop_id DOUBLE",
      "listed BOOLEAN",
      "title_lower VARCHAR",
      ...schema.numeric.map((c) => `${c.column} DOUBLE`),
      ...schema.text.map((c) => `${c} VARCHAR`),
    ];
    await connection.run(`CREATE TABLE ${searchType} (${columns.join(", ")})`);
    const appender = await connection.createAppender(searchType);
    const table = model.tables[searchType];
    for (let row = 0; row < table.size; row++) {
      appender.appendDouble(table.ids[row] as number);
      appender.appendDouble(table.shopIds[row] as number);
      appender.appendBoolean(table.listed[row] === 1);
      appender.appendVarchar(table.titles[row] as string);
      for (const c of schema.numeric) {
        if (table.nulls.get(c.column)?.[row] === 1) appender.appendNull();
        else appender.appendDouble((table.values.get(c.column) as Float64Array)[row] as number);
      }
      for (const c of schema.text) {
        const code = (table.codes.get(c) as Uint16Array)[row] as number;
        const v = table.dictionaries.get(c)?.values[code] ?? null;
        if (v === null) appender.appendNull();
        else appender.appendVarchar(v);
      }
      appender.endRow();
    }
    appender.closeSync();
  }
  const loadMs = performance.now() - loadStarted;
  log(`DuckDB loaded in ${(loadMs / 1000).toFixed(1)} s`);
  const out = { first: [] as number[], deep: [] as number[], mismatches: 0, loadMs };
  for (const { query, answer } of pages) {
    const built = buildSearch(query);
    const sql = duckSql(built);
    await connection.runAndReadAll(sql.page);
    const started = performance.now();
    const page = (await connection.runAndReadAll(sql.page)).getRowObjectsJS();
    const total = sql.count
      ? Math.min(
          built.countCap,
          Number((await connection.runAndReadAll(sql.count)).getRowObjectsJS()[0]?.n),
        )
      : answer.total;
    const ms = performance.now() - started;
    const ids = page.slice(0, built.pageSize).map((r) => Number(r.id));
    if (JSON.stringify(ids) !== JSON.stringify(answer.ids) || total !== answer.total) {
      out.mismatches++;
    }
    (built.cursor ? out.deep : out.first).push(ms);
  }
  connection.closeSync();
  instance.closeSync();
  return out;
}

/** The page and count as DuckDB SQL (literals: the values come from the bench's own queries). */
function duckSql(built: BuiltSearch): { page: string; count: string | null } {
  const lit = (v: number) => (Number.isFinite(v) ? `${v}::DOUBLE` : `'${v}'::DOUBLE`);
  const text = (s: string) => `'${s.replaceAll("'", "''")}'`;
  const where = ["listed"];
  for (const c of built.conditions) {
    if (c.kind === "range") {
      const v =
        c.column.kind === "timestamptz" ? Date.parse(String(c.value)) * 1000 : Number(c.value);
      where.push(`${c.column.column} ${c.op} ${lit(v)}`);
    } else if (c.kind === "oneOf") {
      const list = c.options.map(text).join(", ");
      where.push(
        c.exclude
          ? `(${c.column} IS NULL OR ${c.column} NOT IN (${list}))`
          : `${c.column} IN (${list})`,
      );
    } else if (c.kind === "ids") {
      const list = c.ids.length > 0 ? c.ids.join(", ") : "NULL";
      where.push(c.negate ? `${c.column} NOT IN (${list})` : `${c.column} IN (${list})`);
    } else if (c.kind === "title") {
      where.push(`contains(title_lower, ${text(c.text.toLowerCase())})`);
    } else {
      throw new Error("shopsOfProducts is not in the bench's queries");
    }
  }
  const key = `coalesce(${built.sort.column}, '-Infinity'::DOUBLE)`;
  const filters = [...where];
  if (built.cursor) {
    const v = built.cursor.value;
    const cursorKey =
      v === null
        ? Number.NEGATIVE_INFINITY
        : typeof v === "string"
          ? Date.parse(v) * 1000 + Number(v.slice(23, 26))
          : v;
    filters.push(
      `(${key} < ${lit(cursorKey)} OR (${key} = ${lit(cursorKey)} AND id < ${built.cursor.id}))`,
    );
  }
  const table = built.searchType;
  return {
    page: `SELECT id FROM ${table} WHERE ${filters.join(" AND ")} ORDER BY ${key} DESC, id DESC LIMIT ${built.pageSize + 1} OFFSET ${built.offset}`,
    count: built.cursor
      ? null
      : `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${where.join(" AND ")} LIMIT ${built.countCap + 1})`,
  };
}
