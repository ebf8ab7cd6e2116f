// Runs the browser journeys against the real server: builds the web app and the server, starts
// `node apps/server/dist/main.js` on a free port with a fresh DATA_DIR, 2,000 demo products and
// TRACKER_ALLOW_LOOPBACK=1 (so Track Shop can reach fake stores on 127.0.0.1), runs
// every e2e/*.journey.mjs with node's test runner, then stops the server and removes the data.
// E2E_BASE_URL=http://... runs the journeys against a server that is already running instead.
// Arguments pick journeys by path: `node e2e/run.mjs explore/ alerts` runs those whose path holds one.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, "..");
const rootDir = resolve(webDir, "../..");

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}).`);
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, server, log) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped while starting:\n${log()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /health within 2 minutes:\n${log()}`);
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "hotshelf-e2e-"));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = "";
  const server = spawn(process.execPath, [join(rootDir, "apps/server/dist/main.js")], {
    cwd: join(rootDir, "apps/server"),
    // TRACKER_ALLOW_LOOPBACK lets Track Shop reach the journeys' fake stores on 127.0.0.1.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: "2000",
      TRACKER_ALLOW_LOOPBACK: "1",
      UNTRUSTED_CORPUS: "1", // security/untrusted.journey.mjs checks the ads it seeds
      // The journeys all come from 127.0.0.1: far more sign-ins (two /idp calls each with SRP) and
      // pictures than one person makes. The limits have their own server tests.
      RATE_LIMITS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const stop = () =>
    new Promise((done) => {
      if (server.exitCode !== null) return done();
      server.once("exit", done);
      server.kill("SIGTERM");
      setTimeout(() => server.kill("SIGKILL"), 10_000).unref();
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitForHealth(url, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, log: () => output };
}

const picked = process.argv.slice(2);

async function main() {
  let server = null;
  let baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) {
    run("npx", ["vite", "build", "--logLevel", "warn"], webDir);
    run("npx", ["vite", "build", "--ssr", "src/entry-server.tsx", "--logLevel", "warn"], webDir);
    run("npm", ["run", "build", "-w", "@hotshelf/server"], rootDir);
    server = await startServer();
    baseUrl = server.url;
    console.log(`e2e: server at ${baseUrl}`);
  }
  const journeys = readdirSync(here, { recursive: true })
    .filter((name) => name.endsWith(".journey.mjs"))
    .filter((name) => picked.length === 0 || picked.some((part) => name.includes(part)))
    .map((name) => join(here, name));
  // The spec report also goes to a file, so a failure's details can be repeated last: CI logs are
  // often read from the tail, and the server's output would otherwise bury them.
  const reportDir = mkdtempSync(join(tmpdir(), "hotshelf-e2e-report-"));
  const report = join(reportDir, "spec.txt");
  const child = spawn(
    process.execPath,
    [
      "--test",
      "--test-concurrency=2",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=spec",
      `--test-reporter-destination=${report}`,
      ...journeys,
    ],
    { stdio: "inherit", env: { ...process.env, E2E_BASE_URL: baseUrl } },
  );
  const code = await new Promise((done) => child.once("exit", (status) => done(status ?? 1)));
  if (code !== 0) {
    if (server) console.error(`e2e: the server's last output:\n${server.log()}`);
    console.error(`e2e: what failed:\n${failures(readFileSync(report, "utf8"))}`);
  }
  rmSync(reportDir, { recursive: true, force: true });
  await server?.stop();
  process.exit(code);
}

/** The spec reporter's closing "failing tests" section, or every failed line when it has none. */
function failures(spec) {
  const start = spec.lastIndexOf("failing tests:");
  if (start >= 0) return spec.slice(start);
  return spec
    .split("\n")
    .filter((line) => line.includes("✖"))
    .join("\n");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
