import { createPrivateKey, generateKeyPairSync } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { createIdentityClient, memoryStorage } from "@hotshelf/api/identity";
import { Hono } from "hono";
import { createRemoteJWKSet, decodeJwt, jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IdpError,
  idp,
  latestMail,
  signIn,
  signUpAndConfirm,
} from "../../../test/support/identity";
import type { TestDatabase } from "../../db/testDb";
import { createMailer } from "../../mail/mailer";
import { createOutboxRoutes } from "../../mail/outboxRoutes";
import { createOutboxTestDatabase } from "../../mail/testOutbox";
import { type Identity, InvalidTokenError } from "../types";
import { MAX_BODY_BYTES } from "./guard";
import { createEmbeddedIdentity, EmbeddedIdentityRefused } from "./index";

const PUBLIC_ORIGIN = "http://hotshelf.test";
const PRODUCT = "Hotshelf";

// The key cognito-local signs with ships in its package: anyone can forge tokens with it, which is
// exactly why the verifier must check every claim.
const shippedKey = createPrivateKey(
  (
    createRequire(import.meta.url)("cognito-local/lib/keys/cognitoLocal.private.json") as {
      pem: string;
    }
  ).pem,
);

interface Running {
  identity: Identity;
  baseUrl: string;
  clientId: string;
  userPoolId: string;
  stop(): Promise<void>;
}

let database: TestDatabase;
let dataDir: string;
let running: Running;
const logLines: string[] = [];

async function start(): Promise<Running> {
  const mailer = createMailer({ db: database.db, log: (line) => logLines.push(line) });
  const identity = await createEmbeddedIdentity({
    dataDir,
    mailer,
    publicOrigin: PUBLIC_ORIGIN,
    productName: PRODUCT,
  });
  const app = new Hono();
  identity.mount(app);
  app.route("/", createOutboxRoutes(database.db));
  // As the app serves it: the test support helpers read the client id from here.
  app.get("/config.json", (c) => c.json({ identity: identity.clientConfig(PUBLIC_ORIGIN) }));
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const { clientId, userPoolId } = identity.clientConfig(PUBLIC_ORIGIN);
  return {
    identity,
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    userPoolId,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await identity.close();
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<IdpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdpError);
  return error as IdpError;
}

let counter = 0;
const newEmail = () => `user${++counter}-${Date.now()}@example.com`;

async function sign(
  claims: Record<string, unknown>,
  options: { expiresIn?: string | number; key?: unknown } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "CognitoLocal" })
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign((options.key ?? shippedKey) as Parameters<SignJWT["sign"]>[0]);
}

beforeAll(async () => {
  database = await createOutboxTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), "identity-test-"));
  running = await start();
});

afterAll(async () => {
  await running?.stop();
  await database?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe("sign-up and confirmation", () => {
  it("mails a confirmation link that confirms the account and redirects to /login?regconf=1", async () => {
    const email = newEmail();
    await idp(running.baseUrl, "SignUp", {
      ClientId: running.clientId,
      Username: email,
      Password: "correct horse",
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "name", Value: "Ada" },
        { Name: "custom:sub_to_newsletter", Value: "true" },
      ],
    });
    const mail = await latestMail(running.baseUrl, email);
    expect(mail.subject).toBe("Confirm your Hotshelf account");
    expect(mail.text).toContain("Hi Ada,");
    const link = mail.text.match(/http:\/\/hotshelf\.test\/auth\/confirm\?\S+/)?.[0];
    expect(link).toBeDefined();
    expect(logLines.some((l) => l.includes(email) && l.includes(link as string))).toBe(true);

    const before = await refusal(signIn(running.baseUrl, email, "correct horse", running.clientId));
    expect(before.type).toBe("UserNotConfirmedException");

    const { pathname, search } = new URL(link as string);
    const confirm = await fetch(`${running.baseUrl}${pathname}${search}`, { redirect: "manual" });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/login?regconf=1");

    const again = await fetch(`${running.baseUrl}${pathname}${search}`, { redirect: "manual" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Your account is already confirmed.");

    const tokens = await signIn(running.baseUrl, email, "correct horse", running.clientId);
    const user = await running.identity.verifyIdToken(tokens.idToken);
    expect(user).toMatchObject({ email, name: "Ada", groups: [], isAdmin: false });
    expect(decodeJwt(tokens.idToken)["custom:sub_to_newsletter"]).toBe("true");
  });

  it("shows a clear page for a bad link", async () => {
    for (const query of [
      "",
      "?username=nobody%40example.com&code=123456",
      "?username=x&code=abc",
    ]) {
      const response = await fetch(`${running.baseUrl}/auth/confirm${query}`, {
        redirect: "manual",
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This confirmation link is not valid.");
    }
  });

  it("refuses a wrong code in the link and keeps the account unconfirmed", async () => {
    const email = newEmail();
    const { UserSub } = await idp<{ UserSub: string }>(running.baseUrl, "SignUp", {
      ClientId: running.clientId,
      Username: email,
      Password: "password1",
    });
    const code = (await latestMail(running.baseUrl, email)).text.match(/code=(\d+)/)?.[1] as string;
    const wrong = code === "000000" ? "000001" : "000000";
    const response = await fetch(
      `${running.baseUrl}/auth/confirm?username=${UserSub}&code=${wrong}`,
      {
        redirect: "manual",
      },
    );
    expect(response.status).toBe(400);
    expect(
      (await refusal(signIn(running.baseUrl, email, "password1", running.clientId))).type,
    ).toBe("UserNotConfirmedException");
  });

  it("resends a working confirmation link", async () => {
    const email = newEmail();
    await idp(running.baseUrl, "SignUp", {
      ClientId: running.clientId,
      Username: email,
      Password: "password1",
    });
    await idp(running.baseUrl, "ResendConfirmationCode", {
      ClientId: running.clientId,
      Username: email,
    });
    const mails = await (await fetch(`${running.baseUrl}/dev/outbox?to=${email}`)).json();
    expect(mails).toHaveLength(2);
    const second = await latestMail(running.baseUrl, email);
    const link = new URL(second.text.match(/http:\/\/\S+/)?.[0] as string);
    const confirm = await fetch(`${running.baseUrl}${link.pathname}${link.search}`, {
      redirect: "manual",
    });
    expect(confirm.status).toBe(302);
    const done = await refusal(
      idp(running.baseUrl, "ResendConfirmationCode", {
        ClientId: running.clientId,
        Username: email,
      }),
    );
    expect(done.type).toBe("InvalidParameterException");
  });

  it("signs up and confirms through the test support helper", async () => {
    const email = newEmail();
    const tokens = await signUpAndConfirm(running.baseUrl, { email, password: "password1" });
    expect((await running.identity.verifyIdToken(tokens.idToken)).sub).toBe(tokens.sub);
  });

  it("refuses attributes a visitor must not set, such as sub", async () => {
    const victim = await running.identity.ensureUser({ email: newEmail(), password: "password1" });
    const error = await refusal(
      idp(running.baseUrl, "SignUp", {
        ClientId: running.clientId,
        Username: newEmail(),
        Password: "password1",
        UserAttributes: [{ Name: "sub", Value: victim.sub }],
      }),
    );
    expect(error.type).toBe("InvalidParameterException");
  });
});

describe("passwords", () => {
  it("refuses passwords shorter than 8 characters on sign-up, reset and change", async () => {
    const email = newEmail();
    const short = await refusal(
      idp(running.baseUrl, "SignUp", {
        ClientId: running.clientId,
        Username: email,
        Password: "short7!",
      }),
    );
    expect(short.type).toBe("InvalidPasswordException");
    expect(short.message).toContain("at least 8 characters");

    await running.identity.ensureUser({ email, password: "password1" });
    await idp(running.baseUrl, "ForgotPassword", { ClientId: running.clientId, Username: email });
    const code = (await latestMail(running.baseUrl, email)).text.match(/^\d{6}$/m)?.[0];
    const reset = await refusal(
      idp(running.baseUrl, "ConfirmForgotPassword", {
        ClientId: running.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: "1234567",
      }),
    );
    expect(reset.type).toBe("InvalidPasswordException");

    const { accessToken } = await signIn(running.baseUrl, email, "password1", running.clientId);
    const change = await refusal(
      idp(running.baseUrl, "ChangePassword", {
        AccessToken: accessToken,
        PreviousPassword: "password1",
        ProposedPassword: "abc",
      }),
    );
    expect(change.type).toBe("InvalidPasswordException");
    await signIn(running.baseUrl, email, "password1", running.clientId);
  });

  it("answers a wrong password and an unknown user alike, as AWS does", async () => {
    const email = newEmail();
    await running.identity.ensureUser({ email, password: "password1" });
    for (const [user, password] of [
      [email, "password2"],
      [newEmail(), "password1"],
    ] as const) {
      const error = await refusal(signIn(running.baseUrl, user, password, running.clientId));
      expect(error.type).toBe("NotAuthorizedException");
      expect(error.message).toContain("Incorrect username or password.");
    }
  });

  it("mails a reset code and ConfirmForgotPassword sets the new password", async () => {
    const email = newEmail();
    await running.identity.ensureUser({ email, password: "password1", name: "Grace" });
    await idp(running.baseUrl, "ForgotPassword", { ClientId: running.clientId, Username: email });
    const mail = await latestMail(running.baseUrl, email);
    expect(mail.subject).toBe("Your Hotshelf password reset code");
    expect(mail.text).toContain("Hi Grace,");
    const code = mail.text.match(/^\d{6}$/m)?.[0] as string;
    expect(code).toBeDefined();

    const wrong = await refusal(
      idp(running.baseUrl, "ConfirmForgotPassword", {
        ClientId: running.clientId,
        Username: email,
        ConfirmationCode: code === "000000" ? "000001" : "000000",
        Password: "new password",
      }),
    );
    expect(wrong.type).toBe("CodeMismatchException");
    const missing = await refusal(
      idp(running.baseUrl, "ConfirmForgotPassword", {
        ClientId: running.clientId,
        Username: email,
        Password: "new password",
      }),
    );
    expect(missing.type).toBe("InvalidParameterException");

    await idp(running.baseUrl, "ConfirmForgotPassword", {
      ClientId: running.clientId,
      Username: email,
      ConfirmationCode: code,
      Password: "new password",
    });
    await signIn(running.baseUrl, email, "new password", running.clientId);
    expect(
      (await refusal(signIn(running.baseUrl, email, "password1", running.clientId))).type,
    ).toBe("NotAuthorizedException");
  });

  it("changes the password only with the right previous password", async () => {
    const email = newEmail();
    await running.identity.ensureUser({ email, password: "password1" });
    const { accessToken } = await signIn(running.baseUrl, email, "password1", running.clientId);
    const wrong = await refusal(
      idp(running.baseUrl, "ChangePassword", {
        AccessToken: accessToken,
        PreviousPassword: "password9",
        ProposedPassword: "password2",
      }),
    );
    expect(wrong.type).toBe("NotAuthorizedException");
    await idp(running.baseUrl, "ChangePassword", {
      AccessToken: accessToken,
      PreviousPassword: "password1",
      ProposedPassword: "password2",
    });
    await signIn(running.baseUrl, email, "password2", running.clientId);
  });
});

describe("ID tokens", () => {
  let idToken: string;
  let sub: string;
  let email: string;

  beforeAll(async () => {
    email = newEmail();
    ({ sub } = await running.identity.ensureUser({ email, password: "password1" }));
    ({ idToken } = await signIn(running.baseUrl, email, "password1", running.clientId));
  });

  const issuer = () => `${PUBLIC_ORIGIN}/idp/${running.userPoolId}`;
  const claims = () => ({ sub, email, token_use: "id", iss: issuer(), aud: running.clientId });

  it("accepts a token from sign-in and one forged with every claim right (the key is public)", async () => {
    expect(await running.identity.verifyIdToken(idToken)).toMatchObject({ sub, email });
    expect(await running.identity.verifyIdToken(await sign(claims()))).toMatchObject({
      sub,
      email,
    });
  });

  it("refuses tampered, expired, other-audience, other-issuer and access tokens", async () => {
    const [header, payload, signature] = idToken.split(".");
    const changed = Buffer.from(
      JSON.stringify({ ...decodeJwt(idToken), email: "boss@example.com" }),
    ).toString("base64url");
    const tampered = `${header}.${changed}.${signature}`;
    expect(payload).not.toBe(changed);

    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const cases: Record<string, string> = {
      tampered,
      expired: await sign(claims(), { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      "other audience": await sign({ ...claims(), aud: "someone-else" }),
      "other issuer": await sign({
        ...claims(),
        iss: `http://localhost:9229/${running.userPoolId}`,
      }),
      "access token": await sign({ ...claims(), token_use: "access" }),
      "other key": await sign(claims(), { key: otherKey }),
      garbage: "not.a.token",
    };
    for (const [label, token] of Object.entries(cases)) {
      await expect(running.identity.verifyIdToken(token), label).rejects.toBeInstanceOf(
        InvalidTokenError,
      );
    }
  });

  it("carries the groups and name of a user made by ensureUser", async () => {
    const adminEmail = newEmail();
    await running.identity.ensureUser({
      email: adminEmail,
      password: "password1",
      name: "Root",
      groups: ["admins"],
    });
    const again = await running.identity.ensureUser({
      email: adminEmail,
      password: "ignored1",
      groups: ["admins"],
    });
    const tokens = await signIn(running.baseUrl, adminEmail, "password1", running.clientId);
    const user = await running.identity.verifyIdToken(tokens.idToken);
    expect(user).toMatchObject({ sub: again.sub, name: "Root", groups: ["admins"], isAdmin: true });
  });

  it("serves the JWKS under /idp, and ID tokens verify against it", async () => {
    const keys = createRemoteJWKSet(
      new URL(`${running.baseUrl}/idp/${running.userPoolId}/.well-known/jwks.json`),
    );
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: issuer(),
      audience: running.clientId,
    });
    expect(payload.sub).toBe(sub);
    const config = await fetch(
      `${running.baseUrl}/idp/${running.userPoolId}/.well-known/openid-configuration`,
    );
    expect(config.status).toBe(404);
  });
});

describe("the guard", () => {
  it("refuses operations outside the allow-list without running them", async () => {
    const email = newEmail();
    const error = await refusal(
      idp(running.baseUrl, "AdminCreateUser", { UserPoolId: running.userPoolId, Username: email }),
    );
    expect(error.status).toBe(403);
    expect(error.type).toBe("AccessDeniedException");
    expect(
      (await refusal(signIn(running.baseUrl, email, "whatever1", running.clientId))).type,
    ).toBe("NotAuthorizedException");
    const noTarget = await fetch(`${running.baseUrl}/idp`, { method: "POST", body: "{}" });
    expect(noTarget.status).toBe(403);
  });

  it("refuses GetUser with a forged or expired access token and answers with a real one", async () => {
    const email = newEmail();
    const { sub } = await running.identity.ensureUser({ email, password: "password1" });
    const { accessToken } = await signIn(running.baseUrl, email, "password1", running.clientId);
    const real = await idp<{ UserAttributes: { Name: string; Value: string }[] }>(
      running.baseUrl,
      "GetUser",
      {
        AccessToken: accessToken,
      },
    );
    expect(real.UserAttributes).toContainEqual({ Name: "email", Value: email });

    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const access = { ...decodeJwt(accessToken) };
    delete access.exp;
    delete access.iat;
    const forged = await sign({ ...access, sub }, { key: otherKey });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${accessToken.split(".")[1]}.`;
    const expired = await sign(access, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [forged, unsigned, expired, "x"]) {
      const error = await refusal(idp(running.baseUrl, "GetUser", { AccessToken: token }));
      expect(error.type).toBe("NotAuthorizedException");
    }
    const deleteForged = await refusal(idp(running.baseUrl, "DeleteUser", { AccessToken: forged }));
    expect(deleteForged.type).toBe("NotAuthorizedException");
    await signIn(running.baseUrl, email, "password1", running.clientId);
  });

  it("refuses a challenge answer without a pending challenge", async () => {
    const email = newEmail();
    await running.identity.ensureUser({ email, password: "password1" });
    const error = await refusal(
      idp(running.baseUrl, "RespondToAuthChallenge", {
        ClientId: running.clientId,
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        Session: "made-up",
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: "taken over" },
      }),
    );
    expect(error.type).toBe("NotAuthorizedException");
    await signIn(running.baseUrl, email, "password1", running.clientId);
  });

  it("refuses another app client and an oversized body", async () => {
    const other = await refusal(
      idp(running.baseUrl, "InitiateAuth", {
        ClientId: "someone-else",
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: "a@b.c", PASSWORD: "password1" },
      }),
    );
    expect(other.type).toBe("ResourceNotFoundException");
    const big = await refusal(
      idp(running.baseUrl, "SignUp", {
        ClientId: running.clientId,
        Padding: "x".repeat(MAX_BODY_BYTES),
      }),
    );
    expect(big.status).toBe(413);
  });

  it("refreshes tokens, refuses a forged refresh token, and GlobalSignOut revokes refresh tokens", async () => {
    const email = newEmail();
    await running.identity.ensureUser({ email, password: "password1" });
    const tokens = await signIn(running.baseUrl, email, "password1", running.clientId);
    const refresh = (token: string) =>
      idp<{ AuthenticationResult: { IdToken: string } }>(running.baseUrl, "InitiateAuth", {
        ClientId: running.clientId,
        AuthFlow: "REFRESH_TOKEN_AUTH",
        AuthParameters: { REFRESH_TOKEN: token },
      });
    const refreshed = await refresh(tokens.refreshToken);
    expect(
      (await running.identity.verifyIdToken(refreshed.AuthenticationResult.IdToken)).email,
    ).toBe(email);

    const forged = await sign(
      { ...decodeJwt(tokens.refreshToken), exp: undefined, iat: undefined },
      { key: generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey },
    );
    expect((await refusal(refresh(forged))).type).toBe("NotAuthorizedException");

    await idp(running.baseUrl, "GlobalSignOut", { AccessToken: tokens.accessToken });
    expect((await refusal(refresh(tokens.refreshToken))).type).toBe("NotAuthorizedException");
  });

  it("deletes a user through DeleteUser and through deleteUser", async () => {
    const first = newEmail();
    await running.identity.ensureUser({ email: first, password: "password1" });
    const { accessToken } = await signIn(running.baseUrl, first, "password1", running.clientId);
    await idp(running.baseUrl, "DeleteUser", { AccessToken: accessToken });
    expect(
      (await refusal(signIn(running.baseUrl, first, "password1", running.clientId))).type,
    ).toBe("NotAuthorizedException");

    const second = newEmail();
    const { sub } = await running.identity.ensureUser({ email: second, password: "password1" });
    await running.identity.deleteUser(sub);
    await running.identity.deleteUser(sub);
    expect(
      (await refusal(signIn(running.baseUrl, second, "password1", running.clientId))).type,
    ).toBe("NotAuthorizedException");
  });
});

describe("the web app's identity client (@hotshelf/api/identity) against the embedded service", () => {
  it("registers, confirms, signs in, reads the email, changes the password, refreshes and deletes", async () => {
    const email = newEmail();
    let shiftMs = 0;
    const client = createIdentityClient({
      config: running.identity.clientConfig(running.baseUrl),
      storage: memoryStorage(),
      now: () => Date.now() + shiftMs,
    });
    await client.signUp({ email, password: "password1", attributes: { name: "Lin" } });
    const link = new URL(
      (await latestMail(running.baseUrl, email)).text.match(/http:\/\/\S+/)?.[0] as string,
    );
    const confirm = await fetch(`${running.baseUrl}${link.pathname}${link.search}`, {
      redirect: "manual",
    });
    expect(confirm.status).toBe(302);

    const session = await client.signIn(email, "password1");
    expect(await running.identity.verifyIdToken(session.idToken)).toMatchObject({
      email,
      name: "Lin",
    });
    expect(await client.getEmail()).toBe(email);
    await client.changePassword("password1", "password2");

    // Two hours on, the stored ID token has expired: the client trades the refresh token.
    shiftMs = 2 * 60 * 60 * 1000;
    const refreshed = await client.currentSession();
    expect(refreshed?.idToken).toBeDefined();
    expect(refreshed?.idToken).not.toBe(session.idToken);
    expect((await running.identity.verifyIdToken(refreshed?.idToken as string)).email).toBe(email);

    await client.deleteUser();
    expect(
      (await refusal(signIn(running.baseUrl, email, "password2", running.clientId))).type,
    ).toBe("NotAuthorizedException");
  });

  it("shows the service's messages for a wrong password and a short one", async () => {
    const email = newEmail();
    await running.identity.ensureUser({ email, password: "password1" });
    const client = createIdentityClient({
      config: running.identity.clientConfig(running.baseUrl),
      storage: memoryStorage(),
    });
    await expect(client.signIn(email, "wrong-password")).rejects.toThrow(
      "Incorrect username or password.",
    );
    await expect(
      client.signUp({ email: newEmail(), password: "short", attributes: {} }),
    ).rejects.toThrow("at least 8 characters");
  });
});

describe("lifecycle", () => {
  it("keeps the pool, client and users across a restart with the same dataDir", async () => {
    const email = newEmail();
    const { sub } = await running.identity.ensureUser({
      email,
      password: "password1",
      groups: ["admins"],
    });
    const before = running.identity.clientConfig(PUBLIC_ORIGIN);
    await running.stop();
    running = await start();
    expect(running.identity.clientConfig(PUBLIC_ORIGIN)).toEqual(before);
    const tokens = await signIn(running.baseUrl, email, "password1", running.clientId);
    expect(await running.identity.verifyIdToken(tokens.idToken)).toMatchObject({
      sub,
      isAdmin: true,
    });
  });

  it("describes itself to the web app", () => {
    expect(running.identity.clientConfig("http://shop.example:8080/")).toEqual({
      userPoolId: running.userPoolId,
      clientId: running.clientId,
      region: "local",
      endpoint: "http://shop.example:8080/idp",
      authFlow: "USER_PASSWORD_AUTH",
    });
  });

  it("refuses to start in production unless allowed", async () => {
    const mailer = { send: async () => {} };
    const options = { dataDir, mailer, publicOrigin: PUBLIC_ORIGIN, productName: PRODUCT };
    await expect(
      createEmbeddedIdentity({ ...options, env: { NODE_ENV: "production" } }),
    ).rejects.toBeInstanceOf(EmbeddedIdentityRefused);
    const allowed = await createEmbeddedIdentity({
      ...options,
      env: { NODE_ENV: "production", ALLOW_EMBEDDED_IDENTITY: "1" },
    });
    expect(allowed.kind).toBe("embedded");
    await allowed.close();
  });
});
