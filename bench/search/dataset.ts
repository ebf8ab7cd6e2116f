/**
 * The benchmark's catalogue: the demo generator's 1,000,000 products in 50,000 shops, loaded once into
 * a PGlite data dir under bench/.data and into a PostgreSQL database, and kept there. A marker row
 * records the generator version and size, so a re-run with the same ones skips the load and a change
 * reloads from scratch.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import pg from "pg";
import { migrate, openDb } from "../../apps/server/src/db";
import type { Db } from "../../apps/server/src/db/types";
import {
  DEFAULT_DEMO_SEED,
  DEMO_GENERATOR_VERSION,
  type DemoProgress,
  ensureDemoData,
} from "../../apps/server/src/demo";
import { withHeartbeat } from "../lib/log.mjs";
import { DATA_DIR } from "../lib/paths.mjs";

/** 1M; BENCH_SEARCH_PRODUCTS sets a smaller catalogue to check the part works (not for figures). */
export const BENCH_PRODUCTS =
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: `npm run bench` runs outside turbo.
  Number(process.env.BENCH_SEARCH_PRODUCTS) || 1_000_000;
/** A fixed last day of history, so both engines and every re-run hold the same rows. */
export const BENCH_TODAY = new Date("2026-11-01T00:00:00Z");

export interface DatasetKey {
  generator: number;
  products: number;
  seed: number;
  today: string;
}

export function datasetKey(products = BENCH_PRODUCTS): DatasetKey {
  return {
    generator: DEMO_GENERATOR_VERSION,
    products,
    seed: DEFAULT_DEMO_SEED,
    today: BENCH_TODAY.toISOString().slice(0, 10),
  };
}

type Log = (line: string) => void;

/** Field by field: jsonb hands keys back in its own order. */
function sameKey(stored: unknown, key: DatasetKey): boolean {
  if (typeof stored !== "object" || stored === null) return false;
  const record = stored as Record<string, unknown>;
  return (Object.keys(key) as Array<keyof DatasetKey>).every((name) => record[name] === key[name]);
}

async function readKey(db: Db): Promise<unknown> {
  const { rows } = await db.query<{ value: unknown }>(
    "SELECT value FROM catalogue_state WHERE key = 'bench'",
  );
  return rows[0]?.value ?? null;
}

/**
 * Applies migrations added since the cached catalogue was loaded (e.g. new search indexes), then
 * refreshes the planner's statistics, so a re-run measures the current schema without a reload.
 */
async function upgradeCached(db: Db, log: Log, label: string): Promise<void> {
  const started = Date.now();
  const applied = await withHeartbeat(
    log,
    () => `${label}: applying new migrations to the cached catalogue`,
    () => migrate(db),
  );
  if (applied.length === 0) return;
  await db.exec("ANALYZE shops; ANALYZE products;");
  log(`${label}: applied ${applied.join(", ")} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Migrates and loads the demo catalogue, printing progress at least every 10 s. */
async function load(db: Db, key: DatasetKey, log: Log, label: string): Promise<void> {
  await migrate(db);
  let state: DemoProgress = { phase: "rows", percent: 0, products: 0, totalProducts: key.products };
  // Printed from the progress callback as well: PGlite's load keeps the event loop too busy for timers.
  let lastPrinted = 0;
  const describe = () =>
    state.phase === "rows"
      ? `${label}: loading rows ${state.products.toLocaleString("en-US")} of ${key.products.toLocaleString("en-US")} products (${state.percent}%)`
      : `${label}: ${state.phase === "indexes" ? "building the search indexes" : "done"} (${state.percent}%)`;
  const started = Date.now();
  await withHeartbeat(log, describe, () =>
    ensureDemoData(db, {
      products: key.products,
      seed: key.seed,
      today: BENCH_TODAY,
      onProgress: (progress) => {
        const phaseChanged = progress.phase !== state.phase;
        state = progress;
        if (phaseChanged || Date.now() - lastPrinted >= 5_000) {
          lastPrinted = Date.now();
          log(describe());
        }
      },
    }),
  );
  await db.query(
    `INSERT INTO catalogue_state (key, value) VALUES ('bench', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(key)],
  );
  log(`${label}: loaded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The PGlite data dir of this key, loaded if needed, open. */
export async function pgliteDataset(key: DatasetKey, log: Log): Promise<{ db: Db; dir: string }> {
  const dir = resolve(DATA_DIR, `pglite-g${key.generator}-${key.products}`);
  if (existsSync(dir)) {
    const db = await openDb({ dataDir: dir });
    if (sameKey(await readKey(db).catch(() => null), key)) {
      log(`PGlite: cached catalogue in ${dir}`);
      await upgradeCached(db, log, "PGlite");
      return { db, dir };
    }
    await db.close();
    log(`PGlite: ${dir} is incomplete or from another generator; loading again`);
    await rm(dir, { recursive: true, force: true });
  }
  const db = await openDb({ dataDir: dir });
  // A bulk load writes a lot of WAL; fewer checkpoints make it faster.
  await db.exec("ALTER SYSTEM SET max_wal_size = '2GB'");
  await db.exec("SELECT pg_reload_conf()");
  await db.exec("SET synchronous_commit = off");
  await load(db, key, log, "PGlite");
  await db.exec("CHECKPOINT");
  return { db, dir };
}

/** The PostgreSQL database at url, created and loaded if needed, open. */
export async function postgresDataset(key: DatasetKey, url: string, log: Log): Promise<Db> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^\w+$/.test(name))
    throw new Error(`BENCH_DATABASE_URL must name a plain database, got '${name}'`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  try {
    const { rowCount } = await adminClient.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      name,
    ]);
    if (rowCount) {
      const db = await openDb({ databaseUrl: url });
      if (sameKey(await readKey(db).catch(() => null), key)) {
        log(`PostgreSQL: cached catalogue in database ${name}`);
        await upgradeCached(db, log, "PostgreSQL");
        return db;
      }
      await db.close();
      log(`PostgreSQL: database ${name} is incomplete or from another generator; loading again`);
      await adminClient.query(`DROP DATABASE ${name}`);
    }
    await adminClient.query(`CREATE DATABASE ${name}`);
    // Only this database: a crash can lose the last commits of a load, which starts again anyway.
    await adminClient.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await adminClient.end();
  }
  const db = await openDb({ databaseUrl: url, poolSize: 4 });
  await load(db, key, log, "PostgreSQL");
  return db;
}
