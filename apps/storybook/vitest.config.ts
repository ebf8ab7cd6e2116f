// Every story as a Vitest test in Debian's Chromium (Storybook's Vitest addon): render and play, axe
// through addon-a11y (light), then .storybook/vitest.setup.ts's checks: layout sanity, axe colour
// contrast in dark, and screenshots against the committed baselines (light, and dark for stories
// tagged dark-shot). `npm test` and Storybook's test panel both run this project.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { matchStoryScreenshot } from "./.storybook/screenshots";

const appDir = path.dirname(fileURLToPath(import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SNAPSHOT_DIR = path.join(appDir, "__image_snapshots__");

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(appDir, ".storybook") })],
  test: {
    name: "storybook",
    setupFiles: [path.join(appDir, ".storybook/vitest.setup.ts")],
    // Two story files at once: the machine has two cores. Each file gets a fresh page (Vitest's
    // isolation): sharing one across files left a file's open overlay, with react-aria's inert marks
    // and focus scope, to the next file's stories.
    maxWorkers: 2,
    // A story with a long play function on a loaded 2-core machine can exceed Vitest's 15 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // React's act() re-entered by a microtask flush while a play function types into a form
    // ("Should not already be working." from react-dom's performWorkOnRoot) is reported after the
    // story passed (CollectionsSidebar Create): the act test environment, not the component, which
    // renders no act. Only that message is let through; any other unhandled error fails the run.
    onUnhandledError(error) {
      if (error.message !== "Should not already be working.") return;
      console.warn(`storybook: React act re-entry ignored (${error.message})`);
      return false;
    },
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
          // Room for the story iframe at every size it takes (viewports, full-page shots): Vitest
          // scales down an iframe that does not fit the window, and the screenshots with it.
          viewport: { width: 1920, height: 4320 },
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
      },
    },
  },
});
