// The Node side of the stories broken on purpose (brokenOnPurpose.ts): each one that failed for its
// fault is written, a title a line, to the file scripts/test-storybook.mjs names, which then checks
// that every one of them did (a story file that stopped loading proves nothing).
import { appendFileSync } from "node:fs";
import type { BrowserCommand } from "vitest/node";

export function brokenOnPurposeProof(file: string | undefined): BrowserCommand<[title: string]> {
  return async (_context, title) => {
    if (file) appendFileSync(file, `${title.replaceAll("\n", " ")}\n`);
  };
}
