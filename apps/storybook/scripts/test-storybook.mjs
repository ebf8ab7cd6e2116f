// Builds (or reuses) a test build of Storybook, serves it, and runs the test-runner over every story:
// play functions, axe in light and dark, and screenshots against the committed baselines. The test
// build (`storybook build --test`: stories only, no docs pages, docgen or source maps) lives apart
// from storybook-static, the full build for designers and Chromatic (`npm run build`).
//   npm test -w @hotshelf/storybook                      check against the baselines (--ci)
//   UPDATE_SNAPSHOTS=1 npm test -w @hotshelf/storybook   re-record the baselines on purpose
//   npm test -w @hotshelf/storybook -- cards-shopcard    only the stories whose title matches
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { recordTiming } from "../test-runner-timings.js";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoDir = path.resolve(appDir, "../..");
const staticDir = path.join(appDir, "node_modules/.cache/storybook-test-static");
const snapshotDir = path.join(appDir, "__image_snapshots__");
const versionFile = path.join(snapshotDir, "CHROMIUM_VERSION");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const updating = process.env.UPDATE_SNAPSHOTS === "1";
const started = Date.now();

function bin(name) {
  for (const dir of [
    path.join(appDir, "node_modules/.bin"),
    path.join(repoDir, "node_modules/.bin"),
  ]) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed; run npm install at the repository root.`);
}

/** Newest modification time under a folder (stories, components, styles, Storybook config). */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".turbo")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsFresh() {
  const marker = path.join(staticDir, "index.json");
  if (!existsSync(marker)) return false;
  const sources = [
    path.join(repoDir, "packages/ui/src"),
    path.join(repoDir, "packages/domain/src"),
    path.join(appDir, ".storybook"),
    path.join(appDir, "src"),
  ];
  return statSync(marker).mtimeMs > Math.max(...sources.map(newestMtime));
}

/** Builds into a fresh folder, then swaps it in, so a reader never sees a half-written build. */
async function buildStatic() {
  // Beside node_modules' caches: ignored by git, and on the same disk, so the swap is a rename.
  const outDir = path.join(appDir, "node_modules/.cache", `storybook-build-${process.pid}`);
  rmSync(outDir, { recursive: true, force: true });
  const buildStarted = performance.now();
  const code = await run(bin("storybook"), [
    "build",
    "--test",
    "-o",
    outDir,
    "--quiet",
    "--disable-telemetry",
  ]);
  recordTiming({ phase: "build", ms: performance.now() - buildStarted });
  if (code !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    return code;
  }
  rmSync(staticDir, { recursive: true, force: true });
  renameSync(outDir, staticDir);
  return 0;
}

function chromiumVersion() {
  const out = execFileSync(chromiumPath, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return out.trim();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: appDir, stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function seconds() {
  return ((Date.now() - started) / 1000).toFixed(1);
}

async function main() {
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium not found at ${chromiumPath}. Install Debian's chromium package (never a downloaded browser).`,
    );
    return 1;
  }
  const version = chromiumVersion();
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, "utf8").trim() : null;
  if (!updating && recorded && recorded !== version) {
    console.error(
      [
        "The browser changed, not the components:",
        `  baselines were recorded with: ${recorded}`,
        `  the running browser is:       ${version}`,
        "Review a few stories by eye, then re-record: UPDATE_SNAPSHOTS=1 npm test -w @hotshelf/storybook",
      ].join("\n"),
    );
    return 1;
  }

  if (buildIsFresh()) {
    console.log("storybook: reusing the fresh test build (its sources have not changed since)");
  } else {
    console.log("storybook: building Storybook for the test-runner (storybook build --test)");
    const code = await buildStatic();
    if (code !== 0) return code;
  }
  // This run serves its own copy: another run in the same checkout may rebuild the test build
  // meanwhile, and the stories' hashed chunks would vanish under this one.
  const servedDir = mkdtempSync(path.join(os.tmpdir(), "storybook-static-"));
  const removeServedDir = () => rmSync(servedDir, { recursive: true, force: true });
  process.once("exit", removeServedDir);
  cpSync(staticDir, servedDir, { recursive: true });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    bin("http-server"),
    [servedDir, "-p", String(port), "-a", "127.0.0.1", "-s", "-c-1"],
    {
      cwd: appDir,
      stdio: "ignore",
    },
  );
  const stopServer = () => {
    if (server.exitCode === null && !server.killed) server.kill("SIGTERM");
  };
  process.once("exit", stopServer);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      stopServer();
      process.exit(130);
    });
  }

  try {
    const waited = await run(bin("wait-on"), ["--timeout", "30000", `${url}/index.json`]);
    if (waited !== 0) {
      console.error(`storybook: the static server did not answer at ${url}`);
      return waited;
    }
    const args = ["--url", url, "--index-json", "--maxWorkers=2", "--ci", ...process.argv.slice(2)];
    if (updating) args.push("-u");
    const testStarted = performance.now();
    const code = await run(bin("test-storybook"), args, {
      env: { ...process.env, CHROMIUM_PATH: chromiumPath, TARGET_URL: url },
    });
    recordTiming({ phase: "test-runner", ms: performance.now() - testStarted });
    if (code === 0 && updating && process.argv.length <= 2) {
      writeFileSync(versionFile, `${version}\n`);
      console.log(`storybook: baselines recorded with ${version}`);
    }
    return code;
  } finally {
    stopServer();
    console.log(`storybook: test-runner finished in ${seconds()} s`);
  }
}

process.exitCode = await main();
