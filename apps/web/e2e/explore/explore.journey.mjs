// Explore against the real server and its demo catalogue: sort, filters, search, exclusion, a saved
// filter set, a shared URL, Back, infinite scroll, and the shop and product views.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkScreen, hydrated, launch, login, openPage, VIEWPORTS } from "../browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const DESKTOP = VIEWPORTS[0];

/** Runs an action that starts a search and waits for the search's reply to be shown. */
async function searched(page, action) {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/v3/search") && r.ok()),
    action(),
  ]);
  await page.getByLabel("Loading results").waitFor({ state: "hidden" });
}

/**
 * The titles of the first product cards shown, in order, once the page is hydrated (the server's
 * HTML holds a phone's first window, two cards, not this viewport's) and two reads 250 ms apart agree.
 */
async function cardTitles(page, count = 3) {
  const results = page.getByRole("list", { name: "Products" });
  await results.getByRole("article").first().waitFor();
  await hydrated(page);
  const read = () =>
    results
      .locator("article h3")
      .evaluateAll((titles, n) => titles.slice(0, n).map((t) => t.textContent?.trim()), count);
  // The grid mounts its cards over a few frames, more of them on a busy machine.
  let last = await read();
  for (;;) {
    await page.waitForTimeout(250);
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

describe(`Explore Products (${DESKTOP.name})`, () => {
  test("sort, filter, search, exclude, presets, a shared URL and Back", async () => {
    const page = await openPage(browser, DESKTOP);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    await cardTitles(page);
    await checkScreen(page, "Explore Products");

    await page.getByRole("button", { name: /Sort by/ }).click();
    await searched(page, () =>
      page.getByRole("option", { name: "Weekly Revenue", exact: true }).click(),
    );
    await page.waitForURL(/sort=week_current_period_revenue/);

    // react-aria hides the native input visually; the label takes the click.
    await searched(page, () =>
      page.getByRole("checkbox", { name: "United States" }).check({ force: true }),
    );
    await page.waitForURL(/shop_country=US/);
    const [firstTitle] = await cardTitles(page, 1);
    const word = firstTitle.split(/\s+/)[0];

    await page.getByRole("searchbox", { name: "Search" }).fill(word);
    await searched(page, () => page.getByRole("button", { name: "Search", exact: true }).click());
    await page.waitForURL(new RegExp(`q=${encodeURIComponent(word)}`));
    const [target] = await cardTitles(page, 1);
    await page
      .getByRole("button", { name: `Actions for ${target}` })
      .first()
      .click();
    await searched(page, () =>
      page.getByRole("menuitem", { name: "Exclude Shop from Results" }).click(),
    );
    await page.waitForURL(/exclude=/);
    await page.getByRole("region", { name: "Excluded Shops" }).waitFor();

    // Save the current filters, clear them, and load the set back.
    const setName = `US ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "Save Filter Set" }).click();
    await page.getByRole("textbox", { name: "Filter set name" }).fill(setName);
    await page.getByRole("button", { name: "Save Preset" }).click();
    await page.getByRole("dialog", { name: "Save Filter Set" }).waitFor({ state: "hidden" });
    await searched(page, () => page.getByRole("button", { name: "Clear All" }).click());
    await page.waitForURL((url) => !url.search.includes("shop_country"));
    await page.getByRole("button", { name: "Filter Presets" }).click();
    await searched(page, () => page.getByRole("button", { name: setName, exact: true }).click());
    await page.waitForURL(/shop_country=US/);
    assert.match(page.url(), /exclude=/);

    // The same URL in another tab shows the same results.
    const shared = page.url();
    const titles = await cardTitles(page);
    const other = await page.context().newPage();
    // A load of Explore comes with its results (rendered on the server for the signed-in user).
    await other.goto(shared);
    // Hydrated, the grid widens its first window (the server's holds a phone's two cards) in a
    // background render, which a busy machine may not have painted by two reads 250 ms apart.
    await other
      .getByRole("list", { name: "Products" })
      .locator("article h3")
      .nth(titles.length - 1)
      .waitFor();
    assert.deepEqual(await cardTitles(other), titles, `${shared} vs ${other.url()}`);
    await other.close();

    // Back returns to the search before the preset was loaded (nothing filtered).
    await searched(page, () => page.goBack());
    await page.waitForURL((url) => !url.search.includes("shop_country"));
    await cardTitles(page, 1);
    page.assertNoErrors();
  });

  test("infinite scroll, then the product and shop views", async () => {
    const page = await openPage(browser, DESKTOP);
    // Pages are read from the search replies: a virtualised grid mounts only the cards near the
    // viewport, so the DOM does not count what was loaded.
    const searchReply = (isFirstPage) =>
      page.waitForResponse(
        (r) =>
          r.url().includes("/v3/search") &&
          r.ok() &&
          (r.request().postDataJSON()?.query?.from_count === 0) === isFirstPage,
      );
    const firstPage = searchReply(true);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    assert.equal((await (await firstPage).json()).items.length, 50, "a page holds 50 results");
    const results = page.getByRole("list", { name: "Products" });
    const cards = results.getByRole("article");
    await cards.first().waitFor();
    // Each search sent from here on, by the place its page starts at (0 is a first page).
    const searches = [];
    page.on("request", (request) => {
      if (request.url().includes("/v3/search")) {
        searches.push(request.postDataJSON()?.query?.from_count ?? null);
      }
    });
    const nextPage = searchReply(false);
    // Scrolled to the end, the rows the scroll brought in are measured there and may be taller than
    // assumed, which pushes the marker just below the viewport: scroll on, as a reader would, until
    // the next page is asked for.
    let asked = false;
    page
      .waitForRequest((r) => r.url().includes("/v3/search"))
      .then(() => {
        asked = true;
      })
      .catch(() => {}); // nextPage below fails the test when nothing was asked for
    for (let tries = 0; !asked && tries < 10; tries++) {
      await page.getByTestId("results-end").scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
    }
    const appended = (await (await nextPage).json()).items;
    assert.ok(appended.length > 0, "the end marker loads the next page");
    // One sight of the end marker loads one page, and the grid grows by it at once: every card says
    // it is one of 100, and the page has pushed the marker out of view, so the app's next checks
    // (every 250 ms) load nothing more. (Were the marker the browser's scroll anchor, the page
    // would follow it down as the grid grows and load page after page.)
    await page.waitForFunction(
      (name) =>
        document.querySelector(`[aria-label="${name}"] > li`)?.getAttribute("aria-setsize") ===
        "100",
      "Products",
    );
    await page.waitForTimeout(1000);
    assert.equal(
      searches.length,
      1,
      `one page loaded for one sight of the end marker (searches from: ${searches.join(", ")})`,
    );
    assert.equal(
      await page
        .getByRole("list", { name: "Products" })
        .locator("li[aria-setsize]")
        .first()
        .getAttribute("aria-setsize"),
      "100",
      "the grid holds the two pages loaded",
    );
    // The appended cards are shown at positions 51 and on. Which of them are mounted depends on where
    // the window stands, so any one will do, provided it shows the appended item of its position.
    await page.waitForFunction(
      ({ name, titles }) =>
        [...document.querySelectorAll(`[aria-label="${name}"] [aria-posinset]`)].some((item) => {
          const index = Number(item.getAttribute("aria-posinset")) - 51;
          return (
            index >= 0 &&
            index < titles.length &&
            item.querySelector("article h3")?.textContent?.trim() === titles[index]
          );
        }),
      { name: "Products", titles: appended.map((item) => item.product_title.trim()) },
    );

    // Back at the top, the first result is the card at position 1 (the list is virtualised: after the
    // scroll, the first card in the DOM is whichever the window kept, and it moves while it renders).
    // Scrolled down, the page offers Scroll to top; it takes the page back and goes away.
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await toTop.waitFor({ state: "detached" });
    const first = results.locator('[aria-posinset="1"]').getByRole("article");
    const title = (await first.locator("h3").textContent())?.trim() ?? "";
    await first.getByRole("link", { name: title }).click();
    await page.waitForURL(/\/shops\/\d+\/\d+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await checkScreen(page, "the product view");
    await page.getByRole("link", { name: "Back to Shop" }).click();
    await page.waitForURL(/\/shops\/\d+$/);
    await page.getByRole("region", { name: "Shop Facts" }).waitFor();
    await checkScreen(page, "the shop view");
    page.assertNoErrors();
  });
});

describe("Explore Shops (phone)", () => {
  test("the sidebar opens with Show Filters and a list layout is remembered", async () => {
    const page = await openPage(browser, VIEWPORTS[1]);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    await page.goto("/explore/shops");
    await page.getByRole("list", { name: "Shops" }).getByRole("article").first().waitFor();
    await page.getByRole("button", { name: "Show Filters" }).click();
    await page.getByRole("button", { name: "Hide Filters" }).waitFor();
    await page.getByRole("radio", { name: "List" }).click();
    await page.getByRole("columnheader", { name: "Revenue (Weekly)" }).waitFor();
    await page.reload();
    await page.getByRole("columnheader", { name: "Revenue (Weekly)" }).waitFor();
    await checkScreen(page, "Explore Shops, list");
    page.assertNoErrors();
  });
});
