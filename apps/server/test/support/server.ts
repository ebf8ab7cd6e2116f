// Starts the real server for integration tests: a fresh data dir, a small demo catalogue, a free port.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type HotshelfServer, type ServerOptions } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { TestEngine } from "../../src/db/testDb";
import { freePort } from "./freePort";
import { signIn, signUpAndConfirm } from "./identity";
import { createScratchDatabase } from "./postgres";

export { testEngines } from "../../src/db/testDb";

export const DEMO_PASSWORD = "hotshelf-demo";
export const TEST_DEMO_PRODUCTS = 2000;

export interface TestServer {
  baseUrl: string;
  server: HotshelfServer;
  stop(): Promise<void>;
}

/**
 * The whole server as `npm start` runs it, on PGlite or on a fresh PostgreSQL database. The public
 * origin must be known before the identity service starts (it is the token issuer), so the port is
 * picked first.
 */
export async function startTestServer(
  engine: TestEngine,
  env: Record<string, string> = {},
  /** Reuse this data dir (a restart); it is then left in place on stop. */
  keptDataDir?: string,
  options: ServerOptions = {},
): Promise<TestServer> {
  const dataDir = keptDataDir ?? (await mkdtemp(join(tmpdir(), "hotshelf-test-")));
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_PRODUCTS: String(TEST_DEMO_PRODUCTS),
    WEB_DIST: join(dataDir, "no-web-build"),
    // Suites sign in many accounts from one address; the rate limits have their own tests.
    RATE_LIMITS: "0",
    ...env,
  });
  config.log = () => {};
  // On PostgreSQL the server opens its own pool through DATABASE_URL, as in production.
  const database = engine === "postgres" ? await createScratchDatabase() : null;
  if (database) config.databaseUrl = database.url;
  const server = await createServer(config, options);
  const baseUrl = await server.start();
  return {
    baseUrl,
    server,
    async stop() {
      await server.stop();
      await database?.drop();
      if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in caller of the API: call(path, body) POSTs (or GETs) under /prod with the ID token. */
export interface ApiCaller {
  idToken: string;
  call(
    path: string,
    body?: unknown,
    init?: { method?: string; auth?: string | null },
  ): Promise<Response>;
}

export function caller(baseUrl: string, idToken: string): ApiCaller {
  return {
    idToken,
    call(path, body, init = {}) {
      const method = init.method ?? "POST";
      const auth = init.auth === undefined ? idToken : init.auth;
      return fetch(`${baseUrl}/prod${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          ...(auth === null ? {} : { authorization: auth }),
        },
        ...(method === "GET" ? {} : { body: body === undefined ? "" : JSON.stringify(body) }),
      });
    },
  };
}

export async function signedIn(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<ApiCaller> {
  const tokens = await signIn(baseUrl, email, password);
  return caller(baseUrl, tokens.idToken);
}

let accounts = 0;
/** A fresh registered account (a new_account licence), so tests that change licences stay independent. */
export async function newUser(
  t: TestServer,
  prefix = "user",
): Promise<ApiCaller & { email: string }> {
  accounts += 1;
  const email = `${prefix}${accounts}-${Date.now()}@example.com`;
  const tokens = await signUpAndConfirm(t.baseUrl, { email, password: "a-long-password" });
  return { ...caller(t.baseUrl, tokens.idToken), email };
}
