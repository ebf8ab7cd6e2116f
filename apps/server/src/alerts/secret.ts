import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/types";

/**
 * A per-install secret of the given name: made on first use and kept in the database, so every
 * server of the install (and every restart) signs and verifies with the same key.
 */
export async function installSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query(
    "INSERT INTO install_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
    [name, randomBytes(32).toString("base64")],
  );
  const { rows } = await db.query<{ secret: string }>(
    "SELECT secret FROM install_secrets WHERE name = $1",
    [name],
  );
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`The install secret '${name}' could not be made.`);
  return Buffer.from(secret, "base64");
}
