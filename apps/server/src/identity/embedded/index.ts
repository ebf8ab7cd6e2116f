import { join } from "node:path";
import type { Hono } from "hono";
import { createIdTokenVerifier } from "../idToken";
import { assertPasswordRule } from "../passwordRule";
import type { Identity, Mailer } from "../types";
import { cognitoErrorCode } from "./cognitoErrors";
import { type MessageSender, startCognitoLocal } from "./cognitoLocal";
import { createConfirmHandler } from "./confirmPage";
import { createGuard } from "./guard";
import { localKeys } from "./localTokens";
import { codeMail } from "./messages";
import { ensurePool } from "./pool";
import { createTriggers } from "./triggers";

export interface EmbeddedIdentityOptions {
  /** Users, the pool and its ids live under here (`idp/` and `idp-pool.json`). */
  dataDir: string;
  mailer: Mailer;
  /** Where the browser reaches this server; links in mails and the token issuer use it. */
  publicOrigin: string;
  productName: string;
  /** Receives cognito-local's error lines; silent without it. */
  logger?: (line: string) => void;
  env?: Record<string, string | undefined>;
}

export class EmbeddedIdentityRefused extends Error {
  override readonly name = "EmbeddedIdentityRefused";
}

/** One at a time: cognito-local rewrites a whole JSON file on every change. */
function createSerial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

function mailSender(mailer: Mailer, productName: string): MessageSender {
  return {
    async sendEmail(_ctx, _user, destination, message) {
      const fallback = codeMail(productName, message.__code ?? "");
      await mailer.send({
        to: destination,
        subject: message.emailSubject || fallback.emailSubject,
        text: message.emailMessage || fallback.emailMessage,
      });
    },
    async sendSms() {
      throw new Error("The embedded identity service sends no text messages.");
    },
  };
}

/**
 * cognito-local in-process, mounted under /idp behind a guard. For development, tests and small
 * installs: its signing key ships in the npm package and it stores passwords in plain text.
 */
export async function createEmbeddedIdentity(options: EmbeddedIdentityOptions): Promise<Identity> {
  const env = options.env ?? process.env;
  if (env.NODE_ENV === "production" && env.ALLOW_EMBEDDED_IDENTITY !== "1") {
    throw new EmbeddedIdentityRefused(
      "The embedded identity service is refused in production: its token signing key ships in a public package " +
        "and it stores passwords in plain text. Configure AWS Cognito, or set ALLOW_EMBEDDED_IDENTITY=1 to accept the risk.",
    );
  }
  const publicOrigin = new URL(options.publicOrigin).origin;
  const issuerDomain = `${publicOrigin}/idp`;
  const local = await startCognitoLocal({
    directory: join(options.dataDir, "idp"),
    issuerDomain,
    lambda: createTriggers({ publicOrigin, productName: options.productName }),
    sender: mailSender(options.mailer, options.productName),
    ...(options.logger ? { log: options.logger } : {}),
  });
  const serial = createSerial();
  const ids = await serial(() => ensurePool(local, options.dataDir, options.productName));
  const issuer = `${issuerDomain}/${ids.userPoolId}`;
  const mountGuard = createGuard({ local, ids, issuer, serial });
  const confirm = createConfirmHandler({ local, ids, productName: options.productName, serial });
  const admin = (target: string, body: Record<string, unknown>) =>
    local.route(target)(local.ctx, { UserPoolId: ids.userPoolId, ...body });

  return {
    kind: "embedded",
    clientConfig: (origin) => ({
      userPoolId: ids.userPoolId,
      clientId: ids.clientId,
      region: "local",
      endpoint: `${new URL(origin).origin}/idp`,
      authFlow: "USER_PASSWORD_AUTH",
    }),
    verifyIdToken: createIdTokenVerifier({ issuer, clientId: ids.clientId, keys: localKeys }),
    mount(app: Hono) {
      mountGuard(app);
      app.get("/auth/confirm", confirm);
    },
    ensureUser: ({ email, password, name, groups = [] }) =>
      serial(async () => {
        assertPasswordRule(password);
        const username = email.trim().toLowerCase();
        const pool = await local.services.cognito.getUserPool(local.ctx, ids.userPoolId);
        let user = await pool.getUserByUsername(local.ctx, username);
        if (!user) {
          await admin("AdminCreateUser", {
            Username: username,
            MessageAction: "SUPPRESS",
            UserAttributes: [
              { Name: "email", Value: username },
              { Name: "email_verified", Value: "true" },
              ...(name ? [{ Name: "name", Value: name }] : []),
            ],
          });
          await admin("AdminSetUserPassword", {
            Username: username,
            Password: password,
            Permanent: true,
          });
          user = await pool.getUserByUsername(local.ctx, username);
        }
        const sub = user?.Attributes.find((a) => a.Name === "sub")?.Value;
        if (!sub) throw new Error(`The embedded identity service lost the user ${username}.`);
        const existing = new Set((await pool.listGroups(local.ctx)).map((g) => g.GroupName));
        for (const group of groups) {
          if (!existing.has(group)) {
            await admin("CreateGroup", { GroupName: group });
          }
          await admin("AdminAddUserToGroup", { Username: username, GroupName: group });
        }
        return { sub };
      }),
    deleteUser: (sub) =>
      serial(async () => {
        try {
          await admin("AdminDeleteUser", { Username: sub });
        } catch (error) {
          // Already gone is the outcome account deletion wants.
          if (cognitoErrorCode(error) !== "UserNotFoundException") throw error;
        }
      }),
    // Every change is written before its request answers, so there is nothing left to flush.
    close: () => serial(async () => {}),
  };
}
