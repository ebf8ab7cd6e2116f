// Keyboard shortcuts (issue 18 item 4) on Explore against the real server: `/` focuses the search
// box (where `j` is typed, not a shortcut), `j` / `k` move between cards, to one not rendered yet
// too, each move read out by the live region, `Enter` opens the focused card, `?` lists the keys.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { checkA11y, closeDialog, launch, login, openPage, VIEWPORTS } from "../browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const DESKTOP = VIEWPORTS[0];

/**
 * The card holding focus: its place (1-based) in its list, the focused element's tag, and where its box
 * and the page stand (for a failure's message); null when no card holds focus.
 */
function focusedCard(page) {
  return page.evaluate(() => {
    const card = document.activeElement?.closest("[aria-posinset]");
    if (!card) return null;
    const box = card.getBoundingClientRect();
    return {
      place: Number(card.getAttribute("aria-posinset")),
      tag: document.activeElement?.tagName,
      top: box.top,
      bottom: box.bottom,
      scrollY,
      innerHeight,
    };
  });
}

async function expectFocusedCard(page, place) {
  await page.waitForFunction(
    (expected) =>
      Number(document.activeElement?.closest("[aria-posinset]")?.getAttribute("aria-posinset")) ===
      expected,
    place,
    { timeout: 10_000 },
  );
  const card = await focusedCard(page);
  assert.equal(card?.tag, "A", "focus is on the card's title link");
  // In view once the window has settled: rows measured as they mount may move it for a frame or so.
  const inView = await page
    .waitForFunction(
      () => {
        const box = document.activeElement?.closest("[aria-posinset]")?.getBoundingClientRect();
        return box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
      },
      undefined,
      { timeout: 3_000 },
    )
    .then(
      () => true,
      () => false,
    );
  assert.ok(
    inView,
    `card ${place} is scrolled into view (${JSON.stringify(await focusedCard(page))})`,
  );
  const status = page.locator('[role="status"]', { hasText: `Card ${place} of ` });
  await status.waitFor({ state: "attached" });
}

describe(`Keyboard shortcuts on Explore (${DESKTOP.name})`, () => {
  test("/ j k Enter ?, and j typed in the search box", async () => {
    const page = await openPage(browser, DESKTOP);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    const results = page.getByRole("list", { name: "Products" });
    await results.getByRole("article").first().waitFor();

    // `/` focuses the search box; there `j` is typed, not a move.
    await page.keyboard.press("/");
    const search = page.getByRole("searchbox");
    await assert.doesNotReject(() =>
      page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search"),
    );
    await page.keyboard.press("j");
    assert.equal(await search.inputValue(), "j");
    assert.equal(await focusedCard(page), null, "j in the search box moves to no card");
    await search.fill("");
    await page.evaluate(() =>
      document.activeElement instanceof HTMLElement ? document.activeElement.blur() : null,
    );

    // j j k: first card, second, back to the first.
    await page.keyboard.press("j");
    await expectFocusedCard(page, 1);
    await page.keyboard.press("j");
    await expectFocusedCard(page, 2);
    await page.keyboard.press("k");
    await expectFocusedCard(page, 1);
    // A modifier leaves the key to the browser.
    await page.keyboard.press("Alt+j");
    await expectFocusedCard(page, 1);

    // Down the list, past the rows rendered at first: each card is rendered, scrolled to and focused.
    const rendered = await results.getByRole("listitem").count();
    const far = rendered + 8;
    for (let place = 2; place <= far; place += 1) {
      await page.keyboard.press("j");
      await expectFocusedCard(page, place);
    }

    // Enter opens the focused card's product.
    const href = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    assert.match(href ?? "", /^\/shops\/\d+\/\d+$/);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${href}`);

    // `?` lists the shortcuts; j does nothing while the dialog is open; Escape closes it.
    await page.keyboard.press("?");
    const dialog = page.getByRole("dialog", { name: "Keyboard Shortcuts" });
    await dialog.waitFor();
    await checkA11y(page, "Keyboard Shortcuts", '[role="dialog"]');
    assert.equal(await dialog.getByRole("rowheader").count(), 5);
    await page.keyboard.press("j");
    assert.equal(await page.evaluate(() => location.pathname), href);
    await closeDialog(page, dialog);
    page.assertNoErrors();
  });

  test("j and k move through the list layout's rows", async () => {
    const page = await openPage(browser, DESKTOP);
    await login(page, "pro@example.com");
    await page.waitForURL("**/explore/products");
    await page.goto("/explore/shops");
    await page.getByRole("list", { name: "Shops" }).getByRole("article").first().waitFor();
    await page.getByRole("radio", { name: "List" }).click();
    const table = page.getByRole("table");
    await table.getByRole("columnheader", { name: "Revenue (Weekly)" }).waitFor();
    await page.evaluate(() =>
      document.activeElement instanceof HTMLElement ? document.activeElement.blur() : null,
    );
    const rendered = await table.locator("tbody tr:not([data-spacer])").count();
    const far = rendered + 5;
    for (let place = 1; place <= far; place += 1) {
      await page.keyboard.press("j");
      await page
        .locator('[role="status"]', { hasText: `Card ${place} of ` })
        .waitFor({ state: "attached" });
    }
    await page.keyboard.press("k");
    await page
      .locator('[role="status"]', { hasText: `Card ${far - 1} of ` })
      .waitFor({ state: "attached" });
    const row = await page.evaluate(() => {
      const tr = document.activeElement?.closest("tr");
      const box = tr?.getBoundingClientRect();
      return {
        tag: document.activeElement?.tagName,
        inView: box ? box.bottom > 0 && box.top < window.innerHeight : false,
        title: document.activeElement?.textContent?.trim(),
      };
    });
    assert.equal(row.tag, "A", "focus is on the row's shop link");
    assert.ok(row.inView, "the row is scrolled into view");
    const status = await page.locator('[role="status"]', { hasText: "Card " }).textContent();
    assert.equal(status, `Card ${far - 1} of ${status?.match(/of (\d+)/)?.[1]}: ${row.title}`);
    page.assertNoErrors();
  });
});
