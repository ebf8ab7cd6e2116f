// The real server (startTestServer), whose tracker may reach the fake stores on 127.0.0.1.
import { type Collections, createCollections } from "../../src/collections";
import type { TestEngine } from "../../src/db/testDb";
import type { Db } from "../../src/db/types";
import type { Tracker } from "../../src/tracker";
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
  // The tracker may reach the fake stores on 127.0.0.1 and is driven by hand (runOnce), so each test
  // sees a track request before and after it is worked on.
  const t = await startTestServer(
    engine,
    { DEMO_PRODUCTS: "1000", TRACKER_ALLOW_LOOPBACK: "1" },
    undefined,
    {
      tracker: { perHostIntervalMs: 0, fetchTimeoutMs: 5000, log: () => undefined },
      trackerLoop: false,
    },
  );
  try {
    const { db, tracker } = t.server;
    const collections = createCollections(db);
    const as = {} as Record<AccountName, ApiCaller>;
    for (const name of ACCOUNTS) as[name] = await signedIn(t.baseUrl, `${name}@example.com`);
    return { t, db, collections, tracker, as, stop: () => t.stop() };
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
