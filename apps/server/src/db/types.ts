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
}
