// The Jest loop the story tests replaced (issue 19): 5964f4c's `npm test -w @hotshelf/storybook`, a
// Storybook test build and then @storybook/test-runner over its 221 stories, kept runnable in
// bench/.data so the bench times it beside today's loop, on the same machine in the same minutes.
// This machine kind's speed moves by more than the difference being measured (the CPU reference
// workload read 113 to 165 ms within a day; this loop took 49.2 s on 2026-11-28 and 49.8 to 60.9 s
// on 2026-11-30), so a figure recorded on another day is no target.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { chromiumVersion } from "../lib/machine.mjs";
import { DATA_DIR, ROOT } from "../lib/paths.mjs";

export const JEST_LOOP_COMMIT = "5964f4c8df6ae79fe535a1c532e5202e5c1deafa";
export const JEST_LOOP_SHORT = JEST_LOOP_COMMIT.slice(0, 7);
export const JEST_LOOP_STORIES = 221;
/** The Chromium its baselines were recorded with. */
export const JEST_LOOP_BASELINE_CHROMIUM = "156.0.8078.79";
const CHECKOUT = join(DATA_DIR, `jest-loop-${JEST_LOOP_SHORT}`);
const APP_DIR = join(CHECKOUT, "apps/storybook");
/** Written once the checkout's dependencies are installed. */
const READY = join(CHECKOUT, ".bench-ready");
/** Where the old test script keeps its Storybook test build; removed before each run, as after a change. */
const TEST_BUILD = join(APP_DIR, "node_modules/.cache/storybook-test-static");

/**
 * The old commit's files (git archive, no worktree left in the repository) and its locked
 * dependencies, once; later runs reuse them. `run(label, command, args, { cwd, status })` runs a
 * step with its progress shown. Returns why it cannot be run, or null when it can.
 */
export async function prepareJestLoop(run) {
  if (existsSync(READY) && readFileSync(READY, "utf8").trim() === JEST_LOOP_COMMIT) return null;
  await rm(CHECKOUT, { recursive: true, force: true });
  await mkdir(CHECKOUT, { recursive: true });
  const extracted = await run(
    `the Jest loop: ${JEST_LOOP_SHORT}'s files into ${CHECKOUT.replace(ROOT, ".")}`,
    "sh",
    ["-c", `git -C "${ROOT}" archive --format=tar ${JEST_LOOP_COMMIT} | tar -x -C "${CHECKOUT}"`],
    { cwd: CHECKOUT, status: () => "extracting" },
  );
  if (extracted.code !== 0 || !existsSync(join(APP_DIR, "scripts/test-storybook.mjs"))) {
    return `the commit ${JEST_LOOP_SHORT} is not in this clone (${extracted.output.trim().slice(-200)})`;
  }
  const installed = await run(
    "the Jest loop: npm ci, its own locked dependencies (about 850 MB, once)",
    "npm",
    ["ci", "--no-audit", "--no-fund"],
    { cwd: CHECKOUT, status: () => "installing" },
  );
  if (installed.code !== 0) return `npm ci failed: ${installed.output.trim().slice(-300)}`;
  writeFileSync(READY, `${JEST_LOOP_COMMIT}\n`);
  return null;
}

/**
 * Its baselines were recorded with JEST_LOOP_BASELINE_CHROMIUM and its script refuses another version
 * outright; each run states the running one, and counts only when every screenshot still matched.
 */
function acceptRunningChromium() {
  const version = chromiumVersion();
  if (!version) throw new Error("the Jest loop needs Chromium, and it is not installed");
  writeFileSync(join(APP_DIR, "__image_snapshots__/CHROMIUM_VERSION"), `${version}\n`);
}

/** Jest's summary line, e.g. "Tests:       221 passed, 221 total". */
export function jestTestSummary(output) {
  const line = stripVTControlCharacters(output)
    .split("\n")
    .find((text) => text.startsWith("Tests:"));
  return line?.replace(/^Tests:\s*/, "").trim() ?? "no summary";
}

/** The command of one Jest loop as after a component change, for the part's timedRun. */
export async function jestLoopCommand() {
  acceptRunningChromium();
  await rm(TEST_BUILD, { recursive: true, force: true });
  return { cwd: APP_DIR, command: process.execPath, args: ["scripts/test-storybook.mjs"] };
}
