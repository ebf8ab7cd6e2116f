// Jest environment for the test-runner that does once per Jest worker what the stock set-up does for
// every story file:
// - one browser, context and page, handed to every story file the worker runs. The stock environment
//   opens a context and page per file and loads the whole Storybook preview (and axe) again each
//   time; stories of one file already share a page, so sharing it across files changes nothing a
//   story can see.
// - the hooks of .storybook/test-runner.ts, loaded here, outside the per-file module registry. The
//   stock set-up file imports the whole test-runner (Storybook's internals, Babel) and compiles the
//   hooks again for every file.
import { getTestRunnerConfig, setupPage } from "@storybook/test-runner";
import PlaywrightEnvironment from "@storybook/test-runner/dist/jest-playwright-entries/test-environment.js";
import { chromium } from "playwright";
import { recordTiming } from "./test-runner-timings.js";

/** @type {{ browser: import("playwright").Browser, context: import("playwright").BrowserContext, page: import("playwright").Page } | null} */
let shared = null;

async function openShared(options) {
  const started = performance.now();
  const browser = await chromium.launch(options.launchOptions);
  const context = await browser.newContext(options.contextOptions);
  const page = await context.newPage();
  await setupPage(page, context);
  recordTiming({ phase: "worker-setup", ms: performance.now() - started });
  return { browser, context, page };
}

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    // skipInitialization (see the Jest config) leaves the browser to us; this defines the helpers.
    await super.setup();
    const options = this._jestPlaywrightConfig;
    if (shared === null || shared.page.isClosed()) shared = await openShared(options);
    this.global.browser = null; // so the stock teardown does not close the shared browser
    this.global.context = shared.context;
    this.global.page = shared.page;
    // What the stock set-up file (jest-setup.js) gives the generated story tests.
    const hooks = (await getTestRunnerConfig()) ?? {};
    this.global.__sbPreVisit = hooks.preVisit;
    this.global.__sbPostVisit = hooks.postVisit;
    this.global.__sbSetupPage = setupPage;
    this.global.__sbCollectCoverage = false;
    this.hooks = hooks;
  }

  async handleTestEvent(event, state) {
    await super.handleTestEvent(event, state);
    if (event.name === "setup") {
      // The hooks live outside this file's sandbox; they assert with this file's expect (and its
      // snapshot state), and extend it as the stock set-up would.
      globalThis.expect = this.global.expect;
      this.hooks?.setup?.();
    }
  }

  async teardown() {
    // A story that navigated away makes the test-runner reset the page; keep the fresh one.
    if (shared && this.global.page && !this.global.page.isClosed()) shared.page = this.global.page;
    // Run in band (one story file), nothing says when the run is over: close after each file.
    if (!inWorker) await closeShared();
    await super.teardown();
  }
}

async function closeShared() {
  const closing = shared;
  shared = null;
  await closing?.browser.close();
}

// A Jest worker gets an 'end' message when the run is over and must exit within half a second;
// an open browser would keep it alive until Jest kills it with a warning.
const inWorker = typeof process.send === "function";
/** jest-worker's message type for 'end' (jest-worker 30 declares it but does not export it). */
const CHILD_MESSAGE_END = 2;
function closeOnEnd(message) {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
  process.off("message", closeOnEnd);
  // Under load closing can take longer than Jest waits; exiting is then as clean (Playwright's exit
  // hook kills the browser it launched).
  const deadline = setTimeout(() => process.exit(0), 300);
  void closeShared().finally(() => clearTimeout(deadline));
}
if (inWorker) process.on("message", closeOnEnd);
