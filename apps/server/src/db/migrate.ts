import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { execScript } from "./openDb";
import type { Db } from "./types";

/** apps/server/migrations, from src/db (sources and tests) or dist/main.js (the bundle) alike. */
export const MIGRATIONS_DIR = findMigrationsDir();

function findMigrationsDir(): string {
  const candidates = ["../../migrations", "../migrations"].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}

const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;

/**
 * Applies every not yet applied migrations/NNN_name.sql in file-name order, each in its own
 * transaction together with its schema_migrations row. Returns the names it applied.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const { rows } = await db.query<{ name: string }>("SELECT name FROM schema_migrations");
  const applied = new Set(rows.map((row) => row.name));
  const done: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const sql = await readFile(`${dir}/${name}`, "utf8");
    try {
      await db.transaction(async (tx) => {
        await execScript(tx, sql);
        await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
      });
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
    }
    done.push(name);
  }
  return done;
}
