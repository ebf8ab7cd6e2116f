// Open findings 4, 5 and 7 of docs/security.md, shown in the browser. They fail until fixed, so
// this file is not named *.journey.mjs (run.mjs would pick it up); run it against a server started
// with TRACKER_ALLOW_LOOPBACK=1:
//   E2E_BASE_URL=http://localhost:8080 node --test apps/web/e2e/security/untrusted.pending-fix.mjs
// Once all pass, fold them into untrusted.journey.mjs and drop its KNOWN_FINDINGS entries.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { tsImport } from "tsx/esm/api";
import { checkNoSidewaysScroll, launch, login, openPage, VIEWPORTS } from "../browser.mjs";

const hostile = await tsImport("../../../server/test/security/untrustedStore.ts", import.meta.url);

let browser;
let store;
before(async () => {
  browser = await launch();
  store = await hostile.startUntrustedStore();
});
after(async () => {
  await browser?.close();
  await store?.close();
});

/** A signed-in page (CSP enforced) that records every Content-Security-Policy violation. */
async function watchedPage(viewport) {
  const page = await openPage(browser, viewport);
  await page.addInitScript(() => {
    const seen = [];
    Object.defineProperty(window, "__violations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  await login(page, "pro@example.com");
  await page.waitForURL("**/explore/products");
  return page;
}

async function trackedShopPath(page) {
  await page.goto("/shops/track");
  const input = page.getByRole("textbox", { name: "Shopify Store URL" });
  await input.fill(store.url);
  await input.press("Enter");
  const row = page
    .getByRole("list", { name: "Tracked shops" })
    .getByRole("listitem", { name: store.url })
    .first();
  await row.getByRole("link", { name: "View Shop" }).waitFor({ timeout: 60_000 });
  return row.getByRole("link", { name: "View Shop" }).getAttribute("href");
}

test("finding 4: no CSP violation once signed in (zod's eval probe)", async () => {
  const page = await watchedPage(VIEWPORTS[0]);
  await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
});

test("finding 5: a long word in a shop's name does not widen the phone layout", async () => {
  const page = await watchedPage(VIEWPORTS[1]);
  await page.goto(await trackedShopPath(page));
  await page.getByRole("heading", { level: 1 }).waitFor();
  await checkNoSidewaysScroll(page, "the hostile shop's view");
});

test("finding 7: a description's <style> and style attributes are dropped", async () => {
  const page = await watchedPage(VIEWPORTS[0]);
  const shop = await trackedShopPath(page);
  const shopId = Number(shop.split("/")[2]);
  const styled = [];
  // The products follow the shop's id (see untrusted.journey.mjs).
  for (let id = shopId + 1; id <= shopId + 35; id += 1) {
    await page.goto(`${shop}/${id}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const found = await page
      .getByRole("region", { name: "Description" })
      .evaluate((region) => region.querySelectorAll("style, [style]").length);
    if (found > 0) styled.push(id);
  }
  assert.deepEqual(styled, [], "product ids whose description keeps <style> or style=");
});
