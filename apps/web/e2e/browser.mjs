// Shared helpers of the browser journeys: Debian's chromium through playwright-core, axe and the
// layout check on every screen, the two viewports, demo logins and the dev outbox.
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright-core";
import { checkLayout } from "./layout.mjs";

export const BASE_URL = process.env.E2E_BASE_URL ?? "";
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "hotshelf-demo";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Every journey runs on a desktop window and on a 390 px wide phone. */
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

/** A fresh context (no stored session) at the viewport; page errors fail the journey. */
export async function openPage(browser, viewport) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.assertNoErrors = () =>
    assert.deepEqual(errors, [], `errors on the page: ${errors.join("; ")}`);
  return page;
}

/**
 * axe on the current screen: zero violations, with the offending nodes in the message. `scope` (a CSS
 * selector) limits it to part of the page, e.g. an open modal: the page behind is inert and has its own
 * check, and axe on 50 cards behind a dialog takes far longer than the dialog itself.
 */
export async function checkA11y(page, screen, scope) {
  // A page rendered on the server is checked once React has taken it over: until then its controls
  // sit in a disabled fieldset, which axe counts as unfocusable (a scrolling table among them too).
  await page.waitForFunction(() => !document.querySelector("fieldset[role='none'][disabled]"));
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  // react-aria's live announcer keeps a pending button's announcement for 7 s, pointing at the button's
  // label; after a navigation the label is gone and axe flags the leftover. It is that library's
  // transient region, not a screen of ours.
  const { violations } = await builder.exclude("[data-live-announcer]").analyze();
  const report = violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join("\n    ")}`,
    )
    .join("\n  ");
  assert.equal(
    violations.length,
    0,
    `axe on ${screen} at ${page.viewportSize()?.width}px:\n  ${report}`,
  );
}

/** Nothing may stick out sideways at the phone width. */
export async function checkNoSidewaysScroll(page, screen) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 1, `${screen} scrolls sideways by ${overflow}px`);
}

/** The checks every screen gets; `scope` as in checkA11y. */
export async function checkScreen(page, screen, scope) {
  await checkA11y(page, screen, scope);
  await checkNoSidewaysScroll(page, screen);
  await checkLayout(page, screen, scope);
}

/**
 * Goes to `path` inside the running app, as a link would: the router follows a history entry and a
 * popstate, so the app is not downloaded and started again as page.goto would.
 */
export async function navigateInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

export async function login(page, email, password = DEMO_PASSWORD, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
}

/** The newest mail to an address in the server's dev outbox (polled: mail is sent after the reply). */
export async function latestMail(to, subjectPart) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${BASE_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = await response.json();
    const mail = mails.find((m) => m.subject.includes(subjectPart));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail '${subjectPart}' to ${to} in the outbox.`);
}

/**
 * Registers an account through the form and confirms it with the mailed link, on `origin` (the
 * link names the server's own address, so it is opened at the page's origin instead).
 */
export async function registerConfirmed(page, email, password, origin = BASE_URL) {
  const at = (path) => new URL(path, origin).toString();
  await page.goto(at("/register"));
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByText("I agree to the Terms of Service").click();
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL("**/login?r");
  const link = (await latestMail(email, "Confirm")).text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the confirmation mail to ${email}.`);
  const { pathname, search } = new URL(link);
  await page.goto(at(`${pathname}${search}`));
  await page.waitForURL("**/login?regconf=1");
}

let counter = 0;
/** A new address per run and viewport, so journeys can register again on the same server. */
export function uniqueEmail(label) {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The title is set by an effect after the route renders, so it is awaited, not read once. */
export async function waitForTitle(page, title) {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });
}

/**
 * Closes a dialog (or menu) with Escape and waits until it is gone. Escape reaches it only while focus
 * is inside it; waiting here makes a missed Escape fail at this step, not as a key pressed into the
 * still-open dialog later.
 */
export async function closeDialog(page, dialog) {
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
}

/**
 * Waits until React has taken the server's HTML over: both layouts keep the page's controls in a
 * fieldset that is disabled until then.
 */
export async function hydrated(page) {
  await page.waitForFunction(() => {
    const controls = document.querySelector("fieldset[role='none']");
    return controls !== null && !controls.disabled;
  });
}
