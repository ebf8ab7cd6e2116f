// Once per test run: the initdb dump every fresh PGlite database of the run starts from (see
// src/db/pgliteTemplate.ts). Workers and child servers inherit PGLITE_TEMPLATE from this process.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writePgliteTemplate } from "../../src/db/pgliteTemplate";

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "hotshelf-pglite-template-"));
  const file = join(dir, "initdb.tar");
  await writePgliteTemplate(file);
  process.env.PGLITE_TEMPLATE = file;
  return () => rm(dir, { recursive: true, force: true });
}
