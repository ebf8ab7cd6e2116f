import { copyFile, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_DIR, migrate } from "./migrate";
import type { Db } from "./types";

/**
 * Applies only the catalogue migrations (001..009, and 120's original prices, which every product
 * item reads) to a test database, so the data layer's tests do not depend on the other parts'
 * migrations.
 */
export async function migrateCatalogue(db: Db): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "hs-catalogue-migrations-"));
  try {
    for (const name of await readdir(MIGRATIONS_DIR)) {
      if (/^(00\d|120)_.*\.sql$/.test(name))
        await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
    }
    await migrate(db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
