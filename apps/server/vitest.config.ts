import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/support/globalSetup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // The files share a worker's modules instead of importing the server anew each: every test builds
    // its own server, database and state, and nothing here mocks modules or changes the environment.
    isolate: false,
    passWithNoTests: true,
  },
});
