// The real server as its own process (node --import tsx src/main.ts), so a test can kill -9 it or
// watch its memory from outside. tsx runs inside that one process: killing the pid kills the server.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const MAIN = join(SERVER_DIR, "src/main.ts");

export interface ChildServer {
  readonly baseUrl: string;
  readonly pid: number;
  /** The last 20,000 characters the server printed. */
  log(): string;
  /** SIGKILL: no shutdown code runs. */
  kill9(): Promise<void>;
  /** SIGTERM, the ordinary stop (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** Resident set size in bytes, from /proc (Linux). */
  rssBytes(): number;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts the server on `port` with DATA_DIR `dataDir` (and `env` on top, e.g. DATABASE_URL) and
 * waits for /health. A small demo catalogue keeps the first start short.
 */
export async function startChildServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
  startTimeoutMs?: number;
}): Promise<ChildServer> {
  const { dataDir, port } = options;
  let output = "";
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", MAIN], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: "300",
      WEB_DIST: join(dataDir, "no-web-build"),
      RATE_LIMITS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const baseUrl = `http://localhost:${port}`;
  const server: ChildServer = {
    baseUrl,
    pid: child.pid ?? -1,
    log: () => output,
    async kill9() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      const done = exited(child);
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await done;
      clearTimeout(force);
    },
    rssBytes() {
      // /proc/<pid>/statm: size resident ... in pages.
      const resident = Number(readFileSync(`/proc/${child.pid}/statm`, "utf8").split(" ")[1]);
      return resident * 4096;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server stopped while starting:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill9();
  throw new Error(`The server did not answer /health in time:\n${output}`);
}
