// The real server (startTestServer) with the 001 handlers mounted beside the 000 ones, as app.ts will
// mount them, plus a tracker that may reach the fake stores on 127.0.0.1.
import { createCatalogueService } from "../../src/catalogue";
import { type Collections, createCollections } from "../../src/collections";
import { loadConfig } from "../../src/config";
import type { TestEngine } from "../../src/db/testDb";
import type { Db } from "../../src/db/types";
import { createPaymentProvider } from "../../src/payments";
import { mountCalls } from "../../src/routes";
import { createDetailCatalogue, createDetailHandlers } from "../../src/routes/detailHandlers";
import { createTracker, type Tracker } from "../../src/tracker";
import { type ApiCaller, signedIn, startTestServer, type TestServer } from "../support/server";

export { testEngines } from "../support/server";

/** The demo accounts the tests sign in as (src/accounts). */
export const ACCOUNTS = ["pro", "basic", "expired", "noaccess", "admin"] as const;
export type AccountName = (typeof ACCOUNTS)[number];

export interface DetailServer {
  t: TestServer;
  db: Db;
  collections: Collections;
  tracker: Tracker;
  as: Record<AccountName, ApiCaller>;
  stop(): Promise<void>;
}

export async function startDetailServer(engine: TestEngine): Promise<DetailServer> {
  const t = await startTestServer(engine, { DEMO_PRODUCTS: "1000" });
  try {
    const { db, identity, app } = t.server;
    const config = loadConfig({});
    const collections = createCollections(db);
    const tracker = createTracker({
      db,
      collections,
      allowLoopback: true,
      perHostIntervalMs: 0,
      fetchTimeoutMs: 5000,
      log: () => undefined,
    });
    // Before the first request: Hono builds its router then, and refuses routes added afterwards.
    mountCalls(
      app,
      createDetailHandlers({ catalogue: createDetailCatalogue(db), collections, tracker }),
      {
        db,
        identity,
        payments: createPaymentProvider(config, db),
        catalogue: createCatalogueService(db),
        config,
        accountDeletionHooks: [],
        now: Date.now,
      },
    );
    const as = {} as Record<AccountName, ApiCaller>;
    for (const name of ACCOUNTS) as[name] = await signedIn(t.baseUrl, `${name}@example.com`);
    return {
      t,
      db,
      collections,
      tracker,
      as,
      async stop() {
        await tracker.stop();
        await t.stop();
      },
    };
  } catch (error) {
    await t.stop();
    throw error;
  }
}

/** POSTs a call and returns its status and JSON body. */
export async function post(
  caller: ApiCaller,
  path: string,
  body: unknown = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await caller.call(path, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
