// Runs every story as a Vitest test in Debian's Chromium (Storybook's Vitest addon, vitest.config.ts):
// render and play function, axe, layout sanity, and screenshots against the committed baselines. The
// baselines belong to one Chromium version and one set of system fonts (__image_snapshots__/
// CHROMIUM_VERSION): when either changed, this says so instead of failing screenshots one by one. A
// whole run also runs the stories broken on purpose (src/failing), in the same Vitest run: each passes
// only when it failed for its fault (.storybook/brokenOnPurpose.ts), and this checks that all did.
//   npm test -w @hotshelf/storybook                        check against the baselines
//   UPDATE_SNAPSHOTS=1 npm test -w @hotshelf/storybook     re-record the baselines on purpose
//   npm test -w @hotshelf/storybook -- ShopCard            only the story files whose path matches
//   npm test -w @hotshelf/storybook -- ShopCard -t Active  … and only the stories whose name matches
//   STORYBOOK_ISOLATE=1 npm test -w @hotshelf/storybook    a page per story file, not one per worker
import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const snapshotDir = path.join(appDir, "__image_snapshots__");
const versionFile = path.join(snapshotDir, "CHROMIUM_VERSION");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const updating = process.env.UPDATE_SNAPSHOTS === "1";
/** Arguments that pick stories (a path part, -t NAME), not only reporters. */
const filtered = process.argv
  .slice(2)
  .some((arg) => !arg.startsWith("--reporter") && !arg.startsWith("--outputFile"));

/** The stories of src/failing/Failing.stories.tsx: a whole run passes only when each failed for its fault. */
const BROKEN_ON_PURPOSE = [
  "Wrong Colour Token",
  "Missing Label",
  "Overlapping Text",
  "Clipped Text",
];

function chromiumVersion() {
  const out = execFileSync(chromiumPath, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return out.trim();
}

/**
 * The system fonts that families the stories reach resolve to: the fixtures' SVG icons draw letters
 * in sans-serif and <kbd> is monospace, and Chromium on Linux asks fontconfig for its default fonts
 * by name (Arial for sans-serif, Times New Roman for serif), which a font package can claim without
 * changing the generic families: Debian's fonts-liberation (a recommendation of chromium) moves
 * twenty baselines while `fc-match sans-serif` still names DejaVu.
 */
const FONT_FAMILIES = [
  "sans-serif",
  "serif",
  "monospace",
  "Arial",
  "Times New Roman",
  "Courier New",
  "system-ui",
];

function systemFonts() {
  return FONT_FAMILIES.map((family) => {
    try {
      const font = execFileSync("fc-match", [family], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      return `${family}: ${font.trim()}`;
    } catch {
      return `${family}: (fc-match unavailable)`;
    }
  });
}

/** What the baselines depend on besides the components: the browser and the fonts. */
function renderingEnvironment() {
  return [chromiumVersion(), ...systemFonts()].join("\n");
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: appDir,
      stdio: "inherit",
      env: { ...process.env, CHROMIUM_PATH: chromiumPath, ...env },
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** After a full re-recording, baselines no story wrote belong to stories that are gone. */
function removeStaleBaselines(since) {
  for (const name of readdirSync(snapshotDir)) {
    const file = path.join(snapshotDir, name);
    if (name.endsWith(".png") && statSync(file).mtimeMs < since) {
      rmSync(file);
      console.log(`storybook: removed the baseline of a story that is gone: ${name}`);
    }
  }
}

async function main() {
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium not found at ${chromiumPath}. Install Debian's chromium package (never a downloaded browser).`,
    );
    return 1;
  }
  const version = renderingEnvironment();
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, "utf8").trim() : null;
  if (!updating && recorded && recorded !== version) {
    const indent = (text) => text.replaceAll("\n", "\n    ");
    console.error(
      [
        "The browser or the system fonts changed, not the components:",
        `  baselines were recorded with:\n    ${indent(recorded)}`,
        `  this machine has:\n    ${indent(version)}`,
        "Review a few stories by eye, then re-record: UPDATE_SNAPSHOTS=1 npm test -w @hotshelf/storybook",
      ].join("\n"),
    );
    return 1;
  }
  const started = Date.now();
  const vitest = path.join(path.dirname(require.resolve("vitest/package.json")), "vitest.mjs");
  // A whole check also proves its checks can fail: the stories broken on purpose run with the others.
  const proving = !updating && !filtered;
  const proofDir = proving ? mkdtempSync(path.join(os.tmpdir(), "storybook-broken-")) : null;
  const proofFile = proofDir ? path.join(proofDir, "failed-for-their-fault.txt") : null;
  let code = await run(
    process.execPath,
    [vitest, "run", ...process.argv.slice(2)],
    proofFile ? { HOTSHELF_FAILING_STORIES: "1", HOTSHELF_BROKEN_PROOF: proofFile } : {},
  );
  if (proofDir && proofFile) {
    const proven = new Set(
      existsSync(proofFile) ? readFileSync(proofFile, "utf8").split("\n").filter(Boolean) : [],
    );
    rmSync(proofDir, { recursive: true, force: true });
    const unproven = BROKEN_ON_PURPOSE.filter((title) => !proven.has(title));
    if (code === 0 && unproven.length > 0) {
      console.error(
        `storybook: stories broken on purpose did not fail for their fault: ${unproven.join(", ")}`,
      );
      code = 1;
    } else if (code === 0) {
      console.log(
        `storybook: the ${BROKEN_ON_PURPOSE.length} stories broken on purpose fail, each for its fault`,
      );
    }
  }
  console.log(`storybook: stories tested in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code === 0 && updating && !filtered) {
    removeStaleBaselines(started);
    writeFileSync(versionFile, `${version}\n`);
    console.log(`storybook: baselines recorded with:\n${version}`);
  }
  return code;
}

process.exitCode = await main();
