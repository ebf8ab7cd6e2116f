// Dark mode: the Light / Dark / System choice in the user menu is remembered, applied before the first
// paint (no flash of the light theme), axe-clean in dark on Explore, a shop view and Settings, and
// System follows the device's colour scheme live (emulated through CDP, as the OS setting would; on
// the desktop viewport only).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkScreen, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const isDark = (page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/** Picks a theme in the user menu (a radio-like item in its Theme section). */
async function chooseTheme(page, email, choice) {
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  const theme = page.getByRole("group", { name: "Theme" });
  await theme.getByRole("menuitemradio", { name: choice }).click();
  await theme.waitFor({ state: "hidden" });
}

/** The page's background as the user sees it: dark means a low luminance. */
const bodyBackground = (page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

for (const viewport of VIEWPORTS) {
  describe(`theme (${viewport.name})`, () => {
    test("Dark is remembered, there from the first paint, and axe-clean", async () => {
      const page = await openPage(browser, viewport);
      const email = "pro@example.com";
      // A light device, so Dark cannot come from the system.
      await page.emulateMedia({ colorScheme: "light" });
      await login(page, email);
      await page.waitForURL("**/explore/products");
      assert.equal(await isDark(page), false, "System on a light device starts light");
      const lightBackground = await bodyBackground(page);

      await chooseTheme(page, email, "Dark");
      assert.equal(await isDark(page), true, "Dark applies at once");
      assert.notEqual(await bodyBackground(page), lightBackground, "the page's colours changed");

      // When <body> starts (before the app's scripts and the first paint), the class is on <html>.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          window.__darkAtBody = document.documentElement.classList.contains("dark");
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
        document.addEventListener("DOMContentLoaded", () => {
          window.__darkAtDomContentLoaded = document.documentElement.classList.contains("dark");
        });
      });
      await page.reload();
      await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
      assert.deepEqual(
        await page.evaluate(() => [window.__darkAtBody, window.__darkAtDomContentLoaded]),
        [true, true],
        "dark from the first paint (no flash of light)",
      );
      assert.equal(await isDark(page), true, "Dark survives a reload");
      await checkScreen(page, "Explore Products in dark");

      await page.goto("/explore/shops");
      const shopLink = page.locator('article a[href^="/shops/"]').first();
      await shopLink.waitFor();
      await page.goto((await shopLink.getAttribute("href")) ?? "/explore/shops");
      await page.getByRole("region", { name: "Shop Facts" }).waitFor();
      assert.equal(await isDark(page), true);
      await checkScreen(page, "the shop view in dark");

      await page.goto("/settings/profile");
      await page.getByRole("tab", { name: "Account", selected: true }).waitFor();
      assert.equal(await isDark(page), true);
      await checkScreen(page, "Settings in dark");

      // One choice everywhere: the signed-out pages keep it after Sign Out.
      await page.getByRole("button", { name: `Account menu for ${email}` }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await page.waitForURL("**/login");
      assert.equal(await isDark(page), true, "Login follows the choice");
      await checkScreen(page, "Login in dark");
      page.assertNoErrors();
    });
  });
}

// The device's setting reaches the page the same way at any width: one viewport is enough.
describe("theme follows the device (desktop)", () => {
  test("System follows the device's colour scheme live", async () => {
    const page = await openPage(browser, VIEWPORTS[0]);
    const email = "pro@example.com";
    const cdp = await page.context().newCDPSession(page);
    const emulate = (value) =>
      cdp.send("Emulation.setEmulatedMedia", {
        features: [{ name: "prefers-color-scheme", value }],
      });
    await emulate("dark");
    await login(page, email);
    await page.waitForURL("**/explore/products");
    assert.equal(await isDark(page), true, "System on a dark device starts dark");

    await chooseTheme(page, email, "Light");
    assert.equal(await isDark(page), false, "Light wins over a dark device");
    await chooseTheme(page, email, "System");
    assert.equal(await isDark(page), true, "System is dark again on a dark device");

    await emulate("light");
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await checkScreen(page, "Explore Products, System on a light device");
    await emulate("dark");
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await checkScreen(page, "Explore Products, System on a dark device");
    page.assertNoErrors();
  });
});
