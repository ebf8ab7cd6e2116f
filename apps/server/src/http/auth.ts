import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/types";
import { type AuthUser, type Identity, InvalidTokenError } from "../identity/types";
import { ensureLicence } from "../licence";
import { ApiError } from "./errors";

/** The caller of an authenticated call: the verified token plus the server's own flags. */
export interface RequestUser extends AuthUser {
  isStaff: boolean;
}

export type AuthEnv = { Variables: { user: RequestUser } };

/** The token of `Authorization: <token>` (as the original app sent it) or `Bearer <token>`. */
export function tokenFrom(header: string | undefined): string | null {
  const value = header?.trim() ?? "";
  const token = /^bearer(\s|$)/i.test(value) ? value.slice(6).trim() : value;
  return token === "" ? null : token;
}

/**
 * Reads the staff flag, creating the user's row (and new_account licence) on first sight. A known user
 * costs one read; the row is written only when the email changed or last_seen_at is 10 minutes old.
 */
export async function upsertUser(db: Db, user: AuthUser, nowMs: number): Promise<boolean> {
  const { rows: known } = await db.query<{ is_staff: boolean; email: string; stale: boolean }>(
    `SELECT is_staff, email, last_seen_at < now() - interval '10 minutes' AS stale FROM users WHERE sub = $1`,
    [user.sub],
  );
  const row = known[0];
  if (row && row.email === user.email && !row.stale) return row.is_staff;
  const { rows } = await db.query<{ is_staff: boolean }>(
    `INSERT INTO users (sub, email) VALUES ($1, $2)
     ON CONFLICT (sub) DO UPDATE SET email = EXCLUDED.email, last_seen_at = now()
     RETURNING is_staff`,
    [user.sub, user.email],
  );
  if (!row) await ensureLicence(db, user.sub, nowMs);
  return rows[0]?.is_staff === true;
}

/** Verifies the ID token; 401 { message: 'should_logout' } when it is missing or invalid. */
export function requireUser(deps: {
  db: Db;
  identity: Identity;
  now: () => number;
}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = tokenFrom(c.req.header("Authorization"));
    if (!token) throw new ApiError(401, "should_logout");
    let user: AuthUser;
    try {
      user = await deps.identity.verifyIdToken(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new ApiError(401, "should_logout");
      throw error;
    }
    const isStaff = await upsertUser(deps.db, user, deps.now());
    c.set("user", { ...user, isStaff });
    await next();
  };
}
