import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { OUT_DIR } from "./paths.mjs";

/** A markdown table; cells are escaped so a `|` in a value cannot break the row. */
export function table(headers, rows) {
  const cell = (value) => String(value).replaceAll("|", "\\|").replaceAll("\n", " ");
  const line = (cells) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/** "met" or "NOT met" for a figure measured against an upper (or, with atLeast, lower) bound. */
export function verdict(value, target, { atLeast = false } = {}) {
  if (!Number.isFinite(value)) return "NOT met";
  return (atLeast ? value >= target : value <= target) ? "met" : "NOT met";
}

/** Writes bench/out/<part>.md (a section starting with "## ") and bench/out/<part>.json. */
export async function writePart(part, markdown, figures) {
  if (!markdown.startsWith("## ")) throw new Error(`${part}: the section must start with "## "`);
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(resolve(OUT_DIR, `${part}.md`), `${markdown.trimEnd()}\n`);
  await writeFile(resolve(OUT_DIR, `${part}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}
