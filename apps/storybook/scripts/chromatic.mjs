// Hosted visual review on Chromatic, only when a project token is configured. chromatic.config.json
// holds the settings: TurboSnap (--only-changed) over the build's preview-stats.json, so only stories
// whose files changed are snapshotted, and unreviewed changes fail the run (no exit-zero-on-changes).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(appDir, "storybook-static");

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log("chromatic: skipped (set CHROMATIC_PROJECT_TOKEN to publish to Chromatic)");
  process.exit(0);
}
if (!existsSync(path.join(buildDir, "preview-stats.json"))) {
  console.error(
    "chromatic: build Storybook with its stats file first (npm run build -w @hotshelf/storybook)",
  );
  process.exit(1);
}

const child = spawn("npx", ["chromatic", "--config-file", "chromatic.config.json"], {
  cwd: appDir,
  stdio: "inherit",
});
child.on("exit", (code) => process.exit(code ?? 1));
