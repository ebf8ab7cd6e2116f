export { MIGRATIONS_DIR, migrate } from "./migrate";
export { execScript, type OpenDbOptions, openDb, type ScriptQueryable } from "./openDb";
export type { Db, Queryable } from "./types";
