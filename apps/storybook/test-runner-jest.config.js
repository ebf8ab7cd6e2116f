// Jest config for @storybook/test-runner: Debian's chromium, fixed viewport and motion off, so the
// screenshots are the same on every run of this machine kind; one browser page per worker, reused by
// every story file (test-runner-environment.js).
import { fileURLToPath } from "node:url";
import { getJestConfig } from "@storybook/test-runner";

const defaults = getJestConfig();

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default {
  ...defaults,
  testEnvironment: fileURLToPath(new URL("./test-runner-environment.js", import.meta.url)),
  // The environment installs the hooks; the stock jest-setup.js would load the test-runner per file.
  setupFilesAfterEnv: defaults.setupFilesAfterEnv.filter((file) => !file.endsWith("jest-setup.js")),
  testTimeout: 30_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...defaults.testEnvironmentOptions["jest-playwright"],
      browsers: ["chromium"],
      // The environment opens the browser itself, once per worker.
      skipInitialization: true,
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--font-render-hinting=none",
        ],
      },
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
        colorScheme: "light",
      },
    },
  },
};
