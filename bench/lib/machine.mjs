import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import pg from "pg";
import { cpuReferenceMs } from "./cpuReference.mjs";
import { benchDatabaseUrl } from "./env.mjs";
import { ROOT } from "./paths.mjs";

function run(command, args) {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return null;
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** `chromium --version` of the browser the benches run, or null when it is not there. */
export function chromiumVersion() {
  return run(CHROMIUM, ["--version"]);
}

function osName() {
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    const pretty = release.match(/^PRETTY_NAME="?([^"\n]*)"?$/m)?.[1];
    if (pretty) return `${pretty} (${os.type()} ${os.release()})`;
  } catch {
    // not Linux, or no os-release: the kernel alone
  }
  return `${os.type()} ${os.release()}`;
}

/** The server version of the benchmark's PostgreSQL, or why it could not be read. */
async function postgresVersion() {
  const url = new URL(benchDatabaseUrl());
  url.pathname = "/postgres";
  const client = new pg.Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: 5_000,
  });
  try {
    await client.connect();
    const { rows } = await client.query("SHOW server_version");
    return `PostgreSQL ${rows[0]?.server_version}`;
  } catch (error) {
    return `unavailable (${error.message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(resolve(ROOT, "node_modules", name, "package.json"), "utf8"))
      .version;
  } catch {
    return "not installed";
  }
}

/** The commit, and whether the working tree has uncommitted changes. */
export function commit() {
  const hash = run("git", ["rev-parse", "--short", "HEAD"]) ?? "unknown";
  const status = run("git", ["status", "--porcelain"]);
  return { hash, dirty: status === null ? null : status.length > 0 };
}

/** What the figures were measured on. */
export async function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium: chromiumVersion() ?? `not found at ${CHROMIUM}`,
    postgresql: await postgresVersion(),
    pglite: `@electric-sql/pglite ${packageVersion("@electric-sql/pglite")}`,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    // After the load average, which its own run would raise.
    cpuReferenceMs: cpuReferenceMs(),
  };
}
