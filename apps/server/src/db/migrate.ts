import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { execScript } from "./openDb";
import type { Db, Queryable } from "./types";

/** apps/server/migrations, from src/db (sources and tests) or dist/main.js (the bundle) alike. */
export const MIGRATIONS_DIR = findMigrationsDir();

function findMigrationsDir(): string {
  const candidates = ["../../migrations", "../migrations"].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}

const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;

/** pg_advisory_xact_lock's key for migrations: any constant other code does not use. */
const MIGRATION_LOCK_KEY = 7_240_153_901;

/**
 * Takes the migration lock for the rest of the transaction: two servers starting at once on one
 * PostgreSQL apply each migration once, the second waiting, then seeing it done. No statement
 * timeout applies here: the wait and the migrations may rightly take long.
 */
async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query("SET LOCAL statement_timeout = 0");
  await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
}

/**
 * Applies every not yet applied migrations/NNN_name.sql in file-name order, each in its own
 * transaction together with its schema_migrations row, under the migration lock. Returns the names
 * it applied.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  });
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const done: string[] = [];
  for (const name of files) {
    const sql = await readFile(`${dir}/${name}`, "utf8");
    try {
      const applied = await db.transaction(async (tx) => {
        await lockMigrations(tx);
        // Checked under the lock: another server may have applied it while this one waited.
        const { rows } = await tx.query("SELECT 1 FROM schema_migrations WHERE name = $1", [name]);
        if (rows.length > 0) return false;
        await execScript(tx, sql);
        await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
        return true;
      });
      if (applied) done.push(name);
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
    }
  }
  return done;
}
