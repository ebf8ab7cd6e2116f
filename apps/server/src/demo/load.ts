import { readFile } from "node:fs/promises";
import { MIGRATIONS_DIR } from "../db/migrate";
import type { Db, Queryable } from "../db/types";
import { bulkInsert } from "./bulkInsert";
import {
  ACTIVITY_COLUMNS,
  AD_COLUMNS,
  HISTORY_COLUMNS,
  PRODUCT_COLUMNS,
  SHOP_COLUMNS,
} from "./columns";
import {
  DEFAULT_DEMO_SEED,
  type DemoBatch,
  generateDemo,
  type History,
  planDemo,
} from "./generate";

export const DEFAULT_DEMO_PRODUCTS = 20_000;
/** The migrations that hold only search indexes: dropped before a bulk load and run again after it. */
const SEARCH_INDEX_FILES = ["002_search_indexes.sql", "003_search_filter_indexes.sql"];
/** Share of the progress bar the row load takes; building the indexes takes the rest. */
const LOAD_SHARE = 0.85;
/** Where the index builds end; ANALYZE takes the last percent. */
const INDEX_SHARE_END = 0.99;

export interface DemoProgress {
  phase: "rows" | "indexes" | "done";
  /** 0..100, rising. */
  percent: number;
  products: number;
  totalProducts: number;
}

export interface EnsureDemoOptions {
  products?: number;
  seed?: number;
  /** The last day of the demo history; today (UTC) by default. */
  today?: Date;
  onProgress?: (progress: DemoProgress) => void;
}

export interface DemoLoadResult {
  /** False when demo data was already there and nothing was done. */
  loaded: boolean;
  products: number;
  shops: number;
  ms: number;
}

interface DemoMarker {
  products: number;
  shops: number;
  seed: number;
  last_day: string;
}

/**
 * Loads the demo catalogue unless it is already loaded (idempotent; a load cut off half-way is
 * removed and done again). The search indexes are dropped for the load and rebuilt afterwards.
 */
export async function ensureDemoData(
  db: Db,
  options: EnsureDemoOptions = {},
): Promise<DemoLoadResult> {
  const started = Date.now();
  const existing = await readMarker(db);
  if (existing) {
    return { loaded: false, products: existing.products, shops: existing.shops, ms: 0 };
  }
  const products = options.products ?? DEFAULT_DEMO_PRODUCTS;
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const today = options.today ?? new Date();
  const lastDay = today.toISOString().slice(0, 10);
  const { shopCount } = planDemo(products, seed);
  const report = (phase: DemoProgress["phase"], fraction: number, loadedProducts: number) =>
    options.onProgress?.({
      phase,
      percent: Math.min(100, Math.floor(fraction * 100)),
      products: loadedProducts,
      totalProducts: products,
    });

  // A previous load that did not finish left rows without a marker.
  await db.query("DELETE FROM shops WHERE source = 'demo'");
  const indexScripts = await Promise.all(
    SEARCH_INDEX_FILES.map((file) => readFile(`${MIGRATIONS_DIR}/${file}`, "utf8")),
  );
  const indexScript = indexScripts.join("\n");
  if (products > 0) {
    for (const name of searchIndexNames(indexScript)) {
      await db.query(`DROP INDEX IF EXISTS ${name}`);
    }
  }

  report("rows", 0, 0);
  let loaded = 0;
  for (const batch of generateDemo({ products, seed, today })) {
    await db.transaction((tx) => insertBatch(tx, batch, lastDay));
    loaded += batch.products.length;
    report("rows", products === 0 ? LOAD_SHARE : (loaded / products) * LOAD_SHARE, loaded);
  }

  report("indexes", LOAD_SHARE, loaded);
  const indexStatements = sqlStatements(indexScript);
  await db.transaction(async (tx) => {
    // More sort memory makes the index builds after a bulk load several times faster.
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    // One statement at a time, so that a large load reports progress while its indexes are built.
    for (const [i, statement] of indexStatements.entries()) {
      await tx.query(statement);
      const built = (i + 1) / indexStatements.length;
      report("indexes", LOAD_SHARE + built * (INDEX_SHARE_END - LOAD_SHARE), loaded);
    }
  });
  await db.exec("ANALYZE shops; ANALYZE products; ANALYZE ads; ANALYZE activity;");

  const marker: DemoMarker = { products, shops: shopCount, seed, last_day: lastDay };
  await db.query(
    `INSERT INTO catalogue_state (key, value) VALUES ('demo', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(marker)],
  );
  report("done", 1, loaded);
  return { loaded: true, products, shops: shopCount, ms: Date.now() - started };
}

async function readMarker(db: Queryable): Promise<DemoMarker | null> {
  const { rows } = await db.query<{ value: DemoMarker }>(
    "SELECT value FROM catalogue_state WHERE key = 'demo'",
  );
  return rows[0]?.value ?? null;
}

/** The index names a CREATE INDEX script defines. */
export function searchIndexNames(script: string): string[] {
  return [...script.matchAll(/CREATE INDEX IF NOT EXISTS (\w+)/g)].map((m) => m[1] as string);
}

/** The statements of a script of plain DDL: comment lines dropped, split at a `;` that ends a line. */
export function sqlStatements(script: string): string[] {
  return script
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

async function insertBatch(tx: Queryable, batch: DemoBatch, lastDay: string): Promise<void> {
  const history = (rows: History[], idColumn: "shop_id" | "product_id") =>
    rows.map((h) => ({ ...h, [idColumn]: h.id, last_day: lastDay }));
  await bulkInsert(tx, "shops", SHOP_COLUMNS, batch.shops);
  await bulkInsert(tx, "products", PRODUCT_COLUMNS, batch.products);
  await bulkInsert(
    tx,
    "shop_history",
    HISTORY_COLUMNS("shop_id"),
    history(batch.shopHistory, "shop_id"),
  );
  await bulkInsert(
    tx,
    "product_history",
    HISTORY_COLUMNS("product_id"),
    history(batch.productHistory, "product_id"),
  );
  await bulkInsert(tx, "ads", AD_COLUMNS, batch.ads);
  await bulkInsert(tx, "activity", ACTIVITY_COLUMNS, batch.activity);
}
