// Cards that fit (issue 16 item 8): on Explore's product and shop grids at 390, 1280 and 1920 px, no
// two pieces of text of a card overlap and no figure is cut off without an ellipsis and its full
// value in a title, measured by the stories' own layout check on the cards the server returns.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { launch, login, openPage } from "../browser.mjs";
import { layoutProblemsOfEach } from "../layout.mjs";

const WIDTHS = [390, 1280, 1920];
const GRIDS = [
  { path: "/explore/products", list: "Products" },
  { path: "/explore/shops", list: "Shops" },
];
/** Cards measured per grid and width: the first rows, whatever their figures happen to be. */
const CARDS = 12;

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

describe("Explore cards fit their figures", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px`, async () => {
      const page = await openPage(browser, { name: `${width}`, width, height: 900 });
      await login(page, "pro@example.com");
      await page.waitForURL("**/explore/products");
      for (const grid of GRIDS) {
        if (!page.url().endsWith(grid.path)) await page.goto(grid.path);
        const list = page.getByRole("list", { name: grid.list });
        await list.getByRole("article").first().waitFor();
        // Cards in the overscan are drawn a frame or a few after the list: measure once they are.
        await list.locator(":scope > [data-placeholder]").first().waitFor({ state: "detached" });
        const cards = await layoutProblemsOfEach(page, list, ":scope > li > article", CARDS);
        assert.ok(cards.length > 0, `${grid.path} shows cards`);
        const problems = cards.flatMap(({ name, problems }, i) =>
          problems.map((problem) => `${grid.path} card ${i + 1} (${name}): ${problem}`),
        );
        assert.deepEqual(problems, [], `at ${width} px`);
      }
      page.assertNoErrors();
    });
  }
});
