import { migrate } from "../../../src/db";
import { createTestDatabase, type TestEngine } from "../../../src/db/testDb";
import type { Db } from "../../../src/db/types";

export { testEngines } from "../../../src/db/testDb";

/** A fresh, migrated database on the given engine, and how to get rid of it. */
export async function openMigratedDb(
  engine: TestEngine,
): Promise<{ db: Db; dispose(): Promise<void> }> {
  const test = await createTestDatabase(engine);
  await migrate(test.db);
  return test;
}
