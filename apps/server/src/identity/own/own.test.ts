// The identity service through amazon-cognito-identity-js itself, on PGlite and on PostgreSQL.
import { generateKeyPairSync } from "node:crypto";
import type { IdentityConfig } from "@hotshelf/api/contract";
import { createIdentityClient, memoryStorage } from "@hotshelf/api/identity";
import {
  AuthenticationDetails,
  CognitoRefreshToken,
  type CognitoUser,
  type CognitoUserPool,
  type CognitoUserSession,
} from "amazon-cognito-identity-js";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asIdpError,
  type IdpError,
  idp,
  latestMail,
  libraryPool,
  libraryUser,
  openConfirmationLink,
  signInUser,
  signUp,
  tokensOf,
} from "../../../test/support/identity";
import { testEngines } from "../../db/testDb";
import { rotateSigningKey } from "./keys";
import { type IdentityTestServer, startIdentityTestServer } from "./testing";

const PASSWORD = "first-password";

function promised<T>(run: (done: (error: unknown, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    run((error, value) => (error ? reject(asIdpError(error)) : resolve(value as T))),
  );
}

async function refused(promise: Promise<unknown>): Promise<IdpError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome, "the call was expected to be refused").not.toBeNull();
  return outcome as IdpError;
}

/** A refresh the library would retry for seconds when refused: asked once by hand instead. */
const refreshRefused = async (baseUrl: string, pool: CognitoUserPool, token: string) =>
  refused(
    idp(baseUrl, "InitiateAuth", {
      ClientId: pool.getClientId(),
      AuthFlow: "REFRESH_TOKEN_AUTH",
      AuthParameters: { REFRESH_TOKEN: token },
    }),
  );

const refresh = (user: CognitoUser, token: string) =>
  promised<CognitoUserSession>((done) =>
    user.refreshSession(new CognitoRefreshToken({ RefreshToken: token }), done),
  );

const resetCode = async (baseUrl: string, email: string) => {
  const mail = await latestMail(baseUrl, email);
  const code = mail.text.match(/\n(\d{6})\n/)?.[1];
  if (!code) throw new Error(`No code in:\n${mail.text}`);
  return code;
};

describe.each(testEngines())("the identity service on %s", (engine) => {
  let s: IdentityTestServer;
  let pool: CognitoUserPool;
  let counter = 0;
  const newEmail = () => `user${++counter}-${Date.now()}@example.com`;

  async function confirmedUser(flow?: "USER_PASSWORD_AUTH") {
    const email = newEmail();
    const sub = await signUp(pool, { email, password: PASSWORD, name: "Ann" });
    expect((await openConfirmationLink(s.baseUrl, email)).status).toBe(302);
    const signedIn = await signInUser(pool, email, PASSWORD, flow);
    return { email, sub, ...signedIn };
  }

  beforeAll(async () => {
    s = await startIdentityTestServer(engine);
    pool = await libraryPool(s.baseUrl);
  });
  afterAll(() => s?.stop());

  it("signs up, confirms by the mailed link and signs in with SRP and with a password", async () => {
    const email = newEmail();
    const sub = await signUp(pool, { email, password: PASSWORD, name: "Ann" });
    const early = await refused(signInUser(pool, email, PASSWORD));
    expect(early.type).toBe("UserNotConfirmedException");
    const mail = await latestMail(s.baseUrl, email);
    expect(mail.subject).toBe("Confirm your Hotshelf account");
    expect((await openConfirmationLink(s.baseUrl, email)).headers.get("location")).toBe(
      "/login?regconf=1",
    );

    const srp = await signInUser(pool, email.toUpperCase(), PASSWORD);
    const user = await s.identity.verifyIdToken(srp.tokens.idToken);
    expect(user).toMatchObject({ sub, email, name: "Ann", isAdmin: false });
    const plain = await signInUser(pool, email, PASSWORD, "USER_PASSWORD_AUTH");
    expect((await s.identity.verifyIdToken(plain.tokens.idToken)).sub).toBe(sub);

    const attributes = await promised<{ Name: string; Value: string }[]>((done) =>
      srp.user.getUserAttributes((error, list) =>
        done(
          error,
          list?.map((a) => ({ Name: a.getName(), Value: a.getValue() })),
        ),
      ),
    );
    expect(attributes).toContainEqual({ Name: "email", Value: email });
    expect(attributes).toContainEqual({ Name: "sub", Value: sub });
  });

  it("refuses a wrong password the same way as an unknown email, in both flows", async () => {
    const { email } = await confirmedUser();
    for (const flow of ["USER_SRP_AUTH", "USER_PASSWORD_AUTH"] as const) {
      const wrong = await refused(signInUser(pool, email, "wrong-password", flow));
      const unknown = await refused(signInUser(pool, newEmail(), "wrong-password", flow));
      expect(wrong.type).toBe("NotAuthorizedException");
      expect([unknown.type, unknown.message]).toEqual([wrong.type, wrong.message]);
    }
  });

  it("refreshes, changes and resets the password, and revokes refresh tokens on each", async () => {
    const { email, user, tokens } = await confirmedUser();
    const other = await signInUser(pool, email, PASSWORD, "USER_PASSWORD_AUTH");
    const refreshed = tokensOf(await refresh(user, tokens.refreshToken));
    expect(refreshed.idToken).not.toBe(tokens.idToken);
    await s.identity.verifyIdToken(refreshed.idToken);

    await promised((done) => user.changePassword(PASSWORD, "second-password", done));
    // The device that changed it stays signed in; every other one is signed out.
    await refresh(user, tokens.refreshToken);
    expect((await refreshRefused(s.baseUrl, pool, other.tokens.refreshToken)).type).toBe(
      "NotAuthorizedException",
    );
    await expect(s.identity.verifyIdToken(other.tokens.idToken)).rejects.toThrow(/session/);
    expect((await refused(signInUser(pool, email, PASSWORD))).type).toBe("NotAuthorizedException");

    const forgetful = libraryUser(pool, email);
    await promised((done) =>
      forgetful.forgotPassword({
        onSuccess: (data) => done(null, data),
        onFailure: (error) => done(error),
      }),
    );
    const code = await resetCode(s.baseUrl, email);
    await promised((done) =>
      forgetful.confirmPassword(code, "third-password", {
        onSuccess: () => done(null),
        onFailure: (error) => done(error),
      }),
    );
    expect((await refreshRefused(s.baseUrl, pool, tokens.refreshToken)).type).toBe(
      "NotAuthorizedException",
    );
    // Single use: the code is spent.
    const again = await refused(
      promised((done) =>
        forgetful.confirmPassword(code, "fourth-password", {
          onSuccess: () => done(null),
          onFailure: (error) => done(error),
        }),
      ),
    );
    expect(again.type).toBe("CodeMismatchException");
    await signInUser(pool, email, "third-password");
  });

  it("signs out globally and deletes the account, whose tokens stop working at once", async () => {
    const { user, tokens, email } = await confirmedUser();
    await promised((done) =>
      user.globalSignOut({ onSuccess: () => done(null), onFailure: (error) => done(error) }),
    );
    expect((await refreshRefused(s.baseUrl, pool, tokens.refreshToken)).type).toBe(
      "NotAuthorizedException",
    );
    await expect(s.identity.verifyIdToken(tokens.idToken)).rejects.toThrow(/session/);

    const again = await signInUser(pool, email, PASSWORD);
    await promised((done) => again.user.deleteUser(done));
    await expect(s.identity.verifyIdToken(again.tokens.idToken)).rejects.toThrow();
    expect((await refreshRefused(s.baseUrl, pool, again.tokens.refreshToken)).type).toBe(
      "NotAuthorizedException",
    );
    expect((await refused(signInUser(pool, email, PASSWORD))).type).toBe("NotAuthorizedException");
    const { rows } = await s.database.db.query(
      "SELECT (SELECT count(*) FROM identity_users WHERE email = $1)::int AS users",
      [email],
    );
    expect(rows[0]).toEqual({ users: 0 });
  });

  it("voids a reset code after five wrong tries", async () => {
    const { email } = await confirmedUser();
    const user = libraryUser(pool, email);
    await promised((done) =>
      user.forgotPassword({ onSuccess: (d) => done(null, d), onFailure: (e) => done(e) }),
    );
    const code = await resetCode(s.baseUrl, email);
    const wrong = code === "000000" ? "000001" : "000000";
    const confirm = (value: string) =>
      promised((done) =>
        user.confirmPassword(value, "new-password-1", {
          onSuccess: () => done(null),
          onFailure: (error) => done(error),
        }),
      );
    for (let i = 0; i < 5; i++)
      expect((await refused(confirm(wrong))).type).toBe("CodeMismatchException");
    expect((await refused(confirm(code))).type).toBe("ExpiredCodeException");
    await signInUser(pool, email, PASSWORD);
  });

  it("answers a reset and a resend for an unknown email as for a known one", async () => {
    const { email } = await confirmedUser();
    const ask = (address: string) =>
      promised((done) =>
        libraryUser(pool, address).forgotPassword({
          onSuccess: (d) => done(null, d),
          onFailure: (e) => done(e),
          inputVerificationCode: (d) => done(null, d),
        }),
      );
    const known = await ask(email);
    // Same first letters, so the masked destination (u***@e***) is the same too.
    const unknown = await ask(email.replace("user", "uzer"));
    expect(unknown).toEqual(known);
    const resend = (address: string) =>
      promised((done) => libraryUser(pool, address).resendConfirmationCode(done));
    expect(await resend(email.replace("user", "uyer"))).toEqual(await resend(email));
    const confirmUnknown = await refused(
      promised((done) => libraryUser(pool, `z${email}`).confirmRegistration("123456", false, done)),
    );
    expect(confirmUnknown.type).toBe("CodeMismatchException");
  });

  it("makes an account wait after repeated wrong passwords", async () => {
    const { email } = await confirmedUser();
    for (let i = 0; i < 5; i++) {
      expect((await refused(signInUser(pool, email, "wrong-password"))).type).toBe(
        "NotAuthorizedException",
      );
    }
    const locked = await refused(signInUser(pool, email, PASSWORD));
    expect(locked.message).toBe("NotAuthorizedException: Password attempts exceeded");
  });

  it("asks for a new password only with the session it handed out", async () => {
    const { email } = await confirmedUser();
    await s.database.db.query(
      "UPDATE identity_users SET status = 'FORCE_CHANGE_PASSWORD' WHERE email = $1",
      [email],
    );
    const user = libraryUser(pool, email);
    const challenged = await new Promise<boolean>((resolve, reject) =>
      user.authenticateUser(
        new AuthenticationDetails({
          Username: email,
          Password: PASSWORD,
        }),
        {
          onSuccess: () => resolve(false),
          onFailure: reject,
          newPasswordRequired: () => resolve(true),
        },
      ),
    );
    expect(challenged).toBe(true);
    const clientId = pool.getClientId();
    const madeUp = await fetch(`${s.baseUrl}/idp`, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "AWSCognitoIdentityProviderService.RespondToAuthChallenge",
      },
      body: JSON.stringify({
        ClientId: clientId,
        ChallengeName: "NEW_PASSWORD_REQUIRED",
        Session: "made-up-session",
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: "a-new-password" },
      }),
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.headers.get("x-amzn-errortype")).toMatch(/^NotAuthorizedException/);
    const session = await new Promise((resolve, reject) =>
      user.completeNewPasswordChallenge(
        "a-new-password",
        {},
        {
          onSuccess: resolve,
          onFailure: reject,
        },
      ),
    );
    expect(session).toBeTruthy();
    await signInUser(pool, email, "a-new-password");
  });

  it("refuses forged access tokens, and tokens from any key outside its JWKS", async () => {
    const { tokens } = await confirmedUser();
    const [header, payload] = tokens.accessToken.split(".");
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const forged = await new SignJWT(decodeJwt(tokens.accessToken))
      .setProtectedHeader(decodeProtectedHeader(tokens.accessToken) as { alg: string })
      .sign(other.privateKey);
    for (const token of [forged, `${header}.${payload}.`, "not-a-token"]) {
      const reply = await fetch(`${s.baseUrl}/idp`, {
        method: "POST",
        headers: {
          "content-type": "application/x-amz-json-1.1",
          "x-amz-target": "AWSCognitoIdentityProviderService.GetUser",
        },
        body: JSON.stringify({ AccessToken: token }),
      });
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ __type: "NotAuthorizedException" });
    }
    const forgedId = await new SignJWT(decodeJwt(tokens.idToken))
      .setProtectedHeader(decodeProtectedHeader(tokens.idToken) as { alg: string })
      .sign(other.privateKey);
    await expect(s.identity.verifyIdToken(forgedId)).rejects.toThrow(/signature/);
  });

  it("publishes the current and previous key, and refuses tokens of a key rotated out", async () => {
    const { tokens, user } = await confirmedUser();
    const { userPoolId } = { userPoolId: pool.getUserPoolId() };
    const jwks = async () =>
      (
        (await (await fetch(`${s.baseUrl}/idp/${userPoolId}/.well-known/jwks.json`)).json()) as {
          keys: { kid: string }[];
        }
      ).keys.map((key) => key.kid);
    const discovery = await (
      await fetch(`${s.baseUrl}/idp/${userPoolId}/.well-known/openid-configuration`)
    ).json();
    expect(discovery).toMatchObject({
      issuer: `http://hotshelf.test/idp/${userPoolId}`,
      jwks_uri: `http://hotshelf.test/idp/${userPoolId}/.well-known/jwks.json`,
    });
    const before = await jwks();
    await rotateSigningKey(s.database.db);
    const restarted = await s.restart();
    await restarted.verifyIdToken(tokens.idToken);
    await rotateSigningKey(s.database.db);
    const later = await s.restart();
    await expect(later.verifyIdToken(tokens.idToken)).rejects.toThrow(/known key/);
    // Tokens from the newest key verify, with the session still open.
    const fresh = tokensOf(await refresh(user, tokens.refreshToken));
    expect(fresh.idToken).toBeTruthy();
    expect(before).toHaveLength(1);
    expect(await jwks()).toHaveLength(before.length);
  });

  it("serves the web app's identity client: SRP, refresh after expiry, sign-out revoking", async () => {
    const { email, tokens: otherDevice } = await confirmedUser();
    const config = (await (await fetch(`${s.baseUrl}/config.json`)).json()) as {
      identity: IdentityConfig;
    };
    expect(config.identity).toMatchObject({ endpoint: "/idp", authFlow: "USER_SRP_AUTH" });
    let clock = Date.now();
    const storage = memoryStorage();
    const client = createIdentityClient({
      config: config.identity,
      storage,
      origin: s.baseUrl,
      now: () => clock,
    });
    const session = await client.signIn(email, PASSWORD);
    await s.identity.verifyIdToken(session.idToken);
    // Past the ID token's hour: the stored refresh token brings a new one.
    clock += 2 * 3600 * 1000;
    const refreshed = await client.currentSession();
    expect(refreshed?.idToken).not.toBe(session.idToken);
    const lastUser = storage.getItem(
      `CognitoIdentityServiceProvider.${config.identity.clientId}.LastAuthUser`,
    );
    const refreshToken = storage.getItem(
      `CognitoIdentityServiceProvider.${config.identity.clientId}.${lastUser}.refreshToken`,
    );
    expect(refreshToken).toBeTruthy();
    clock = Date.now();
    await client.signOut();
    expect((await refreshRefused(s.baseUrl, pool, refreshToken as string)).type).toBe(
      "NotAuthorizedException",
    );
    await expect(s.identity.verifyIdToken(refreshed?.idToken as string)).rejects.toThrow(/session/);
    // Signing out ends this device's session only: the user's other device stays signed in.
    await expect(s.identity.verifyIdToken(otherDevice.idToken)).resolves.toMatchObject({});
  });

  it("answers bad input in Cognito's error shape, never with a server error", async () => {
    const clientId = pool.getClientId();
    const cases: [string, Record<string, unknown>][] = [
      ["SignUp", { ClientId: clientId, Username: "nul\u0000@example.com", Password: PASSWORD }],
      [
        "SignUp",
        {
          ClientId: clientId,
          Username: newEmail(),
          Password: PASSWORD,
          UserAttributes: [{ Name: "name", Value: "a\u0000b" }],
        },
      ],
      ["InitiateAuth", { ClientId: clientId, AuthFlow: "USER_SRP_AUTH", AuthParameters: null }],
      [
        "InitiateAuth",
        {
          ClientId: clientId,
          AuthFlow: "USER_SRP_AUTH",
          AuthParameters: { USERNAME: "a@b.c", SRP_A: "0" },
        },
      ],
      [
        "RespondToAuthChallenge",
        { ClientId: clientId, ChallengeName: "PASSWORD_VERIFIER", ChallengeResponses: [] },
      ],
      [
        "SignUp",
        {
          ClientId: clientId,
          Username: newEmail(),
          Password: PASSWORD,
          UserAttributes: [{ Name: "sub", Value: "x" }],
        },
      ],
    ];
    for (const [operation, body] of cases) {
      const error = await refused(idp(s.baseUrl, operation, body));
      expect(error.status, `${operation} ${JSON.stringify(body)}`).toBe(400);
      expect(error.type).toBe("InvalidParameterException");
    }
    const response = await fetch(`${s.baseUrl}/idp`, {
      method: "POST",
      headers: { "x-amz-target": "AWSCognitoIdentityProviderService.AdminCreateUser" },
      body: "{}",
    });
    expect(response.headers.get("x-amzn-errortype")).toBe("UnknownOperationException:");
  });
});
