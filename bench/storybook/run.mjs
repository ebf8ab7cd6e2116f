// Part "storybook" of `npm run bench`: times the Storybook QA loop, that is a test build of Storybook
// and then the test-runner over every story (play function, axe in light and dark, the screenshot
// compared with its baseline), as `npm test -w @hotshelf/storybook` does after a change; then the
// test-runner alone over that build. The test script records where its time goes (STORYBOOK_TIMINGS).
// Target (issue 7, part 4): the loop in at most 4 minutes on a 2-core machine.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { join, resolve } from "node:path";
import { createLog, withHeartbeat } from "../lib/log.mjs";
import { ROOT } from "../lib/paths.mjs";
import { table, verdict, writePart } from "../lib/report.mjs";
import { summarise } from "../lib/stats.mjs";

const PART = "storybook";
const TARGET_SECONDS = 240;
const APP_DIR = resolve(ROOT, "apps/storybook");
const TEST_SCRIPT = resolve(APP_DIR, "scripts/test-storybook.mjs");
/** Where the test script keeps its test build (apps/storybook/scripts/test-storybook.mjs). */
const TEST_BUILD_DIR = resolve(APP_DIR, "node_modules/.cache/storybook-test-static");
/** The phases the test-runner records per story (apps/storybook/test-runner-timings.js). */
const PHASES = [
  ["worker-setup", "browser, page and Storybook preview, once per worker"],
  ["prepare", "axe injected (first story), story context, viewport"],
  ["render-and-play", "story rendered and its play function run"],
  ["settle", "fonts and two frames, per theme"],
  ["axe-light", "axe, every rule, light theme"],
  ["screenshot-light-capture", "full-page screenshot, light"],
  ["screenshot-light-compare", "compared with the baseline, light"],
  ["axe-dark", "axe, colour contrast, dark theme"],
  ["screenshot-dark-capture", "full-page screenshot, dark (stories tagged dark-shot)"],
  ["screenshot-dark-compare", "compared with the baseline, dark"],
];

const log = createLog(PART);

/** Runs a command with its output kept (shown only on failure) and its wall time measured. */
async function timedRun(label, command, args, { env = {}, status } = {}) {
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  log(`${label}: ${[command, ...args].map((a) => a.replace(ROOT, ".")).join(" ")}`);
  const { code, output } = await withHeartbeat(
    log,
    () => `${label}: ${((Date.now() - started) / 1000).toFixed(0)} s, ${status()}`,
    () =>
      new Promise((done) => {
        const child = spawn(command, args, {
          cwd: APP_DIR,
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

function storyCount() {
  const index = JSON.parse(readFileSync(join(TEST_BUILD_DIR, "index.json"), "utf8"));
  return Object.values(index.entries).filter((entry) => entry.type === "story").length;
}

function readTimings(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Jest's own summary lines ("Tests: 217 passed, 217 total"), without colour codes. */
function jestSummary(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
  const line = (name) => plain.match(new RegExp(`^${name}:\\s+(.+)$`, "m"))?.[1]?.trim() ?? "–";
  return { suites: line("Test Suites"), tests: line("Tests"), snapshots: line("Snapshots") };
}

const s = (seconds) => (Number.isFinite(seconds) ? `${seconds.toFixed(1)} s` : "–");

/** One run of the test script (`npm test -w @hotshelf/storybook`), with its recorded timings. */
async function runLoop(label, stories) {
  const dir = await mkdtemp(join(os.tmpdir(), "bench-storybook-timings-"));
  const file = join(dir, "timings.jsonl");
  const step = await timedRun(label, process.execPath, [TEST_SCRIPT], {
    env: { STORYBOOK_TIMINGS: file },
    status: () => {
      const timings = readTimings(file);
      const done = timings.filter((t) => t.phase === "render-and-play").length;
      if (done > 0) return `${done} of ${stories ?? "all"} stories tested`;
      const build = timings.find((t) => t.phase === "build");
      return build
        ? `built in ${s(build.ms / 1000)}, starting the browsers`
        : "building (or reusing the build)";
    },
  });
  const timings = readTimings(file);
  await rm(dir, { recursive: true, force: true });
  const phase = (name) => timings.find((t) => t.phase === name)?.ms / 1000;
  return {
    ...step,
    timings,
    build: phase("build") ?? 0,
    testRunner: phase("test-runner") ?? Number.NaN,
    summary: jestSummary(step.output),
  };
}

async function main() {
  // 1. The loop after a component changed: no test build yet, so the script builds, then tests.
  await rm(TEST_BUILD_DIR, { recursive: true, force: true });
  const cold = await runLoop("loop (build + test-runner)");
  if (cold.code !== 0) {
    throw new Error(`the Storybook loop failed (exit ${cold.code}):\n${cold.output.slice(-1500)}`);
  }
  const stories = storyCount();
  // 2. The same again: the build is fresh, so only the test-runner runs.
  const warm = await runLoop("test-runner over the existing build", stories);
  if (warm.code !== 0) {
    throw new Error(`the test-runner failed (exit ${warm.code}):\n${warm.output.slice(-1500)}`);
  }

  const phases = PHASES.map(([phase, what]) => {
    const values = warm.timings.filter((t) => t.phase === phase).map((t) => t.ms);
    return { phase, what, total: values.reduce((a, b) => a + b, 0) / 1000, ...summarise(values) };
  });
  const perStory = new Map();
  for (const t of warm.timings) {
    if (t.id) perStory.set(t.id, (perStory.get(t.id) ?? 0) + t.ms);
  }
  const slowest = [...perStory.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const load = (step) => `${step.loadBefore.toFixed(1)} → ${step.loadAfter.toFixed(1)}`;

  const markdown = [
    "## Storybook QA loop",
    "",
    `The loop is what \`npm test -w @hotshelf/storybook\` does after a component changed: a test build of Storybook (\`storybook build --test\`: the stories without docs pages), then the test-runner over every story (${stories} stories: play function, axe in light and dark, a full-page screenshot compared with its baseline, and a second one in dark for stories tagged dark-shot), 2 Jest workers on Debian's Chromium. Run again without a change, the script reuses the build. The 1-minute load average (before → after) shows how busy the shared machine was.`,
    "",
    table(
      ["step", "wall", "target", "", "load average"],
      [
        [
          "the loop: build + test-runner",
          s(cold.wall),
          `≤ ${TARGET_SECONDS} s`,
          verdict(cold.wall, TARGET_SECONDS),
          load(cold),
        ],
        ["… of which the build", s(cold.build), "", "", ""],
        ["… of which the test-runner", s(cold.testRunner), "", "", ""],
        [
          "the test-runner over the existing build (whole script)",
          s(warm.wall),
          `≤ ${TARGET_SECONDS} s`,
          verdict(warm.wall, TARGET_SECONDS),
          load(warm),
        ],
      ],
    ),
    "",
    `Both runs passed: suites ${warm.summary.suites}; tests ${warm.summary.tests}; snapshots ${warm.summary.snapshots}.`,
    "",
    "Where the test-runner's time goes in the second run (summed over both workers; per story unless noted):",
    "",
    table(
      ["phase", "what", "count", "total", "p50", "p95", "max"],
      phases.map((p) => [
        p.phase,
        p.what,
        p.count,
        s(p.total),
        `${Math.round(p.p50)} ms`,
        `${Math.round(p.p95)} ms`,
        `${Math.round(p.max)} ms`,
      ]),
    ),
    "",
    `Slowest stories (all phases): ${slowest.map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`).join(", ")}.`,
  ].join("\n");

  await writePart(PART, markdown, {
    targetSeconds: TARGET_SECONDS,
    stories,
    loop: {
      wall: cold.wall,
      build: cold.build,
      testRunner: cold.testRunner,
      load: [cold.loadBefore, cold.loadAfter],
    },
    existingBuild: {
      wall: warm.wall,
      load: [warm.loadBefore, warm.loadAfter],
      summary: warm.summary,
    },
    phases: phases.map(({ what, ...figures }) => figures),
    slowest: slowest.map(([id, ms]) => ({ id, ms })),
  });
  log(
    `wrote bench/out/${PART}.md: loop ${s(cold.wall)} (build ${s(cold.build)}), existing build ${s(warm.wall)}`,
  );
}

try {
  await main();
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
