// Collections: a shop collection made from an Explore Shops card's collections modal, and a product
// collection from an Explore Products card, each shown on its collections screen, emptied and deleted;
// then Staff Picks, which is read-only.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkScreen, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

// The basic account: no other journey keeps collections on it.
const ACCOUNT = "basic@example.com";

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The sidebar's select button of a collection, whose name ends with the member count. */
function collectionButton(sidebar, name, count) {
  return sidebar.getByRole("button", {
    name: new RegExp(`^${escapeRegExp(name)}\\s*\\(${count}\\)$`),
  });
}

/**
 * From the first card of an Explore screen: opens its collections modal, creates `name`, removes the
 * item and adds it again, and follows View Collections. Returns the card's title.
 */
async function addFirstCardToNewCollection(page, { list, dialogName, name }) {
  const card = page.getByRole("list", { name: list }).getByRole("article").first();
  await card.waitFor();
  const title = (await card.locator("h3").textContent())?.trim() ?? "";
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Add/Remove from Collection" }).click();
  const modal = page.getByRole("dialog", { name: dialogName });
  await modal.getByRole("textbox", { name: "New collection name" }).waitFor();

  // Create is disabled while the name is empty; Enter on it says why (001 §5).
  const field = modal.getByRole("textbox", { name: "New collection name" });
  const create = modal.getByRole("button", { name: "Create" });
  if (!(await create.isDisabled())) throw new Error("Create is enabled with an empty name");
  await field.press("Enter");
  await modal.getByText("Invalid tag name.").waitFor();
  await field.fill(name);
  await create.click();
  // A collection made here starts with the card's item in it; take it out and add it back.
  await modal.getByRole("button", { name: `Remove from ${name}` }).click();
  await modal.getByRole("button", { name: `Add to ${name}` }).click();
  await modal.getByRole("button", { name: `Remove from ${name}` }).waitFor();
  await checkScreen(page, dialogName, '[role="dialog"]');
  await modal.getByRole("link", { name: "View Collections" }).click();
  return title;
}

/** On a collections screen: selects `name`, waits for `title` among the results, then removes it. */
async function showThenEmptyAndDelete(
  page,
  { sidebarName, resultsList, name, title, screen, tabs },
) {
  if ((page.viewportSize()?.width ?? 0) < 1024)
    await page.getByRole("button", { name: "Show Collections Menu" }).click();
  const sidebar = page.getByRole("navigation", { name: sidebarName });
  await collectionButton(sidebar, name, 1).click();
  const results = page.getByRole("region", { name: "Collection results" });
  await results
    .getByRole("list", { name: resultsList })
    .getByRole("article", { name: title })
    .waitFor();
  await checkScreen(page, screen);

  // The news, then back: the results tab kept its results (the very same card), the news its feed.
  const card = await results
    .getByRole("list", { name: resultsList })
    .getByRole("article", { name: title })
    .elementHandle();
  await page.getByRole("tab", { name: tabs.news }).click();
  const news = page.getByRole("tabpanel", { name: tabs.news });
  await news.getByRole("progressbar", { name: "Loading news" }).waitFor({ state: "detached" });
  assert.equal(await news.getByText(/select a shop collection/).count(), 0);
  await page.getByRole("tab", { name: tabs.results }).click();
  await results.getByRole("list", { name: resultsList }).waitFor();
  assert.ok(
    await card?.evaluate((element) => element.isConnected),
    "the results tab was rendered again after a tab switch",
  );

  const row = sidebar.getByRole("listitem", { name, exact: true });
  await row.getByRole("button", { name: `Expand ${name}` }).click();
  const member = row.getByRole("listitem", { name: title, exact: true });
  await member.getByRole("button", { name: `Actions for ${title}` }).click();
  await member.getByRole("button", { name: "Remove" }).click();
  // Removed: it stays for its tick, then leaves.
  await member.getByRole("img", { name: "Removed" }).waitFor();
  await collectionButton(sidebar, name, 0).waitFor();
  await member.waitFor({ state: "detached" });
  await checkScreen(page, `${screen}, emptied`);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = row.getByRole("group", { name: `Confirm for ${name}` });
  await confirm.getByText("Delete Tag?").waitFor();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await row.getByRole("img", { name: "Deleted" }).waitFor();
  await row.waitFor({ state: "detached" });
}

for (const viewport of VIEWPORTS) {
  describe(`collections (${viewport.name})`, () => {
    // One sign-in per viewport; each test starts from its own address.
    let page;
    before(async () => {
      page = await openPage(browser, viewport);
      await login(page, ACCOUNT);
      await page.waitForURL("**/explore/products");
    });

    test("a shop collection: create from Explore Shops, add, see, remove, delete", async () => {
      await page.goto("/explore/shops");
      const name = `Shops ${viewport.name} ${Date.now().toString(36)}`;
      const title = await addFirstCardToNewCollection(page, {
        list: "Shops",
        dialogName: "Manage Shop Collections",
        name,
      });
      await page.waitForURL("**/collections/shops");
      await page.getByRole("tab", { name: "Shops", selected: true }).waitFor();
      await showThenEmptyAndDelete(page, {
        sidebarName: "Shop Collections",
        resultsList: "Shops",
        name,
        title,
        screen: "Shop Collections",
        tabs: { results: "Shops", news: "News" },
      });
      page.assertNoErrors();
    });

    test("a product collection: create from Explore Products, add, see, remove, delete", async () => {
      await page.goto("/explore/products");
      const name = `Products ${viewport.name} ${Date.now().toString(36)}`;
      const title = await addFirstCardToNewCollection(page, {
        list: "Products",
        dialogName: "Manage Product Collections",
        name,
      });
      await page.waitForURL("**/collections/products");
      await page.getByRole("tab", { name: "Product View", selected: true }).waitFor();
      await showThenEmptyAndDelete(page, {
        sidebarName: "Product Collections",
        resultsList: "Products",
        name,
        title,
        screen: "Product Collections",
        tabs: { results: "Product View", news: "News Feed" },
      });
      page.assertNoErrors();
    });

    test("Staff Picks shows the staff's collections, read-only", async () => {
      await page.goto("/staff-picks");
      await page.getByRole("heading", { level: 1, name: "Staff Picks" }).waitFor();
      if (viewport.width < 1024)
        await page.getByRole("button", { name: "Show Collections Menu" }).click();
      const sidebar = page.getByRole("navigation", { name: "Staff Product Collections" });
      const first = sidebar.getByRole("listitem").first();
      await first.waitFor();
      await page
        .getByRole("region", { name: "Collection results" })
        .getByRole("list", { name: "Shops" })
        .getByRole("article")
        .first()
        .waitFor();

      const name = (await first.getAttribute("aria-label")) ?? "";
      await first.getByRole("button", { name: `Expand ${name}` }).click();
      const member = first.getByRole("listitem").first();
      const memberTitle = (await member.getAttribute("aria-label")) ?? "";
      await member.getByRole("button", { name: `Actions for ${memberTitle}` }).click();
      await member.getByRole("link", { name: "View Shop" }).waitFor();
      for (const action of [/^Delete /, /^Overwrite /, /^Remove$/, /^New Collection$/]) {
        assert.equal(
          await sidebar.getByRole("button", { name: action }).count(),
          0,
          `Staff Picks offers no ${action} button`,
        );
      }
      await checkScreen(page, "Staff Picks, a collection expanded");
      page.assertNoErrors();
    });
  });
}
