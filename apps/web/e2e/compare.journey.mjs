// Compare Shops (issue 18 item 3) against the real server: shops picked from Explore's cards with
// Add to Compare, the compare screen from the URL (its selection in the URL), key figures side by
// side in a table with headers, revenue and ads on shared axes, removing a shop, and a URL with one.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkScreen, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

for (const viewport of VIEWPORTS) {
  describe(`Compare Shops (${viewport.name})`, () => {
    test("pick three shops, compare them, remove one", async () => {
      const page = await openPage(browser, viewport);
      await login(page, "pro@example.com");
      await page.waitForURL("**/explore/products");
      await page.goto("/explore/shops");
      const cards = page.getByRole("list", { name: "Shops" }).getByRole("article");
      await cards.first().waitFor();
      const names = [];
      for (let i = 0; i < 3; i += 1) {
        const card = cards.nth(i);
        names.push((await card.locator("h3").first().textContent())?.trim());
        await card.getByRole("button", { name: /^Actions for / }).click();
        await page.getByRole("menuitem", { name: "Add to Compare" }).click();
      }
      const bar = page.getByRole("region", { name: "Compare" });
      await bar.getByText("3 of 4 shops picked").waitFor();
      await bar.getByRole("link", { name: "Compare Shops" }).click();
      await page.waitForURL(
        /\/compare\/shops\?ids=\d+%2C\d+%2C\d+|\/compare\/shops\?ids=\d+,\d+,\d+/,
      );

      const table = page.getByRole("table", { name: "Key Figures" });
      await table.waitFor();
      for (const name of names) {
        await table.getByRole("columnheader", { name: new RegExp(literal(name)) }).waitFor();
      }
      await table.getByRole("rowheader", { name: "Revenue (Weekly)" }).waitFor();
      await page.getByRole("figure").filter({ hasText: "Revenue Over Time" }).waitFor();
      await page.getByRole("figure").filter({ hasText: "Active Ads Over Time" }).waitFor();
      await checkScreen(page, "Compare Shops");

      // Removing a shop rewrites the URL; two shops remain, which cannot be removed further.
      await table.getByRole("button", { name: `Remove ${names[1]} from the comparison` }).click();
      await page.waitForFunction(
        () => new URL(location.href).searchParams.get("ids")?.split(",").length === 2,
      );
      await table.getByRole("columnheader").nth(1).waitFor();
      assert.equal(await table.getByRole("button", { name: /^Remove / }).count(), 0);
      assert.equal(
        await table.getByRole("columnheader", { name: new RegExp(literal(names[1])) }).count(),
        0,
      );

      // One shop is not a comparison: the screen says how to pick more.
      const first = new URL(page.url()).searchParams.get("ids")?.split(",")[0];
      await page.goto(`/compare/shops?ids=${first}`);
      await page.getByText(/^Pick 2 to 4 shops to compare/).waitFor();
      page.assertNoErrors();
    });
  });
}

describe("Compare Shops from the list layout (desktop)", () => {
  test("the rows' Compare toggles pick shops", async () => {
    const page = await openPage(browser, VIEWPORTS[0]);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    await page.goto("/explore/shops");
    await page.getByRole("list", { name: "Shops" }).getByRole("article").first().waitFor();
    await page.getByRole("radio", { name: "List" }).click();
    const toggles = page.getByRole("table").getByRole("button", { name: /^Compare / });
    await toggles.first().waitFor();
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    assert.equal(await toggles.nth(0).getAttribute("aria-pressed"), "true");
    const bar = page.getByRole("region", { name: "Compare" });
    await bar.getByText("2 of 4 shops picked").waitFor();
    await toggles.nth(1).click();
    await bar.getByText("1 of 4 shops picked").waitFor();
    page.assertNoErrors();
  });
});

/** A shop name as a literal inside a RegExp. */
function literal(text) {
  return String(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
