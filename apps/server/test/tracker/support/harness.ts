import { createCollections } from "../../../src/collections";
import type { TestEngine } from "../../../src/db/testDb";
import type { Db } from "../../../src/db/types";
import { createTracker, type Tracker, type TrackerOptions } from "../../../src/tracker";
import { type FakeStore, startFakeStore } from "../../fakestores";
import { openMigratedDb } from "./db";

/** A tracker over a fresh database that reaches the fake stores, with a clock the test moves. */
export interface Harness {
  db: Db;
  clock: { now: Date; advance(ms: number): void };
  tracker(options?: Partial<TrackerOptions>): Tracker;
  store(overrides?: Parameters<typeof startFakeStore>[0]): Promise<FakeStore>;
  /** The shops row of a store's URL, every column. */
  shopRow(url: string): Promise<Record<string, unknown> | undefined>;
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

export async function openHarness(engine: TestEngine): Promise<Harness> {
  const { db, dispose } = await openMigratedDb(engine);
  const stores: FakeStore[] = [];
  const trackers: Tracker[] = [];
  const clock = {
    now: new Date("2026-03-01T12:00:00Z"),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return {
    db,
    clock,
    async shopRow(url) {
      const { rows } = await db.query<Record<string, unknown>>(
        "SELECT * FROM shops WHERE url = $1",
        [url],
      );
      return rows[0];
    },
    tracker(options = {}) {
      const tracker = createTracker({
        db,
        collections: createCollections(db),
        allowLoopback: true,
        perHostIntervalMs: 0,
        fetchTimeoutMs: 5000,
        now: () => clock.now,
        log: () => undefined,
        ...options,
      });
      trackers.push(tracker);
      return tracker;
    },
    async store(overrides = {}) {
      const started = await startFakeStore(overrides);
      stores.push(started);
      return started;
    },
    async reset() {
      await Promise.all(trackers.splice(0).map((t) => t.stop()));
      await Promise.all(stores.splice(0).map((s) => s.close()));
      await db.exec("TRUNCATE track_jobs, collections, shops CASCADE");
      clock.now = new Date("2026-03-01T12:00:00Z");
    },
    async dispose() {
      await Promise.all(trackers.splice(0).map((t) => t.stop()));
      await Promise.all(stores.splice(0).map((s) => s.close()));
      await dispose();
    },
  };
}
