// The screenshot comparison of the story tests, as a Vitest browser command: it runs in Node, beside
// Playwright, so the PNG never crosses to the browser and back. A screenshot whose bytes equal its
// baseline's has the same pixels (same Chromium, same encoder) and passes without decoding; any
// other is compared pixel by pixel (pixelmatch, with jest-image-snapshot's colour threshold).
// The shot is one CDP Page.captureScreenshot of the page area the story paints (the
// browser side measures it and settles animations and the caret): Playwright's element screenshot
// made about ten round trips for the same PNG, the largest part of a story's test on a loaded machine.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CDPSession, Page } from "playwright";
import type { BrowserCommand } from "vitest/node";
import "@vitest/browser-playwright";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/**
 * At most this many pixels may differ (anti-aliasing noise). A share of the page, as the old 0.1 %,
 * let a recoloured "(+16.7%)" pass: on a 1200×900 page that is over a thousand pixels.
 */
const MAX_DIFF_PIXELS = 10;

export interface ScreenshotResult {
  pass: boolean;
  message: string;
}

/** Where the story's document lies on the test page, in CSS pixels (the page's device scale is 1). */
export interface ShotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where baselines live, and whether this run records them instead of checking. */
export interface ScreenshotSettings {
  dir: string;
  update: boolean;
}

function compare(baseline: Buffer, received: Buffer) {
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(received);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      differing: Number.POSITIVE_INFINITY,
      diff: null,
      detail: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: 0.01,
  });
  const share = ((differing / (width * height)) * 100).toFixed(2);
  return { differing, diff, detail: `${differing} pixels (${share} %) differ` };
}

/** One CDP session per test page, opened on its first screenshot. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function cdpSession(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** Whole pixels covering the area, as Playwright rounds an element's box for its screenshots. */
function enclosingPixels({ x, y, width, height }: ShotArea): ShotArea {
  const left = Math.floor(x + 1e-3);
  const top = Math.floor(y + 1e-3);
  const right = Math.ceil(x + width - 1e-3);
  const bottom = Math.ceil(y + height - 1e-3);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

async function capture(page: Page, area: ShotArea): Promise<Buffer> {
  const session = await cdpSession(page);
  const { data } = await session.send("Page.captureScreenshot", {
    format: "png",
    clip: { ...enclosingPixels(area), scale: 1 },
    captureBeyondViewport: false,
  });
  return Buffer.from(data, "base64");
}

/** The command: screenshot of what the story's document paints, checked against (or recorded as) `name`. */
export function matchStoryScreenshot({
  dir,
  update,
}: ScreenshotSettings): BrowserCommand<[name: string, area: ShotArea]> {
  const diffDir = path.join(dir, "__diff_output__");
  return async (context, name, area): Promise<ScreenshotResult> => {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Not a story screenshot name: ${name}`);
    if (context.provider.name !== "playwright") throw new Error("Screenshots need Playwright");
    if (!(area.width > 0 && area.height > 0)) throw new Error(`${name}: the story has no size`);
    const received = await capture(context.page, area);
    const baselinePath = path.join(dir, `${name}.png`);
    const receivedPath = path.join(diffDir, `${name}-received.png`);
    const diffPath = path.join(diffDir, `${name}-diff.png`);
    if (update) {
      writeFileSync(baselinePath, received);
      return { pass: true, message: `${name}: recorded` };
    }
    if (!existsSync(baselinePath)) {
      return {
        pass: false,
        message: `${name}: no baseline in ${dir}; record it on purpose (UPDATE_SNAPSHOTS=1)`,
      };
    }
    const baseline = readFileSync(baselinePath);
    if (baseline.equals(received)) return { pass: true, message: `${name}: same as the baseline` };
    const { differing, diff, detail } = compare(baseline, received);
    if (differing <= MAX_DIFF_PIXELS) return { pass: true, message: `${name}: ${detail}` };
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(receivedPath, received);
    if (diff) writeFileSync(diffPath, PNG.sync.write(diff));
    else rmSync(diffPath, { force: true });
    return {
      pass: false,
      message: `${name}: the screenshot differs from its baseline, ${detail}. See ${path.relative(process.cwd(), receivedPath)}${diff ? ` and ${path.relative(process.cwd(), diffPath)}` : ""}.`,
    };
  };
}
