// A fresh PGlite database runs initdb inside WebAssembly: several seconds of CPU, most of what a test
// database costs. A test run makes one fresh database, dumps it (before any migration, so it is exactly
// what initdb leaves) and names the dump in PGLITE_TEMPLATE; every fresh database of that run, in any
// worker or child server, then starts from the dump instead of running initdb again.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm };

/** The dump to start a fresh database from, when this process was given one and the data is new. */
export async function pgliteTemplateFor(path: string | undefined): Promise<Blob | undefined> {
  const template = process.env.PGLITE_TEMPLATE;
  if (!template) return undefined;
  if (path && existsSync(join(path, "PG_VERSION"))) return undefined;
  return new Blob([await readFile(template)]);
}

/** Writes what a fresh PGlite database holds after initdb, as an uncompressed tar. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}
