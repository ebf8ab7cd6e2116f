// Track Shop against a local fake Shopify store (run.mjs starts the server with
// TRACKER_ALLOW_LOOPBACK=1): the form's validation, a store tracked to completion while the screen
// polls, its shop view, and the shop in the Tracked Shops collection; a start the server refuses is
// shown by the form.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { fakeCatalogue, startFakeStore } from "../../server/test/fakestores/storefront.mjs";
import { checkScreen, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
const stores = new Map();
before(async () => {
  browser = await launch();
  // One store per viewport: a store already tracked would complete at once on the second run.
  for (const viewport of VIEWPORTS) {
    // No favicon or image links, so the browser never asks the internet.
    const store = await startFakeStore({
      title: `E2E Gadget Store ${viewport.name}`,
      products: fakeCatalogue(3, 1, { image: false }),
      myshopifyDomain: "e2e-fake-store.myshopify.com",
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
  describe(`Track Shop (${viewport.name})`, () => {
    test("validates the URL, tracks a store to completion, and lists it in Tracked Shops", async () => {
      const store = stores.get(viewport.name);
      const storeTitle = `E2E Gadget Store ${viewport.name}`;
      const page = await openPage(browser, viewport);
      await login(page, "basic@example.com");
      await page.waitForURL("**/explore/products");
      await page.goto("/shops/track");
      await page.getByRole("heading", { level: 1, name: "Track Shop" }).waitFor();
      await checkScreen(page, "Track Shop");

      const input = page.getByRole("textbox", { name: "Shopify Store URL" });
      const trackButton = page.getByRole("button", { name: "Track Store" });
      await trackButton.click();
      await page.getByText("Please enter a URL.").waitFor();
      await input.fill("not-a-store");
      await trackButton.click();
      await page.getByText("Please enter a valid URL.").waitFor();
      await checkScreen(page, "Track Shop, an invalid URL");

      // An address the form accepts but the server refuses (a private network address): the
      // server's reason is shown by the form and announced, and the typed address stays.
      const refusedUrl = "http://10.0.0.5";
      await input.fill(refusedUrl);
      await trackButton.click();
      await page.getByRole("alert").getByText("Please enter a valid URL.").waitFor();
      assert.equal(await input.inputValue(), refusedUrl, "the refused address stays in the field");
      await checkScreen(page, "Track Shop, a refused start");

      let statusCalls = 0;
      page.on("response", (response) => {
        if (response.url().endsWith("/v3/shops/track/v2/status") && response.ok()) statusCalls++;
      });
      await input.fill(store.url);
      await input.press("Enter");
      const row = page
        .getByRole("list", { name: "Tracked shops" })
        .getByRole("listitem", { name: store.url });
      await row.waitFor();
      // No reload: the screen's own polling (every 5 s) brings the completed status.
      await row.getByText("Shop Successfully Tracked").waitFor({ timeout: 60_000 });
      // The reply to the start itself cannot be complete (the tracker paces its reads of a store).
      assert.ok(statusCalls >= 2, `completion came by polling (${statusCalls} status calls)`);
      await checkScreen(page, "Track Shop, a tracked store");

      await row.getByRole("link", { name: "View Shop" }).click();
      await page.waitForURL(/\/shops\/\d+$/);
      await page.getByRole("heading", { level: 1, name: storeTitle }).waitFor();
      await checkScreen(page, "the tracked shop's view");

      await page.goto("/collections/shops?tracked=true");
      await page.waitForURL((url) => url.pathname === "/collections/shops");
      if (viewport.width < 1024)
        await page.getByRole("button", { name: "Show Collections Menu" }).click();
      const tracked = page
        .getByRole("navigation", { name: "Shop Collections" })
        .getByRole("listitem", { name: "Tracked Shops", exact: true });
      await tracked.getByRole("button", { name: "Expand Tracked Shops" }).click();
      await tracked.getByRole("listitem", { name: storeTitle, exact: true }).waitFor();
      await checkScreen(page, "Tracked Shops");
      page.assertNoErrors();
    });
  });
}
