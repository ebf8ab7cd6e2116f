/** Anything that runs parameterised SQL ($1, $2, ...): the database or a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>;
}

/** The one database interface of the server: PGlite by default, PostgreSQL with DATABASE_URL. */
export interface Db extends Queryable {
  readonly engine: "pglite" | "postgres";
  /** Runs several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The same database for work done on behalf of a request: its queries run under the request time
   * budget (src/db/timeBudget.ts) and answer 503 `busy` past it. Startup and background work (demo
   * data, migrations, the tracker) use the database itself, without a budget.
   */
  readonly forRequests: Db;
}
