import optimizeLocales from "@react-aria/optimize-locales-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The app is English only: react-aria's strings for other locales stay out of the bundle.
    { ...optimizeLocales.vite({ locales: ["en-US"] }), enforce: "pre" },
  ],
  // amazon-cognito-identity-js reads `global`; without this the page is blank at run time.
  define: { global: "globalThis" },
  server: {
    proxy: {
      "/prod": "http://localhost:8080",
      "/config.json": "http://localhost:8080",
      "/idp": "http://localhost:8080",
      "/forms": "http://localhost:8080",
      "/media": "http://localhost:8080",
    },
  },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    maxWorkers: 2,
    // Lazy route chunks are compiled on first import; on a busy 2-core machine that takes seconds.
    testTimeout: 15_000,
  },
});
