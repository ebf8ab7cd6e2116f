// Leaving and recovering a session: Forgot Password through the emailed code, then Login with the p
// flag and the new password; and logout, after which Back shows Login and no signed-in data, and the
// next account's licence is its own.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  checkScreen,
  latestMail,
  launch,
  login,
  openPage,
  registerConfirmed,
  uniqueEmail,
  VIEWPORTS,
  waitForTitle,
} from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** Login is on screen and nothing of the signed-in layout is. */
async function assertSignedOut(page, when) {
  await page.waitForURL("**/login");
  await page.getByRole("heading", { name: "Login" }).waitFor();
  assert.equal(
    await page.getByRole("button", { name: /^Account menu for / }).count(),
    0,
    `no account menu ${when}`,
  );
  assert.equal(await page.getByRole("navigation", { name: "Main" }).count(), 0);
  assert.equal(await page.getByRole("article").count(), 0, `no results ${when}`);
}

for (const viewport of VIEWPORTS) {
  describe(`session (${viewport.name})`, () => {
    test("Forgot Password sends a code, sets a new password, and Login says so", async () => {
      const page = await openPage(browser, viewport);
      const email = uniqueEmail(`forgot-${viewport.name}`);
      const oldPassword = "old-password-1";
      const newPassword = "new-password-2";
      await registerConfirmed(page, email, oldPassword);

      await page.getByRole("link", { name: "Forgot Password?" }).click();
      await page.waitForURL("**/forgot");
      await page.getByRole("heading", { name: "Forgot Password" }).waitFor();
      await waitForTitle(page, "Forgot Password - Hotshelf");
      await checkScreen(page, "Forgot Password, the email step");
      await page.getByLabel("Email Address").fill(email);
      await page.getByRole("button", { name: "Send Verification Code" }).click();
      await page.getByText(`We sent a verification code to ${email}.`).waitFor();
      await checkScreen(page, "Forgot Password, the code step");

      const code = (await latestMail(email, "reset code")).text.match(/^\s*(\d{6})\s*$/m)?.[1];
      assert.ok(code, "the reset mail carries a six-digit code");
      await page.getByLabel("Verification Code").fill(code);
      await page.getByLabel("New Password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm New Password").fill("something-else");
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Passwords do not match.").waitFor();
      await page.getByLabel("Confirm New Password").fill(newPassword);
      await page.getByRole("button", { name: "Change Password" }).click();

      await page.waitForURL("**/login?p");
      await page.getByText("Your password has been successfully changed.").waitFor();
      await checkScreen(page, "Login after a password reset");
      await login(page, email, oldPassword);
      await page.getByRole("alert").waitFor();
      await login(page, email, newPassword);
      // Never through the trial, so the account is still new: the trial offer.
      await page.waitForURL("**/trial");
      page.assertNoErrors();
    });

    test("logout clears the session: Back shows Login, and the next account sees its own licence", async () => {
      const page = await openPage(browser, viewport);
      await login(page, "pro@example.com");
      await page.waitForURL("**/explore/products");
      await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
      await page.goto("/settings/profile");
      await page.getByRole("heading", { name: "Change Password" }).waitFor();

      await page.getByRole("button", { name: "Account menu for pro@example.com" }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await assertSignedOut(page, "after Sign Out");
      await checkScreen(page, "Login after Sign Out");
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage }),
      );
      assert.doesNotMatch(
        stored,
        /pro@example\.com|idToken|refreshToken/,
        "nothing of the session stays stored",
      );

      await page.goBack();
      await assertSignedOut(page, "after Back to Account Settings");
      await page.goBack();
      await assertSignedOut(page, "after Back to Explore");

      // A stale licence (the Professional one) would hide the next account's overlay.
      await login(page, "expired@example.com");
      await page.getByRole("dialog", { name: "License Expired" }).waitFor();
      await page.getByRole("button", { name: "Account menu for expired@example.com" }).waitFor();
      page.assertNoErrors();
    });
  });
}
