// Untrusted content in the browser (issue 8, part 3). A hostile Shopify store (the corpus of
// apps/server/src/demo/untrustedCorpus.ts in its shop name, titles, descriptions, vendor, tags and
// image URLs; apps/server/test/security/untrustedStore.ts) is tracked through Track Shop, the real
// path of crawled data. Then Track Shop, the shop view, the product views and the collections
// screens must run none of it: an init script traps window.__xss; dialogs, console messages and
// any request to the listener host are watched; the DOM may hold no event-handler attribute,
// javascript:/data: URL, script, frame, object or stylesheet that the app did not put there; the
// hostile texts show as text and never widen the phone layout. run.mjs starts the server with
// UNTRUSTED_CORPUS=1, which seeds the corpus into ads: the ads on the shop and product views are
// checked too, and their absence fails. Explore and Shop Products list a tracked shop only once it
// has enough reads to be estimated (not within a test).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { tsImport } from "tsx/esm/api";
import {
  BASE_URL,
  checkA11y,
  checkNoSidewaysScroll,
  DEMO_PASSWORD,
  launch,
  login,
  navigateInApp,
  VIEWPORTS,
} from "../browser.mjs";

const corpus = await tsImport("../../../server/src/demo/untrustedCorpus.ts", import.meta.url);
const identity = await tsImport("../../../server/test/support/identity.ts", import.meta.url);
const hostile = await tsImport("../../../server/test/security/untrustedStore.ts", import.meta.url);

let browser;
const stores = new Map();
before(async () => {
  browser = await launch();
  for (const viewport of VIEWPORTS) stores.set(viewport.name, await hostile.startUntrustedStore());
});
after(async () => {
  await browser?.close();
  await Promise.all([...stores.values()].map((store) => store.close()));
});

/**
 * A page whose every attempt to run injected code is recorded. The Content-Security-Policy is
 * bypassed: the journey proves the app's own escaping and sanitising, not the CSP behind them (with
 * the CSP on, Chromium also reports a violation when DOMPurify merely parses a description with an
 * event handler in its inert document, so violations cannot tell that anything ran).
 */
async function trappedPage(viewport) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: "reduce",
    bypassCSP: true,
  });
  const page = await context.newPage();
  const hits = [];
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.assertNoErrors = () =>
    assert.deepEqual(errors, [], `errors on the page: ${errors.join("; ")}`);
  await page.addInitScript(() => {
    const seen = [];
    Object.defineProperty(window, "__xssHits", { value: seen });
    Object.defineProperty(window, "__xss", {
      set: (value) => seen.push(`window.__xss = ${value}`),
      get: () => undefined,
    });
  });
  page.on("dialog", (dialog) => {
    hits.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  page.on("console", (message) => {
    if (/xss/i.test(message.text())) hits.push(`console: ${message.text()}`);
  });
  page.on("request", (request) => {
    if (new URL(request.url()).hostname === corpus.LISTENER_HOST)
      hits.push(`request ${request.url()}`);
  });
  // Image URLs of the corpus point at other hosts: nothing leaves this machine.
  await context.route(
    (url) => !url.href.startsWith(BASE_URL),
    (route) => route.abort(),
  );
  page.trapped = async () => [...hits, ...(await page.evaluate(() => window.__xssHits ?? []))];
  return page;
}

/**
 * What in the DOM could run or load code, other than the app's own scripts: same-origin script
 * files, the inline scripts of the page as the server sends it (in <head>), and JSON data blocks
 * in <head> (never executed).
 */
async function dangerousMarkup() {
  const served = await (await fetch(location.href)).text();
  const ownHeadScript = (element) =>
    element.parentElement === document.head &&
    (element.type === "application/json" || served.includes(element.outerHTML));
  const found = [];
  const urlAttributes = /^(href|src|srcset|action|formaction|data|xlink:href|poster|background)$/i;
  for (const element of document.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    const sameOriginFile = element.src && new URL(element.src).origin === location.origin;
    if (tag === "script" && !sameOriginFile && !ownHeadScript(element)) {
      found.push(`<script> ${element.outerHTML.slice(0, 80)}`);
    }
    if (["iframe", "frame", "object", "embed", "base", "foreignobject"].includes(tag)) {
      found.push(`<${tag}>`);
    }
    if (tag === "meta" && element.hasAttribute("http-equiv")) found.push("<meta http-equiv>");
    if (tag === "link" && element.closest("body")) found.push(`<link> in body`);
    if (tag === "style" && element.closest("body")) found.push(`<style> in body`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      // Browsers skip spaces and control characters in a URL's scheme ("java\tscript:").
      const value = [...attribute.value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join("")
        .toLowerCase();
      // An image cannot run script, so an SVG data URL is inert in <img>; anywhere else it is not.
      const svgData = tag !== "img" && value.startsWith("data:image/svg");
      if (
        urlAttributes.test(attribute.name) &&
        (/^(javascript|vbscript|data:text)/.test(value) || svgData)
      ) {
        found.push(`${tag}[${attribute.name}=${attribute.value.slice(0, 60)}]`);
      }
    }
  }
  return found;
}

/**
 * The checks a screen gets: nothing ran, nothing dangerous in the DOM, and (`full`) axe and no
 * sideways scroll: a long word in a hostile name must wrap, not widen the phone layout.
 */
async function checkInert(page, screen, { full = true } = {}) {
  // Give late work (images failing, effects) a moment to fire what it would fire.
  await page.waitForTimeout(300);
  assert.deepEqual(await page.trapped(), [], `code ran on ${screen}`);
  assert.deepEqual(await page.evaluate(dangerousMarkup), [], `dangerous markup on ${screen}`);
  if (!full) return;
  await checkA11y(page, screen);
  await checkNoSidewaysScroll(page, screen);
}

/**
 * The product view's checks. The description is the shop's own HTML: the sanitiser drops its
 * <style> and style="" (they could restyle the page and load from other hosts), and axe covers it
 * too (its images without alt get alt="").
 */
async function checkProductView(page, screen, { full }) {
  const description = page.getByRole("region", { name: "Description" });
  const styled = await description.evaluate(
    (region) => region.querySelectorAll("style, [style]").length,
  );
  assert.equal(styled, 0, `<style> or style="" kept in the description on ${screen}`);
  const withoutAlt = await description.evaluate(
    (region) => region.querySelectorAll("img:not([alt])").length,
  );
  assert.equal(withoutAlt, 0, `an image without alt in the description on ${screen}`);
  await checkInert(page, screen, { full });
}

/** Tracks a store through Track Shop; returns the history row once it has finished. */
async function track(page, url, { expectSuccess }) {
  await page.goto("/shops/track");
  const input = page.getByRole("textbox", { name: "Shopify Store URL" });
  await input.fill(url);
  // The user may have tracked the store before (the other viewport's run): the history lists the
  // newest first, so the new row is the first of its store once the list was read after the start.
  let startAnswered = false;
  const started = page
    .waitForResponse((r) => r.url().endsWith("/v3/shops/track/v2/start"))
    .then((response) => {
      startAnswered = true;
      return response;
    });
  const reread = page.waitForResponse(
    (r) => startAnswered && r.url().endsWith("/v3/shops/track/v2/status") && r.ok(),
  );
  await input.press("Enter");
  const start = await started;
  assert.ok(start.ok(), `the track of ${url} was refused: ${start.status()} ${await start.text()}`);
  // The re-read answers before React renders it: until the list shows all of the store's rows it
  // holds, the first row may still be an older track of the store (the other viewport's run).
  const origin = new URL(url).origin;
  const { items } = await (await reread).json();
  const rows = page
    .getByRole("list", { name: "Tracked shops" })
    .getByRole("listitem", { name: origin });
  await rows.nth(items.filter((item) => item.shop_url === origin).length - 1).waitFor();
  const row = rows.first();
  if (expectSuccess) await row.getByText("Shop Successfully Tracked").waitFor({ timeout: 60_000 });
  return row;
}

const ALL_TEXTS = corpus.UNTRUSTED_TEXTS;

/** POST /prod{path} as the user, from node (test setup the UI has no screen for). */
async function apiAs(email, path, body) {
  const tokens = await identity.signIn(BASE_URL, email, DEMO_PASSWORD);
  const response = await fetch(`${BASE_URL}/prod${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: tokens.idToken },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  assert.equal(response.status, 200, `${path}: ${text}`);
  return JSON.parse(text);
}

/** Opens a collection in its screen's sidebar; returns its row (members are listitems named by title). */
async function openCollection(page, viewport, kind, name) {
  const label = kind === "shops" ? "Shop Collections" : "Product Collections";
  await page.goto(`/collections/${kind}`);
  if (viewport.width < 1024)
    await page.getByRole("button", { name: "Show Collections Menu" }).click();
  const row = page
    .getByRole("navigation", { name: label })
    .getByRole("listitem", { name, exact: true });
  await row.getByRole("button", { name: `Expand ${name}` }).click();
  await row.getByRole("listitem").first().waitFor();
  return row;
}

/** The member shows with the text as its name (it may be listed more than once). */
async function hasMember(row, text) {
  return (await row.getByRole("listitem", { name: text.trim(), exact: true }).count()) > 0;
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 1024;
  describe(`Untrusted content (${viewport.name})`, () => {
    test("a tracked hostile store's texts stay text on every screen that shows them", async () => {
      const store = stores.get(viewport.name);
      const page = await trappedPage(viewport);
      await login(page, "pro@example.com");
      await page.waitForURL("**/explore/products");

      const row = await track(page, store.url, { expectSuccess: true });
      await checkInert(page, "Track Shop with the hostile store");

      // The shop view: the shop's name (markup) is the heading's text.
      await row.getByRole("link", { name: "View Shop" }).click();
      await page.waitForURL(/\/shops\/\d+$/);
      const shopId = Number(new URL(page.url()).pathname.split("/")[2]);
      const heading = page.getByRole("heading", { level: 1 });
      await heading.waitFor();
      assert.equal(await heading.textContent(), hostile.UNTRUSTED_SHOP_TITLE);
      await checkInert(page, "the hostile shop's view");

      // Shop Products lists a shop's products once it has enough reads to estimate them, which a
      // store tracked a moment ago has not; its products are opened by id. They were saved in one
      // statement right after the shop, so their ids follow the shop's (checked on the desktop:
      // every payload must turn up as a product title). The phone, whose own concern is the
      // layout, opens the first few with every check; what runs and what the DOM holds does not
      // depend on the width.
      const seen = new Set();
      const views = phone ? 2 : ALL_TEXTS.length;
      // Opened inside the running app (as a link would), so the traps set at the first load stay
      // armed across every product view.
      let shown = hostile.UNTRUSTED_SHOP_TITLE;
      for (let id = shopId + 1; id <= shopId + views; id += 1) {
        await navigateInApp(page, `/shops/${shopId}/${id}`);
        // Every payload differs from the others: a new heading is the new product's view.
        const title = page.getByRole("heading", { level: 1 });
        await page.waitForFunction((before) => {
          const now = document.querySelector("h1")?.textContent;
          return now != null && now !== before;
        }, shown);
        const text = await title.textContent();
        shown = text;
        assert.ok(ALL_TEXTS.includes(text), `the product heading is a payload as text: ${text}`);
        seen.add(text);
        // axe and the layout on a few; the traps and the DOM on every one.
        const full = id <= shopId + (phone ? 2 : 4);
        await checkProductView(page, `the product view of ${JSON.stringify(text)}`, { full });
      }
      if (!phone) assert.equal(seen.size, ALL_TEXTS.length, "every payload was a product title");

      // The collections screens: Tracked Shops, and a product collection of the hostile products.
      const trackedShops = await openCollection(page, viewport, "shops", "Tracked Shops");
      assert.ok(await hasMember(trackedShops, hostile.UNTRUSTED_SHOP_TITLE), "in Tracked Shops");
      await checkInert(page, "Tracked Shops");
      const name = `Hostile ${viewport.name}`;
      await apiAs("pro@example.com", "/v3/tags/overwrite", {
        tag_type: "products",
        tag_name: name,
        product_ids: Array.from({ length: ALL_TEXTS.length }, (_, i) => shopId + 1 + i),
      });
      const collection = await openCollection(page, viewport, "products", name);
      for (const text of ALL_TEXTS) {
        assert.ok(
          await hasMember(collection, text),
          `the collection lists ${JSON.stringify(text)}`,
        );
      }
      await checkInert(page, "a product collection of hostile products");
      page.assertNoErrors();
    });

    test("ads with hostile texts stay text (UNTRUSTED_CORPUS=1 on the server)", async () => {
      const page = await trappedPage(viewport);
      await login(page, "pro@example.com");
      await page.waitForURL("**/explore/products");
      // A shop the catalogue already has joins Tracked Shops at once; without the corpus seeded the
      // URL is unknown and the track fails, and so does this test.
      const row = await track(page, corpus.UNTRUSTED_ADS_SHOP_URL, { expectSuccess: false });
      // The row's spinner goes when the request has finished, one way or the other.
      await row
        .getByRole("status")
        .or(row.locator('[aria-label^="Tracking "]'))
        .first()
        .waitFor({ state: "hidden", timeout: 60_000 });
      assert.ok(
        (await row.getByRole("link", { name: "View Shop" }).count()) > 0,
        "the ads corpus shop is missing: start the server with UNTRUSTED_CORPUS=1 (run.mjs does)",
      );
      await row.getByRole("link", { name: "View Shop" }).click();
      await page.waitForURL(/\/shops\/\d+$/);
      const shopAds = page.getByRole("region", { name: "Shop Ads" }).getByRole("article");
      await shopAds.first().waitFor();
      const adTitles = await shopAds.locator("h3").allTextContents();
      assert.ok(adTitles.length >= 10, `ads shown: ${adTitles.length}`);
      for (const title of adTitles) assert.ok(ALL_TEXTS.includes(title), `ad title ${title}`);
      await checkInert(page, "the corpus ads on the shop view");

      const shopId = Number(new URL(page.url()).pathname.split("/")[2]);
      await page.goto(`/shops/${shopId}/${shopId + 1}`);
      const productAds = page.getByRole("region", { name: "Product Ads" }).getByRole("article");
      await productAds.first().waitFor();
      await checkInert(page, "the corpus ads on the product view");
      page.assertNoErrors();
    });
  });
}
