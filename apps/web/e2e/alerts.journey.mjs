// Alerts on saved filter sets (issue 18 item 2), desktop only: a pro user saves a shop filter set and
// switches its alert on; the daily job (driven through its dev trigger) takes the baseline; the set,
// widened by the user, matches shops it did not match before, so the next run mails a digest to the
// outbox; the set shows its "new since your last visit" badge, the mail's link opens the set (and
// resets the count), and the mail's unsubscribe link, opened signed out, switches the alert off.
// (A newly tracked store would be the everyday route, but tracked shops join Explore only after a
// day of reads; see docs/decisions.md.)
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  BASE_URL,
  checkScreen,
  closeDialog,
  launch,
  login,
  openPage,
  VIEWPORTS,
} from "./browser.mjs";

const DESKTOP = VIEWPORTS[0];
const EMAIL = "pro@example.com";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** Runs the daily alert job now (the test-only trigger beside the dev outbox). */
async function runAlertJob() {
  const response = await fetch(`${BASE_URL}/dev/alerts/run`, { method: "POST" });
  assert.equal(response.status, 200, "the dev trigger runs the alert job");
  return response.json();
}

/** The newest alert digest to the user that reports the set. */
async function digestFor(setName) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await (await fetch(`${BASE_URL}/dev/outbox?to=${EMAIL}`)).json();
    const digest = mails.find(
      (m) => m.subject.includes("for your filter sets") && m.text.includes(`${setName} (shops)`),
    );
    if (digest) return digest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No alert digest for ${setName} in the outbox.`);
}

/** Ticks a sidebar option and waits for its search. */
async function tick(page, name) {
  // A page rendered on the server keeps its fields disabled until React has taken it over.
  const box = await page.getByRole("checkbox", { name }).elementHandle();
  await page.waitForFunction((input) => !input?.matches(":disabled"), box);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/v3/search") && r.ok()),
    // By keyboard: react-aria hides the native input visually, so a click lands on whatever is there.
    page.getByRole("checkbox", { name }).press("Space"),
  ]);
  assert.equal(await page.getByRole("checkbox", { name }).isChecked(), true, `${name} is ticked`);
}

async function openPresets(page) {
  await page.getByRole("button", { name: "Filter Presets" }).click();
  return page.getByRole("dialog", { name: "Filter Presets" });
}

describe(`Alerts on filter sets (${DESKTOP.name})`, () => {
  test("alert on, a new match mailed in a digest, the badge, the set's link, unsubscribe signed out", async () => {
    const page = await openPage(browser, DESKTOP);
    await login(page, EMAIL);
    await page.waitForURL("**/explore/products");
    await page.goto("/explore/shops");
    await page.getByRole("list", { name: "Shops" }).getByRole("article").first().waitFor();

    // A set of US shops, saved and then alerting.
    await tick(page, "United States");
    const setName = `US shops ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "Save Filter Set" }).click();
    await page.getByRole("textbox", { name: "Filter set name" }).fill(setName);
    await page.getByRole("button", { name: "Save Preset" }).click();
    await page.getByRole("dialog", { name: "Save Filter Set" }).waitFor({ state: "hidden" });
    let presets = await openPresets(page);
    const alertSwitch = presets.getByRole("switch", {
      name: `Alert me about new matches for ${setName}`,
    });
    assert.equal(await alertSwitch.isChecked(), false);
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/v3/filters/alert") && r.ok()),
      alertSwitch.click({ force: true }),
    ]);
    await presets.locator('[data-state="on"]').first().waitFor();
    assert.equal(await alertSwitch.isChecked(), true);
    await checkScreen(page, "Filter Presets with an alert on", '[role="dialog"]');
    await closeDialog(page, presets);

    // The first run takes the baseline: what matches now is no news.
    const baseline = await runAlertJob();
    assert.ok(
      baseline.baselines >= 1,
      `the first run took a baseline: ${JSON.stringify(baseline)}`,
    );

    // The user widens the set to Canadian shops too: those match it newly.
    await tick(page, "Canada");
    presets = await openPresets(page);
    await presets.getByRole("button", { name: `Overwrite ${setName}` }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/v3/filters/save") && r.ok()),
      presets.getByRole("button", { name: "Confirm" }).click(),
    ]);
    await closeDialog(page, presets);
    const second = await runAlertJob();
    assert.ok(
      second.newMatches >= 1,
      `the second run found new matches: ${JSON.stringify(second)}`,
    );

    const digest = await digestFor(setName);
    const reported = digest.text.match(new RegExp(`${setName} \\(shops\\): (\\d+) new shops?`));
    assert.ok(reported, `the digest reports the set:\n${digest.text}`);
    const newShops = Number(reported[1]);
    // At most 10 listed, the rest as "and N more".
    const listed = digest.text.split("\n").filter((line) => line.startsWith("  - ")).length;
    assert.equal(listed, Math.min(newShops, 10));
    if (newShops > 10) assert.match(digest.text, new RegExp(`\\.\\.\\.and ${newShops - 10} more`));
    const openLink = digest.text.match(/Open in Explore: (\S+)/)?.[1];
    const unsubscribeLink = digest.text.match(/Stop alerts for this set: (\S+)/)?.[1];
    assert.ok(openLink && unsubscribeLink, "the digest links the set and its unsubscribe page");

    // The badge: new since the last visit.
    await page.goto("/explore/shops");
    presets = await openPresets(page);
    const badge = presets.getByRole("img", { name: /^\d+ new since your last visit$/ });
    await badge.waitFor();
    assert.equal(
      await badge.getAttribute("aria-label"),
      `${newShops} new since your last visit`,
      "the badge counts the digest's new matches",
    );
    await checkScreen(page, "Filter Presets with new matches", '[role="dialog"]');
    await closeDialog(page, presets);

    // The mail's link opens the set in Explore, which resets the count.
    const { pathname, search } = new URL(openLink);
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/v3/filters/opened") && r.ok()),
      page.goto(`${pathname}${search}`),
    ]);
    await page.waitForURL((url) => !url.searchParams.has("set"));
    assert.equal(
      await page.getByRole("checkbox", { name: "United States" }).isChecked(),
      true,
      "the set's filter is loaded",
    );
    await checkScreen(page, "Explore Shops opened from the alert mail");
    presets = await openPresets(page);
    await presets
      .getByRole("switch", { name: `Alert me about new matches for ${setName}` })
      .waitFor();
    assert.equal(
      await presets.getByRole("img", { name: /new since your last visit/ }).count(),
      0,
      "opening the set reset its count",
    );
    await closeDialog(page, presets);

    // Unsubscribe from the mail's link, signed out.
    const signedOut = await openPage(browser, DESKTOP);
    const link = new URL(unsubscribeLink);
    await signedOut.goto(`${link.pathname}${link.search}`);
    await signedOut.getByRole("heading", { level: 1, name: "Stop alert mails" }).waitFor();
    await checkScreen(signedOut, "the unsubscribe page");
    await signedOut.getByRole("button", { name: "Stop alerts" }).click();
    await signedOut.getByRole("heading", { level: 1, name: "Alerts switched off" }).waitFor();
    await signedOut.getByText(`Alerts for “${setName}” are off.`).waitFor();
    await checkScreen(signedOut, "alerts switched off");

    // A changed token is refused with a clear page.
    await signedOut.goto(`${link.pathname}?token=${link.searchParams.get("token")}x`);
    await signedOut
      .getByRole("heading", { level: 1, name: "This unsubscribe link is not valid" })
      .waitFor();
    await checkScreen(signedOut, "an altered unsubscribe link");
    signedOut.assertNoErrors();

    // Back in the app the alert is off.
    await page.reload();
    presets = await openPresets(page);
    const switchAfter = presets.getByRole("switch", {
      name: `Alert me about new matches for ${setName}`,
    });
    await switchAfter.waitFor();
    assert.equal(await switchAfter.isChecked(), false, "the alert is off after unsubscribing");
    page.assertNoErrors();
  });
});
