import { describe, expect, it, vi } from "vitest";
import { fakeJwt } from "../test/fakeCognito";
import { createIdentityClient } from "./createIdentityClient";
import { memoryStorage } from "./session";

// If anything imported the library, this module would fail to load and the test with it.
vi.mock("amazon-cognito-identity-js", () => {
  throw new Error("amazon-cognito-identity-js was loaded");
});

describe("reading the stored session", () => {
  it("does not load the Cognito library while the stored ID token is valid", async () => {
    const storage = memoryStorage();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const idToken = fakeJwt({ exp, email: "ann@example.com", "cognito:groups": ["staff"] });
    storage.setItem("CognitoIdentityServiceProvider.client1.LastAuthUser", "ann@example.com");
    storage.setItem("CognitoIdentityServiceProvider.client1.ann@example.com.idToken", idToken);
    const identity = createIdentityClient({
      config: {
        userPoolId: "local_pool1",
        clientId: "client1",
        region: "local",
        endpoint: "http://localhost/idp",
        authFlow: "USER_PASSWORD_AUTH",
      },
      storage,
    });

    expect(identity.storedSession()).toMatchObject({ email: "ann@example.com", isAdmin: false });
    await expect(identity.getIdToken()).resolves.toBe(idToken);
    await identity.signOut();
    expect(identity.storedSession()).toBeNull();
  });
});
