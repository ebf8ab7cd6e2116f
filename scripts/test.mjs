// `npm test` after lint: every workspace's typecheck and tests, in two lanes, one per core. Turbo alone
// picks its own order, and once left the server suite (about a third of the work) for last, alone;
// the lanes fix the order so the two longest suites start at once. Both lanes always finish, so one
// run shows every failure; the exit code is the first failing lane's.
import { spawn } from "node:child_process";

const turbo = (...args) => ["npx", "turbo", "run", ...args, "--output-logs=new-only"];

const lanes = {
  // The browser journeys: the web app's longest suite.
  web: [turbo("test", "--filter=@hotshelf/web")],
  // Everything else, longest first.
  rest: [
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
  ],
};

function run([command, ...args]) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.once("exit", (code) => done(code ?? 1));
  });
}

async function runLane(name, steps) {
  const started = Date.now();
  let failed = 0;
  for (const step of steps) {
    const code = await run(step);
    if (code !== 0) {
      console.error(`test: lane ${name} failed at: ${step.slice(3).join(" ")}`);
      failed ||= code;
    }
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`test: lane ${name} ${failed ? "FAILED" : "passed"} in ${minutes} min`);
  return failed;
}

const codes = await Promise.all(Object.entries(lanes).map(([name, steps]) => runLane(name, steps)));
process.exit(codes.find((code) => code !== 0) ?? 0);
