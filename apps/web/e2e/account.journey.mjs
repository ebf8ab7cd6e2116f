// A new customer end to end: register, confirm by the emailed link, log in, start the trial through the
// local payment provider, wait on Payment Success, land on Explore; then change the password, sign out
// and log in with the new one.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  checkScreen,
  latestMail,
  launch,
  login,
  openPage,
  uniqueEmail,
  VIEWPORTS,
  waitForTitle,
} from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

for (const viewport of VIEWPORTS) {
  describe(`a new customer (${viewport.name})`, () => {
    test("registers, confirms, starts the trial, reaches Explore and changes the password", async () => {
      const page = await openPage(browser, viewport);
      const email = uniqueEmail(`e2e-${viewport.name}`);
      const password = "first-password-1";

      await page.goto("/register");
      await page.getByRole("heading", { name: "Register" }).waitFor();
      await checkScreen(page, "Register");
      assert.equal(
        await page.getByRole("checkbox", { name: /newsletter|news/i }).isChecked(),
        true,
        "the newsletter box starts ticked",
      );
      await page.getByLabel("Name").fill("E2E Customer");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm Password").fill(password);
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByText("You must agree to the Terms of Service").waitFor();
      await page.getByText("I agree to the Terms of Service").click();
      await page.getByRole("button", { name: "Register" }).click();

      await page.waitForURL("**/login?r");
      await page
        .getByText("Check your email for a verification link, then log in below.")
        .waitFor();
      await checkScreen(page, "Login after registering");

      const mail = await latestMail(email, "Confirm");
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      assert.ok(link, "the confirmation mail carries a link");
      await page.goto(link);
      await page.waitForURL("**/login?regconf=1");
      await page.getByText("Your account has been confirmed. Please log in below.").waitFor();

      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Password", { exact: true }).press("Enter");
      await page.waitForURL("**/trial");
      await waitForTitle(page, "Trial - Hotshelf");
      const getStarted = page.getByRole("button", { name: "Get Started" });
      await getStarted.waitFor();
      await checkScreen(page, "Trial");

      await getStarted.click();
      await page.getByRole("button", { name: "Pay (test)" }).click();
      await page.waitForURL("**/payment-success");
      await page
        .getByText(
          "Please give us a moment to upgrade your account. You will be redirected shortly.",
        )
        .waitFor();
      await checkScreen(page, "Payment Success");
      await page.waitForURL("**/explore/products", { timeout: 20_000 });
      await page.getByRole("navigation", { name: "Main" }).waitFor();
      assert.equal(await page.getByRole("dialog").count(), 0, "no overlay after the trial");
      await checkScreen(page, "Explore Products");

      const newPassword = "second-password-2";
      await page.goto("/settings/profile");
      await page.getByRole("heading", { name: "Change Password" }).waitFor();
      await page.getByRole("button", { name: "Update Customer Profile" }).waitFor();
      await checkScreen(page, "Account settings");
      await page.getByLabel("Current Password").fill(password);
      await page.getByLabel("New Password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm New Password").fill("not-the-same");
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Passwords do not match.").waitFor();
      await page.getByLabel("Confirm New Password").fill(newPassword);
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByText("Your password has been successfully changed.").waitFor();
      assert.equal(await page.getByLabel("Current Password").inputValue(), "");

      await page.getByRole("button", { name: `Account menu for ${email}` }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await page.waitForURL("**/login");
      await page.goto("/settings/profile");
      await page.waitForURL("**/login");

      await login(page, email, password);
      await page.getByRole("alert").waitFor();
      await login(page, email, newPassword);
      await page.waitForURL("**/explore/products");
      page.assertNoErrors();
    });
  });
}
