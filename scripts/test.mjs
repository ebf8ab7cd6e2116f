// `npm test` after lint: every workspace's typecheck and tests, two at a time (one per core), longest
// first. Turbo alone picks its own order, and once left the server suite (a third of the work) for
// last, alone. Here two runners take the next step from one queue as each finishes, so the long
// suites start at once and the short ones fill the gaps. Every step runs, so one run shows every
// failure; the exit code is the first failing step's. A failing step's last lines are printed again at
// the end: two steps print at once, and a CI log is often read from its tail.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

const turbo = (...args) => ["npx", "turbo", "run", ...args, "--output-logs=new-only"];

/** Longest first (minutes on 2 cores with the other runner busy, CI of 2026-11-27: 18.6, 16.9, 7.5, 2.2, 1.3). */
const queue = [
  // The web app's unit tests, then the browser journeys against the built server.
  turbo("test", "--filter=@hotshelf/web"),
  turbo("test", "--filter=@hotshelf/server"),
  turbo("test", "--filter=@hotshelf/storybook"),
  turbo(
    "typecheck",
    "test",
    "--filter=@hotshelf/domain",
    "--filter=@hotshelf/api",
    "--filter=@hotshelf/ui",
    "--concurrency=1",
  ),
  turbo("typecheck", "--filter=./apps/*", "--concurrency=1"),
];

/** How many of a failing step's last lines the closing summary repeats. */
const TAIL_LINES = 40;
const started = Date.now();
const minutes = (since) => ((Date.now() - since) / 60_000).toFixed(1);
/** The failing steps in the order they ended: name, exit code and last lines. */
const failures = [];

/** Runs a step, its output shown live; resolves to its exit code and its last lines. */
function run([command, ...args]) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"] });
    let tail = "";
    const keep = (out) => (chunk) => {
      out.write(chunk);
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.once("close", (code) => {
      // Without colour codes, which a log viewer shows as noise.
      const lines = stripVTControlCharacters(tail).trimEnd().split("\n");
      done({ code: code ?? 1, lines: lines.slice(-TAIL_LINES) });
    });
  });
}

async function runner() {
  for (let step = queue.shift(); step; step = queue.shift()) {
    const name = step.slice(3, -1).join(" ");
    const stepStarted = Date.now();
    const { code, lines } = await run(step);
    if (code !== 0) failures.push({ name, code, lines });
    console.log(
      `test: ${code === 0 ? "passed" : "FAILED"} in ${minutes(stepStarted)} min: ${name}`,
    );
  }
}

await Promise.all([runner(), runner()]);
for (const { name, lines } of failures) {
  console.log(`\ntest: FAILED: ${name}; its last ${lines.length} lines:\n${lines.join("\n")}`);
}
console.log(`test: every step ran in ${minutes(started)} min`);
process.exit(failures[0]?.code ?? 0);
