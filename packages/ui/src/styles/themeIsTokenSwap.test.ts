// The dark theme swaps colour tokens and nothing else, so a story's layout is the same in both
// themes: the story tests check layout sanity in light only and trust this test for dark
// (apps/storybook/.storybook/vitest.setup.ts). A `dark:` utility or a `.dark` rule that changes
// anything but colours breaks that trust; this test says so.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

/** The declarations of the `.dark { … }` block of tokens.css. */
function darkDeclarations(css: string): string[] {
  const block = /\.dark\s*\{([^}]*)\}/.exec(withoutComments(css));
  if (!block?.[1]) throw new Error("tokens.css has no .dark block");
  return block[1]
    .split(";")
    .map((declaration) => declaration.trim())
    .filter(Boolean);
}

/** Where a source uses the `dark:` variant or a `.dark` selector of its own. */
function darkStylingIn(file: string, text: string): string[] {
  const code = withoutComments(text);
  const found = [...code.matchAll(/(?:^|[\s"'`{(])(dark:[^\s"'`]+)/g)].map(
    (match) => `${file}: ${match[1]}`,
  );
  if (file.endsWith(".css") && !file.endsWith("tokens.css")) {
    // A rule's selector: the text before its `{`, back to the last statement or block.
    for (const rule of code.matchAll(/([^{};]*)\{/g)) {
      const selector = rule[1]?.trim() ?? "";
      if (/\.dark\b/.test(selector)) found.push(`${file}: ${selector}`);
    }
  }
  return found;
}

describe("the dark theme", () => {
  it("sets only colour tokens and the colour scheme", () => {
    const declarations = darkDeclarations(
      readFileSync(path.join(src, "styles/tokens.css"), "utf8"),
    );
    expect(declarations.length).toBeGreaterThan(10);
    const other = declarations.filter(
      (declaration) =>
        !/^--color-[\w-]+\s*:/.test(declaration) && declaration !== "color-scheme: dark",
    );
    expect(other).toEqual([]);
  });

  it("is not styled anywhere else (no dark: utilities, no .dark rules)", () => {
    const found = sourceFiles(src).flatMap((file) =>
      darkStylingIn(path.relative(src, file), readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("finds a dark: utility and a .dark rule where there is one", () => {
    expect(darkStylingIn("Card.tsx", 'className="p-4 dark:hidden"')).toEqual([
      "Card.tsx: dark:hidden",
    ]);
    expect(darkStylingIn("Card.tsx", "cva([`dark:bg-[#000]`])")).toEqual([
      "Card.tsx: dark:bg-[#000]",
    ]);
    expect(darkStylingIn("extra.css", ".dark .card { padding: 0 }")).toEqual([
      "extra.css: .dark .card",
    ]);
    expect(darkStylingIn("index.css", "@custom-variant dark (&:where(.dark, .dark *));")).toEqual(
      [],
    );
    expect(darkStylingIn("Card.tsx", "// a comment about dark: mode")).toEqual([]);
  });
});
