// The real server for the security suites: the demo accounts signed in, tokens forged with jose, and
// API fronts whose shop tracker the test controls (its DNS and whether loopback is reachable).
import { createPrivateKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { decodeJwt, SignJWT } from "jose";
import { DEMO_ACCOUNTS } from "../../src/accounts";
import { createCatalogueService } from "../../src/catalogue";
import { createCollections } from "../../src/collections";
import { loadConfig } from "../../src/config";
import { migrate } from "../../src/db";
import { createTestDatabase, type TestEngine } from "../../src/db/testDb";
import type { Db } from "../../src/db/types";
import { handleError } from "../../src/http/errors";
import { saveLicenceState } from "../../src/licence";
import { createPaymentProvider } from "../../src/payments";
import { mountCalls, type RouteDeps } from "../../src/routes";
import { createDetailCatalogue, createDetailHandlers } from "../../src/routes/detailHandlers";
import { createTracker, type Tracker, type TrackerOptions } from "../../src/tracker";
import { libraryPool, signInUser } from "../support/identity";
import {
  type ApiCaller,
  caller,
  DEMO_PASSWORD,
  startTestServer,
  type TestServer,
} from "../support/server";

export { testEngines } from "../support/server";

/** The demo accounts by the name before @example.com: each licence state, and the admin (staff too). */
export const DEMO_NAMES = [
  "pro",
  "basic",
  "new",
  "expired",
  "pastdue",
  "noaccess",
  "admin",
] as const;
export type DemoName = (typeof DEMO_NAMES)[number];

export interface Account extends ApiCaller {
  sub: string;
  email: string;
}

export interface SecurityServer {
  t: TestServer;
  baseUrl: string;
  db: Db;
  as: Record<DemoName, Account>;
  /** A fresh account with the licence the demo account `like` starts with (for calls that change it). */
  clone(like: DemoName, options?: { isStaff?: boolean }): Promise<Account>;
  /** Tokens the server must refuse, each for the pro account's identity. */
  forged(): Promise<Record<string, string>>;
  /**
   * The 001 calls on another port, with the server's identity but a database of their own, and a shop
   * tracker the test configures and runs (runOnce).
   */
  apiFront(tracker: Partial<TrackerOptions>): Promise<ApiFront>;
  stop(): Promise<void>;
}

export interface ApiFront {
  baseUrl: string;
  tracker: Tracker;
  /** The account as a caller of this front, with a Professional licence in the front's database. */
  as(account: Account): Promise<ApiCaller>;
}

/** The key the retired emulator shipped in its npm package: anyone could sign with it. */
const shippedKey: KeyObject = createPrivateKey({
  key: (
    createRequire(import.meta.url)("./fixtures/cognito-local-key.json") as {
      jwk: Record<string, string>;
    }
  ).jwk,
  format: "jwk",
});

/** The server's own current signing key, read from its database (to forge claims, not signatures). */
async function serverKey(db: Db): Promise<{ kid: string; key: KeyObject }> {
  const { rows } = await db.query<{ kid: string; private_jwk: Record<string, string> }>(
    "SELECT kid, private_jwk FROM identity_signing_keys WHERE retired_at IS NULL",
  );
  const row = rows[0];
  if (!row) throw new Error("The server has no signing key.");
  return { kid: row.kid, key: createPrivateKey({ key: row.private_jwk, format: "jwk" }) };
}

async function sign(
  claims: Record<string, unknown>,
  signer: { kid: string; key: KeyObject },
  expiresAt: number = Math.floor(Date.now() / 1000) + 3600,
): Promise<string> {
  const key = signer.key;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: signer.kid })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

let accountCounter = 0;

export async function startSecurityServer(
  engine: TestEngine,
  env: Record<string, string> = {},
): Promise<SecurityServer> {
  // Rate limits off unless a test turns them on: the suites sign in dozens of accounts from one address.
  const t = await startTestServer(engine, { DEMO_PRODUCTS: "500", RATE_LIMITS: "0", ...env });
  const fronts: { server: ServerType; tracker: Tracker; dispose(): Promise<void> }[] = [];
  try {
    const { db, identity } = t.server;
    const config = { ...loadConfig({}), log: () => {} };
    const deps: RouteDeps = {
      db,
      identity,
      payments: createPaymentProvider(config, db),
      catalogue: createCatalogueService(db),
      config,
      accountDeletionHooks: [],
      now: Date.now,
    };
    const pool = await libraryPool(t.baseUrl);
    const signedInAs = async (email: string): Promise<Account> => {
      const { tokens } = await signInUser(pool, email, DEMO_PASSWORD);
      const { sub } = decodeJwt(tokens.idToken) as { sub: string };
      return { ...caller(t.baseUrl, tokens.idToken), sub, email };
    };
    const as = {} as Record<DemoName, Account>;
    for (const name of DEMO_NAMES) as[name] = await signedInAs(`${name}@example.com`);

    return {
      t,
      baseUrl: t.baseUrl,
      db,
      as,
      async clone(like, options = {}) {
        const demo = DEMO_ACCOUNTS.find((account) => account.email === `${like}@example.com`);
        if (!demo) throw new Error(`No demo account ${like}`);
        accountCounter += 1;
        const email = `${like}-clone-${accountCounter}-${Date.now()}@example.com`;
        const { sub } = await identity.ensureUser({ email, password: DEMO_PASSWORD });
        await db.query("INSERT INTO users (sub, email, is_staff) VALUES ($1, $2, $3)", [
          sub,
          email,
          options.isStaff === true,
        ]);
        await saveLicenceState(db, sub, demo.licence(Date.now()));
        return signedInAs(email);
      },
      async forged() {
        const claims = decodeJwt(as.pro.idToken);
        const now = Math.floor(Date.now() / 1000);
        const own = await serverKey(db);
        const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
        const shipped = { kid: "CognitoLocal", key: shippedKey };
        const [header, , signature] = as.pro.idToken.split(".");
        const adminClaims = Buffer.from(
          JSON.stringify({ ...claims, "cognito:groups": ["admins"] }),
        ).toString("base64url");
        return {
          "a malformed token": "not.a.token",
          "a token with its claims changed": `${header}.${adminClaims}.${signature}`,
          "a token signed by another key": await sign(claims, { kid: own.kid, key: otherKey }),
          "an admin token signed by the emulator's bundled key": await sign(
            { ...claims, "cognito:groups": ["admins"] },
            shipped,
          ),
          "an admin token signed by the emulator's key under the server's kid": await sign(
            { ...claims, "cognito:groups": ["admins"] },
            { kid: own.kid, key: shippedKey },
          ),
          "an expired token": await sign(claims, own, now - 60),
          "a token for another client id": await sign({ ...claims, aud: "another-client" }, own),
          "a token from another issuer": await sign(
            { ...claims, iss: "http://localhost:9229/local_pool" },
            own,
          ),
          "an access token": await sign({ ...claims, token_use: "access" }, own),
          "a token of an ended session": await sign(
            { ...claims, origin_jti: "00000000-0000-4000-8000-000000000000" },
            own,
          ),
          "an unsigned token": `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`,
        };
      },
      async apiFront(options) {
        // Its own database, so the server's own tracker loop never takes the front's jobs.
        const store = await createTestDatabase("pglite");
        await migrate(store.db);
        const tracker = createTracker({
          db: store.db,
          perHostIntervalMs: 0,
          fetchTimeoutMs: 3000,
          log: () => undefined,
          ...options,
        });
        const front = new Hono();
        front.onError((error, c) => handleError(error, c, () => {}));
        mountCalls(
          front,
          createDetailHandlers({
            catalogue: createDetailCatalogue(store.db),
            collections: createCollections(store.db),
            tracker,
          }),
          {
            ...deps,
            db: store.db,
            payments: createPaymentProvider(config, store.db),
            catalogue: createCatalogueService(store.db),
          },
        );
        const server = await new Promise<ServerType>((resolve) => {
          const listening = serve({ fetch: front.fetch, port: 0, hostname: "127.0.0.1" }, () =>
            resolve(listening),
          );
        });
        fronts.push({ server, tracker, dispose: store.dispose });
        const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        return {
          baseUrl,
          tracker,
          async as(account) {
            await store.db.query(
              "INSERT INTO users (sub, email) VALUES ($1, $2) ON CONFLICT DO NOTHING",
              [account.sub, account.email],
            );
            const pro = DEMO_ACCOUNTS.find((demo) => demo.email === "pro@example.com");
            if (pro) await saveLicenceState(store.db, account.sub, pro.licence(Date.now()));
            return caller(baseUrl, account.idToken);
          },
        };
      },
      async stop() {
        for (const front of fronts) {
          await front.tracker.stop();
          await new Promise<void>((resolve) => front.server.close(() => resolve()));
          await front.dispose();
        }
        await t.stop();
      },
    };
  } catch (error) {
    await t.stop();
    throw error;
  }
}

/** POSTs (or GETs) a call and reads its status and JSON body. */
export async function send(
  who: ApiCaller,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  auth?: string | null,
): Promise<{ status: number; body: unknown }> {
  const res = await who.call(path, body, { method, ...(auth === undefined ? {} : { auth }) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text so the assertion shows it
  }
  return { status: res.status, body: parsed };
}
