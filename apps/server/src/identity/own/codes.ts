import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Db, Queryable } from "../../db/types";

export type CodePurpose = "sign_up" | "reset";

/** Sign-up links live a day, reset codes an hour (AWS Cognito's lifetimes). */
export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = {
  sign_up: 24 * 3600,
  reset: 3600,
};
/** Wrong tries after which a code is void and a new one must be asked for. */
export const MAX_CODE_TRIES = 5;
/** A new code is not sent more often than this (the answer stays the same). */
export const CODE_RESEND_SECONDS = 60;

export type CodeCheck = "ok" | "mismatch" | "expired";

export function createCodes(secret: string) {
  const hash = (sub: string, purpose: CodePurpose, code: string) =>
    createHmac("sha256", secret).update(`${sub}:${purpose}:${code}`).digest("hex");

  return {
    /**
     * A fresh six-digit code replacing the previous one; null when one was issued less than
     * CODE_RESEND_SECONDS ago (mail flooding).
     */
    async issue(q: Queryable, sub: string, purpose: CodePurpose): Promise<string | null> {
      const lifetime = CODE_LIFETIME_SECONDS[purpose];
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const { rows } = await q.query(
        `INSERT INTO identity_codes (sub, purpose, code_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4::int))
         ON CONFLICT (sub, purpose) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, failed_tries = 0
           WHERE identity_codes.expires_at < now() + make_interval(secs => $4::int - $5::int)
         RETURNING 1`,
        [sub, purpose, hash(sub, purpose, code), lifetime, CODE_RESEND_SECONDS],
      );
      return rows.length > 0 ? code : null;
    },

    /** Single use: a right code is consumed; a wrong one counts, and the fifth voids the code. */
    async check(db: Db, sub: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          code_hash: string;
          expired: boolean;
          failed_tries: number;
        }>(
          `SELECT code_hash, expires_at < now() AS expired, failed_tries FROM identity_codes
           WHERE sub = $1 AND purpose = $2 FOR UPDATE`,
          [sub, purpose],
        );
        const row = rows[0];
        if (!row) return "mismatch";
        if (row.expired || row.failed_tries >= MAX_CODE_TRIES) return "expired";
        const given = Buffer.from(hash(sub, purpose, code), "hex");
        const stored = Buffer.from(row.code_hash, "hex");
        if (given.length === stored.length && timingSafeEqual(given, stored)) {
          await tx.query("DELETE FROM identity_codes WHERE sub = $1 AND purpose = $2", [
            sub,
            purpose,
          ]);
          return "ok";
        }
        await tx.query(
          "UPDATE identity_codes SET failed_tries = failed_tries + 1 WHERE sub = $1 AND purpose = $2",
          [sub, purpose],
        );
        return "mismatch";
      });
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
