import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "./migrate";
import { openDb } from "./openDb";
import { createTestDatabase, testEngines } from "./testDb";
import type { Db } from "./types";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two handles on one fresh database: two servers' pools on PostgreSQL, one PGlite twice. */
async function twoServers(engine: "pglite" | "postgres"): Promise<[Db, Db]> {
  const test = await createTestDatabase(engine);
  cleanups.push(() => test.dispose());
  if (engine === "pglite") return [test.db, test.db];
  const probe = await test.db.query<{ name: string }>("SELECT current_database() AS name");
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${probe.rows[0]?.name}`;
  const second = await openDb({ databaseUrl: url.toString(), poolSize: 2 });
  cleanups.push(() => second.close());
  return [test.db, second];
}

/** A schema in a few migrations, the first slow enough for the two servers to overlap. */
async function migrationsDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "hs-race-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await writeFile(
    join(dir, "001_items.sql"),
    `CREATE TABLE items (id bigint PRIMARY KEY, name text NOT NULL);
     INSERT INTO items SELECT g, 'item ' || g FROM generate_series(1, 20000) g;`,
  );
  await writeFile(join(dir, "002_items_name.sql"), "CREATE INDEX items_name ON items (name);");
  await writeFile(join(dir, "003_notes.sql"), "CREATE TABLE notes (item_id bigint, note text);");
  return dir;
}

describe.each(testEngines())("migrations started twice at once on %s", (engine) => {
  let a: Db;
  let b: Db;
  // Opening PGlite can take longer than a test's timeout on a busy machine.
  beforeAll(async () => {
    [a, b] = await twoServers(engine);
  });

  it("both succeed and each migration is applied exactly once", async () => {
    const dir = await migrationsDir();
    const [first, second] = await Promise.all([migrate(a, dir), migrate(b, dir)]);
    expect([...first, ...second].sort()).toEqual([
      "001_items.sql",
      "002_items_name.sql",
      "003_notes.sql",
    ]);
    const { rows } = await a.query<{ n: number }>("SELECT count(*)::int AS n FROM items");
    expect(rows[0]?.n).toBe(20_000);
    expect(await migrate(b, dir)).toEqual([]);
  });
});
