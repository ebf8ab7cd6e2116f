import { defineConfig } from "vitest/config";

// Two cores are shared with other work: cap the workers.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], maxWorkers: 2 } });
