// Export (issue 18): from Explore Products with a filter, the CSV file's rows are the filtered results in
// the screen's order, with the ads columns of a Pro plan; from Explore Shops on a plan without ads, the
// JSON Lines file has every shop the screen counts and no ads figures; Track Shop's export downloads too.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, test } from "node:test";
import { checkScreen, launch, login, openPage, VIEWPORTS } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const DESKTOP = VIEWPORTS[0];
const PHONE = VIEWPORTS[1];

/** Chooses a format in the Export menu and returns the downloaded file's name and text. */
async function exportFile(page, menuName, format) {
  await page.getByRole("button", { name: menuName }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: format }).click(),
  ]);
  const path = await download.path();
  assert.ok(path, "the download was saved");
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text) {
  const records = [];
  let record = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  assert.equal(cell + record.join(""), "", "the file ends with a complete record");
  return records;
}

describe(`Export (${DESKTOP.name})`, () => {
  test("Explore Products as CSV: the filtered results in order, ads columns on Pro", async () => {
    const page = await openPage(browser, DESKTOP);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    await page.goto("/explore/products?shop_country=US");
    const cards = page.getByRole("list", { name: "Products" }).getByRole("article");
    await cards.first().waitFor();
    const firstTitle = (await cards.first().locator("h3").textContent())?.trim();

    const file = await exportFile(page, "Export products", "CSV");
    assert.match(file.name, /^hotshelf-explore-products-\d{4}-\d\d-\d\d\.csv$/);
    const [header, ...rows] = parseCsv(file.text);
    assert.deepEqual(header.slice(0, 3), ["Product ID", "Product", "Handle"]);
    assert.ok(header.includes("Active ads"), "a Pro plan gets the ads columns");
    assert.ok(rows.length > 50, `more than one page of rows (${rows.length})`);
    const country = header.indexOf("Country");
    assert.ok(
      rows.every((row) => row[country] === "US"),
      "every row matches the filter",
    );
    assert.equal(rows[0][1], firstTitle, "the first row is the first card");
    assert.equal(new Set(rows.map((row) => row[0])).size, rows.length, "no row twice");
    // The control is back to its idle state, and the screen is still accessible.
    await page.getByRole("button", { name: "Export products" }).waitFor();
    assert.equal(await page.getByRole("progressbar").count(), 0);
    await checkScreen(page, "Explore Products after an export");
    page.assertNoErrors();
    await page.context().close();
  });

  test("Explore Shops as JSON Lines on a plan without ads: every shop counted, no ads figures", async () => {
    const page = await openPage(browser, DESKTOP);
    await login(page, "basic@example.com");
    await page.waitForURL("**/explore/products");
    await page.goto("/explore/shops");
    await page.getByRole("list", { name: "Shops" }).getByRole("article").first().waitFor();
    const count = await page
      .getByRole("status")
      .filter({ hasText: /shops?$/ })
      .textContent();
    const shown = Number(count?.replace(/[^0-9]/g, ""));

    const file = await exportFile(page, "Export shops", "JSON Lines");
    assert.match(file.name, /^hotshelf-explore-shops-.*\.jsonl$/);
    const lines = file.text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    if (!count?.includes("+")) assert.equal(lines.length, shown, "as many lines as shops counted");
    assert.ok(lines.length > 0);
    assert.ok(!("active_ad_count" in lines[0]), "no ads figures without can_ads");
    assert.equal(typeof lines[0].shop_title, "string");
    page.assertNoErrors();
    await page.context().close();
  });
});

describe(`Export (${PHONE.name})`, () => {
  test("Track Shop's tracked shops download, and the control fits the phone", async () => {
    const page = await openPage(browser, PHONE);
    await login(page, "admin@example.com");
    await page.waitForURL("**/explore/products");
    await page.goto("/shops/track");
    const file = await exportFile(page, "Export tracked shops", "CSV");
    assert.match(file.name, /^hotshelf-tracked-shops-.*\.csv$/);
    assert.equal(parseCsv(file.text)[0][0], "Shop ID");
    await checkScreen(page, "Track Shop after an export");
    page.assertNoErrors();
    await page.context().close();
  });
});
