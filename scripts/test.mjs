// `npm test` after lint: every workspace's typecheck and tests, two at a time (one per core), longest
// first. Turbo alone picks its own order, and once left the server suite (a third of the work) for
// last, alone. Here two runners take the next step from one queue as each finishes, so the long
// suites start at once and the short ones fill the gaps. Every step runs, so one run shows every
// failure; the exit code is the first failing step's.
import { spawn } from "node:child_process";

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

const started = Date.now();
const minutes = (since) => ((Date.now() - since) / 60_000).toFixed(1);

function run([command, ...args]) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.once("exit", (code) => done(code ?? 1));
  });
}

async function runner() {
  let failed = 0;
  for (let step = queue.shift(); step; step = queue.shift()) {
    const name = step.slice(3, -1).join(" ");
    const stepStarted = Date.now();
    const code = await run(step);
    console.log(
      `test: ${code === 0 ? "passed" : "FAILED"} in ${minutes(stepStarted)} min: ${name}`,
    );
    failed ||= code;
  }
  return failed;
}

const codes = await Promise.all([runner(), runner()]);
console.log(`test: every step ran in ${minutes(started)} min`);
process.exit(codes.find((code) => code !== 0) ?? 0);
