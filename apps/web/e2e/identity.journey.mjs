// The identity service end to end, at http://localhost:<port> and at http://127.0.0.1:<port> (the
// app resolves /idp against the page's own origin): register, confirm by the outbox link, log in with
// SRP, refresh after the ID token expired, change the password, forgot password, logout (the old
// refresh token then fails), delete the account.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  BASE_URL,
  latestMail,
  launch,
  login,
  openPage,
  registerConfirmed,
  uniqueEmail,
} from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const ORIGINS = [
  ["localhost", BASE_URL.replace("127.0.0.1", "localhost")],
  ["127.0.0.1", BASE_URL.replace("localhost", "127.0.0.1")],
];
const DESKTOP = { name: "desktop", width: 1280, height: 800 };

/** The /idp operations the page sent, with their AuthFlow where there is one. */
function recordIdentityCalls(page) {
  const calls = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/idp") || request.method() !== "POST") return;
    const operation = request.headers()["x-amz-target"]?.split(".").pop();
    const flow = JSON.parse(request.postData() ?? "{}").AuthFlow;
    calls.push(flow ? `${operation} ${flow}` : operation);
  });
  return calls;
}

/** The tokens amazon-cognito-identity-js keeps in localStorage for the signed-in user. */
async function storedTokens(page) {
  return page.evaluate(() => {
    const prefix = "CognitoIdentityServiceProvider.";
    const lastKey = Object.keys(localStorage).find(
      (key) => key.startsWith(prefix) && key.endsWith(".LastAuthUser"),
    );
    if (!lastKey) return null;
    const base = `${lastKey.slice(0, -".LastAuthUser".length)}.${localStorage.getItem(lastKey)}`;
    return {
      idKey: `${base}.idToken`,
      idToken: localStorage.getItem(`${base}.idToken`),
      refreshToken: localStorage.getItem(`${base}.refreshToken`),
    };
  });
}

/** Asks the service directly whether a refresh token still works. */
async function refreshWorks(origin, refreshToken) {
  const config = await (await fetch(`${origin}/config.json`)).json();
  const response = await fetch(`${origin}/idp`, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
    },
    body: JSON.stringify({
      ClientId: config.identity.clientId,
      AuthFlow: "REFRESH_TOKEN_AUTH",
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  return response.ok;
}

async function signOut(page, email) {
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await page.waitForURL("**/login");
}

for (const [name, origin] of ORIGINS) {
  describe(`identity at ${name}`, () => {
    test("register, confirm, SRP login, refresh, change and reset password, logout, delete", async () => {
      const page = await openPage(browser, DESKTOP);
      const calls = recordIdentityCalls(page);
      const goto = (path) => page.goto(new URL(path, origin).toString());
      const email = uniqueEmail(`identity-${name}`);
      const password = "first-password-1";

      await registerConfirmed(page, email, password, origin);

      await login(page, email, password, new URL("/login", origin).toString());
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      assert.ok(calls.includes("InitiateAuth USER_SRP_AUTH"), `SRP sign-in: ${calls}`);
      assert.ok(calls.includes("RespondToAuthChallenge"), `password verifier: ${calls}`);
      assert.ok(!calls.some((call) => call.includes("USER_PASSWORD_AUTH")), "no password sent");

      // The ID token expires: the next page load signs in again with the refresh token.
      const first = await storedTokens(page);
      assert.ok(first?.idToken && first.refreshToken, "tokens are stored");
      await page.evaluate((key) => {
        const [header, payload] = localStorage.getItem(key).split(".");
        const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
        const expired = btoa(JSON.stringify({ ...claims, exp: claims.iat - 1 }))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
        localStorage.setItem(key, `${header}.${expired}.x`);
      }, first.idKey);
      await goto("/settings/profile");
      await page.getByRole("heading", { name: "Change Password" }).waitFor();
      assert.ok(calls.includes("InitiateAuth REFRESH_TOKEN_AUTH"), `refreshed: ${calls}`);
      assert.notEqual((await storedTokens(page)).idToken, first.idToken);

      const second = "second-password-2";
      await page.getByLabel("Current Password").fill(password);
      await page.getByLabel("New Password", { exact: true }).fill(second);
      await page.getByLabel("Confirm New Password").fill(second);
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Your password has been successfully changed.").waitFor();

      const beforeLogout = await storedTokens(page);
      assert.ok(await refreshWorks(origin, beforeLogout.refreshToken), "refresh works signed in");
      await signOut(page, email);
      assert.ok(calls.includes("RevokeToken"), `logout revokes its session: ${calls}`);
      assert.equal(await refreshWorks(origin, beforeLogout.refreshToken), false);

      await goto("/forgot");
      await page.getByLabel("Email Address").fill(email);
      await page.getByRole("button", { name: "Send Verification Code" }).click();
      await page.getByText(`We sent a verification code to ${email}.`).waitFor();
      const code = (await latestMail(email, "reset code")).text.match(/^\s*(\d{6})\s*$/m)?.[1];
      assert.ok(code, "the reset mail carries a six-digit code");
      const third = "third-password-3";
      await page.getByLabel("Verification Code").fill(code);
      await page.getByLabel("New Password", { exact: true }).fill(third);
      await page.getByLabel("Confirm New Password").fill(third);
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.waitForURL("**/login?p");

      await login(page, email, second, new URL("/login", origin).toString());
      await page.getByRole("alert").waitFor();
      await login(page, email, third, new URL("/login", origin).toString());
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      const last = await storedTokens(page);
      await goto("/settings/profile");
      await page.getByRole("button", { name: "Delete Account" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete Account" }).click();
      await page.waitForURL("**/login**");
      assert.equal(await refreshWorks(origin, last.refreshToken), false);
      await login(page, email, third, new URL("/login", origin).toString());
      await page.getByRole("alert").waitFor();
      page.assertNoErrors();
    });
  });
}
