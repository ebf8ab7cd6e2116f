// What the browser downloads for a signed-in /explore/products, read from the Vite build's manifest:
// the entry, the modules a signed-in Explore load imports on the way (route chunks and the API
// client), everything those import statically, and their CSS. Sizes are gzipped (level 9), as served.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * What a signed-in Explore Products load starts from: the entry, the two route chunks, and the API
 * client (imported on the first call; Vite names that shared chunk `_client-<hash>.js`).
 */
export const EXPLORE_LOAD = [
  "index.html",
  "src/layouts/SignedInLayout.tsx",
  "src/screens/explore/ExploreProducts.tsx",
  /^_client-[\w-]+\.js$/,
];

/**
 * The budget in bytes (gzipped JS): issue 15's target, 180 KB. Grouping the first load's modules
 * into four chunks (firstLoadChunks.ts) brought it from 234.3 to 208.6 KB; loading react-aria's
 * overlays (menus, popovers, the sort select's list box, dialogs) on first use brought it to 175.9 KB
 * (docs/decisions.md). Hydrating the server-rendered public pages keeps React DOM's hydration code
 * in the shared libraries chunk (about +0.7 KB).
 */
export const JS_BUDGET = 180 * 1024;

export function readManifest(distDir) {
  const path = join(distDir, ".vite/manifest.json");
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`No Vite manifest at ${path} (build the web app first): ${error.message}`);
  }
}

/** The chunks and stylesheets `roots` load, each once, in load order. */
export function loadSet(manifest, roots = EXPLORE_LOAD) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no entry ${key}: the app's routes changed.`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
    // The entry imports the app's start dynamically (after a server-rendered page's first paint):
    // every load fetches it. Other chunks' dynamic imports are the routes, loaded when visited.
    if (key === "index.html") for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const root of roots) {
    const key = typeof root === "string" ? root : Object.keys(manifest).find((k) => root.test(k));
    if (!key)
      throw new Error(`The manifest has no chunk matching ${root}: the app's imports changed.`);
    visit(key);
  }
  return { js: [...js], css: [...css] };
}

export function gzipSize(distDir, file) {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

/** Per-file gzipped sizes and totals for JS and CSS. */
export function measureLoad(distDir, roots = EXPLORE_LOAD) {
  const { js, css } = loadSet(readManifest(distDir), roots);
  const rows = [
    ...js.map((file) => ({ file, kind: "js", gzip: gzipSize(distDir, file) })),
    ...css.map((file) => ({ file, kind: "css", gzip: gzipSize(distDir, file) })),
  ].sort((a, b) => b.gzip - a.gzip);
  const total = (kind) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
  return { rows, jsTotal: total("js"), cssTotal: total("css") };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
