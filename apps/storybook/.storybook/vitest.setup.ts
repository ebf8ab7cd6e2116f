// What every story's test does after Storybook rendered it, ran its play function and addon-a11y's axe
// pass (light theme): layout sanity, colour contrast in dark, and screenshots compared with the
// committed baselines; after each story file, the shared page is put back as fresh (pageReset.ts).
// Runs in the browser, beside the story, and again for every story file (its imports only once).

import { layoutProblems } from "@hotshelf/ui/layoutSanity";
import axe from "axe-core";
import type { RunnerTestCase } from "vitest";
import { afterAll, afterEach, beforeEach, expect } from "vitest";
import { commands, page } from "vitest/browser";
import { expectFailedFor } from "./brokenOnPurpose";
import { keepActOutOfCommits } from "./eventWrapper";
import { resetPage } from "./pageReset";
import { holdStill, type ScreenshotReach, storyArea } from "./screenshotFrame";
import "./viewportGuard";
import type { ScreenshotResult, ShotArea } from "./screenshots";

declare module "vitest/browser" {
  interface BrowserCommands {
    matchStoryScreenshot: (name: string, area: ShotArea) => Promise<ScreenshotResult>;
    fitTestWindow: (width: number, height: number) => Promise<void>;
  }
}

/** Stories tagged 'dark-shot' (cards, overlays) get a second screenshot in the dark theme. */
const DARK_TAG = "dark-shot";

type Theme = "light" | "dark";

/** The theme is a class on <html>, as the preview's decorator sets it (overlays portal to body). */
function setTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

/** Fonts loaded and two frames painted (theme class, measured charts). */
async function settle() {
  await document.fonts.ready;
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/**
 * In light only: the dark theme swaps colour tokens and nothing else (packages/ui's
 * themeIsTokenSwap test holds every source to that), so its layout is the same.
 */
function expectSaneLayout() {
  const problems = layoutProblems();
  expect(problems, `layout faults:\n${problems.join("\n")}`).toEqual([]);
}

/**
 * In dark only the colours differ from the light pass addon-a11y made, so only the contrast rule
 * runs again (react-aria's live announcer is a transient screen-reader channel, not page content).
 */
async function expectDarkContrast() {
  const result = await axe.run(
    { include: [document.body], exclude: [["[data-live-announcer]"]] },
    { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] },
  );
  const found = result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
  expect(found, `axe colour-contrast violations in the dark theme:\n${found.join("\n")}`).toEqual(
    [],
  );
}

/**
 * Until the main thread has nothing queued: React's scheduler posts a task for every slice of a
 * background render (a transition), so this waits for such a render to commit, however many frames
 * it takes on a busy machine.
 */
function idle(): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }));
}

/**
 * Frames until the story stops changing: no DOM mutation and the same document height across two
 * frames and an idle moment (a virtual list renders the rows a taller viewport shows in a
 * transition a few frames later, and measuring them moves the height again). Gives up after a
 * second: a clock that ticks is not a fault here.
 */
async function settleStill() {
  await settle();
  let moved = true;
  const observer = new MutationObserver(() => {
    moved = true;
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const deadline = performance.now() + 1000;
  try {
    while (moved && performance.now() < deadline) {
      moved = false;
      const height = document.documentElement.scrollHeight;
      await settle();
      await idle();
      if (document.documentElement.scrollHeight !== height) moved = true;
    }
  } finally {
    observer.disconnect();
  }
}

/**
 * What the story paints, down the whole document as a full-page screenshot showed it: the viewport
 * grows to the document's height for the shot (the story iframe clips what lies below its viewport), once: a
 * story sized in vh units grows with the viewport, so growing until they agree would never end.
 * A story with `screenshot: "viewport"` (a windowed list, whose point is the rows a viewport shows)
 * is shot as its viewport shows it.
 */
async function expectScreenshot(name: string, reach: ScreenshotReach) {
  const { clientWidth, clientHeight, scrollHeight } = document.documentElement;
  const grow = reach === "page" && scrollHeight > clientHeight;
  if (grow) {
    const frame = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0 };
    await commands.fitTestWindow(frame.left + clientWidth, frame.top + scrollHeight);
    await page.viewport(clientWidth, scrollHeight);
    await settleStill();
  }
  const release = holdStill();
  try {
    const { pass, message } = await commands.matchStoryScreenshot(name, storyArea(reach));
    expect(pass, message).toBe(true);
  } finally {
    release();
    if (grow) {
      await page.viewport(clientWidth, clientHeight);
      await commands.fitTestWindow(0, 0);
    }
  }
}

// Before every story: Storybook's renderer sets its act() event wrapper again for every story file.
beforeEach(() => {
  keepActOutOfCommits();
});

interface StoryOfTest {
  tags: string[];
  parameters: { brokenOnPurpose?: string; screenshot?: ScreenshotReach };
}

/** Layout, screenshots and dark contrast of a story whose render, play and axe passed. */
async function checkStory(story: StoryOfTest, storyId: string, task: RunnerTestCase) {
  // A failed play function or axe pass already failed the story.
  if (task.result?.state === "fail") return;
  try {
    await settle();
    // Layout before the screenshot: a broken layout is never recorded as a baseline.
    expectSaneLayout();
    const reach = story.parameters.screenshot ?? "page";
    await expectScreenshot(storyId, reach);
    // The theme is a class and the preview turns transitions off, so styles are dark at once for
    // axe, which reads them, and for the dark screenshot: the capture draws a new frame.
    setTheme("dark");
    await expectDarkContrast();
    if (story.tags.includes(DARK_TAG)) {
      await expectScreenshot(`${storyId}--dark`, reach);
    }
  } finally {
    setTheme("light");
  }
}

afterEach(async (context) => {
  const { task } = context;
  const story = (context as unknown as { story?: StoryOfTest }).story;
  const storyId = (task.meta as { storyId?: string }).storyId;
  // Only story tests.
  if (!story || !storyId) return;
  const fault = story.parameters.brokenOnPurpose;
  if (fault === undefined) {
    await checkStory(story, storyId, task);
    return;
  }
  let thrown: unknown;
  try {
    await checkStory(story, storyId, task);
  } catch (error) {
    thrown = error;
  }
  await expectFailedFor(fault, task, thrown);
});

// The next story file on this page starts on a page as fresh as its own page was before isolation
// was turned off (vitest.config.ts).
afterAll(async () => {
  await resetPage();
});
