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
    // One environment per worker rather than per file: the components keep no module state (only
    // the code they load on first use, which is the same in every file), and a
    // fresh happy-dom and module graph per file cost 4 of the suite's 4.5 minutes on 2 cores.
    isolate: false,
    // user-event flows through menus and dialogs take seconds when CI runs two workspaces at once.
    testTimeout: 15_000,
    passWithNoTests: true,
  },
});
