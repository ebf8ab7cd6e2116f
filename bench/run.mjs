// `npm run bench [-- --only search,web]`: runs each part as a child process, then writes BENCHMARKS.md
// from the parts' bench/out/<part>.md sections. A part that fails is reported as failed; the others
// still run. With --only, the sections of the parts not run are kept from the file as it was, each
// still saying when and on which commit it was measured.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { cpuReferenceMs } from "./lib/cpuReference.mjs";
import { commit, machine } from "./lib/machine.mjs";
import { BENCH_DIR, OUT_DIR, ROOT } from "./lib/paths.mjs";
import { keptSections, partMark, stamped } from "./lib/sections.mjs";

const PARTS = ["search", "web", "scroll", "storybook", "export"];
/** How much of a failed part's stderr the report quotes. */
const ERROR_TAIL = 1_500;

function selectedParts(argv) {
  const at = argv.indexOf("--only");
  const inline = argv.find((arg) => arg.startsWith("--only="));
  const list = inline ? inline.slice("--only=".length) : at >= 0 ? argv[at + 1] : null;
  if (list === null) return PARTS;
  if (!list) throw new Error(`--only needs a list of parts: ${PARTS.join(",")}`);
  const names = list.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !PARTS.includes(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown part ${unknown.join(", ")}; the parts are ${PARTS.join(", ")}`);
  }
  return PARTS.filter((name) => names.includes(name));
}

/** Runs bench/<part>/run.mjs; its stderr is shown live and its tail kept for the report. */
function runPart(part) {
  const script = resolve(BENCH_DIR, part, "run.mjs");
  const started = Date.now();
  if (!existsSync(script)) {
    return Promise.resolve({ code: null, ms: 0, error: `bench/${part}/run.mjs does not exist` });
  }
  return new Promise((done) => {
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "pipe"],
    });
    let tail = "";
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-ERROR_TAIL);
    });
    child.once("error", (error) =>
      done({ code: null, ms: Date.now() - started, error: error.message }),
    );
    child.once("exit", (code, signal) => {
      const failed = code !== 0;
      done({
        code,
        ms: Date.now() - started,
        error: failed ? `exited with ${signal ?? `code ${code}`}:\n${tail.trim()}` : null,
      });
    });
  });
}

async function section(part, result) {
  const file = resolve(OUT_DIR, `${part}.md`);
  const written = existsSync(file) ? (await readFile(file, "utf8")).trim() : null;
  if (!result.error)
    return written ?? `## ${part}\n\nFailed: the part wrote no bench/out/${part}.md.`;
  const failure = `**Failed:** ${result.error.split("\n")[0]}\n\n\`\`\`\n${result.error.split("\n").slice(1).join("\n") || "(no output)"}\n\`\`\``;
  return written ? `${written}\n\n${failure}` : `## ${part}\n\n${failure}`;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const parts = selectedParts(process.argv.slice(2));
  const startedAt = new Date();
  const info = await machine();
  const results = new Map();
  for (const part of parts) {
    process.stderr.write(`\n== bench: ${part} ==\n`);
    // A section left from an earlier run must not pass for this one.
    await rm(resolve(OUT_DIR, `${part}.md`), { force: true });
    await rm(resolve(OUT_DIR, `${part}.json`), { force: true });
    const result = await runPart(part);
    results.set(part, result);
    process.stderr.write(
      `== bench: ${part} ${result.error ? "FAILED" : "done"} in ${seconds(result.ms)} ==\n`,
    );
  }

  const { hash, dirty } = commit();
  // Again after the parts: a machine's speed changes over a run (a shared host), and one reading
  // taken at a busy moment would misstate it.
  const speed = `${info.cpuReferenceMs} ms / ${cpuReferenceMs()} ms`;
  const lines = [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\`${parts.length < PARTS.length ? ` (only ${parts.join(", ")})` : ""} on ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC, commit ${hash}${dirty ? " with uncommitted changes" : dirty === false ? " (clean tree)" : ""}.`,
    "",
    "| machine | |",
    "| --- | --- |",
    `| CPU | ${info.cpu} |`,
    `| cores | ${info.cores} |`,
    `| memory | ${info.memoryGiB} GiB |`,
    `| OS | ${info.os} |`,
    `| Node.js | ${info.node} |`,
    `| Chromium | ${info.chromium} |`,
    `| PostgreSQL | ${info.postgresql} |`,
    `| PGlite | ${info.pglite} |`,
    `| load average at start (1, 5, 15 min) | ${info.loadAverage.join(", ")} |`,
    `| CPU reference workload (bench/lib/cpuReference.mjs; lower is faster), before and after the parts | ${speed} |`,
    "",
  ];
  const target = resolve(ROOT, "BENCHMARKS.md");
  const earlier = existsSync(target) ? keptSections(await readFile(target, "utf8")) : new Map();
  const stamp = `_Measured ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC, commit ${hash}, load average at start ${info.loadAverage.join(", ")}, CPU reference workload ${speed}._`;
  for (const part of PARTS) {
    const text = results.has(part)
      ? stamped(await section(part, results.get(part)), stamp)
      : earlier.get(part);
    if (text) lines.push(partMark(part), text, "");
  }
  lines.push("## Wall time", "", "| part | wall time | result |", "| --- | --- | --- |");
  for (const [part, result] of results) {
    lines.push(`| ${part} | ${seconds(result.ms)} | ${result.error ? "failed" : "done"} |`);
  }
  const notRun = PARTS.filter((part) => !results.has(part));
  if (notRun.length > 0) {
    lines.push(
      "",
      `Not run this time: ${notRun.join(", ")} (their sections above are from earlier runs).`,
    );
  }

  const temporary = resolve(ROOT, "BENCHMARKS.tmp.md");
  await writeFile(temporary, `${lines.join("\n")}\n`);
  await rename(temporary, target);
  process.stderr.write(`\nWrote BENCHMARKS.md\n`);
  const failed = [...results].filter(([, r]) => r.error).map(([part]) => part);
  if (failed.length > 0) {
    process.stderr.write(`Failed parts: ${failed.join(", ")}\n`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  process.stderr.write(`bench: ${error.message}\n`);
  process.exitCode = 1;
});
