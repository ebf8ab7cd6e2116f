import { randomUUID } from "node:crypto";
import {
  type CryptoKey,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from "jose";
import type { Db, Queryable } from "../../db/types";

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  retired_at: Date | null;
}

async function insertNewKey(q: Queryable): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
  await q.query(
    "INSERT INTO identity_signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)",
    [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
  );
}

/** Creates the install's first key unless one signs already. */
export async function ensureSigningKey(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("LOCK TABLE identity_signing_keys IN EXCLUSIVE MODE");
    const { rows } = await tx.query("SELECT 1 FROM identity_signing_keys WHERE retired_at IS NULL");
    if (rows.length === 0) await insertNewKey(tx);
  });
}

/**
 * A new signing key; the one it replaces keeps verifying (tokens it signed live up to an hour) and
 * every older key is deleted, so its tokens are refused.
 */
export async function rotateSigningKey(db: Db): Promise<{ kid: string }> {
  return db.transaction(async (tx) => {
    await tx.query("LOCK TABLE identity_signing_keys IN EXCLUSIVE MODE");
    await tx.query("DELETE FROM identity_signing_keys WHERE retired_at IS NOT NULL");
    await tx.query("UPDATE identity_signing_keys SET retired_at = now() WHERE retired_at IS NULL");
    await insertNewKey(tx);
    const { rows } = await tx.query<{ kid: string }>(
      "SELECT kid FROM identity_signing_keys WHERE retired_at IS NULL",
    );
    return { kid: (rows[0] as { kid: string }).kid };
  });
}

const RELOAD_AFTER_MS = 60_000;

/**
 * The keys as the running server sees them, re-read from the database at most once a minute so that
 * a rotation by the command reaches a running server without a restart.
 */
export function createKeyStore(db: Db, now: () => number = Date.now) {
  interface Loaded {
    at: number;
    signing: SigningKey;
    jwks: JSONWebKeySet;
    verify: JWTVerifyGetKey;
  }
  let loaded: Loaded | null = null;

  async function load(): Promise<Loaded> {
    const { rows } = await db.query<KeyRow>(
      `SELECT kid, private_jwk, public_jwk, retired_at FROM identity_signing_keys
       ORDER BY retired_at IS NULL DESC, retired_at DESC LIMIT 2`,
    );
    const current = rows.find((row) => row.retired_at === null);
    if (!current) throw new Error("The identity service has no signing key.");
    const jwks = { keys: rows.map((row) => parseJson(row.public_jwk)) };
    loaded = {
      at: now(),
      signing: {
        kid: current.kid,
        privateKey: (await importJWK(parseJson(current.private_jwk), "RS256")) as CryptoKey,
      },
      jwks,
      verify: createLocalJWKSet(jwks),
    };
    return loaded;
  }

  const fresh = async (): Promise<Loaded> =>
    loaded && now() - loaded.at < RELOAD_AFTER_MS ? loaded : await load();

  return {
    signingKey: async () => (await fresh()).signing,
    /** The current and the previous public key, as served at /.well-known/jwks.json. */
    jwks: async () => (await fresh()).jwks,
    verifier: async () => (await fresh()).verify,
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;

/** jsonb arrives as an object from both engines; text if a driver hands it over unparsed. */
function parseJson(value: JWK | string): JWK {
  return typeof value === "string" ? (JSON.parse(value) as JWK) : value;
}
