import { afterEach, describe, expect, it, vi } from "vitest";
import type { IdentityConfig } from "../contract";
import { authResult, type CognitoHandlers, fakeCognito, serviceError } from "../test/fakeCognito";
import { createIdentityClient } from "./createIdentityClient";
import { IdentityError } from "./IdentityError";
import { memoryStorage, type TokenStorage } from "./session";

const embeddedConfig: IdentityConfig = {
  userPoolId: "local_pool1",
  clientId: "client1",
  region: "local",
  // Relative, as the server sends it: resolved against the page's origin.
  endpoint: "/idp",
  authFlow: "USER_PASSWORD_AUTH",
};
const awsConfig: IdentityConfig = {
  userPoolId: "us-east-1_abc123",
  clientId: "client1",
  region: "us-east-1",
  endpoint: null,
  authFlow: "USER_SRP_AUTH",
};

const PAGE_ORIGIN = "http://127.0.0.1:8080";
const LAST_USER_KEY = "CognitoIdentityServiceProvider.client1.LastAuthUser";

// The clock of the tokens; the library checks expiry against the real clock, so stay near it.
const nowSeconds = Math.floor(Date.now() / 1000);

function setup(handlers: CognitoHandlers, config = embeddedConfig, storage?: TokenStorage) {
  const fake = fakeCognito(handlers);
  // amazon-cognito-identity-js calls the global fetch: this is the network boundary.
  vi.stubGlobal("fetch", fake.fetch);
  const kept = storage ?? memoryStorage();
  const identity = createIdentityClient({ config, storage: kept, origin: PAGE_ORIGIN });
  return { identity, requests: fake.requests, storage: kept };
}

async function rejection(promise: Promise<unknown>): Promise<IdentityError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

const signInOk: CognitoHandlers = {
  initiateAuth: () => ({ body: authResult({ email: "ann@example.com" }, nowSeconds) }),
};

/** Moves the clock (only Date: the library's promises and timers keep running). */
function passTime(toSeconds: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(toSeconds * 1000);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("signIn", () => {
  it("signs in with USER_PASSWORD_AUTH at the embedded endpoint, email normalised", async () => {
    const { identity, requests } = setup({
      initiateAuth: () => ({
        body: authResult({ email: "ann@example.com", groups: ["admins"] }, nowSeconds),
      }),
    });
    const session = await identity.signIn("Ann@Example.com ", "secret123");

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: "http://127.0.0.1:8080/idp",
      operation: "InitiateAuth",
      body: {
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: "client1",
        AuthParameters: { USERNAME: "ann@example.com", PASSWORD: "secret123" },
      },
    });
    expect(session).toMatchObject({
      email: "ann@example.com",
      groups: ["admins"],
      isAdmin: true,
      expiresAt: (nowSeconds + 3600) * 1000,
    });
    expect(identity.storedSession()?.idToken).toBe(session.idToken);
    await expect(identity.getIdToken()).resolves.toBe(session.idToken);
  });

  it.each([
    ["NotAuthorizedException", "Incorrect username or password."],
    ["InvalidPasswordException", "Invalid password"],
  ])("reports %s as wrong credentials with the service's message", async (type, message) => {
    const { identity } = setup({ initiateAuth: () => serviceError(type, message) });
    const error = await rejection(identity.signIn("ann@example.com", "nope"));
    expect(error).toMatchObject({ code: "wrong_credentials", message, serviceCode: type });
    expect(identity.storedSession()).toBeNull();
  });

  it("tells an unconfirmed account apart", async () => {
    const { identity } = setup({
      initiateAuth: () => serviceError("UserNotConfirmedException", "User is not confirmed."),
    });
    expect((await rejection(identity.signIn("a@b.co", "pw123456"))).code).toBe("not_confirmed");
  });
});

describe("currentSession", () => {
  it("returns nothing, without calling the service, when nobody signed in", async () => {
    const { identity, requests } = setup({});
    await expect(identity.currentSession()).resolves.toBeNull();
    await expect(identity.getIdToken()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("uses a valid stored session as is", async () => {
    const { identity, requests } = setup(signInOk);
    const signedIn = await identity.signIn("ann@example.com", "secret123");
    const again = await identity.currentSession();
    expect(again?.idToken).toBe(signedIn.idToken);
    expect(requests).toHaveLength(1);
  });

  it("refreshes an expired session with the stored refresh token", async () => {
    const later = nowSeconds + 7200;
    const { identity, requests } = setup({
      initiateAuth: (body) =>
        body.AuthFlow === "REFRESH_TOKEN_AUTH"
          ? { body: authResult({ email: "ann@example.com" }, later, 3600) }
          : { body: authResult({ email: "ann@example.com" }, nowSeconds, 3600) },
    });
    await identity.signIn("ann@example.com", "secret123");
    passTime(later);
    expect(identity.storedSession()).toBeNull();

    const session = await identity.currentSession();
    expect(requests.map((r) => r.body.AuthFlow)).toEqual([
      "USER_PASSWORD_AUTH",
      "REFRESH_TOKEN_AUTH",
    ]);
    expect(requests[1]?.body).toMatchObject({
      AuthParameters: { REFRESH_TOKEN: "refresh-token-1" },
    });
    expect(session?.expiresAt).toBe((later + 3600) * 1000);
    expect(identity.storedSession()?.idToken).toBe(session?.idToken);
  });

  it("gives null and forgets the user when the refresh token is refused", async () => {
    const { identity, storage } = setup({
      initiateAuth: (body) =>
        body.AuthFlow === "REFRESH_TOKEN_AUTH"
          ? serviceError("NotAuthorizedException", "Refresh Token has expired")
          : { body: authResult({ email: "ann@example.com" }, nowSeconds, 3600) },
    });
    await identity.signIn("ann@example.com", "secret123");
    passTime(nowSeconds + 7200);
    await expect(identity.currentSession()).resolves.toBeNull();
    expect(storage.getItem(LAST_USER_KEY)).toBeNull();
  });

  it("keeps the stored tokens when the service cannot be reached, for a later try", async () => {
    const { identity, storage } = setup(signInOk);
    await identity.signIn("ann@example.com", "secret123");
    passTime(nowSeconds + 7200);
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(identity.currentSession()).resolves.toBeNull();
    expect(storage.getItem(LAST_USER_KEY)).toBe("ann@example.com");
  });
});

describe("account operations", () => {
  it("signs up with email, name and the newsletter flag ('0' unless subscribed)", async () => {
    const { identity, requests } = setup({
      signUp: () => ({ body: { UserConfirmed: false, UserSub: "user-2" } }),
    });
    await expect(
      identity.signUp({
        email: "Bob@Example.com",
        password: "secret123",
        attributes: { name: "Bob" },
      }),
    ).resolves.toEqual({ userConfirmed: false });
    await identity.signUp({
      email: "cy@example.com",
      password: "secret123",
      attributes: { "custom:sub_to_newsletter": "1" },
    });

    expect(requests[0]?.body).toMatchObject({
      ClientId: "client1",
      Username: "bob@example.com",
      Password: "secret123",
    });
    expect(requests[0]?.body.UserAttributes).toEqual([
      { Name: "email", Value: "bob@example.com" },
      { Name: "custom:sub_to_newsletter", Value: "0" },
      { Name: "name", Value: "Bob" },
    ]);
    expect(requests[1]?.body.UserAttributes).toContainEqual({
      Name: "custom:sub_to_newsletter",
      Value: "1",
    });
  });

  it("reports a taken email with the service's message", async () => {
    const { identity } = setup({
      signUp: () => serviceError("UsernameExistsException", "User already exists"),
    });
    const error = await rejection(
      identity.signUp({ email: "a@b.co", password: "secret123", attributes: {} }),
    );
    expect(error).toMatchObject({ code: "user_exists", message: "User already exists" });
  });

  it("sends a reset code and sets the new password with it", async () => {
    const { identity, requests } = setup({
      forgotPassword: () => ({
        body: { CodeDeliveryDetails: { DeliveryMedium: "EMAIL", Destination: "a***@b.co" } },
      }),
      confirmForgotPassword: (body) =>
        body.ConfirmationCode === "123456"
          ? { body: {} }
          : serviceError("CodeMismatchException", "Invalid verification code provided."),
    });
    await identity.forgotPassword("Ann@Example.com");
    await identity.confirmPassword("ann@example.com", " 123456 ", "newsecret1");
    const error = await rejection(identity.confirmPassword("ann@example.com", "1", "newsecret1"));

    expect(requests[0]).toMatchObject({
      operation: "ForgotPassword",
      body: { Username: "ann@example.com" },
    });
    expect(requests[1]).toMatchObject({
      operation: "ConfirmForgotPassword",
      body: { Username: "ann@example.com", ConfirmationCode: "123456", Password: "newsecret1" },
    });
    expect(error.code).toBe("code_mismatch");
  });

  it("changes the password, reads the email and deletes the user with the access token", async () => {
    const { identity, requests, storage } = setup({
      ...signInOk,
      changePassword: () => ({ body: {} }),
      getUser: () => ({
        body: {
          Username: "user-1",
          UserAttributes: [
            { Name: "sub", Value: "user-1" },
            { Name: "email", Value: "ann@example.com" },
          ],
        },
      }),
      deleteUser: () => ({ body: {} }),
    });
    await identity.signIn("ann@example.com", "secret123");
    await identity.changePassword("secret123", "secret456");
    await expect(identity.getEmail()).resolves.toBe("ann@example.com");
    await identity.deleteUser();

    const accessToken = requests[1]?.body.AccessToken;
    expect(accessToken).toEqual(expect.any(String));
    expect(requests.map((r) => r.operation)).toEqual([
      "InitiateAuth",
      "ChangePassword",
      "GetUser",
      "DeleteUser",
    ]);
    expect(requests[1]?.body).toMatchObject({
      PreviousPassword: "secret123",
      ProposedPassword: "secret456",
    });
    expect(requests[3]?.body.AccessToken).toBe(accessToken);
    expect(identity.storedSession()).toBeNull();
    expect(storage.getItem(LAST_USER_KEY)).toBeNull();
  });

  it("refuses account operations when nobody is signed in", async () => {
    const { identity, requests } = setup({});
    expect((await rejection(identity.changePassword("a", "b"))).code).toBe("not_signed_in");
    expect((await rejection(identity.getEmail())).code).toBe("not_signed_in");
    expect(requests).toHaveLength(0);
  });
});

describe("signOut", () => {
  it("revokes this device's refresh token on the server's own service (RevokeToken)", async () => {
    const { identity, requests } = setup({ ...signInOk, revokeToken: () => ({ body: {} }) });
    await identity.signIn("ann@example.com", "secret123");
    await identity.signOut();
    expect(requests.map((r) => [r.operation, r.url])).toEqual([
      ["InitiateAuth", "http://127.0.0.1:8080/idp"],
      ["RevokeToken", "http://127.0.0.1:8080/idp"],
    ]);
    expect(requests[1]?.body).toMatchObject({ Token: "refresh-token-1" });
    await expect(identity.currentSession()).resolves.toBeNull();
  });

  it("revokes on AWS, and still signs out locally when that fails", async () => {
    const aws = setup(
      {
        initiateAuth: () => ({ body: authResult({ email: "ann@example.com" }, nowSeconds) }),
        revokeToken: () => ({ body: {} }),
      },
      { ...awsConfig, authFlow: "USER_PASSWORD_AUTH" },
    );
    await aws.identity.signIn("ann@example.com", "secret123");
    await aws.identity.signOut();
    expect(aws.requests.map((r) => r.operation)).toEqual(["InitiateAuth", "RevokeToken"]);
    expect(aws.requests[1]?.url).toBe("https://cognito-idp.us-east-1.amazonaws.com/");
    expect(aws.identity.storedSession()).toBeNull();

    const failing = setup(
      {
        initiateAuth: () => ({ body: authResult({ email: "ann@example.com" }, nowSeconds) }),
        revokeToken: () => serviceError("InternalErrorException", "boom"),
      },
      { ...awsConfig, authFlow: "USER_PASSWORD_AUTH" },
    );
    await failing.identity.signIn("ann@example.com", "secret123");
    await failing.identity.signOut();
    expect(failing.identity.storedSession()).toBeNull();
  });
});
