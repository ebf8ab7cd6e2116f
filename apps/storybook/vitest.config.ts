// Every story as a Vitest test in Debian's Chromium (Storybook's Vitest addon): render and play, axe
// through addon-a11y (light), then .storybook/vitest.setup.ts's checks: layout sanity, axe colour
// contrast in dark, and screenshots against the committed baselines (light, and dark for stories
// tagged dark-shot). `npm test` and Storybook's test panel both run this project.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { brokenOnPurposeProof } from "./.storybook/brokenOnPurposeProof";
import { matchStoryScreenshot } from "./.storybook/screenshots";
import { fitTestWindow, TEST_WINDOW } from "./.storybook/testWindow";

const appDir = path.dirname(fileURLToPath(import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SNAPSHOT_DIR = path.join(appDir, "__image_snapshots__");

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(appDir, ".storybook") })],
  test: {
    name: "storybook",
    setupFiles: [path.join(appDir, ".storybook/vitest.setup.ts")],
    // Two story files at once: the machine has two cores.
    maxWorkers: 2,
    // The story files of a worker share one page and its modules (React, react-aria, Storybook's
    // preview, axe): a fresh page per file spent more time setting up and importing than testing.
    // After each file the setup file unmounts its last story and puts the page back as fresh
    // (.storybook/pageReset.ts): an open overlay, react-aria's inert marks and modality, body styles.
    // STORYBOOK_ISOLATE=1 gives every file a page of its own again (to compare, or to rule the
    // shared page out when a story fails only after another file).
    isolate: process.env.STORYBOOK_ISOLATE === "1",
    // A story with a long play function on a loaded 2-core machine can exceed Vitest's 15 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // No unhandled error is let through: on a shared page one can leave React broken for every
    // later file. React's act() re-entered from inside a commit ("Should not already be working.",
    // CollectionsSidebar Create) was one; user-event's events no longer enter act() there
    // (.storybook/eventWrapper.ts).
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--font-render-hinting=none",
          ],
        },
        contextOptions: {
          // Room for every story viewport; a taller full-page shot grows it (.storybook/testWindow.ts).
          viewport: TEST_WINDOW,
          deviceScaleFactor: 1,
          reducedMotion: "reduce",
          colorScheme: "light",
        },
      }),
      instances: [{ browser: "chromium" }],
      // A failing story is reported by its message and the diff image, not a page screenshot.
      screenshotFailures: false,
      commands: {
        matchStoryScreenshot: matchStoryScreenshot({
          dir: SNAPSHOT_DIR,
          update: process.env.UPDATE_SNAPSHOTS === "1",
        }),
        fitTestWindow,
        brokenOnPurposeFailed: brokenOnPurposeProof(process.env.HOTSHELF_BROKEN_PROOF),
      },
    },
  },
});
