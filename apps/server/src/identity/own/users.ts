import type { Db, Queryable } from "../../db/types";
import { hashPassword } from "./passwords";
import { createVerifier } from "./srp";

export type UserStatus = "UNCONFIRMED" | "CONFIRMED" | "FORCE_CHANGE_PASSWORD";

export interface UserRow {
  sub: string;
  email: string;
  name: string | null;
  newsletter: string | null;
  status: UserStatus;
  password_hash: string;
  srp_salt: string;
  srp_verifier: string;
  groups: string[];
  locked: boolean;
}

const COLUMNS = `sub::text AS sub, email, name, newsletter, status, password_hash, srp_salt, srp_verifier,
  groups, coalesce(locked_until > now(), false) AS locked`;

/** Emails are usernames here, compared case-insensitively as in a default AWS pool. */
export const normaliseUsername = (value: string) => value.trim().toLowerCase();

/** The password as stored: a scrypt hash for USER_PASSWORD_AUTH and an SRP verifier for SRP. */
export async function passwordColumns(poolName: string, sub: string, password: string) {
  const [hash, srp] = [await hashPassword(password), createVerifier(poolName, sub, password)];
  return { password_hash: hash, srp_salt: srp.salt, srp_verifier: srp.verifier };
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM identity_users WHERE email = $1`,
    [normaliseUsername(email)],
  );
  return rows[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserBySub(q: Queryable, sub: string): Promise<UserRow | null> {
  if (!UUID.test(sub)) return null;
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM identity_users WHERE sub = $1`, [
    sub,
  ]);
  return rows[0] ?? null;
}

/** The user by email or by sub (the library sends USER_ID_FOR_SRP, the sub, after SRP). */
export async function findUser(q: Queryable, username: string): Promise<UserRow | null> {
  return UUID.test(username.trim())
    ? findUserBySub(q, username.trim())
    : findUserByEmail(q, username);
}

/** Wrong passwords in a row before the account waits; then 30 s, 1 min, 2 min ... up to 15 min. */
export const FREE_FAILURES = 4;
const MAX_LOCK_SECONDS = 900;

export async function recordFailedSignIn(db: Db, sub: string): Promise<void> {
  await db.query(
    `UPDATE identity_users SET failed_sign_ins = failed_sign_ins + 1,
       locked_until = CASE WHEN failed_sign_ins + 1 > $2::int
         THEN now() + make_interval(secs => least(30 * power(2, failed_sign_ins - $2::int), $3::float8)) END
     WHERE sub = $1`,
    [sub, FREE_FAILURES, MAX_LOCK_SECONDS],
  );
}

export async function recordSignIn(db: Db, sub: string): Promise<void> {
  await db.query(
    "UPDATE identity_users SET failed_sign_ins = 0, locked_until = NULL WHERE sub = $1 AND failed_sign_ins > 0",
    [sub],
  );
}

/** Sets a new password and ends every session but `keepSession` (a change keeps the device it came from). */
export async function setPassword(
  db: Db,
  poolName: string,
  sub: string,
  password: string,
  keepSession: string | null = null,
): Promise<void> {
  const columns = await passwordColumns(poolName, sub, password);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE identity_users SET password_hash = $2, srp_salt = $3, srp_verifier = $4, status = 'CONFIRMED',
         failed_sign_ins = 0, locked_until = NULL, updated_at = now() WHERE sub = $1`,
      [sub, columns.password_hash, columns.srp_salt, columns.srp_verifier],
    );
    await tx.query("DELETE FROM identity_sessions WHERE sub = $1 AND id IS DISTINCT FROM $2", [
      sub,
      keepSession,
    ]);
  });
}
