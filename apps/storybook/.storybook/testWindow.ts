// The size of the browser window the story tests run in, as a Vitest browser command (Node side).
// Vitest scales down a story iframe that does not fit the window, which would scale the screenshots
// with it, so the window must hold the largest iframe. But Chromium composites and copies the whole
// window for every frame and screenshot, in software here: a window as tall as the tallest full-page
// shot (4320 px) made every screenshot of the loop about a quarter slower. So the window is as large
// as the story viewports (the default 1200×900, phones) and grows only for the shot that needs it.
import type { BrowserCommand } from "vitest/node";
import "@vitest/browser-playwright";

/** Holds every story viewport (the default is 1200×900) with room to spare. */
export const TEST_WINDOW = { width: 1280, height: 1000 } as const;

/** Sizes the window to hold a story iframe of `width`×`height`, never below TEST_WINDOW. */
export const fitTestWindow: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  if (context.provider.name !== "playwright") throw new Error("The test window needs Playwright");
  await context.page.setViewportSize({
    width: Math.max(TEST_WINDOW.width, Math.ceil(width)),
    height: Math.max(TEST_WINDOW.height, Math.ceil(height)),
  });
};
