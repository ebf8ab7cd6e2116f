import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // amazon-cognito-identity-js reads `global`; without this the page is blank at run time.
  define: { global: "globalThis" },
  server: { proxy: { "/prod": "http://localhost:8080", "/config.json": "http://localhost:8080" } },
  test: { environment: "happy-dom", include: ["src/**/*.test.{ts,tsx}"], passWithNoTests: true },
});
