// The only way into cognito-local from outside. It has no auth on admin operations, trusts any
// access token it can decode, has no password policy and never checks refresh tokens or challenge
// sessions; this guard closes those gaps before a request reaches it.
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { passwordRuleViolation } from "../passwordRule";
import {
  CognitoReplyError,
  cognitoErrorCode,
  errorReply,
  invalidParameter,
  notAuthorized,
  okReply,
} from "./cognitoErrors";
import type { CognitoLocal, User } from "./cognitoLocal";
import {
  type AccessClaims,
  TokenRejected,
  verifyAccessToken,
  verifyRefreshToken,
} from "./localTokens";
import { forwardToNode } from "./nodeBridge";
import type { PoolIds } from "./pool";

/** Cognito requests are small; tokens are the largest part. */
export const MAX_BODY_BYTES = 32 * 1024;

const TARGET_PREFIX = "AWSCognitoIdentityProviderService.";

/** Attributes a visitor may set on sign-up; `sub` above all must never come from outside. */
const SIGN_UP_ATTRIBUTES = new Set(["email", "name", "custom:sub_to_newsletter"]);
const MAX_ATTRIBUTE_LENGTH = 2048;

type Body = Record<string, unknown>;
/** A checked request body to forward to cognito-local, or a reply made here. */
type Outcome = { forward: Body } | { reply: Body };

export interface GuardDeps {
  local: CognitoLocal;
  ids: PoolIds;
  /** `{IssuerDomain}/{poolId}`. */
  issuer: string;
  /** Runs store-touching work one at a time: cognito-local rewrites whole JSON files. */
  serial: <T>(work: () => Promise<T>) => Promise<T>;
}

function text(value: unknown, field: string): string {
  if (typeof value !== "string" || value.trim().length === 0) {
    throw invalidParameter(`Missing required parameter ${field}`);
  }
  return value;
}

/** Emails are usernames here and compared case-insensitively, as in a default AWS pool. */
function username(value: unknown, field = "Username"): string {
  const name = text(value, field).trim();
  return name.includes("@") ? name.toLowerCase() : name;
}

function password(value: unknown): string {
  const violation = passwordRuleViolation(value);
  if (violation) throw new CognitoReplyError("InvalidPasswordException", violation);
  return value as string;
}

function signUpAttributes(value: unknown, email: string): { Name: string; Value: string }[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidParameter("UserAttributes must be a list.");
  return value.map((item: unknown) => {
    const { Name, Value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof Name !== "string" || !SIGN_UP_ATTRIBUTES.has(Name)) {
      throw invalidParameter(`Attribute ${String(Name)} cannot be set on sign-up.`);
    }
    if (typeof Value !== "string" || Value.length > MAX_ATTRIBUTE_LENGTH) {
      throw invalidParameter(
        `Attribute ${Name} must be text of at most ${MAX_ATTRIBUTE_LENGTH} characters.`,
      );
    }
    if (Name === "email" && Value.trim().toLowerCase() !== email) {
      throw invalidParameter("The email attribute must be the username.");
    }
    return { Name, Value: Name === "email" ? email : Value };
  });
}

export function createGuard(deps: GuardDeps) {
  const { local, ids, issuer } = deps;
  const { services, ctx } = local;

  const pool = () => services.cognito.getUserPool(ctx, ids.userPoolId);

  function requireClient(body: Body): string {
    if (body.ClientId !== ids.clientId) {
      throw new CognitoReplyError("ResourceNotFoundException", "User pool client does not exist.");
    }
    return ids.clientId;
  }

  async function accessTokenUser(body: Body): Promise<{ claims: AccessClaims; user: User }> {
    let claims: AccessClaims;
    try {
      claims = await verifyAccessToken(body.AccessToken, { issuer, clientId: ids.clientId });
    } catch (error) {
      if (error instanceof TokenRejected) throw notAuthorized(error.message);
      throw error;
    }
    const user = await (await pool()).getUserByUsername(ctx, claims.sub);
    if (!user) throw notAuthorized("User does not exist.");
    if (!user.Enabled) throw notAuthorized("User is disabled.");
    return { claims, user };
  }

  async function initiateAuth(body: Body): Promise<Outcome> {
    const ClientId = requireClient(body);
    const params = (body.AuthParameters ?? {}) as Body;
    if (body.AuthFlow === "USER_PASSWORD_AUTH") {
      const USERNAME = username(params.USERNAME, "USERNAME");
      const PASSWORD = text(params.PASSWORD, "PASSWORD");
      const user = await (await pool()).getUserByUsername(ctx, USERNAME);
      // cognito-local answers a wrong password with InvalidPasswordException and an unknown user
      // with no message at all; AWS says this for both.
      if (!user || user.Password !== PASSWORD) {
        throw notAuthorized("Incorrect username or password.");
      }
      if (!user.Enabled) throw notAuthorized("User is disabled.");
      return {
        forward: { ClientId, AuthFlow: body.AuthFlow, AuthParameters: { USERNAME, PASSWORD } },
      };
    }
    if (body.AuthFlow === "REFRESH_TOKEN_AUTH" || body.AuthFlow === "REFRESH_TOKEN") {
      try {
        await verifyRefreshToken(params.REFRESH_TOKEN, issuer);
      } catch (error) {
        if (error instanceof TokenRejected) throw notAuthorized(error.message);
        throw error;
      }
      return {
        forward: {
          ClientId,
          AuthFlow: body.AuthFlow,
          AuthParameters: { REFRESH_TOKEN: params.REFRESH_TOKEN },
        },
      };
    }
    throw invalidParameter(
      `AuthFlow ${String(body.AuthFlow)} is not supported; use USER_PASSWORD_AUTH.`,
    );
  }

  /**
   * cognito-local does not tie a challenge answer to its session, so anyone could answer
   * NEW_PASSWORD_REQUIRED for any user. Only users who must change a temporary password may.
   */
  async function respondToAuthChallenge(body: Body): Promise<Outcome> {
    const ClientId = requireClient(body);
    const answers = (body.ChallengeResponses ?? {}) as Body;
    const USERNAME = username(answers.USERNAME, "USERNAME");
    const user = await (await pool()).getUserByUsername(ctx, USERNAME);
    if (
      body.ChallengeName !== "NEW_PASSWORD_REQUIRED" ||
      user?.UserStatus !== "FORCE_CHANGE_PASSWORD"
    ) {
      throw notAuthorized("Invalid session for the user.");
    }
    return {
      forward: {
        ClientId,
        ChallengeName: body.ChallengeName,
        Session: text(body.Session, "Session"),
        ChallengeResponses: { USERNAME, NEW_PASSWORD: password(answers.NEW_PASSWORD) },
      },
    };
  }

  async function resendConfirmationCode(body: Body): Promise<Outcome> {
    const ClientId = requireClient(body);
    const userPool = await pool();
    const user = await userPool.getUserByUsername(ctx, username(body.Username));
    if (!user) {
      throw new CognitoReplyError(
        "UserNotFoundException",
        "Username/client id combination not found.",
      );
    }
    if (user.UserStatus !== "UNCONFIRMED") throw invalidParameter("User is already confirmed.");
    const email = user.Attributes.find((a) => a.Name === "email")?.Value;
    if (!email) throw invalidParameter("User has no email address.");
    const delivery = {
      AttributeName: "email" as const,
      DeliveryMedium: "EMAIL" as const,
      Destination: email,
    };
    const code = services.otp();
    await services.messages.deliver(
      ctx,
      "ResendCode",
      ClientId,
      ids.userPoolId,
      user,
      code,
      undefined,
      delivery,
    );
    await userPool.saveUser(ctx, {
      ...user,
      ConfirmationCode: code,
      UserLastModifiedDate: services.clock.get(),
    });
    return { reply: { CodeDeliveryDetails: delivery } };
  }

  const targets: Record<string, (body: Body) => Promise<Outcome>> = {
    InitiateAuth: initiateAuth,
    RespondToAuthChallenge: respondToAuthChallenge,
    async SignUp(body) {
      const ClientId = requireClient(body);
      const Username = username(body.Username);
      if (!Username.includes("@")) throw invalidParameter("Username should be an email.");
      return {
        forward: {
          ClientId,
          Username,
          Password: password(body.Password),
          UserAttributes: signUpAttributes(body.UserAttributes, Username),
        },
      };
    },
    async ConfirmSignUp(body) {
      return {
        forward: {
          ClientId: requireClient(body),
          Username: username(body.Username),
          ConfirmationCode: text(body.ConfirmationCode, "ConfirmationCode"),
        },
      };
    },
    ResendConfirmationCode: resendConfirmationCode,
    async ForgotPassword(body) {
      return { forward: { ClientId: requireClient(body), Username: username(body.Username) } };
    },
    async ConfirmForgotPassword(body) {
      return {
        forward: {
          ClientId: requireClient(body),
          Username: username(body.Username),
          // cognito-local compares codes with !==, so a missing code would match a missing one.
          ConfirmationCode: text(body.ConfirmationCode, "ConfirmationCode"),
          Password: password(body.Password),
        },
      };
    },
    async ChangePassword(body) {
      const { user } = await accessTokenUser(body);
      const ProposedPassword = password(body.ProposedPassword);
      const PreviousPassword = text(body.PreviousPassword, "PreviousPassword");
      if (user.Password !== PreviousPassword)
        throw notAuthorized("Incorrect username or password.");
      return { forward: { AccessToken: body.AccessToken, PreviousPassword, ProposedPassword } };
    },
    async GetUser(body) {
      await accessTokenUser(body);
      return { forward: { AccessToken: body.AccessToken } };
    },
    async DeleteUser(body) {
      await accessTokenUser(body);
      return { forward: { AccessToken: body.AccessToken } };
    },
    /** Unsupported by cognito-local: revoke the user's refresh tokens, as AWS does. */
    async GlobalSignOut(body) {
      const { user } = await accessTokenUser(body);
      await (await pool()).saveUser(ctx, { ...user, RefreshTokens: [] });
      return { reply: {} };
    },
  };

  async function post(c: Context): Promise<Response> {
    const header = c.req.header("x-amz-target") ?? "";
    const target = header.startsWith(TARGET_PREFIX) ? header.slice(TARGET_PREFIX.length) : "";
    const check = Object.hasOwn(targets, target) ? targets[target] : undefined;
    if (!check) {
      return errorReply(
        new CognitoReplyError(
          "AccessDeniedException",
          `Operation '${header}' is not available here.`,
          403,
        ),
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = null;
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return errorReply(
        new CognitoReplyError("SerializationException", "The request body is not a JSON object."),
      );
    }
    try {
      return await deps.serial(async () => {
        const outcome = await check(body as Body);
        if ("reply" in outcome) return okReply(outcome.reply);
        return forwardToNode(c, local.application, "/", outcome.forward);
      });
    } catch (error) {
      if (error instanceof CognitoReplyError) return errorReply(error);
      // A CognitoError from a cognito-local service the guard called itself.
      const code = cognitoErrorCode(error);
      if (code) return errorReply(new CognitoReplyError(code, (error as Error).message));
      throw error;
    }
  }

  const jwksPath = `/idp/${ids.userPoolId}/.well-known/jwks.json`;

  return function mount(app: Hono): void {
    app.post(
      "/idp",
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        // The unread rest of the body makes the connection unusable, so the client is told to drop it.
        onError: () => {
          const reply = errorReply(
            new CognitoReplyError("RequestEntityTooLarge", "The request body is too large.", 413),
          );
          reply.headers.set("Connection", "close");
          return reply;
        },
      }),
      post,
    );
    // CORS preflight for a web app served from another origin (cognito-local allows any origin).
    app.options("/idp", (c) => forwardToNode(c, local.application, "/"));
    app.get(jwksPath, (c) => forwardToNode(c, local.application, jwksPath.slice("/idp".length)));
    app.all("/idp/*", () =>
      errorReply(new CognitoReplyError("ResourceNotFoundException", "Not found.", 404)),
    );
  };
}
