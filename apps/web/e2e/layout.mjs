// The stories' layout sanity check (@hotshelf/ui/layoutSanity: no overlapping text,
// no text clipped without an ellipsis and a title) run in a journey's page, so the screens are held
// to what the stories are. It is compiled from its TypeScript once and evaluated through the
// DevTools protocol, which the page's Content-Security-Policy does not govern.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const sourcePath = fileURLToPath(import.meta.resolve("@hotshelf/ui/layoutSanity"));
const script = `${ts
  .transpileModule(readFileSync(sourcePath, "utf8"), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  })
  .outputText.replace(/^export /gm, "")}
window.__layoutProblems = layoutProblems;`;

/**
 * The layout faults of each of the first `max` elements that `selector` finds inside `locator`,
 * checked in one evaluation (a windowed list may swap its cards between two calls), as
 * { name: the element's first heading, problems }.
 */
export async function layoutProblemsOfEach(page, locator, selector, max) {
  await installLayoutCheck(page);
  return locator.evaluate(
    (element, { selector, max }) =>
      [...element.querySelectorAll(selector)].slice(0, max).map((item) => ({
        name: item.querySelector("h1, h2, h3, h4")?.textContent?.trim(),
        problems: window.__layoutProblems(item),
      })),
    { selector, max },
  );
}

/**
 * The layout check on a whole screen (or the part `scope` selects, e.g. an open modal): no text of it
 * overlaps other text or is cut off without an ellipsis and a title, and none runs off the page.
 */
export async function checkLayout(page, screen, scope) {
  await installLayoutCheck(page);
  const problems = await page.evaluate(
    (scope) => window.__layoutProblems(scope ? document.querySelector(scope) : document.body),
    scope,
  );
  assert.deepEqual(problems, [], `layout of ${screen} at ${page.viewportSize()?.width}px`);
}

async function installLayoutCheck(page) {
  if (!(await page.evaluate(() => typeof window.__layoutProblems === "function"))) {
    await page.evaluate(script);
  }
}
