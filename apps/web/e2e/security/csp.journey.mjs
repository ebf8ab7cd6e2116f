// The Content-Security-Policy in the browser, signed in (docs/security.md, part 7 and finding 4): on
// the signed-in screens, with the policy enforced as the server sends it, Chromium reports no
// violation. zod's eval probe used to be one on every page that loads the contract.
// (untrusted.journey.mjs bypasses the CSP on purpose; descriptions with event handlers make
// DOMPurify's inert parse report one, so the screens here show demo data.)
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, login, openPage, VIEWPORTS } from "../browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A page whose every CSP violation, across navigations, lands in `page.violations`. */
async function watchedPage(viewport) {
  const page = await openPage(browser, viewport);
  page.violations = [];
  await page.exposeFunction("__reportViolation", (entry) => page.violations.push(entry));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      );
    });
  });
  return page;
}

/** The first product card's links to the product view and its shop's view. */
async function detailPaths(page) {
  const card = page.getByRole("list", { name: "Products" }).getByRole("article").first();
  await card.waitFor();
  const hrefs = await card
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const product = hrefs.find((href) => /^\/shops\/\d+\/\d+$/.test(href ?? ""));
  const shop = hrefs.find((href) => /^\/shops\/\d+$/.test(href ?? ""));
  assert.ok(product && shop, `a product card links its product and its shop: ${hrefs}`);
  return { product, shop };
}

for (const viewport of VIEWPORTS) {
  describe(`Content-Security-Policy (${viewport.name})`, () => {
    test("signed-in screens cause no CSP violation", async () => {
      const page = await watchedPage(viewport);
      await login(page, "pro@example.com");
      await page.waitForURL("**/explore/products");
      const { product, shop } = await detailPaths(page);
      const screens = [
        ["/explore/shops", () => page.getByRole("list", { name: "Shops" }).getByRole("article")],
        [shop, () => page.getByRole("heading", { level: 1 })],
        [product, () => page.getByRole("region", { name: "Description" })],
        ["/shops/track", () => page.getByRole("textbox", { name: "Shopify Store URL" })],
        ["/collections/products", () => page.getByRole("heading", { level: 1 })],
        ["/settings/profile", () => page.getByRole("heading", { level: 1 })],
      ];
      for (const [path, shown] of screens) {
        await page.goto(path);
        await shown().first().waitFor();
      }
      // Reports are queued as tasks: give the last screen's a moment to arrive.
      await page.waitForTimeout(300);
      assert.deepEqual(page.violations, [], "CSP violations");
      page.assertNoErrors();
    });
  });
}
