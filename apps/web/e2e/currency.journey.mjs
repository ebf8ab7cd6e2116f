// Money in the spec's currency (issue 16 item 3): a fake Shopify store selling in euros is tracked,
// and its product's page shows the USD price converted at the bundled ECB rate of 2024-09-26 with
// the shop's own amount and the rate's date beside it. A newly tracked shop lists no products until a
// day of reads, so the product is reached the way a user reaches one the shop stopped selling: tracked
// again after it vanished, it is listed under Other Products.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { fakeProduct, startFakeStore } from "../../server/test/fakestores/storefront.mjs";
import { checkScreen, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
const stores = new Map();
before(async () => {
  browser = await launch();
  for (const viewport of VIEWPORTS) {
    // No favicon or image links, so the browser never asks the internet.
    const store = await startFakeStore({
      title: `E2E Euro Store ${viewport.name}`,
      currency: "EUR",
      country: "DE",
      products: [fakeProduct(1, 11.06, { image: false }), fakeProduct(2, 20, { image: false })],
      myshopifyDomain: "e2e-euro-store.myshopify.com",
      favicon: null,
    });
    stores.set(viewport.name, store);
  }
});
after(async () => {
  await browser?.close();
  await Promise.all([...stores.values()].map((store) => store.close()));
});

for (const viewport of VIEWPORTS) {
  describe(`A shop selling in euros (${viewport.name})`, () => {
    test("shows its product's price in USD with the euro amount and the ECB rate's date", async () => {
      const store = stores.get(viewport.name);
      const page = await openPage(browser, viewport);
      await login(page, "basic@example.com");
      await page.waitForURL("**/explore/products");
      /** Tracks the store; resolves when `times` tracks of it show as successful. */
      const track = async (times) => {
        await page.goto("/shops/track");
        const input = page.getByRole("textbox", { name: "Shopify Store URL" });
        await input.fill(store.url);
        await input.press("Enter");
        const rows = page
          .getByRole("list", { name: "Tracked shops" })
          .getByRole("listitem", { name: store.url });
        const done = rows.filter({ hasText: "Shop Successfully Tracked" });
        const deadline = Date.now() + 60_000;
        while ((await done.count()) < times) {
          assert.ok(Date.now() < deadline, `track ${times} of ${store.url} did not complete`);
          await page.waitForTimeout(500);
        }
        return done.first();
      };
      await track(1);
      // Product 1 vanishes from the store: read again, it is listed under Other Products.
      store.behaviour.products = [fakeProduct(2, 20, { image: false })];
      const row = await track(2);
      await row.getByRole("link", { name: "View Shop" }).click();
      await page.waitForURL(/\/shops\/\d+$/);
      const shopId = new URL(page.url()).pathname.split("/").pop();

      await page.goto(`/shops/${shopId}/products`);
      await page.getByRole("button", { name: "Load Other Products" }).click();
      await page.getByRole("link", { name: "Product 1", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Product 1" }).waitFor();
      // 11.06 EUR at the snapshot's 1.1155 USD per EUR is $12.34.
      const price = page.locator("main [data-price]").first();
      assert.equal(
        (await price.textContent())?.replace(/\s+/g, " ").trim(),
        "$12.34 (€11.06, ECB rate of Sep 26, 2024)",
      );
      await checkScreen(page, "a product of a shop selling in euros");
      page.assertNoErrors();
    });
  });
}
