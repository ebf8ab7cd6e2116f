import { randomBytes } from "node:crypto";
import pg from "pg";
import { type OpenDbOptions, openDb } from "./openDb";
import type { Db } from "./types";

export type TestEngine = "pglite" | "postgres";

/** The engines tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export function testEngines(): TestEngine[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops the database created for the test. */
  dispose(): Promise<void>;
}

/** A fresh, empty database: in-memory PGlite, or a new database in the TEST_DATABASE_URL cluster. */
export async function createTestDatabase(
  engine: TestEngine,
  options: Pick<OpenDbOptions, "requestBudgetMs"> = {},
): Promise<TestDatabase> {
  if (engine === "pglite") {
    const db = await openDb(options);
    return { db, dispose: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `hotshelf_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 4, ...options });
  return {
    db,
    async dispose() {
      await db.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
