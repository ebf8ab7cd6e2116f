import type { TrackingStatusItem } from "@hotshelf/api/contract";
import { type EuroRates, normaliseShopUrl, QUOTAS } from "@hotshelf/domain";
import { backoffMs } from "../backoff";
import { type Collections, createCollections } from "../collections";
import { snapshotRates } from "../currency/rates";
import type { Db, Queryable } from "../db/types";
import { markShopInactive, saveRead } from "./catalogueWriter";
import { createHostPacer } from "./hostPacer";
import {
  claimJob,
  deferNextPoll,
  enqueueDuePolls,
  enqueueTrack,
  finishJob,
  renewLease,
  requeueJob,
  type TrackJob,
  userTrackJobs,
} from "./jobs";
import { createSafeFetch, type Resolve, type SafeFetch } from "./safeFetch";
import { abortReasonFor } from "./status";
import { readStorefront, type StorefrontRead } from "./storefront";
import { parseStoreUrl } from "./url";

export interface TrackerOptions {
  db: Db;
  collections?: Collections;
  /** Test-only: lets the fake stores on 127.0.0.1 (any port) be reached. Never set in production. */
  allowLoopback?: boolean;
  /** DNS for the fetcher; tests replace it to point names at forbidden addresses. */
  resolve?: Resolve;
  /** Jobs worked on at once. */
  concurrency?: number;
  /** Least time between two requests to the same host. */
  perHostIntervalMs?: number;
  /** How often a tracked shop is read again. */
  pollIntervalMs?: number;
  /** Unfinished track requests one user may have. */
  userConcurrentCap?: number;
  /** Per request, redirects and body included. */
  fetchTimeoutMs?: number;
  maxResponseBytes?: number;
  /** products.json pages (250 products each) read at most per shop. */
  pageCap?: number;
  /** The longest a job may take, all requests included; a products read cut by it keeps what it has. */
  maxJobMs?: number;
  /** How long a user's track waits, first, after the store answered 429 (then doubled, with jitter). */
  rateLimitRetryMs?: number;
  /** The jitter's randomness in [0, 1); tests fix it. */
  random?: () => number;
  /** How long a claimed job is reserved before another process may take it over. */
  leaseMs?: number;
  /** How often the background loop looks for work. */
  loopIntervalMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
  /** The euro reference rates prices are converted to USD with; default: the bundled ECB snapshot. */
  rates?: () => EuroRates;
}

export type StartResult = { ok: true } | { ok: false; reason: "invalid_url" | "too_many_tracks" };

export interface Tracker {
  /** Queues a read of the store at `shopUrl` for the user; the result shows in status(). */
  start(userSub: string, shopUrl: string): Promise<StartResult>;
  /** The user's track requests, newest first (the Track Shop history list). */
  status(userSub: string): Promise<TrackingStatusItem[]>;
  /** Forgets the user's track requests (account deletion); their shops stay in the catalogue. */
  forgetUser(userSub: string): Promise<void>;
  /** Queues due polls, then works until the queue is empty; returns the number of jobs done. */
  runOnce(): Promise<number>;
  /** Runs runOnce in the background every loopIntervalMs. */
  startLoop(): void;
  /** Stops the loop and waits for the jobs in hand. */
  stop(): Promise<void>;
}

const maxAttempts = 3;
const statusListLimit = 50;

/** "Tracked by N users": the distinct users whose track of the shop succeeded. */
async function recountTrackers(q: Queryable, shopIds: readonly number[]): Promise<void> {
  if (shopIds.length === 0) return;
  await q.query(
    `UPDATE shops s SET tracked_by_count = (SELECT count(DISTINCT user_sub) FROM track_jobs j
       WHERE j.shop_id = s.id AND j.kind = 'track' AND j.track_status = 'success')
     WHERE s.id = ANY($1::bigint[])`,
    [shopIds],
  );
}

export function createTracker(options: TrackerOptions): Tracker {
  const { db } = options;
  const collections = options.collections ?? createCollections(db);
  const allowLoopback = options.allowLoopback ?? false;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const pollIntervalMs = options.pollIntervalMs ?? 6 * 60 * 60 * 1000;
  // The domain's quota, so the refusal's text ("at most 3 shops at a time") stays true.
  const userCap = options.userConcurrentCap ?? QUOTAS.tracksInProgress;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const maxJobMs = options.maxJobMs ?? 5 * 60 * 1000;
  const rateLimitRetryMs = options.rateLimitRetryMs ?? 60_000;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const rates = options.rates ?? snapshotRates;
  const log = options.log ?? ((message: string) => console.warn(`[tracker] ${message}`));
  const pace = createHostPacer(options.perHostIntervalMs ?? 1000);
  const safeFetch = createSafeFetch({
    allowLoopback,
    resolve: options.resolve,
    timeoutMs: options.fetchTimeoutMs,
    maxBytes: options.maxResponseBytes,
  });
  const fetch: SafeFetch = async (url, fetchOptions) => {
    await pace(new URL(String(url)).hostname);
    return safeFetch(url, fetchOptions);
  };

  /** One read of a store, within the job's time (wall-clock: requests take real time). */
  function read(shopUrl: string): Promise<StorefrontRead> {
    return readStorefront(fetch, shopUrl, {
      pageCap: options.pageCap,
      deadline: Date.now() + maxJobMs,
    });
  }

  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function trackJob(job: TrackJob): Promise<void> {
    const sub = job.user_sub as string;
    const known = await db.query<{ id: number; source: string }>(
      "SELECT id, source FROM shops WHERE url = $1",
      [job.shop_url],
    );
    const demo = known.rows.find((row) => row.source === "demo");
    if (demo) {
      // A shop the catalogue already has from elsewhere is not fetched; it joins the collection.
      await db.transaction(async (tx) => complete(tx, job, demo.id, sub));
      return;
    }
    const result = await read(job.shop_url);
    if (result.status === "success") {
      await db.transaction(async (tx) => {
        const saved = await saveRead(tx, result, now(), rates());
        await complete(tx, job, saved.shopId, sub);
      });
      return;
    }
    log(`track ${job.shop_url}: ${result.status} (${result.detail})`);
    if (result.rateLimited && job.attempts < maxAttempts) {
      // The store asked for fewer requests: the user's track waits and tries again.
      const wait = Math.max(
        backoffMs(job.attempts, rateLimitRetryMs, random),
        result.retryAfterMs ?? 0,
      );
      await requeueJob(db, job.id, new Date(now().getTime() + wait));
      return;
    }
    await db.transaction(async (tx) => {
      const shopId = known.rows[0]?.id ?? null;
      if (shopId !== null && !result.rateLimited) {
        await markShopInactive(tx, shopId, abortReasonFor(result.status), now());
      }
      await finishJob(tx, job.id, { status: result.status, shopId: null, now: now() });
    });
  }

  async function complete(tx: Queryable, job: TrackJob, shopId: number, sub: string) {
    // The job is gone when its user deleted their account meanwhile: then nothing is added for them.
    if (!(await finishJob(tx, job.id, { status: "success", shopId, now: now() }))) return;
    await collections.addToTrackedShops(sub, shopId, tx);
    await recountTrackers(tx, [shopId]);
  }

  async function pollJob(job: TrackJob): Promise<void> {
    const result = await read(job.shop_url);
    await db.transaction(async (tx) => {
      if (result.status === "success") {
        await saveRead(tx, result, now(), rates());
      } else if (job.shop_id !== null) {
        log(`poll ${job.shop_url}: ${result.status} (${result.detail})`);
        // A 429 only slows polling down; any other failure also shows the shop as inactive.
        if (!result.rateLimited) {
          await markShopInactive(tx, job.shop_id, abortReasonFor(result.status), now());
        }
        const atLeast = result.rateLimited ? (result.retryAfterMs ?? 0) : 0;
        await deferNextPoll(tx, job.shop_id, now(), (failures) =>
          Math.max(backoffMs(failures, pollIntervalMs, random), atLeast),
        );
      }
      await finishJob(tx, job.id, { status: result.status, shopId: null, now: now() });
    });
  }

  async function work(job: TrackJob): Promise<void> {
    if (job.attempts > maxAttempts) {
      // It took a process down (or kept failing on our side) too often: give up rather than loop.
      await finishJob(db, job.id, { status: "unreachable", shopId: null, now: now() });
      return;
    }
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, new Date(now().getTime() + leaseMs)).catch(() => undefined);
    }, leaseMs / 3);
    try {
      await (job.kind === "track" ? trackJob(job) : pollJob(job));
    } catch (error) {
      // Our failure (database, a bug), not the store's: try again later.
      log(`job ${job.id} (${job.shop_url}) failed: ${(error as Error).message}`);
      await requeueJob(db, job.id, new Date(now().getTime() + 60_000)).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function drain(): Promise<number> {
    await enqueueDuePolls(db, now(), new Date(now().getTime() - pollIntervalMs));
    let done = 0;
    const worker = async () => {
      while (!stopped) {
        const job = await claimJob(db, now(), leaseMs);
        if (!job) return;
        await work(job);
        done++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return done;
  }

  function runOnce(): Promise<number> {
    if (!running) {
      running = drain().finally(() => {
        running = null;
      });
    }
    return running;
  }

  return {
    async start(userSub, shopUrl) {
      // The SSRF checks read the address as typed (odd IP spellings), then the domain's normaliser
      // gives the shop its one canonical URL; the shop is its origin.
      const checked = parseStoreUrl(shopUrl, allowLoopback);
      const canonical = checked.ok ? normaliseShopUrl(checked.url.href) : null;
      if (!canonical) return { ok: false, reason: "invalid_url" };
      const queued = await enqueueTrack(db, {
        userSub,
        shopUrl: new URL(canonical).origin,
        now: now(),
        cap: userCap,
      });
      return queued ? { ok: true } : { ok: false, reason: "too_many_tracks" };
    },

    async status(userSub) {
      const rows = await userTrackJobs(db, userSub, statusListLimit);
      return rows.map((row) => ({
        shop_id: row.shop_id,
        shop_url: row.shop_url,
        tracking_start_time: Math.floor(row.created_at.getTime() / 1000),
        complete: row.state === "done",
        track_status: row.state === "done" ? row.track_status : null,
      }));
    },

    async forgetUser(userSub) {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ shop_id: number }>(
          "DELETE FROM track_jobs WHERE kind = 'track' AND user_sub = $1 RETURNING shop_id",
          [userSub],
        );
        const shopIds = [...new Set(rows.map((row) => row.shop_id).filter((id) => id !== null))];
        await recountTrackers(tx, shopIds);
      });
    },

    runOnce,

    startLoop() {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => {
        runOnce().catch((error) => log(`loop: ${(error as Error).message}`));
      }, options.loopIntervalMs ?? 2000);
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
