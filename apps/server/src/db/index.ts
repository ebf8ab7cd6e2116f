export { MIGRATIONS_DIR, migrate } from "./migrate";
export { execScript, type OpenDbOptions, openDb, type ScriptQueryable } from "./openDb";
export { QueryTimeoutError, REQUEST_TIME_BUDGET_MS } from "./timeBudget";
export type { Db, Queryable } from "./types";
