/** The per-user export quota (QUOTAS.exportsPerHour), kept in the database so restarts do not reset it. */
import { EXPORT_MESSAGES, QUOTAS } from "@hotshelf/domain";
import type { Queryable } from "../db/types";
import { ApiError } from "../http/errors";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one export for the user, or refuses with 429 and the quota's text when the last hour already
 * holds QUOTAS.exportsPerHour of them. One statement, so two exports at once cannot both take the last one.
 */
export async function takeExportQuota(db: Queryable, sub: string, nowMs: number): Promise<void> {
  const since = new Date(nowMs - HOUR_MS);
  await db.query("DELETE FROM export_log WHERE user_sub = $1 AND started_at < $2", [sub, since]);
  const { rows } = await db.query(
    `INSERT INTO export_log (user_sub, started_at)
     SELECT $1::text, $2::timestamptz
     WHERE (SELECT count(*) FROM export_log WHERE user_sub = $1 AND started_at >= $3) < $4
     RETURNING 1`,
    [sub, new Date(nowMs), since, QUOTAS.exportsPerHour],
  );
  if (rows.length === 0) throw new ApiError(429, EXPORT_MESSAGES.quota);
}

/** Account deletion: the user's export log goes too. */
export async function forgetExports(db: Queryable, sub: string): Promise<void> {
  await db.query("DELETE FROM export_log WHERE user_sub = $1", [sub]);
}
