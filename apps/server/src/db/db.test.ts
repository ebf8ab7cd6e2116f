import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "./migrate";
import { openDb } from "./openDb";
import { prepared } from "./prepared";
import { createTestDatabase, type TestDatabase, testEngines } from "./testDb";

describe.each(testEngines())("database on %s", (engine) => {
  let test: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    dir = await mkdtemp(join(tmpdir(), "hs-migrations-"));
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("returns the same JavaScript values on both engines", async () => {
    const { rows } = await test.db.query<Record<string, unknown>>(
      "SELECT 9007199254740::int8 AS big, '2024-02-29'::date AS day, 1.5::float8 AS f, " +
        "ARRAY[1, 2]::int8[] AS ids, '2024-01-02T03:04:05Z'::timestamptz AS ts, $1::text AS param",
      ["x"],
    );
    expect(rows[0]).toEqual({
      big: 9007199254740,
      day: "2024-02-29",
      f: 1.5,
      ids: [1, 2],
      ts: new Date("2024-01-02T03:04:05Z"),
      param: "x",
    });
  });

  it("runs a prepared statement as any other; PostgreSQL keeps it prepared on the connection", async () => {
    const sql = prepared("SELECT $1::int + 1 AS n");
    for (const db of [test.db, test.db.forRequests]) {
      for (const n of [1, 2, 3]) expect((await db.query(sql, [n])).rows).toEqual([{ n: n + 1 }]);
    }
    if (engine === "postgres") {
      // Sequential queries reuse the pool's idle connection, where the statement now lives.
      const { rows } = await test.db.query<{ name: string; statement: string }>(
        "SELECT name, statement FROM pg_prepared_statements",
      );
      expect(rows.filter((row) => row.name.startsWith("hotshelf_prepared_"))).toEqual([
        { name: expect.stringMatching(/^hotshelf_prepared_\d+$/), statement: sql },
      ]);
    }
  });

  it("applies migrations in name order, once each, and rolls back a failing one", async () => {
    await writeFile(join(dir, "002_second.sql"), "INSERT INTO t_order (name) VALUES ('second');");
    await writeFile(
      join(dir, "001_first.sql"),
      "CREATE TABLE t_order (name text); INSERT INTO t_order VALUES ('first');",
    );
    await writeFile(join(dir, "notes.txt"), "not a migration");
    expect(await migrate(test.db, dir)).toEqual(["001_first.sql", "002_second.sql"]);
    expect(await migrate(test.db, dir)).toEqual([]);
    const { rows } = await test.db.query<{ name: string }>("SELECT name FROM t_order");
    expect(rows.map((r) => r.name)).toEqual(["first", "second"]);

    await writeFile(
      join(dir, "003_broken.sql"),
      "INSERT INTO t_order VALUES ('partial'); SELECT no_such_column FROM t_order;",
    );
    await expect(migrate(test.db, dir)).rejects.toThrow(/Migration 003_broken\.sql failed/);
    const after = await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM t_order");
    expect(after.rows[0]?.n).toBe(2);
    const names = await test.db.query<{ name: string }>(
      "SELECT name FROM schema_migrations ORDER BY name",
    );
    expect(names.rows.map((r) => r.name)).toEqual(["001_first.sql", "002_second.sql"]);
  });

  it("commits and rolls back transactions", async () => {
    await test.db.exec("CREATE TABLE t_tx (v int)");
    await test.db.transaction(async (tx) => {
      await tx.query("INSERT INTO t_tx VALUES ($1)", [1]);
    });
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("INSERT INTO t_tx VALUES ($1)", [2]);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const { rows } = await test.db.query<{ v: number }>("SELECT v FROM t_tx");
    expect(rows).toEqual([{ v: 1 }]);
  });
});

describe("PGlite on disk", () => {
  it("creates the data directory's parent and keeps data across a restart", async () => {
    const root = await mkdtemp(join(tmpdir(), "hs-pglite-"));
    const dataDir = join(root, "nested", "db");
    try {
      const first = await openDb({ dataDir });
      await first.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('yes');");
      await first.close();
      const second = await openDb({ dataDir });
      const { rows } = await second.query<{ v: string }>("SELECT v FROM kept");
      await second.close();
      expect(rows).toEqual([{ v: "yes" }]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("PostgreSQL connection errors", () => {
  it("says clearly that it cannot connect", async () => {
    await expect(
      openDb({ databaseUrl: "postgres://nobody@127.0.0.1:1/none", poolSize: 1 }),
    ).rejects.toThrow(/Cannot connect to PostgreSQL/);
  });
});
