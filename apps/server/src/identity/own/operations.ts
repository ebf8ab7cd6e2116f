// The Cognito operations the web app's identity client makes, on the app's own database.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../db/types";
import { passwordRuleViolation } from "../passwordRule";
import type { Mailer } from "../types";
import type { CodePurpose, Codes } from "./codes";
import { confirmationLink, resetCodeMail, signUpMail } from "./messages";
import { verifyPassword } from "./passwords";
import {
  createServerEphemeral,
  parseClientPublic,
  parseSrpTimestamp,
  randomVerifierHex,
  verifyPasswordClaim,
} from "./srp";
import {
  hashToken,
  issueTokens,
  newRefreshToken,
  REFRESH_TOKEN_DAYS,
  TOKEN_SECONDS,
  type TokenContext,
  TokenRejected,
  verifyAccessToken,
} from "./tokens";
import {
  findUser,
  findUserByEmail,
  findUserBySub,
  normaliseUsername,
  passwordColumns,
  recordFailedSignIn,
  recordSignIn,
  setPassword,
  type UserRow,
} from "./users";
import {
  CognitoReplyError,
  codeExpired,
  codeMismatch,
  invalidParameter,
  notAuthorized,
} from "./wire";

export interface PoolIds {
  userPoolId: string;
  clientId: string;
  /** Keys code hashes and the made-up answers for unknown emails. */
  secret: string;
}

export interface OperationDeps {
  db: Db;
  pool: PoolIds;
  tokens: TokenContext;
  codes: Codes;
  mailer: Mailer;
  publicOrigin: string;
  productName: string;
}

type Body = Record<string, unknown>;
export type Operation = (body: Body) => Promise<Body>;

/** Attributes a visitor may set on sign-up; `sub` above all must never come from outside. */
const SIGN_UP_ATTRIBUTES = new Set(["email", "name", "custom:sub_to_newsletter"]);
const MAX_ATTRIBUTE_LENGTH = 2048;
const MAX_USERNAME_LENGTH = 256;
const CHALLENGE_SECONDS = 300;
const LOCKED = "Password attempts exceeded";

function text(value: unknown, field: string, max = 4096): string {
  if (typeof value !== "string" || value.trim().length === 0) {
    throw invalidParameter(`Missing required parameter ${field}`);
  }
  if (value.length > max) throw invalidParameter(`${field} is too long.`);
  // PostgreSQL text cannot hold NUL; refused here rather than failing in the database.
  if (value.includes("\u0000")) throw invalidParameter(`${field} contains a NUL character.`);
  return value;
}

function username(value: unknown, field = "Username"): string {
  return normaliseUsername(text(value, field, MAX_USERNAME_LENGTH));
}

function newPassword(value: unknown): string {
  const violation = passwordRuleViolation(value);
  if (violation) throw new CognitoReplyError("InvalidPasswordException", violation);
  return text(value, "Password", 256);
}

/** Where the code went, as AWS words it (a***@e***), the same for known and unknown emails. */
function delivery(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return {
    AttributeName: "email",
    DeliveryMedium: "EMAIL",
    Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`,
  };
}

function signUpAttributes(value: unknown, email: string) {
  if (value === undefined || value === null) return { name: null, newsletter: null };
  if (!Array.isArray(value)) throw invalidParameter("UserAttributes must be a list.");
  const found: Record<string, string> = {};
  for (const item of value as unknown[]) {
    const { Name, Value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof Name !== "string" || !SIGN_UP_ATTRIBUTES.has(Name)) {
      throw invalidParameter(`Attribute ${String(Name)} cannot be set on sign-up.`);
    }
    if (
      typeof Value !== "string" ||
      Value.length > MAX_ATTRIBUTE_LENGTH ||
      Value.includes("\u0000")
    ) {
      throw invalidParameter(
        `Attribute ${Name} must be text of at most ${MAX_ATTRIBUTE_LENGTH} characters, without NUL.`,
      );
    }
    if (Name === "email" && normaliseUsername(Value) !== email) {
      throw invalidParameter("The email attribute must be the username.");
    }
    found[Name] = Value;
  }
  return { name: found.name ?? null, newsletter: found["custom:sub_to_newsletter"] ?? null };
}

export function createOperations(deps: OperationDeps) {
  const { db, pool, codes } = deps;
  const poolName = pool.userPoolId.slice(pool.userPoolId.indexOf("_") + 1);
  // Checked against when the email is unknown, so a wrong email costs as long as a wrong password.
  const dummyHash = passwordColumns(poolName, randomUUID(), randomUUID());

  function requireClient(body: Body): void {
    if (body.ClientId !== pool.clientId) {
      throw new CognitoReplyError("ResourceNotFoundException", "User pool client does not exist.");
    }
  }

  async function sendCode(user: UserRow, purpose: CodePurpose): Promise<void> {
    const code = await codes.issue(db, user.sub, purpose);
    if (code === null) return;
    const mail =
      purpose === "sign_up"
        ? signUpMail(
            deps.productName,
            user.name ?? undefined,
            confirmationLink(deps.publicOrigin, user.email, code),
          )
        : resetCodeMail(deps.productName, user.name ?? undefined, code);
    await deps.mailer.send({ to: user.email, subject: mail.emailSubject, text: mail.emailMessage });
  }

  async function checkCode(user: UserRow | null, purpose: CodePurpose, code: unknown) {
    const given = text(code, "ConfirmationCode", 64).trim();
    if (!user) throw codeMismatch();
    const outcome = await codes.check(db, user.sub, purpose, given);
    if (outcome === "expired") throw codeExpired();
    if (outcome === "mismatch") throw codeMismatch();
  }

  /** A signed-in device: a session row holding its refresh token's hash, and its first tokens. */
  async function startSession(user: UserRow): Promise<Body> {
    const sessionId = randomUUID();
    const refresh = newRefreshToken();
    await db.query(
      `INSERT INTO identity_sessions (id, sub, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
      [sessionId, user.sub, refresh.hash, REFRESH_TOKEN_DAYS],
    );
    await recordSignIn(db, user.sub);
    const tokens = await issueTokens(deps.tokens, user, sessionId, Math.floor(Date.now() / 1000));
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        ...tokens,
        RefreshToken: refresh.token,
        ExpiresIn: TOKEN_SECONDS,
        TokenType: "Bearer",
      },
    };
  }

  async function newChallenge(
    sub: string | null,
    challenge: "PASSWORD_VERIFIER" | "NEW_PASSWORD_REQUIRED",
    state: Body,
  ): Promise<string> {
    const token = randomBytes(48).toString("base64");
    await db.query(
      `INSERT INTO identity_challenges (id_hash, sub, challenge, state, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::int))`,
      [hashToken(token), sub, challenge, JSON.stringify(state), CHALLENGE_SECONDS],
    );
    return token;
  }

  /** Takes (and so ends) an open challenge; null when unknown, used or expired. */
  async function takeChallenge(token: unknown, challenge: string) {
    if (typeof token !== "string" || token.length === 0 || token.length > 1024) return null;
    const { rows } = await db.query<{ sub: string | null; state: Body | string }>(
      `DELETE FROM identity_challenges WHERE id_hash = $1 AND challenge = $2 AND expires_at > now()
       RETURNING sub::text AS sub, state`,
      [hashToken(token), challenge],
    );
    const row = rows[0];
    if (!row) return null;
    const state = typeof row.state === "string" ? (JSON.parse(row.state) as Body) : row.state;
    return { sub: row.sub, state };
  }

  /** After a proven password: a session, or the steps an unconfirmed or temporary password needs. */
  async function passwordAccepted(user: UserRow): Promise<Body> {
    if (user.status === "UNCONFIRMED") {
      throw new CognitoReplyError("UserNotConfirmedException", "User is not confirmed.");
    }
    if (user.status === "FORCE_CHANGE_PASSWORD") {
      await recordSignIn(db, user.sub);
      const Session = await newChallenge(user.sub, "NEW_PASSWORD_REQUIRED", {});
      return {
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        Session,
        ChallengeParameters: {
          USER_ID_FOR_SRP: user.sub,
          requiredAttributes: "[]",
          userAttributes: "{}",
        },
      };
    }
    return startSession(user);
  }

  async function userPasswordAuth(params: Body): Promise<Body> {
    const user = await findUserByEmail(db, username(params.USERNAME, "USERNAME"));
    const password = text(params.PASSWORD, "PASSWORD", 256);
    if (!user) {
      await verifyPassword(password, (await dummyHash).password_hash);
      throw notAuthorized();
    }
    if (user.locked) throw notAuthorized(LOCKED);
    if (!(await verifyPassword(password, user.password_hash))) {
      await recordFailedSignIn(db, user.sub);
      throw notAuthorized();
    }
    return passwordAccepted(user);
  }

  /** The made-up SRP answer for an unknown email: stable salt and id, so retries look alike. */
  function standIn(email: string) {
    const mac = createHmac("sha256", pool.secret).update(`srp:${email}`).digest("hex");
    const id = `${mac.slice(0, 8)}-${mac.slice(8, 12)}-4${mac.slice(13, 16)}-a${mac.slice(17, 20)}-${mac.slice(20, 32)}`;
    return { sub: id, salt: mac.slice(32, 64), verifier: randomVerifierHex() };
  }

  async function userSrpAuth(params: Body): Promise<Body> {
    const email = username(params.USERNAME, "USERNAME");
    const A = parseClientPublic(params.SRP_A);
    if (A === null) throw invalidParameter("SRP_A is not a valid SRP public value.");
    const user = await findUser(db, email);
    const srp = user
      ? { sub: user.sub, salt: user.srp_salt, verifier: user.srp_verifier }
      : standIn(email);
    const ephemeral = createServerEphemeral(srp.verifier);
    const secretBlock = await newChallenge(user?.sub ?? null, "PASSWORD_VERIFIER", {
      A: A.toString(16),
      b: ephemeral.secret,
      B: ephemeral.public,
      verifier: srp.verifier,
      userId: srp.sub,
    });
    return {
      ChallengeName: "PASSWORD_VERIFIER",
      ChallengeParameters: {
        SALT: srp.salt,
        SRP_B: ephemeral.public,
        SECRET_BLOCK: secretBlock,
        USER_ID_FOR_SRP: srp.sub,
        USERNAME: srp.sub,
      },
    };
  }

  async function refreshTokenAuth(params: Body): Promise<Body> {
    const token = text(params.REFRESH_TOKEN, "REFRESH_TOKEN", 1024);
    const { rows } = await db.query<{ id: string; sub: string; expired: boolean }>(
      `SELECT id::text AS id, sub::text AS sub, expires_at < now() AS expired
       FROM identity_sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );
    const session = rows[0];
    if (!session) throw notAuthorized("Invalid Refresh Token");
    if (session.expired) {
      await db.query("DELETE FROM identity_sessions WHERE id = $1", [session.id]);
      throw notAuthorized("Refresh Token has expired");
    }
    const user = await findUserBySub(db, session.sub);
    if (!user) throw notAuthorized("Invalid Refresh Token");
    const tokens = await issueTokens(deps.tokens, user, session.id, Math.floor(Date.now() / 1000));
    return {
      ChallengeParameters: {},
      AuthenticationResult: { ...tokens, ExpiresIn: TOKEN_SECONDS, TokenType: "Bearer" },
    };
  }

  async function passwordVerifier(answers: Body): Promise<Body> {
    const secretBlock = text(answers.PASSWORD_CLAIM_SECRET_BLOCK, "PASSWORD_CLAIM_SECRET_BLOCK");
    const signature = text(answers.PASSWORD_CLAIM_SIGNATURE, "PASSWORD_CLAIM_SIGNATURE");
    const timestamp = text(answers.TIMESTAMP, "TIMESTAMP", 64);
    if (parseSrpTimestamp(timestamp) === null) throw invalidParameter("TIMESTAMP is not valid.");
    const taken = await takeChallenge(secretBlock, "PASSWORD_VERIFIER");
    if (!taken) throw notAuthorized("Invalid session for the user.");
    if (!taken.sub) throw notAuthorized();
    const user = await findUserBySub(db, taken.sub);
    if (!user) throw notAuthorized();
    if (user.locked) throw notAuthorized(LOCKED);
    const state = taken.state as Record<string, string>;
    const proven = verifyPasswordClaim({
      poolName,
      userId: String(state.userId),
      A: BigInt(`0x${state.A}`),
      ephemeral: { secret: String(state.b), public: String(state.B) },
      // A password set after the challenge began must not be proven with the old one.
      verifierHex: user.srp_verifier === state.verifier ? user.srp_verifier : randomVerifierHex(),
      secretBlock,
      timestamp,
      signature,
    });
    if (!proven) {
      await recordFailedSignIn(db, user.sub);
      throw notAuthorized();
    }
    return passwordAccepted(user);
  }

  async function newPasswordRequired(body: Body, answers: Body): Promise<Body> {
    const password = newPassword(answers.NEW_PASSWORD);
    const taken = await takeChallenge(body.Session, "NEW_PASSWORD_REQUIRED");
    const user = taken?.sub ? await findUserBySub(db, taken.sub) : null;
    const named = typeof answers.USERNAME === "string" ? normaliseUsername(answers.USERNAME) : null;
    if (user?.status !== "FORCE_CHANGE_PASSWORD" || (named !== user.email && named !== user.sub)) {
      throw notAuthorized("Invalid session for the user.");
    }
    await setPassword(db, poolName, user.sub, password);
    return startSession({ ...user, status: "CONFIRMED" });
  }

  /** The user behind an access token whose session is still open. */
  async function accessUser(body: Body): Promise<{ user: UserRow; sessionId: string }> {
    let claims: { sub: string; sessionId: string };
    try {
      claims = await verifyAccessToken(deps.tokens, body.AccessToken);
    } catch (error) {
      if (error instanceof TokenRejected) throw notAuthorized(error.message);
      throw error;
    }
    const { rows } = await db.query(
      "SELECT 1 FROM identity_sessions WHERE id = $1 AND sub = $2 AND expires_at > now()",
      [claims.sessionId, claims.sub],
    );
    const user = rows.length > 0 ? await findUserBySub(db, claims.sub) : null;
    if (!user) throw notAuthorized("Access Token has been revoked");
    return { user, sessionId: claims.sessionId };
  }

  const operations: Record<string, Operation> = {
    async SignUp(body) {
      requireClient(body);
      const email = username(body.Username);
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalidParameter("Username should be an email.");
      const password = newPassword(body.Password);
      const attributes = signUpAttributes(body.UserAttributes, email);
      const sub = randomUUID();
      const columns = await passwordColumns(poolName, sub, password);
      const { rows } = await db.query(
        `INSERT INTO identity_users (sub, email, name, newsletter, status, password_hash, srp_salt, srp_verifier)
         VALUES ($1, $2, $3, $4, 'UNCONFIRMED', $5, $6, $7) ON CONFLICT (email) DO NOTHING RETURNING 1`,
        [
          sub,
          email,
          attributes.name,
          attributes.newsletter,
          columns.password_hash,
          columns.srp_salt,
          columns.srp_verifier,
        ],
      );
      // As in AWS Cognito, sign-up is the one place that says an email is taken.
      if (rows.length === 0) {
        throw new CognitoReplyError(
          "UsernameExistsException",
          "An account with the given email already exists.",
        );
      }
      const user = (await findUserBySub(db, sub)) as UserRow;
      await sendCode(user, "sign_up");
      return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: delivery(email) };
    },

    async ConfirmSignUp(body) {
      requireClient(body);
      const user = await findUserByEmail(db, username(body.Username));
      await checkCode(
        user?.status === "UNCONFIRMED" ? user : null,
        "sign_up",
        body.ConfirmationCode,
      );
      await db.query(
        "UPDATE identity_users SET status = 'CONFIRMED', updated_at = now() WHERE sub = $1 AND status = 'UNCONFIRMED'",
        [(user as UserRow).sub],
      );
      return {};
    },

    async ResendConfirmationCode(body) {
      requireClient(body);
      const email = username(body.Username);
      const user = await findUserByEmail(db, email);
      if (user?.status === "UNCONFIRMED") await sendCode(user, "sign_up");
      return { CodeDeliveryDetails: delivery(email) };
    },

    async ForgotPassword(body) {
      requireClient(body);
      const email = username(body.Username);
      const user = await findUserByEmail(db, email);
      if (user && user.status !== "UNCONFIRMED") await sendCode(user, "reset");
      return { CodeDeliveryDetails: delivery(email) };
    },

    async ConfirmForgotPassword(body) {
      requireClient(body);
      const user = await findUserByEmail(db, username(body.Username));
      const password = newPassword(body.Password);
      await checkCode(user, "reset", body.ConfirmationCode);
      await setPassword(db, poolName, (user as UserRow).sub, password);
      return {};
    },

    async InitiateAuth(body) {
      requireClient(body);
      const params = (body.AuthParameters ?? {}) as Body;
      if (typeof params !== "object") throw invalidParameter("AuthParameters must be an object.");
      switch (body.AuthFlow) {
        case "USER_SRP_AUTH":
          return userSrpAuth(params);
        case "USER_PASSWORD_AUTH":
          return userPasswordAuth(params);
        case "REFRESH_TOKEN_AUTH":
        case "REFRESH_TOKEN":
          return refreshTokenAuth(params);
        default:
          throw invalidParameter(`AuthFlow ${String(body.AuthFlow)} is not supported.`);
      }
    },

    async RespondToAuthChallenge(body) {
      requireClient(body);
      const answers = (body.ChallengeResponses ?? {}) as Body;
      if (typeof answers !== "object")
        throw invalidParameter("ChallengeResponses must be an object.");
      if (body.ChallengeName === "PASSWORD_VERIFIER") return passwordVerifier(answers);
      if (body.ChallengeName === "NEW_PASSWORD_REQUIRED") return newPasswordRequired(body, answers);
      throw invalidParameter(`ChallengeName ${String(body.ChallengeName)} is not supported.`);
    },

    async ChangePassword(body) {
      const { user, sessionId } = await accessUser(body);
      const previous = text(body.PreviousPassword, "PreviousPassword", 256);
      const proposed = newPassword(body.ProposedPassword);
      if (user.locked)
        throw new CognitoReplyError(
          "LimitExceededException",
          "Attempt limit exceeded, please try after some time.",
        );
      if (!(await verifyPassword(previous, user.password_hash))) {
        await recordFailedSignIn(db, user.sub);
        throw notAuthorized();
      }
      await setPassword(db, poolName, user.sub, proposed, sessionId);
      return {};
    },

    async GetUser(body) {
      const { user } = await accessUser(body);
      const attributes: [string, string | null][] = [
        ["sub", user.sub],
        ["email", user.email],
        ["email_verified", "true"],
        ["name", user.name],
        ["custom:sub_to_newsletter", user.newsletter],
      ];
      return {
        Username: user.sub,
        UserAttributes: attributes
          .filter((pair): pair is [string, string] => pair[1] !== null)
          .map(([Name, Value]) => ({ Name, Value })),
      };
    },

    async DeleteUser(body) {
      const { user } = await accessUser(body);
      await db.query("DELETE FROM identity_users WHERE sub = $1", [user.sub]);
      return {};
    },

    async GlobalSignOut(body) {
      const { user } = await accessUser(body);
      await db.query("DELETE FROM identity_sessions WHERE sub = $1", [user.sub]);
      return {};
    },

    /**
     * Ends the one session (device) whose refresh token this is, and with it the ID and access tokens
     * tied to it. An unknown or already revoked token answers the same: revoking is idempotent, and
     * the reply tells nothing about which tokens exist.
     */
    async RevokeToken(body) {
      requireClient(body);
      const token = text(body.Token, "Token", 1024);
      await db.query("DELETE FROM identity_sessions WHERE token_hash = $1", [hashToken(token)]);
      return {};
    },
  };
  return operations;
}
