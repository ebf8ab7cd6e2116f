/**
 * Throughput of POST /prod/v3/search over HTTP: the real server started as `npm start` would run it
 * (a child process on the benchmark's PostgreSQL database), a demo account signed in through the
 * embedded identity service, then autocannon with 8 connections, twice: every request a query not
 * asked before (first pages of distinct seeded queries: neither remembered answers nor the offsets of
 * one query, whose pages share most of their items, serve it),
 * then cycling through the benchmark's first pages (remembered after their first round, as the pages
 * everyone opens are).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import autocannon, { type Request as CannonRequest } from "autocannon";
import { withHeartbeat } from "../lib/log.mjs";
import { DATA_DIR, ROOT } from "../lib/paths.mjs";
import type { BenchQuery } from "./queries";

export const CONNECTIONS = 8;
export const DURATION_S = 20;
/**
 * Seconds of other new queries before the measured runs: a server that has just built its read model
 * answers its first seconds slower (functions not yet optimised, the build's garbage still collected).
 */
export const WARM_UP_S = 5;
const DEMO_EMAIL = "pro@example.com";
const DEMO_PASSWORD = "hotshelf-demo";

export interface ThroughputRun {
  requests: number;
  requestsPerS: number;
  latencyP50: number;
  latencyP97_5: number;
  latencyP99: number;
  latencyMax: number;
  non2xx: number;
  errors: number;
}

export interface ThroughputResult {
  connections: number;
  durationS: number;
  /** Every request a query the server has not answered before: distinct seeded queries, first pages. */
  fresh: ThroughputRun;
  /** The first pages again and again. */
  repeated: ThroughputRun;
  /** The server's own line on its search read model (size, build time from PostgreSQL). */
  readModel: string;
  /** The node options it ran with, `npm start`'s. */
  nodeOptions: string[];
}

type Log = (line: string) => void;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? done(address.port) : fail(new Error("no port")),
      );
    });
  });
}

/** Starts apps/server on the database and resolves once it listens; its log goes to ours. */
const MODEL_READY = /Search read model ready: [^\n]*/;

/**
 * The node options `npm start` gives the server (apps/server/package.json's start script, such as its
 * young generation's size), so the bench measures the heap production runs with.
 */
function startOptions(): string[] {
  const manifest = JSON.parse(readFileSync(resolve(ROOT, "apps/server/package.json"), "utf8")) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/** Starts the server and waits until its search read model is built (search answers from it). */
async function startServer(
  databaseUrl: string,
  port: number,
  log: Log,
  nodeOptions: readonly string[],
): Promise<{ child: ChildProcess; readModel: string }> {
  const child = spawn(
    process.execPath,
    [...nodeOptions, "--import", "tsx", "apps/server/src/main.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: resolve(DATA_DIR, "server"),
        DEMO_PASSWORD,
        RATE_LIMITS: "0",
        // Production does not check its answers against the contract; the demo accounts need development.
        CHECK_RESPONSES: "0",
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const ready = new Promise<void>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running at") && MODEL_READY.test(output)) done();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      fail(new Error(`The server exited (${code}) before it listened:\n${output.slice(-2000)}`)),
    );
  });
  await withHeartbeat(
    log,
    () => "HTTP: waiting for the server to start and build its search read model",
    () => ready,
  );
  return { child, readModel: MODEL_READY.exec(output)?.[0] ?? "" };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  const timeout = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timeout);
}

async function signIn(baseUrl: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    identity?: { clientId?: string };
  };
  const response = await fetch(`${baseUrl}/idp`, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
    },
    body: JSON.stringify({
      ClientId: config.identity?.clientId,
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: DEMO_EMAIL, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const reply = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = reply.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`Sign-in as ${DEMO_EMAIL} failed: ${JSON.stringify(reply)}`);
  return token;
}

export async function measureThroughput(
  databaseUrl: string,
  queries: readonly BenchQuery[],
  freshQueries: readonly BenchQuery[],
  log: Log,
): Promise<ThroughputResult> {
  const port = await freePort();
  log(`HTTP: starting the server on port ${port} (PostgreSQL)`);
  const nodeOptions = startOptions();
  const { child, readModel } = await startServer(databaseUrl, port, log, nodeOptions);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(baseUrl);
    const probe = await fetch(`${baseUrl}/prod/v3/search`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify({ query: queries[0]?.query }),
    });
    if (!probe.ok) throw new Error(`A search answered ${probe.status}: ${await probe.text()}`);
    const search = { method: "POST", path: "/prod/v3/search" } as const;
    /** One request that asks a new query each time, the n-th asking freshQueries[at(n)]. */
    const newQueries = (at: (n: number) => number): CannonRequest[] => {
      let asked = 0;
      return [
        {
          ...search,
          setupRequest: (request) => {
            const query = freshQueries[at(asked++ % freshQueries.length)]?.query;
            return { ...request, body: JSON.stringify({ query }) };
          },
        },
      ];
    };
    // The warm-up asks the new queries from the end of the list, the measured run from its start.
    await hammer(
      baseUrl,
      token,
      newQueries((n) => freshQueries.length - 1 - n),
      "warm-up, other new queries",
      log,
      WARM_UP_S,
    );
    const fresh = await hammer(
      baseUrl,
      token,
      newQueries((n) => n),
      "new queries",
      log,
    );
    const repeated = await hammer(
      baseUrl,
      token,
      queries.map((q) => ({ ...search, body: JSON.stringify({ query: q.query }) })),
      "the first pages again and again",
      log,
    );
    return {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      fresh,
      repeated,
      readModel,
      nodeOptions,
    };
  } finally {
    await stopServer(child);
  }
}

async function hammer(
  baseUrl: string,
  token: string,
  requests: CannonRequest[],
  label: string,
  log: Log,
  durationS = DURATION_S,
): Promise<ThroughputRun> {
  log(`HTTP: autocannon, ${label}, ${CONNECTIONS} connections for ${durationS} s`);
  const run = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: durationS,
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    requests,
  });
  const started = Date.now();
  const result = await withHeartbeat(
    log,
    () =>
      `HTTP: autocannon, ${label} (${Math.round((Date.now() - started) / 1000)} of ${durationS} s)`,
    () => run,
  );
  return {
    requests: result.requests.total,
    requestsPerS: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP97_5: result.latency.p97_5,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
