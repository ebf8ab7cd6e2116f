// Part "storybook" of `npm run bench`: times the Storybook QA loop, `npm test -w @hotshelf/storybook`:
// every story as a Vitest test in Chromium (render and play function, axe, layout sanity, screenshots
// compared with their baselines). First from a cold start (Vite's dependency cache removed, as after a
// dependency change), then five times as after a component change (the median counts), each after a
// run of the Jest test-runner loop it replaced (jestLoop.mjs), so both are timed on the same machine
// in the same minutes. Vitest's JSON report gives the time of every story. Targets: the loop in at
// most 4 minutes on a 2-core machine (issue 7, part 4), and, as after a component change, no slower
// than the Jest loop (issue 19).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import { join, resolve } from "node:path";
import { createLog, withHeartbeat } from "../lib/log.mjs";
import { ROOT } from "../lib/paths.mjs";
import { table, verdict, writePart } from "../lib/report.mjs";
import { medianBy, summarise } from "../lib/stats.mjs";
import {
  JEST_LOOP_BASELINE_CHROMIUM,
  JEST_LOOP_COMMIT,
  JEST_LOOP_SHORT,
  JEST_LOOP_STORIES,
  jestLoopCommand,
  jestTestSummary,
  prepareJestLoop,
} from "./jestLoop.mjs";

const PART = "storybook";
const TARGET_SECONDS = 240;
/**
 * The Jest loop's time recorded on this machine kind (2026-11-28, quiet), the target only when the
 * Jest loop cannot be run beside this one (its commit or its dependencies out of reach).
 */
const JEST_LOOP_RECORDED_SECONDS = 49.2;
/**
 * Runs as after a component change, of each loop; the medians are the figures. Five: one run of
 * either loop moves by ±4 s on this machine, more than the two loops differ.
 */
const WARM_RUNS = 5;
/** Jest runs that may fail in a part before it gives up (its Modal story is flaky: 3 runs in 15 here). */
const JEST_RETRIES = 5;
const APP_DIR = resolve(ROOT, "apps/storybook");
const TEST_SCRIPT = resolve(APP_DIR, "scripts/test-storybook.mjs");
/**
 * Storybook's cache: Vite's pre-bundled dependencies for the story tests are kept between runs in
 * its `<version>/<project hash>/sb-vitest` (the Vitest addon's cacheDir), not in node_modules/.vite.
 */
const STORYBOOK_CACHE_DIR = resolve(APP_DIR, "node_modules/.cache/storybook");

/** Every pre-bundle of the story tests, whatever Storybook version and project made it. */
async function removeVitestPrebundles() {
  if (!existsSync(STORYBOOK_CACHE_DIR)) return;
  for (const version of await readdir(STORYBOOK_CACHE_DIR)) {
    const versionDir = join(STORYBOOK_CACHE_DIR, version);
    for (const project of await readdir(versionDir).catch(() => [])) {
      await rm(join(versionDir, project, "sb-vitest"), { recursive: true, force: true });
    }
  }
}

const log = createLog(PART);

/** Runs a command with its output kept (shown only on failure) and its wall time measured. */
async function timedRun(label, command, args, { env = {}, status, cwd = APP_DIR } = {}) {
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  log(`${label}: ${[command, ...args].map((a) => a.replace(ROOT, ".")).join(" ")}`);
  const { code, output } = await withHeartbeat(
    log,
    () => `${label}: ${((Date.now() - started) / 1000).toFixed(0)} s, ${status()}`,
    () =>
      new Promise((done) => {
        const child = spawn(command, args, {
          cwd,
          env: { ...process.env, FORCE_COLOR: "0", ...env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        const chunks = [];
        child.stdout.on("data", (chunk) => chunks.push(chunk));
        child.stderr.on("data", (chunk) => chunks.push(chunk));
        child.once("error", (error) => done({ code: -1, output: error.message }));
        child.once("close", (exitCode) =>
          done({ code: exitCode ?? -1, output: Buffer.concat(chunks).toString() }),
        );
      }),
  );
  const wall = (Date.now() - started) / 1000;
  log(`${label}: exit ${code} after ${wall.toFixed(1)} s`);
  return { code, wall, loadBefore, loadAfter: os.loadavg()[0], output };
}

/** Every story test of Vitest's JSON report: its name and duration. */
function readReport(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  return report.testResults.flatMap((suite) =>
    suite.assertionResults.map((test) => ({
      id: `${suite.name.replace(/^.*\/packages\/ui\/src\//, "")} > ${test.title}`,
      status: test.status,
      ms: test.duration ?? 0,
    })),
  );
}

/** Wall time per story, in whole milliseconds. */
const perStoryMs = (seconds, stories) => Math.round((seconds * 1000) / stories);

const s = (seconds) => (Number.isFinite(seconds) ? `${seconds.toFixed(1)} s` : "–");

/**
 * One run of the test script (`npm test -w @hotshelf/storybook`), with Vitest's JSON report. A loop
 * that fails ends the part: its time would not be the loop's.
 */
async function runLoop(label) {
  const dir = await mkdtemp(join(os.tmpdir(), "bench-storybook-report-"));
  const file = join(dir, "report.json");
  const step = await timedRun(
    label,
    process.execPath,
    [TEST_SCRIPT, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    { status: () => "testing the stories" },
  );
  const tests = readReport(file);
  await rm(dir, { recursive: true, force: true });
  if (step.code !== 0) {
    throw new Error(`the Storybook loop failed (exit ${step.code}):\n${step.output.slice(-1500)}`);
  }
  return { ...step, tests };
}

/** One run of the Jest loop as after a component change, with Jest's summary line. */
async function runJestLoop(label) {
  const { cwd, command, args } = await jestLoopCommand();
  const step = await timedRun(label, command, args, { cwd, status: () => "the Jest loop" });
  return { ...step, summary: jestTestSummary(step.output) };
}

const JEST_NAME = `the Jest loop of ${JEST_LOOP_SHORT}`;

/**
 * A run of the Jest loop that passed. A failed run's time is not the loop's: it is run again, its
 * summary added to `failures` for the report, until more than JEST_RETRIES failed in the part.
 */
async function passingJestLoop(label, failures) {
  for (;;) {
    const jest = await runJestLoop(label);
    if (jest.code === 0) return jest;
    failures.push(jest.summary);
    if (failures.length > JEST_RETRIES) {
      throw new Error(
        `${JEST_NAME} failed ${failures.length} times (${failures.join("; ")}):\n${jest.output.slice(-1500)}`,
      );
    }
  }
}

async function main() {
  // 1. Cold: no pre-bundled dependencies, as after a dependency change or on a fresh checkout.
  await removeVitestPrebundles();
  const cold = await runLoop("loop, cold (dependencies pre-bundled first)");
  // 2. As after a component change, WARM_RUNS times, each just after a run of the Jest loop it
  // replaced (the machine's speed moves more within a day than the two loops differ).
  const jestUnavailable = await prepareJestLoop(timedRun);
  if (jestUnavailable) log(`${JEST_NAME} is not run: ${jestUnavailable}`);
  const warmRuns = [];
  const jestRuns = [];
  const jestFailures = [];
  for (let run = 1; run <= WARM_RUNS; run++) {
    if (!jestUnavailable) {
      jestRuns.push(await passingJestLoop(`${JEST_NAME} (${run} of ${WARM_RUNS})`, jestFailures));
    }
    warmRuns.push(await runLoop(`loop, as after a component change (${run} of ${WARM_RUNS})`));
  }
  const warm = medianBy(warmRuns, (run) => run.wall);
  const jest = jestRuns.length > 0 ? medianBy(jestRuns, (run) => run.wall) : null;
  const target = jest ? jest.wall : JEST_LOOP_RECORDED_SECONDS;
  const stories = warm.tests.length;
  const passed = warm.tests.filter((t) => t.status === "passed").length;
  const perStory = summarise(warm.tests.map((t) => t.ms));
  const slowest = [...warm.tests].sort((a, b) => b.ms - a.ms).slice(0, 5);
  const load = (step) => `${step.loadBefore.toFixed(1)} → ${step.loadAfter.toFixed(1)}`;

  const markdown = [
    "## Storybook QA loop",
    "",
    `The loop is what \`npm test -w @hotshelf/storybook\` does: every story as a Vitest test through Storybook's Vitest addon (${stories} stories: render and play function, axe in light and colour contrast in dark, layout sanity (in light: the dark theme only swaps colours), a screenshot compared with its baseline, and a second one in dark for stories tagged dark-shot), 2 pages at once in Debian's Chromium, the story files of each sharing its page (put back as fresh after each file), the stories broken on purpose among them (each passes only when it fails for its fault). No Storybook build: Vite serves the stories. The 1-minute load average (before → after) shows how busy the shared machine was.`,
    "",
    table(
      ["step", "wall", "target", "", "load average"],
      [
        [
          "the loop, cold (Vite pre-bundles the dependencies first)",
          s(cold.wall),
          `≤ ${TARGET_SECONDS} s`,
          verdict(cold.wall, TARGET_SECONDS),
          load(cold),
        ],
        [
          `the loop, as after a component change (median of ${WARM_RUNS}: ${warmRuns.map((r) => s(r.wall)).join(", ")})`,
          s(warm.wall),
          jest
            ? `≤ ${s(target)} (the Jest loop it replaced, below)`
            : `≤ ${s(target)} (the Jest loop it replaced, as recorded on 2026-11-28)`,
          verdict(warm.wall, target),
          load(warm),
        ],
        ...(jest
          ? [
              [
                `${JEST_NAME} (a Storybook test build, then the test-runner over its ${JEST_LOOP_STORIES} stories), as after a component change, each run just before one of the above (median of ${jestRuns.length}: ${jestRuns.map((r) => s(r.wall)).join(", ")})`,
                s(jest.wall),
                "-",
                "",
                load(jest),
              ],
            ]
          : []),
      ],
    ),
    "",
    `Every run passed: ${passed} of ${stories} story tests in the median one.`,
    "",
    jest
      ? `The Jest loop is ${JEST_LOOP_SHORT} as it was, its own dependencies installed from its lockfile in bench/.data; only its record of the Chromium version its baselines were taken with is set to the running one (they were taken with ${JEST_LOOP_BASELINE_CHROMIUM}), and a run counts only when all its stories passed, screenshots included: ${jestRuns.map((r) => r.summary).join("; ")}.${jestFailures.length > 0 ? ` Runs that failed and were run again: ${jestFailures.join("; ")}.` : ""}`
      : `${JEST_NAME} could not be run here (${jestUnavailable}), so the target is its time as recorded on this machine kind on 2026-11-28, quiet; this machine kind's speed moves by more than the difference within a day.`,
    "",
    `The Jest loop covered ${JEST_LOOP_STORIES} stories (${perStoryMs(target, JEST_LOOP_STORIES)} ms of wall per story); this loop covers ${stories} (${perStoryMs(warm.wall, stories)} ms per story as after a change).`,
    "",
    `Time per story test in the median run (all its checks): p50 ${Math.round(perStory.p50)} ms, p95 ${Math.round(perStory.p95)} ms, max ${Math.round(perStory.max)} ms.`,
    "",
    `Slowest stories: ${slowest.map((t) => `${t.id} ${(t.ms / 1000).toFixed(1)} s`).join(", ")}.`,
  ].join("\n");

  await writePart(PART, markdown, {
    targetSeconds: TARGET_SECONDS,
    jestLoop: {
      commit: JEST_LOOP_COMMIT,
      stories: JEST_LOOP_STORIES,
      runs: jestRuns.map((r) => r.wall),
      failed: jestFailures,
      unavailable: jestUnavailable,
      target,
    },
    stories,
    cold: { wall: cold.wall, load: [cold.loadBefore, cold.loadAfter] },
    warm: {
      wall: warm.wall,
      runs: warmRuns.map((r) => r.wall),
      load: [warm.loadBefore, warm.loadAfter],
      passed,
    },
    perStory,
    slowest,
  });
  log(`wrote bench/out/${PART}.md: cold ${s(cold.wall)}, as after a change ${s(warm.wall)}`);
}

try {
  await main();
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
