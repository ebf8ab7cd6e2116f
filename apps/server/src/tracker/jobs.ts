import { TRACKED_SHOPS_COLLECTION } from "@hotshelf/domain";
import { STAFF_OWNER } from "../collections/collections";
import type { Queryable } from "../db/types";
import type { TrackStatus } from "./status";

export interface TrackJob {
  id: number;
  kind: "track" | "poll";
  user_sub: string | null;
  shop_url: string;
  shop_id: number | null;
  attempts: number;
}

/** Queues a user's track request unless they already have `cap` unfinished ones (one statement, no race window in between). */
export async function enqueueTrack(
  q: Queryable,
  input: { userSub: string; shopUrl: string; now: Date; cap: number },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO track_jobs (kind, user_sub, shop_url, created_at, run_after)
     SELECT 'track', $1, $2, $3, $3
     WHERE (SELECT count(*) FROM track_jobs
            WHERE kind = 'track' AND user_sub = $1 AND state <> 'done') < $4
     RETURNING id`,
    [input.userSub, input.shopUrl, input.now, input.cap],
  );
  return rows.length > 0;
}

/**
 * Queues a re-read of every tracked shop that is due and not already queued: read before `dueBefore`,
 * or, after failed reads, once its backoff (next_poll_at) has passed. Shops gone for good (404) are
 * not polled again (the user re-adds them through Track Shop), nor are shops no user has in their
 * Tracked Shops any more.
 */
export async function enqueueDuePolls(q: Queryable, now: Date, dueBefore: Date): Promise<number> {
  const { rows } = await q.query(
    `INSERT INTO track_jobs (kind, shop_url, shop_id, created_at, run_after)
     SELECT 'poll', s.url, s.id, $1, $1 FROM shops s
     WHERE s.source = 'tracked'
       AND s.abort_tracking_reason IS DISTINCT FROM 'not_found'
       AND CASE WHEN s.next_poll_at IS NOT NULL THEN s.next_poll_at <= $1
                ELSE s.last_polled_at IS NULL OR s.last_polled_at <= $2 END
       AND EXISTS (SELECT 1 FROM collection_members m JOIN collections c ON c.id = m.collection_id
                   WHERE m.member_id = s.id AND c.tag_type = 'shops' AND c.name = $3
                     AND c.owner <> $4)
       AND NOT EXISTS (SELECT 1 FROM track_jobs j
                       WHERE j.state <> 'done' AND (j.shop_id = s.id OR j.shop_url = s.url))
     RETURNING id`,
    [now, dueBefore, TRACKED_SHOPS_COLLECTION, STAFF_OWNER],
  );
  return rows.length;
}

/**
 * Counts a failed read of a tracked shop and puts its next poll off by `delayFor(failures in a row)`.
 * A successful read (saveRead) clears both.
 */
export async function deferNextPoll(
  q: Queryable,
  shopId: number,
  now: Date,
  delayFor: (failures: number) => number,
): Promise<void> {
  const { rows } = await q.query<{ poll_failures: number }>(
    `UPDATE shops SET poll_failures = poll_failures + 1, last_polled_at = $2
     WHERE id = $1 AND source = 'tracked' RETURNING poll_failures`,
    [shopId, now],
  );
  const failures = rows[0]?.poll_failures;
  if (failures === undefined) return;
  await q.query("UPDATE shops SET next_poll_at = $2 WHERE id = $1", [
    shopId,
    new Date(now.getTime() + delayFor(failures)),
  ]);
}

/**
 * Takes the oldest runnable job: queued, or left running by a process that died (its lease ran out).
 * SKIP LOCKED lets several workers or processes claim side by side without taking the same job.
 */
export async function claimJob(q: Queryable, now: Date, leaseMs: number): Promise<TrackJob | null> {
  const { rows } = await q.query<TrackJob>(
    `UPDATE track_jobs SET state = 'running', attempts = attempts + 1, locked_until = $2
     WHERE id = (
       SELECT id FROM track_jobs
       WHERE (state = 'queued' AND run_after <= $1) OR (state = 'running' AND locked_until < $1)
       ORDER BY run_after, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, kind, user_sub, shop_url, shop_id, attempts`,
    [now, new Date(now.getTime() + leaseMs)],
  );
  return rows[0] ?? null;
}

/** Keeps a long job's claim alive. */
export async function renewLease(q: Queryable, id: number, until: Date): Promise<void> {
  await q.query("UPDATE track_jobs SET locked_until = $2 WHERE id = $1 AND state = 'running'", [
    id,
    until,
  ]);
}

export async function finishJob(
  q: Queryable,
  id: number,
  result: { status: TrackStatus; shopId: number | null; now: Date },
): Promise<boolean> {
  const { affectedRows } = await q.query(
    `UPDATE track_jobs SET state = 'done', track_status = $2, shop_id = coalesce($3, shop_id),
       finished_at = $4, locked_until = NULL
     WHERE id = $1`,
    [id, result.status, result.shopId, result.now],
  );
  return (affectedRows ?? 0) > 0;
}

/** Puts a job that failed on our side (not the store's) back in the queue for later. */
export async function requeueJob(q: Queryable, id: number, runAfter: Date): Promise<void> {
  await q.query(
    "UPDATE track_jobs SET state = 'queued', run_after = $2, locked_until = NULL WHERE id = $1",
    [id, runAfter],
  );
}

export interface TrackRow {
  shop_id: number | null;
  shop_url: string;
  created_at: Date;
  state: string;
  track_status: TrackStatus | null;
}

export async function userTrackJobs(
  q: Queryable,
  userSub: string,
  limit: number,
): Promise<TrackRow[]> {
  const { rows } = await q.query<TrackRow>(
    `SELECT shop_id, shop_url, created_at, state, track_status FROM track_jobs
     WHERE kind = 'track' AND user_sub = $1
     ORDER BY created_at DESC, id DESC
     LIMIT $2`,
    [userSub, limit],
  );
  return rows;
}
