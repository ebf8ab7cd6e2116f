import type { MiddlewareHandler } from "hono";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { type AuthUser, type Identity, InvalidTokenError } from "../identity/types";
import {
  ensureLicence,
  LICENCE_COLUMNS,
  type LicenceColumns,
  type LicenceState,
  licenceFromColumns,
  loadLicenceState,
} from "../licence";
import { ApiError } from "./errors";

/** The caller of an authenticated call: the verified token plus the server's own flags. */
export interface RequestUser extends AuthUser {
  isStaff: boolean;
  /** The stored licence as the request began (the licence and plan gates derive from it). */
  licence: LicenceState;
}

export type AuthEnv = { Variables: { user: RequestUser } };

/** The token of `Authorization: <token>` (as the original app sent it) or `Bearer <token>`. */
export function tokenFrom(header: string | undefined): string | null {
  const value = header?.trim() ?? "";
  const token = /^bearer(\s|$)/i.test(value) ? value.slice(6).trim() : value;
  return token === "" ? null : token;
}

const KNOWN_USER_SQL = prepared(
  `SELECT u.is_staff, u.email, u.last_seen_at < now() - interval '10 minutes' AS stale,
     ${LICENCE_COLUMNS}
   FROM users u LEFT JOIN licences l ON l.user_sub = u.sub WHERE u.sub = $1`,
);

/**
 * Reads the staff flag and the licence, creating the user's row (and new_account licence) on first
 * sight. A known user costs one read (both in one statement); the row is written only when the email
 * changed or last_seen_at is 10 minutes old.
 */
export async function upsertUser(
  db: Db,
  user: AuthUser,
  nowMs: number,
): Promise<{ isStaff: boolean; licence: LicenceState }> {
  const { rows: known } = await db.query<
    { is_staff: boolean; email: string; stale: boolean } & LicenceColumns
  >(KNOWN_USER_SQL, [user.sub]);
  const row = known[0];
  if (row && row.email === user.email && !row.stale) {
    return { isStaff: row.is_staff, licence: licenceFromColumns(row, nowMs) };
  }
  const { rows } = await db.query<{ is_staff: boolean }>(
    `INSERT INTO users (sub, email) VALUES ($1, $2)
     ON CONFLICT (sub) DO UPDATE SET email = EXCLUDED.email, last_seen_at = now()
     RETURNING is_staff`,
    [user.sub, user.email],
  );
  if (!row) await ensureLicence(db, user.sub, nowMs);
  return {
    isStaff: rows[0]?.is_staff === true,
    licence: await loadLicenceState(db, user.sub, nowMs),
  };
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
    c.set("user", { ...user, ...(await upsertUser(deps.db, user, deps.now())) });
    await next();
  };
}
