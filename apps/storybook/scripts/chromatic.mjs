// Hosted visual review on Chromatic, only when a project token is configured.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log("chromatic: skipped (set CHROMATIC_PROJECT_TOKEN to publish to Chromatic)");
  process.exit(0);
}
if (!existsSync(path.join(appDir, "storybook-static", "index.json"))) {
  console.error("chromatic: build Storybook first (npm run build -w @hotshelf/storybook)");
  process.exit(1);
}

const child = spawn(
  "npx",
  [
    "chromatic",
    "--storybook-build-dir",
    "storybook-static",
    "--exit-zero-on-changes",
    "--only-changed",
  ],
  { cwd: appDir, stdio: "inherit" },
);
child.on("exit", (code) => process.exit(code ?? 1));
