import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // The machine has 2 cores shared with other work.
    maxWorkers: 2,
    // user-event flows through menus and dialogs take seconds when CI runs two workspaces at once.
    testTimeout: 15_000,
    passWithNoTests: true,
  },
});
