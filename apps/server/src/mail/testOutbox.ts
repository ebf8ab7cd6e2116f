// For tests: a fresh database holding only the outbox table (other parts' migrations stay out).
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_DIR, migrate } from "../db/migrate";
import { createTestDatabase, type TestDatabase, type TestEngine } from "../db/testDb";

export const OUTBOX_MIGRATIONS = ["020_outbox.sql", "060_outbox_retry.sql"];

export async function createOutboxTestDatabase(
  engine: TestEngine = "pglite",
): Promise<TestDatabase> {
  const test = await createTestDatabase(engine);
  const dir = await mkdtemp(join(tmpdir(), "outbox-migration-"));
  try {
    for (const name of OUTBOX_MIGRATIONS) {
      await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
    }
    await migrate(test.db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return test;
}
