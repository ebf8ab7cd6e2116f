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
 * Queues a re-read of every tracked shop not read since `dueBefore` and not already queued. Shops gone
 * for good (404) are not polled again: the user re-adds them through Track Shop.
 */
export async function enqueueDuePolls(q: Queryable, now: Date, dueBefore: Date): Promise<number> {
  const { rows } = await q.query(
    `INSERT INTO track_jobs (kind, shop_url, shop_id, created_at, run_after)
     SELECT 'poll', s.url, s.id, $1, $1 FROM shops s
     WHERE s.source = 'tracked'
       AND s.abort_tracking_reason IS DISTINCT FROM 'not_found'
       AND (s.last_polled_at IS NULL OR s.last_polled_at <= $2)
       AND NOT EXISTS (SELECT 1 FROM track_jobs j
                       WHERE j.state <> 'done' AND (j.shop_id = s.id OR j.shop_url = s.url))
     RETURNING id`,
    [now, dueBefore],
  );
  return rows.length;
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
