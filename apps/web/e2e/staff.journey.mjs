// Staff powers (issue 16 item 5), as admin@example.com, who is staff: a product from an Explore
// Products card's menu into a new Staff Picks collection, seen on the Staff Picks screen of products
// and removed there, then the collection deleted; a staff preset saved from the current filters, renamed and deleted. Desktop only
// (the card menus and dialogs are the same components the other journeys check at 390 px). Every
// name is new per run, so the shared Staff Picks and presets other journeys read stay as they were.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkScreen, closeDialog, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const ACCOUNT = "admin@example.com";
const desktop = VIEWPORTS.find((viewport) => viewport.name === "desktop");
const stamp = Date.now().toString(36);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The sidebar's select button of a collection, whose name ends with the member count. */
function collectionButton(sidebar, name, count) {
  return sidebar.getByRole("button", {
    name: new RegExp(`^${escapeRegExp(name)}\\s*\\(${count}\\)$`),
  });
}

describe("staff powers (desktop)", () => {
  let page;
  before(async () => {
    page = await openPage(browser, desktop);
    await login(page, ACCOUNT);
    await page.waitForURL("**/explore/products");
  });

  test("a product from a card's menu to Staff Picks, shown and removed on the Staff Picks screen", async () => {
    await page.goto("/explore/products");
    const card = page.getByRole("list", { name: "Products" }).getByRole("article").first();
    await card.waitFor();
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.getByRole("button", { name: `Actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: "Add/Remove from Staff Picks" }).click();

    const modal = page.getByRole("dialog", { name: "Manage Staff Picks" });
    // The staff's product collections are listed (the demo seeds 'Weekly Best Sellers').
    await modal.getByText("Weekly Best Sellers").waitFor();
    const name = `Journey Picks ${stamp}`;
    await modal.getByRole("textbox", { name: "New collection name" }).fill(name);
    await modal.getByRole("button", { name: "Create" }).click();
    // A collection made here starts with the card's product in it.
    await modal.getByRole("button", { name: `Remove from ${name}` }).waitFor();
    await checkScreen(page, "Manage Staff Picks", '[role="dialog"]');
    await modal.getByRole("link", { name: "View Staff Picks" }).click();

    await page.waitForURL("**/staff-picks/products");
    await page.getByRole("heading", { level: 1, name: "Staff Picks" }).waitFor();
    const kinds = page.getByRole("navigation", { name: "Staff Picks of" });
    assert.equal(
      await kinds.getByRole("link", { name: "Product Picks" }).getAttribute("aria-current"),
      "page",
    );
    const sidebar = page.getByRole("navigation", { name: "Staff Product Collections" });
    await collectionButton(sidebar, name, 1).click();
    await page
      .getByRole("region", { name: "Collection results" })
      .getByRole("list", { name: "Products" })
      .getByRole("article", { name: title })
      .waitFor();
    await checkScreen(page, "Staff Picks of products");

    // Staff curate here too: the member's Remove empties the new collection.
    const row = sidebar.getByRole("listitem", { name, exact: true });
    await row.getByRole("button", { name: `Expand ${name}` }).click();
    const member = row.getByRole("listitem", { name: title, exact: true });
    await member.getByRole("button", { name: `Actions for ${title}` }).click();
    await member.getByRole("button", { name: "Remove" }).click();
    // Removed: it stays for its tick, then leaves.
    await member.getByRole("img", { name: "Removed" }).waitFor();
    await collectionButton(sidebar, name, 0).waitFor();
    await member.waitFor({ state: "detached" });
    await checkScreen(page, "Staff Picks of products, emptied");

    // And delete the whole collection (confirmed), leaving the shared Staff Picks as they were.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await row
      .getByRole("group", { name: `Confirm for ${name}` })
      .getByRole("button", { name: "Confirm" })
      .click();
    await row.waitFor({ state: "detached" });
    assert.equal(await sidebar.getByRole("listitem", { name, exact: true }).count(), 0);
    page.assertNoErrors();
  });

  test("a list row's menu is the card's: from the keyboard, a shop to Staff Picks and back", async () => {
    await page.goto("/explore/shops");
    await page.getByRole("list", { name: "Shops" }).getByRole("article").first().waitFor();
    await page.getByRole("radio", { name: "List" }).click();
    const table = page.getByRole("table", { name: "Shops" });
    const row = table.getByRole("row").nth(1);
    const title = (await row.getByRole("rowheader").locator("p").first().textContent())?.trim();
    assert.ok(title);
    const trigger = row.getByRole("button", { name: `Actions for ${title}` });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    // The card's items, the Staff section included; the menu opens on its first item.
    await menu.getByRole("menuitem", { name: "View Shop" }).waitFor();
    assert.equal(
      await menu
        .getByRole("menuitem", { name: "View Shop" })
        .evaluate((item) => item === document.activeElement),
      true,
    );
    await menu.getByRole("menuitem", { name: "Admin: Ban Store" }).waitFor();
    await checkScreen(page, "Explore Shops list, row menu");
    await menu.getByRole("menuitem", { name: "Add/Remove from Staff Picks" }).focus();
    await page.keyboard.press("Enter");

    const modal = page.getByRole("dialog", { name: "Manage Staff Picks" });
    const name = `Journey Shop Picks ${stamp}`;
    await modal.getByRole("textbox", { name: "New collection name" }).fill(name);
    await modal.getByRole("button", { name: "Create" }).click();
    await modal.getByRole("button", { name: `Remove from ${name}` }).click();
    await modal.getByRole("button", { name: `Add to ${name}` }).waitFor();
    await closeDialog(page, modal);

    // The empty collection is staff's to delete on the Staff Picks screen.
    await page.goto("/staff-picks");
    const sidebar = page.getByRole("navigation", { name: "Staff Product Collections" });
    const item = sidebar.getByRole("listitem", { name, exact: true });
    await item.getByRole("button", { name: `Delete ${name}` }).click();
    await item.getByRole("button", { name: "Confirm" }).click();
    await item.waitFor({ state: "detached" });

    await page.goto("/explore/shops");
    await page.getByRole("radio", { name: "Grid" }).click();
    page.assertNoErrors();
  });

  test("a staff preset: saved from the current filters, renamed, deleted", async () => {
    await page.goto("/explore/shops");
    const card = page.getByRole("list", { name: "Shops" }).getByRole("article").first();
    await card.waitFor();
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    // An excluded shop is enough to save: the preset keeps it.
    await card.getByRole("button", { name: `Actions for ${title}` }).click();
    await page.getByRole("menuitem", { name: "Exclude Shop from Results" }).click();
    await page.getByRole("button", { name: "Save as Staff Preset" }).click();
    const save = page.getByRole("dialog", { name: "Save Filter Set" });
    const name = `Journey preset ${stamp}`;
    await save.getByRole("textbox", { name: "Filter set name" }).fill(name);
    await save.getByRole("button", { name: "Save Preset" }).click();
    await save.waitFor({ state: "detached" });

    const presets = page.getByRole("dialog", { name: "Filter Presets" });
    const staff = presets.getByRole("region", { name: "Staff Presets" });
    await page.getByRole("button", { name: "Filter Presets" }).click();
    await staff.getByRole("button", { name: `Rename ${name}` }).click();
    const rename = page.getByRole("dialog", { name: "Rename Preset" });
    const field = rename.getByRole("textbox", { name: "New name" });
    assert.equal(await field.inputValue(), name);
    await checkScreen(page, "Rename Preset", '[role="dialog"]');
    const renamed = `Journey preset renamed ${stamp}`;
    await field.fill(renamed);
    await field.press("Enter");
    await rename.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Filter Presets" }).click();
    await staff.getByRole("group", { name: renamed, exact: true }).waitFor();
    assert.equal(await staff.getByRole("group", { name, exact: true }).count(), 0);
    await checkScreen(page, "Filter Presets, renamed", '[role="dialog"]');

    // Leave the shared presets as they were.
    await staff.getByRole("button", { name: `Delete ${renamed}` }).click();
    await staff.getByRole("button", { name: "Confirm" }).click();
    await staff.getByRole("group", { name: renamed, exact: true }).waitFor({ state: "detached" });
    page.assertNoErrors();
  });
});
