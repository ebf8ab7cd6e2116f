import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS, pgliteTemplateFor } from "./pgliteTemplate";
import { preparedName } from "./prepared";
import { createBudgetGate, REQUEST_TIME_BUDGET_MS, withinStatementTimeout } from "./timeBudget";
import type { Db, Queryable } from "./types";

/**
 * What openDb's database and its transactions both offer: Queryable plus exec for parameterless
 * scripts. Code that only has a Queryable uses `execScript` below.
 */
export interface ScriptQueryable extends Queryable {
  exec(sql: string): Promise<void>;
  /** PGlite only: COPY table (columns) FROM a CSV text (its fastest bulk load). */
  copyCsv?(table: string, columns: readonly string[], csv: string): Promise<void>;
}

/** Runs a multi-statement script on a database or on a transaction handed out by openDb. */
export async function execScript(q: Queryable, sql: string): Promise<void> {
  if ("exec" in q && typeof q.exec === "function") {
    await (q as ScriptQueryable).exec(sql);
    return;
  }
  throw new Error("execScript needs a database or transaction opened by openDb");
}

export interface OpenDbOptions {
  /** postgres://... to use PostgreSQL; PGlite under dataDir otherwise. */
  databaseUrl?: string | undefined;
  /** Directory of the PGlite data files; "memory://" (or omitted) keeps them in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** The time budget of `forRequests` queries (default REQUEST_TIME_BUDGET_MS). */
  requestBudgetMs?: number;
}

const INT8 = 20;
const INT8_ARRAY = 1016;
const DATE = 1082;
const INT4_ARRAY = 1007;

/**
 * Opens the database. Both engines return the same JavaScript values: int8 as number (ids stay below
 * 2^53), date as the 'yyyy-mm-dd' string (no time-zone shift), timestamptz as Date, float8 as number.
 */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const budgetMs = options.requestBudgetMs ?? REQUEST_TIME_BUDGET_MS;
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, budgetMs);
  return openPglite(options.dataDir, budgetMs);
}

async function openPglite(dataDir: string | undefined, budgetMs: number): Promise<Db> {
  const inMemory = !dataDir || dataDir.startsWith("memory://");
  let path: string | undefined;
  if (!inMemory && dataDir) {
    path = resolve(dataDir);
    // PGlite's initdb fails when the parent of its data directory is missing.
    mkdirSync(dirname(path), { recursive: true });
  }
  const template = await pgliteTemplateFor(path);
  const client = await PGlite.create({
    ...(path ? { dataDir: path } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: PGLITE_EXTENSIONS,
    parsers: { [DATE]: (value: string) => value },
  });
  // Index builds after a bulk load are much faster with more sort memory (PGlite's default is 64 MB).
  await client.exec("SET maintenance_work_mem = '256MB'");
  const pgliteQueryable = (q: PGlite | Transaction): ScriptQueryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await q.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async copyCsv(table: string, columns: readonly string[], csv: string) {
      await q.query(
        `COPY ${table} (${columns.join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`,
        [],
        {
          blob: new Blob([csv]),
        },
      );
    },
  });
  const main: Db = {
    engine: "pglite",
    ...pgliteQueryable(client),
    transaction(fn) {
      return client.transaction((tx) => fn(pgliteQueryable(tx)));
    },
    async close() {
      if (!client.closed) await client.close();
    },
    get forRequests() {
      return requests;
    },
  };
  // Requests' single queries queue at the gate; their transactions (short writes) go straight on.
  const gate = createBudgetGate(budgetMs);
  const requests: Db = {
    engine: "pglite",
    query: (sql, params) => gate(() => main.query(sql, params)),
    exec: (sql) => main.exec(sql),
    transaction: (fn) => main.transaction(fn),
    close: () => main.close(),
    get forRequests() {
      return requests;
    },
  };
  return main;
}

const identity = (value: string) => value;
const toNumber = (value: string) => Number(value);
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8) return toNumber;
    if (oid === DATE) return identity;
    if (oid === INT8_ARRAY) {
      // int4[]'s parser yields numbers, which is what int8[] should give too.
      return (pg.types.getTypeParser as (oid: number) => (value: string) => unknown)(INT4_ARRAY);
    }
    return pg.types.getTypeParser(oid, format ?? "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

async function openPostgres(databaseUrl: string, poolSize: number, budgetMs: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types: typeParsers });
  // Requests get their own connections, whose sessions carry the statement timeout.
  const requestPool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types: typeParsers,
    statement_timeout: budgetMs,
  });
  // An idle connection the server closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  for (const p of [pool, requestPool]) {
    p.on("error", (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
  }
  // Fail at start with a clear error rather than on the first request.
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await Promise.all([pool.end(), requestPool.end()]);
    throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
  }
  const poolQueryable = (q: pg.Pool | pg.PoolClient): ScriptQueryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const values = params ? [...params] : undefined;
      const name = preparedName(sql);
      const result = await (name ? q.query({ name, text: sql, values }) : q.query(sql, values));
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await q.query(sql);
    },
  });
  const overPool = (p: pg.Pool): Omit<Db, "forRequests"> => ({
    engine: "postgres",
    ...poolQueryable(p),
    async transaction(fn) {
      const conn = await p.connect();
      try {
        await conn.query("BEGIN");
        const result = await fn(poolQueryable(conn));
        await conn.query("COMMIT");
        return result;
      } catch (error) {
        await conn.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), requestPool.end()]);
    },
  });
  const budgeted = overPool(requestPool);
  const requests: Db = {
    ...budgeted,
    query: (sql, params) => withinStatementTimeout(() => budgeted.query(sql, params)),
    transaction: (fn) => withinStatementTimeout(() => budgeted.transaction(fn)),
    get forRequests() {
      return requests;
    },
  };
  return { ...overPool(pool), forRequests: requests };
}
