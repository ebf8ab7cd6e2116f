// The stories' layout sanity check (@hotshelf/ui/layoutSanity: no overlapping text,
// no text clipped without an ellipsis and a title) run in a journey's page, so the screens are held
// to what the stories are. It is compiled from its TypeScript once and evaluated through the
// DevTools protocol, which the page's Content-Security-Policy does not govern.
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

/** The layout faults inside the element `locator` finds, one line each; empty when it is sane. */
export async function layoutProblemsIn(page, locator) {
  if (!(await page.evaluate(() => typeof window.__layoutProblems === "function"))) {
    await page.evaluate(script);
  }
  return locator.evaluate((element) => window.__layoutProblems(element));
}
