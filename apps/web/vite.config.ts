import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
// By path, not by package name: Node loads this config and cannot import the domain package's
// TypeScript entry; this one file has no imports of its own.
import { BOOT_SCRIPTS } from "../../packages/domain/src/themeBoot.ts";
import { firstLoadChunks } from "./firstLoadChunks.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, compressing saves less than the extra request headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a .gz and a .br beside every compressible file of the build, which the server sends as is
 * (compressing on request costs the first visitor, and reads as server latency in Lighthouse).
 */
function precompress(): Plugin {
  return {
    name: "hotshelf:precompress",
    // The server render's build is loaded from disk by the server, never sent.
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * Puts the boot scripts inline at the top of index.html's head: the theme's sets the `dark` class
 * before the stylesheet applies, so the first paint already has the chosen theme; the session's
 * marks a stored session, which the signed-in pages' app shell needs to show.
 */
function themeBootScript(): Plugin {
  return {
    name: "hotshelf:theme-boot-script",
    transformIndexHtml: () =>
      BOOT_SCRIPTS.map((children) => ({ tag: "script", children, injectTo: "head-prepend" })),
  };
}

/**
 * react-router's package points every bundler at its development build (dev-only warnings on);
 * its production build is the same code with them off.
 */
const reactRouterDist = resolve(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const PRODUCTION_REACT_ROUTER = [
  { find: /^react-router$/, replacement: join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, "dom-export.mjs") },
];

/**
 * The server render (`vite build --ssr`, src/entry-server.tsx into dist-server/): one bundle with
 * its dependencies, React's production build in it, so the server loads it with no node_modules
 * lookups and no NODE_ENV of its own.
 */
const SERVER_RENDER_BUILD = { outDir: "dist-server", emptyOutDir: true } as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The app is English only: react-aria's strings for other locales stay out of the bundle.
    { ...optimizeLocales.vite({ locales: ["en-US"] }), enforce: "pre" },
    themeBootScript(),
    precompress(),
  ],
  // The production build only: dev and tests keep react-router's warnings. (The server render
  // bundles react-router through its package's own entry, the one react-router-dom imports.)
  resolve: { alias: command === "build" && !isSsrBuild ? PRODUCTION_REACT_ROUTER : [] },
  define: {
    // amazon-cognito-identity-js reads `global`; without this the page is blank at run time.
    global: "globalThis",
    ...(isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {}),
  },
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  // The manifest maps each entry and route chunk to its imports: the size budget reads it.
  build: isSsrBuild
    ? SERVER_RENDER_BUILD
    : {
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunks() } } },
        modulePreload: {
          // The staff dialogs' chunk is fetched on a staff user's click, and its imports come with it:
          // listing its ~40 dependencies for preloading would put that list into every screen's load.
          resolveDependencies: (filename, deps) =>
            filename.includes("staffDialogsChunk") ? [] : deps,
        },
      },
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
    // Lazy route chunks are compiled on first import; on a busy 2-core machine (CI runs two
    // workspaces at once) a first render has taken over 5 s. Correctness tests, not timed ones.
    testTimeout: 30_000,
  },
}));
