import { randomBytes, randomUUID } from "node:crypto";
import { decodeJwt, type JWTVerifyGetKey } from "jose";
import { prepared } from "../../db/prepared";
import type { Db } from "../../db/types";
import { createIdTokenVerifier } from "../idToken";
import { assertPasswordRule } from "../passwordRule";
import { type Identity, InvalidTokenError, type Mailer } from "../types";
import { createCodes } from "./codes";
import { createConfirmHandler, type LinkOutcome } from "./confirmPage";
import { mountIdpRoutes } from "./http";
import { createKeyStore, ensureSigningKey } from "./keys";
import { createOperations, type PoolIds } from "./operations";
import { findUserByEmail, normaliseUsername, passwordColumns } from "./users";
import { CognitoReplyError } from "./wire";

export interface OwnIdentityOptions {
  /** The app's database, migrated (040_identity.sql). */
  db: Db;
  mailer: Mailer;
  /** Where the browser reaches this server: mail links and the token issuer use it. */
  publicOrigin: string;
  productName: string;
  log?: (line: string) => void;
}

/** Every authenticated request asks it (a signed token stays valid only while its session is open). */
const OPEN_SESSION_SQL = prepared(
  "SELECT 1 FROM identity_sessions WHERE id = $1 AND sub = $2 AND expires_at > now()",
);

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";
const randomName = (length: number) =>
  Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");

/** The install's pool, app client and secret, made on first start and kept in the database. */
async function ensurePool(db: Db): Promise<PoolIds> {
  await db.query(
    `INSERT INTO identity_pool (user_pool_id, client_id, secret) VALUES ($1, $2, $3)
     ON CONFLICT (singleton) DO NOTHING`,
    [`local_${randomName(9)}`, randomName(26), randomBytes(32).toString("base64")],
  );
  const { rows } = await db.query<{ user_pool_id: string; client_id: string; secret: string }>(
    "SELECT user_pool_id, client_id, secret FROM identity_pool",
  );
  const row = rows[0] as { user_pool_id: string; client_id: string; secret: string };
  return { userPoolId: row.user_pool_id, clientId: row.client_id, secret: row.secret };
}

/**
 * Our own identity service, speaking AWS Cognito's wire protocol under /idp so that
 * amazon-cognito-identity-js works against it as against AWS, with everything in the app's database.
 */
export async function createOwnIdentity(options: OwnIdentityOptions): Promise<Identity> {
  const { db } = options;
  const log = options.log ?? (() => {});
  const publicOrigin = new URL(options.publicOrigin).origin;
  const pool = await ensurePool(db);
  await ensureSigningKey(db);
  const poolName = pool.userPoolId.slice(pool.userPoolId.indexOf("_") + 1);
  const issuer = `${publicOrigin}/idp/${pool.userPoolId}`;
  const keys = createKeyStore(db);
  const tokens = { keys, issuer, clientId: pool.clientId };
  const operations = createOperations({
    db,
    pool,
    tokens,
    codes: createCodes(pool.secret),
    mailer: options.mailer,
    publicOrigin,
    productName: options.productName,
  });
  const verifyKey: JWTVerifyGetKey = async (header, token) =>
    (await keys.verifier())(header, token);
  const verifySignedIdToken = createIdTokenVerifier({
    issuer,
    clientId: pool.clientId,
    keys: verifyKey,
  });

  async function confirmByLink(username: string, code: string): Promise<LinkOutcome> {
    const user = await findUserByEmail(db, username);
    if (user && user.status !== "UNCONFIRMED") return "already_confirmed";
    try {
      await operations.ConfirmSignUp?.({
        ClientId: pool.clientId,
        Username: username,
        ConfirmationCode: code,
      });
      return "confirmed";
    } catch (error) {
      if (error instanceof CognitoReplyError) return "invalid";
      throw error;
    }
  }

  return {
    kind: "embedded",
    clientConfig: () => ({
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      region: "local",
      // Relative: the web app resolves it against the page's origin, whatever address that is.
      endpoint: "/idp",
      authFlow: "USER_SRP_AUTH",
    }),
    /** Signature, claims, and that the session behind the token is still open (sign-out, deletion). */
    async verifyIdToken(token) {
      const user = await verifySignedIdToken(token);
      const sessionId = decodeJwt(token).origin_jti;
      const { rows } =
        typeof sessionId === "string"
          ? await db.query(OPEN_SESSION_SQL, [sessionId, user.sub])
          : { rows: [] };
      if (rows.length === 0) throw new InvalidTokenError("The token's session has ended.");
      return user;
    },
    mount(app) {
      mountIdpRoutes(app, { operations, keys, userPoolId: pool.userPoolId, issuer, log });
      app.get(
        "/auth/confirm",
        createConfirmHandler({ productName: options.productName, confirm: confirmByLink }),
      );
    },
    async ensureUser({ email, password, name, groups = [] }) {
      assertPasswordRule(password);
      const address = normaliseUsername(email);
      const existing = await findUserByEmail(db, address);
      if (existing) {
        await db.query(
          `UPDATE identity_users SET groups = ARRAY(SELECT DISTINCT unnest(groups || $2::text[]))
           WHERE sub = $1`,
          [existing.sub, groups],
        );
        return { sub: existing.sub };
      }
      const sub = randomUUID();
      const columns = await passwordColumns(poolName, sub, password);
      const { rows } = await db.query<{ sub: string }>(
        `INSERT INTO identity_users (sub, email, name, status, password_hash, srp_salt, srp_verifier, groups)
         VALUES ($1, $2, $3, 'CONFIRMED', $4, $5, $6, $7)
         ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING sub::text AS sub`,
        [
          sub,
          address,
          name ?? null,
          columns.password_hash,
          columns.srp_salt,
          columns.srp_verifier,
          groups,
        ],
      );
      return { sub: (rows[0] as { sub: string }).sub };
    },
    async deleteUser(sub) {
      if (!/^[0-9a-f-]{36}$/i.test(sub)) return;
      // Its sessions, codes and challenges go with it (ON DELETE CASCADE).
      await db.query("DELETE FROM identity_users WHERE sub = $1", [sub]);
    },
    // Every change is committed before its request answers; the database is closed by its owner.
    close: async () => {},
  };
}
