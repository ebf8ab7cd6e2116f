import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getStoryContext, type TestRunnerConfig } from "@storybook/test-runner";
import { checkA11y, injectAxe } from "axe-playwright";
import { type MatchImageSnapshotOptions, toMatchImageSnapshot } from "jest-image-snapshot";
import { recordTiming, timed } from "../test-runner-timings.js";

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
    axeOptions: {
      // Only violations fail a story; axe then skips gathering the nodes of every passing rule.
      resultTypes: ["violations"],
      ...(theme === "light"
        ? { rules: { region: { enabled: false } } }
        : { runOnly: { type: "rule", values: ["color-contrast"] } }),
    },
  }).catch((error: Error) => {
    throw new Error(`axe found violations in the ${theme} theme:\n${error.message}`);
  });
}

/**
 * jest-image-snapshot's matcher with a shortcut: a screenshot whose PNG bytes equal its baseline's has
 * the same pixels (same Chromium, same encoder), so it passes without decoding both PNGs and diffing
 * them, which cost more than taking the screenshot. Any other screenshot gets the full comparison.
 */
function toMatchStoryScreenshot(
  this: jest.MatcherContext,
  received: Buffer,
  options: MatchImageSnapshotOptions & { customSnapshotIdentifier: string },
) {
  const baseline = path.join(SNAPSHOT_DIR, `${options.customSnapshotIdentifier}.png`);
  if (existsSync(baseline) && readFileSync(baseline).equals(received)) {
    // Counted like any other matched snapshot in Jest's summary (the typings omit snapshotState).
    const { snapshotState } = this as unknown as { snapshotState?: { matched: number } };
    if (snapshotState) snapshotState.matched += 1;
    return {
      pass: true,
      message: () => `${options.customSnapshotIdentifier}: same as the baseline`,
    };
  }
  return toMatchImageSnapshot.call(this, received, options);
}

async function compareScreenshot(page: Page, identifier: string, phase: string) {
  const image = await timed(`${phase}-capture`, identifier, () =>
    page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" }),
  );
  await timed(`${phase}-compare`, identifier, async () =>
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SNAPSHOT_DIR,
      customSnapshotIdentifier: identifier,
      failureThreshold: 0.001,
      failureThresholdType: "percent",
      storeReceivedOnFailure: true,
      // A diff process per screenshot costs more than the comparison itself.
      runInProcess: true,
    }),
  );
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate(
    (dark) => document.documentElement.classList.toggle("dark", dark),
    theme === "dark",
  );
}

type StoryContext = Awaited<ReturnType<typeof getStoryContext>> & {
  // A story's own `globals` arrive as storyGlobals on the prepared story.
  storyGlobals?: { viewport?: { value?: string } };
};

/** Pages that have axe (a story that navigates loses the test-runner's set-up too, and a new page). */
const pagesWithAxe = new WeakSet<Page>();

/** The story preVisit read, for postVisit: one round trip to the page instead of two. */
let visiting: { id: string; story: StoryContext } | null = null;

/** When the story's render and play function began (the test-runner does them between the hooks). */
let visitStarted = 0;

const config: TestRunnerConfig = {
  setup() {
    // Under jest-image-snapshot's name, so its typings and options apply unchanged.
    expect.extend({ toMatchImageSnapshot: toMatchStoryScreenshot });
  },
  async preVisit(page, context) {
    await timed("prepare", context.id, async () => {
      // The page is reused for every story a worker runs: inject axe's 500 KB only once.
      if (!pagesWithAxe.has(page)) {
        if (!(await page.evaluate(() => "axe" in window))) await injectAxe(page);
        pagesWithAxe.add(page);
      }
      const story = (await getStoryContext(page, context)) as StoryContext;
      visiting = { id: context.id, story };
      const wanted = VIEWPORTS[story.storyGlobals?.viewport?.value ?? ""] ?? DESKTOP;
      const current = page.viewportSize();
      if (current?.width !== wanted.width || current.height !== wanted.height) {
        await page.setViewportSize(wanted);
      }
    });
    visitStarted = performance.now();
  },
  async postVisit(page, context) {
    recordTiming({
      phase: "render-and-play",
      id: context.id,
      ms: performance.now() - visitStarted,
    });
    const story =
      visiting?.id === context.id
        ? visiting.story
        : ((await getStoryContext(page, context)) as StoryContext);
    await timed("settle", context.id, () => settle(page));
    await timed("axe-light", context.id, () => checkAxe(page, "light"));
    await compareScreenshot(page, context.id, "screenshot-light");

    await setTheme(page, "dark");
    await timed("settle", context.id, () => settle(page));
    await timed("axe-dark", context.id, () => checkAxe(page, "dark"));
    if (story.tags?.includes(DARK_TAG)) {
      await compareScreenshot(page, `${context.id}--dark`, "screenshot-dark");
    }
    await setTheme(page, "light");
  },
};

export default config;
