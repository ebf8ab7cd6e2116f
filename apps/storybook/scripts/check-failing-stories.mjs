// Proves the story tests still fail when they should: runs src/failing/Failing.stories.tsx (stories
// broken on purpose) through the same Vitest project as `npm test` and passes only when every one of
// them failed, each for its own fault. Run by test-storybook.mjs after a full, passing run.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Each broken story, and what its failure must mention. */
const EXPECTED = {
  "Wrong Colour Token": "color-contrast",
  "Missing Label": "button-name",
  "Overlapping Text": "overlaps text",
  "Clipped Text": "is cut off",
};

function runVitest(reportFile) {
  const vitest = path.join(path.dirname(require.resolve("vitest/package.json")), "vitest.mjs");
  const args = [
    vitest,
    "run",
    "src/failing/",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, HOTSHELF_FAILING_STORIES: "1" },
    });
    child.on("exit", (code) => resolve(code));
  });
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "storybook-failing-"));
  try {
    const reportFile = path.join(dir, "report.json");
    await runVitest(reportFile);
    const report = JSON.parse(await readFile(reportFile, "utf8"));
    const results = new Map(
      report.testResults.flatMap((suite) =>
        suite.assertionResults.map((test) => [test.title, test]),
      ),
    );
    const problems = Object.entries(EXPECTED).flatMap(([title, mention]) => {
      const test = results.get(title);
      if (!test) return [`${title}: did not run`];
      if (test.status !== "failed") return [`${title}: passed, but it is broken on purpose`];
      const message = test.failureMessages.join("\n");
      return message.includes(mention)
        ? []
        : [`${title}: failed without '${mention}':\n${message}`];
    });
    if (problems.length > 0) {
      console.error(`storybook: a check no longer fails when it should:\n${problems.join("\n")}`);
      return 1;
    }
    console.log(
      `storybook: the ${results.size} stories broken on purpose fail, each for its fault`,
    );
    return 0;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
