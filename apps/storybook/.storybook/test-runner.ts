import path from "node:path";
import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import { checkA11y, injectAxe } from "axe-playwright";
import { toMatchImageSnapshot } from "jest-image-snapshot";

type Page = Parameters<NonNullable<TestRunnerConfig["postVisit"]>>[0];

const SNAPSHOT_DIR = path.resolve(process.cwd(), "__image_snapshots__");

/** Stories tagged 'dark-shot' (cards, overlays) get a second screenshot in the dark theme. */
const DARK_TAG = "dark-shot";

/** The viewport of every story, unless it picks one of Storybook's viewports through globals. */
const DESKTOP = { width: 1024, height: 768 };
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};

/**
 * Fonts loaded and two frames painted (theme class, measured charts). Stories use no network (images
 * are data: URIs), so waiting for network idle would only add a fixed half second per story.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  });
}

/**
 * react-aria's live announcer keeps announcing a pending button for 7 s by id after the button is
 * gone, as an empty role=img: a transient screen-reader channel, not page content.
 */
const AXE_CONTEXT = { include: [["body"]], exclude: [["[data-live-announcer]"]] };

/** All axe rules in light; in dark only contrast can differ, so only that rule runs again. */
async function checkAxe(page: Page, theme: "light" | "dark") {
  await checkA11y(page, AXE_CONTEXT, {
    verbose: false,
    detailedReport: true,
    detailedReportOptions: { html: true },
    axeOptions:
      theme === "light"
        ? { rules: { region: { enabled: false } } }
        : { runOnly: { type: "rule", values: ["color-contrast"] } },
  }).catch((error: Error) => {
    throw new Error(`axe found violations in the ${theme} theme:\n${error.message}`);
  });
}

async function compareScreenshot(page: Page, identifier: string) {
  const image = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: SNAPSHOT_DIR,
    customSnapshotIdentifier: identifier,
    failureThreshold: 0.001,
    failureThresholdType: "percent",
    storeReceivedOnFailure: true,
    // A diff process per screenshot costs more than the comparison itself.
    runInProcess: true,
  });
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate(
    (dark) => document.documentElement.classList.toggle("dark", dark),
    theme === "dark",
  );
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // The page is reused for all stories of a file: inject axe's 500 KB only once.
    if (!(await page.evaluate(() => "axe" in window))) await injectAxe(page);
    // A story's own `globals` arrive as storyGlobals on the prepared story.
    const story = (await getStoryContext(page, context)) as {
      storyGlobals?: { viewport?: { value?: string } };
    };
    const viewport = story.storyGlobals?.viewport?.value ?? "";
    await page.setViewportSize(VIEWPORTS[viewport] ?? DESKTOP);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await settle(page);
    await checkAxe(page, "light");
    await compareScreenshot(page, context.id);

    await setTheme(page, "dark");
    await settle(page);
    await checkAxe(page, "dark");
    if (story.tags?.includes(DARK_TAG)) {
      await compareScreenshot(page, `${context.id}--dark`);
    }
    await setTheme(page, "light");
  },
};

export default config;
