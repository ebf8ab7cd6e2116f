// CI's size budget: the gzipped JS a signed-in /explore/products loads, read from the last build's
// manifest (apps/web's `test` runs this after the e2e run has built dist). Fails with the per-chunk
// table when the total is over the budget. Usage: node scripts/sizeBudget.mjs [distDir]
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { JS_BUDGET, kb, measureLoad } from "./bundleLoad.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const distDir = resolve(process.argv[2] ?? resolve(here, "../dist"));

let load;
try {
  load = measureLoad(distDir);
} catch (error) {
  console.error(`size budget: ${error.message}`);
  process.exit(1);
}
const table = [
  "| chunk | kind | gzip KB |",
  "| --- | --- | ---: |",
  ...load.rows.map((row) => `| ${row.file} | ${row.kind} | ${kb(row.gzip)} |`),
  `| **total JS** | js | **${kb(load.jsTotal)}** |`,
  `| total CSS | css | ${kb(load.cssTotal)} |`,
].join("\n");
const verdict = `signed-in /explore/products loads ${kb(load.jsTotal)} KB of JS (gzip); budget ${kb(JS_BUDGET)} KB`;
if (load.jsTotal > JS_BUDGET) {
  console.error(`${table}\n\nsize budget EXCEEDED: ${verdict}.`);
  console.error("Find what grew in the table above; lazy-load what only an interaction needs.");
  process.exit(1);
}
console.log(`size budget ok: ${verdict} (${load.rows.length} files).`);
