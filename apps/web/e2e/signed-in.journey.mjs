// The demo accounts: each blocking overlay in its priority (expired, past due, cannot use, the Pro
// trial offer and starting it), the new-account redirect to Trial, pricing for an expired licence, and
// the Support form of a signed-in user.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkScreen, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

for (const viewport of VIEWPORTS) {
  describe(`signed-in demo accounts (${viewport.name})`, () => {
    test("an expired licence blocks Explore and leads to Pricing", async () => {
      const page = await openPage(browser, viewport);
      await login(page, "expired@example.com");
      await page.waitForURL("**/explore/products");
      const overlay = page.getByRole("dialog", { name: "License Expired" });
      await overlay.getByText(/Your license expired on /).waitFor();
      await checkScreen(page, "the expired overlay");
      await overlay.getByRole("link", { name: "View Pricing" }).click();
      await page.waitForURL("**/pricing");
      await page.getByText("Annual (2 months free)").waitFor();
      assert.equal(await page.getByRole("dialog").count(), 0, "Pricing skips the overlays");
      await checkScreen(page, "Pricing");
      await page.goto("/settings/billing");
      await page.getByText("Your Basic license expired").waitFor();
      await checkScreen(page, "Billing, expired");
      page.assertNoErrors();
    });

    test("a past-due licence shows its notice, which can be put away", async () => {
      const page = await openPage(browser, viewport);
      await login(page, "pastdue@example.com");
      const overlay = page.getByRole("dialog", { name: "Payment Past Due" });
      await overlay.getByText("Your Basic license is past due.").waitFor();
      await checkScreen(page, "the past-due overlay");
      await overlay.getByRole("button", { name: "Remind Me Later" }).click();
      await overlay.waitFor({ state: "hidden" });
      await page.goto("/pricing");
      await page.getByText("You already have an active paid plan on this account...").waitFor();
      await checkScreen(page, "Pricing with an active plan");
      page.assertNoErrors();
    });

    test("a plan without the main tool, Pro trial used, gets the cannot-use overlay", async () => {
      const page = await openPage(browser, viewport);
      await login(page, "noaccess@example.com");
      const overlay = page.getByRole("dialog", { name: "Plan Upgrade Required" });
      await overlay.getByText(/Hotshelf is not available on the .* plan\./).waitFor();
      await checkScreen(page, "the cannot-use overlay");
      page.assertNoErrors();
    });

    test("a plan without the main tool, Pro trial unused, gets the Pro trial offer", async () => {
      const page = await openPage(browser, viewport);
      await login(page, "protrial@example.com");
      const overlay = page.getByRole("dialog", { name: "Try Hotshelf Pro" });
      await overlay.getByText(/Hotshelf is not available on the .* plan\./).waitFor();
      await overlay.getByRole("button", { name: "Start Pro Trial" }).waitFor();
      await checkScreen(page, "the Pro trial overlay");
      // Routes flagged allow_expired_license skip the overlays.
      await page.goto("/settings/billing");
      await page.getByRole("tab", { name: "Billing", selected: true }).waitFor();
      await page.getByRole("tabpanel").getByRole("heading").first().waitFor();
      assert.equal(await page.getByRole("dialog").count(), 0, "Billing skips the overlays");
      page.assertNoErrors();
    });

    test("a new account is sent to the trial offer, except on routes that block it", async () => {
      const page = await openPage(browser, viewport);
      await login(page, "new@example.com");
      await page.waitForURL("**/trial");
      await page.getByRole("button", { name: "Get Started" }).waitFor();
      await page.goto("/explore/shops");
      await page.waitForURL("**/trial");
      await page.getByRole("button", { name: "Get Started" }).waitFor();
      await page.goto("/settings/profile");
      await page.getByRole("heading", { name: "Change Password" }).waitFor();
      assert.match(page.url(), /\/settings\/profile$/);
      assert.equal(await page.getByRole("dialog").count(), 0, "no overlay on Account Settings");
      await checkScreen(page, "Account settings of a new account");
      page.assertNoErrors();
    });

    test("the Support form sends a message for a signed-in user", async () => {
      const page = await openPage(browser, viewport);
      await page.goto("/support");
      await page.waitForURL("**/login");
      await login(page, "pro@example.com");
      await page.waitForURL("**/explore/products");
      await page.goto("/support");
      await page.getByRole("heading", { name: "Contact Support" }).waitFor();
      assert.equal(await page.getByLabel("Email Address").inputValue(), "pro@example.com");
      await checkScreen(page, "Support");
      await page.getByLabel("Message").fill("Please add more countries.");
      await page.getByRole("button", { name: "Submit" }).click();
      await page
        .getByText("Your message has been sent. You will receive a response shortly.")
        .waitFor();
      page.assertNoErrors();
    });
  });
}

// After both viewports saw the offer: it changes the account, so it runs once, last.
describe("the Pro trial (desktop)", () => {
  test("starting it goes through Payment Success to Explore without an overlay", async () => {
    const page = await openPage(browser, VIEWPORTS[0]);
    await login(page, "protrial@example.com");
    const overlay = page.getByRole("dialog", { name: "Try Hotshelf Pro" });
    await overlay.getByRole("button", { name: "Start Pro Trial" }).click();
    await page.waitForURL("**/payment-success?trial=true");
    await page.waitForURL("**/explore/products", { timeout: 30_000 });
    await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
    assert.equal(await page.getByRole("dialog").count(), 0, "no overlay during the Pro trial");
    page.assertNoErrors();
  });
});
