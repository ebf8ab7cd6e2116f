// The signed-out pages come rendered from the server (docs/decisions.md): without JavaScript the
// winners page, Login and Terms show their content; with it, React takes the very same HTML over
// (no hydration error, no CSP violation) and the pages work: links navigate in the app, Login signs in.
// Signed in, Explore comes rendered with the user's results (the page cookie), taken over likewise.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import {
  BASE_URL,
  checkScreen,
  DEMO_PASSWORD,
  hydrated,
  launch,
  openPage,
  VIEWPORTS,
} from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** A page that keeps its console errors and CSP violations, across navigations. */
async function watchedPage(viewport) {
  const page = await openPage(browser, viewport);
  page.consoleErrors = [];
  page.on("console", (message) => {
    // The browser's own favicon request is not the page's (the app has none, so it is a 404).
    if (message.location().url.endsWith("/favicon.ico")) return;
    if (message.type() === "error") page.consoleErrors.push(message.text());
  });
  page.violations = [];
  await page.exposeFunction("__reportViolation", (entry) => page.violations.push(entry));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.assertClean = async () => {
    // Violation reports are queued as tasks: give the last ones a moment to arrive.
    await page.waitForTimeout(300);
    assert.deepEqual(page.violations, [], "CSP violations");
    assert.deepEqual(page.consoleErrors, [], "console errors (a hydration mismatch is one)");
    page.assertNoErrors();
  };
  return page;
}

/** Marks the document: a link that navigates in the app keeps the mark, a page load loses it. */
async function markDocument(page) {
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
}
const sameDocument = (page) => page.evaluate(() => window.__sameDocument === true);

/** Waits until the browser holds the server's page cookie (or no longer does). */
async function pageCookie(page, present) {
  for (let tries = 0; tries < 50; tries++) {
    const cookies = await page.context().cookies();
    if (cookies.some((cookie) => cookie.name === "hotshelf_page_session") === present) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`the page cookie is ${present ? "missing" : "still there"}`);
}

for (const viewport of VIEWPORTS) {
  describe(`server-rendered pages (${viewport.name})`, () => {
    test("without JavaScript, the winners page, Login and Terms show their content", async () => {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: viewport.width, height: viewport.height },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto("/winning-products-finder");
      await page.getByRole("heading", { name: "Winning Products", level: 1 }).waitFor();
      const cards = page.getByRole("list", { name: "Winning products" }).getByRole("article");
      assert.ok((await cards.count()) > 0, "the winners' cards are in the HTML");
      assert.ok((await cards.first().getByRole("heading").innerText()).length > 0);
      assert.equal(await page.title(), "Winning Products Finder - Hotshelf");

      await page.goto("/login");
      await page.getByRole("heading", { name: "Login", level: 1 }).waitFor();
      // Without the script the form cannot sign in: its fields say so by being disabled.
      assert.equal(await page.getByLabel("Email Address").isDisabled(), true);
      assert.equal(await page.title(), "Login - Hotshelf");

      await page.goto("/terms");
      await page.getByRole("heading", { name: "Terms of Service", level: 1 }).waitFor();
      await page.getByRole("heading", { name: "Subscriptions" }).waitFor();
      // The header's links are plain links: they work without the script.
      await page.getByRole("link", { name: "Register" }).click();
      await page.getByRole("heading", { name: "Register", level: 1 }).waitFor();
      await context.close();
    });

    test("with JavaScript, the winners page and Terms hydrate cleanly and link in the app", async () => {
      const page = await watchedPage(viewport);
      const response = await page.goto("/winning-products-finder");
      const served = await response.text();
      assert.match(served, /<div id="root" data-server-rendered>.*Winning Products/s);
      await hydrated(page);
      const firstTitle = await page.getByRole("article").first().getByRole("heading").innerText();
      assert.ok(
        served.includes(firstTitle.replaceAll("&", "&amp;")),
        "the card came from the server",
      );
      await checkScreen(page, "the hydrated winners page");
      // React's chunk arrives and is evaluated before the app's is asked for (main.tsx): two tasks
      // of evaluation after the first paint, not one long one.
      const order = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource");
        const react = resources.find((entry) => /\/assets\/react-[\w-]+\.js$/.test(entry.name));
        const app = resources.find((entry) => /\/assets\/app-[\w-]+\.js$/.test(entry.name));
        return react && app ? { reactEnd: react.responseEnd, appStart: app.startTime } : null;
      });
      assert.ok(order && order.appStart >= order.reactEnd, `chunk order: ${JSON.stringify(order)}`);
      // A range filter's switch is visually hidden by its inline style, carried as data and put back
      // (read from the markup: on a phone the filters stay hidden until Show Filters).
      const hiddenBy = await page
        .getByRole("switch", { name: "Enable Price filter", includeHidden: true })
        .evaluate((input) => ({
          clipPath: input.parentElement?.style.clipPath,
          position: input.parentElement?.style.position,
          carried: document.querySelectorAll("[data-ssr-style]").length,
        }));
      assert.deepEqual(hiddenBy, { clipPath: "inset(50%)", position: "absolute", carried: 0 });

      // The header's link (the footer's would scroll past the list's end, which opens sign-up).
      await markDocument(page);
      await page
        .getByRole("navigation", { name: "Account" })
        .getByRole("link", { name: "Login" })
        .click();
      await page.getByRole("heading", { name: "Login", level: 1 }).waitFor();
      assert.equal(await sameDocument(page), true, "the link navigated in the app");

      await page.goto("/terms");
      await hydrated(page);
      await markDocument(page);
      await page
        .getByRole("navigation", { name: "Legal" })
        .getByRole("link", { name: "Contact" })
        .click();
      await page.getByRole("heading", { name: "Contact", level: 1 }).waitFor();
      assert.equal(await sameDocument(page), true, "the link navigated in the app");
      await page.assertClean();
    });

    test("with JavaScript, Login hydrates cleanly and signs in", async () => {
      const page = await watchedPage(viewport);
      await page.goto("/login");
      await hydrated(page);
      await checkScreen(page, "the hydrated Login page");
      await page.getByLabel("Email Address").fill("pro@example.com");
      await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL("**/explore/products");
      await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
      await page.assertClean();
    });

    test("signed in, a reload of Explore comes with the user's results, taken over without asking again", async () => {
      const page = await watchedPage(viewport);
      await page.goto("/login");
      await hydrated(page);
      await page.getByLabel("Email Address").fill("pro@example.com");
      await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForURL("**/explore/products");
      await page.getByRole("list", { name: "Products" }).getByRole("article").first().waitFor();
      // The app hands its token to the server's page cookie with its first call.
      await pageCookie(page, true);

      const asked = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (/\/v3\/(search|license)$/.test(path)) asked.push(path);
      });
      const response = await page.goto("/explore/products");
      assert.equal(response.headers()["cache-control"], "private, no-store");
      const served = await response.text();
      assert.match(served, /<div id="root" data-server-rendered>.*Explore Products/s);
      const cards = page.getByRole("list", { name: "Products" }).getByRole("article");
      const firstTitle = await cards.first().getByRole("heading").innerText();
      assert.ok(
        served.includes(firstTitle.replaceAll("&", "&amp;")),
        "the card came from the server",
      );
      // React has taken the server's card over (its element carries React's fiber).
      await page.waitForFunction(() => {
        const card = document.querySelector("main article");
        return card !== null && Object.keys(card).some((key) => key.startsWith("__reactFiber"));
      });
      assert.deepEqual(asked, [], "the licence and the first page came with the page");
      await checkScreen(page, "Explore rendered with the session, hydrated");

      // It works as the app: a search asks for its results.
      const word = firstTitle.split(" ")[0] ?? "";
      // Waited for, not read from `asked` once the URL changed: the old cards are still on the page
      // then, and a busy machine had not sent the request yet (a stop's CI).
      const searched = page.waitForRequest(
        (request) => new URL(request.url()).pathname === "/prod/v3/search",
      );
      await page.getByRole("searchbox", { name: "Search" }).fill(word);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL((url) => url.search.includes(encodeURIComponent(word)));
      await searched;
      await cards.first().waitFor();
      assert.ok(asked.includes("/prod/v3/search"), "the new search was asked for");
      await page.assertClean();

      // Signing out removes the cookie: the next load of Explore holds nothing of the user.
      await page.getByRole("button", { name: "Account menu for pro@example.com" }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await page.waitForURL("**/login");
      await pageCookie(page, false);
      const after = await (await page.context().request.get("/explore/products")).text();
      assert.doesNotMatch(after, /pro@example\.com|data-server-rendered|"calls"/);
    });
  });
}
