// How the build groups the modules of the first loads into chunks (vite.config.ts's
// codeSplitting groups). Rolldown's automatic splitting made one chunk per set of routes sharing a
// module: a signed-in Explore load came as 65 files, each gzipped alone (no shared dictionary) and
// joined by import/export glue, about 20 KB gzipped more than the same code in one file.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * What the entry (main.tsx) imports once the app may start: the app's start, which joins the shared
 * app chunk rather than making a chunk of its own (it only re-exports).
 */
const BROWSER_START = resolve(here, "src/app/browserStart.ts");

/**
 * The modules a signed-in /explore/products starts from (as scripts/bundleLoad.mjs's EXPLORE_LOAD):
 * the app's entry and its start, the signed-in layout, the Explore Products route and the API
 * client, which the first call imports.
 */
const ENTRY = resolve(here, "src/main.tsx");

const EXPLORE_ROOTS = [
  "src/main.tsx",
  "src/app/browserStart.ts",
  "src/layouts/SignedInLayout.tsx",
  "src/screens/explore/ExploreProducts.tsx",
  "../../packages/api/src/client/index.ts",
].map((path) => resolve(here, path));

/** The modules the Login page starts from: the entry and its start, the public layout and Login. */
const LOGIN_ROOTS = [
  "src/main.tsx",
  "src/app/browserStart.ts",
  "src/layouts/PublicLayout.tsx",
  "src/screens/auth/Login.tsx",
].map((path) => resolve(here, path));

/** A library's main entry that re-exports all its parts (react-aria-components' has ~90 imports). */
const BARREL =
  /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]dist[\\/]exports[\\/]index\.mjs$/;

/** The names `code` imports from `specifier` by name, or null when it imports it otherwise. */
function namesImported(code: string, specifier: string): Set<string> | null {
  const names = new Set<string>();
  const from = `["']${specifier.replace(/[/.]/g, "\\$&")}["']`;
  for (const match of code.matchAll(new RegExp(`import\\s*([^;]*?)\\s*from\\s*${from}`, "g"))) {
    const clause = match[1] ?? "";
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!braces) return null;
    for (const part of (braces[1] ?? "").split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** The modules of a barrel that define `names`, or all it imports when its lines cannot be read. */
function barrelParts(ctx: Rolldown.ChunkingContext, barrelId: string, names: Set<string>) {
  const barrel = ctx.getModuleInfo(barrelId);
  if (!barrel?.code) return barrel?.importedIds ?? [];
  const parts: string[] = [];
  for (const line of barrel.code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const defines = (line[1] ?? "").split(",").map((part) => part.trim().split(/\s+as\s+/)[0]);
    if (!defines.some((name) => name !== undefined && names.has(name))) continue;
    const specifier = line[2] ?? "";
    const file = `${specifier.split("/").pop()}.mjs`.replace(/\.mjs\.mjs$/, ".mjs");
    const part = specifier.startsWith(".")
      ? resolve(dirname(barrelId), specifier)
      : barrel.importedIds.find(
          (id) => id.endsWith(`/${file}`) && id.includes(specifier.split("/")[0] ?? ""),
        );
    if (!part || !ctx.getModuleInfo(part)) return barrel.importedIds;
    parts.push(part);
  }
  return parts;
}

/**
 * Every module the roots import statically, directly or not. Through a library's barrel only the
 * parts whose names are imported count: the barrel imports every part, and the build drops the
 * unused ones, so following all of them would count the other screens' components as Explore's.
 */
function staticallyReached(ctx: Rolldown.ChunkingContext, roots: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) throw new Error(`A first load starts from ${id}, which the build lacks.`);
    found.add(id);
    for (const imported of info.importedIds) {
      const barrel = BARREL.exec(imported);
      const names = barrel && info.code ? namesImported(info.code, barrel[1] ?? "") : null;
      queue.push(...(names ? barrelParts(ctx, imported, names) : [imported]));
    }
  }
  return found;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** React itself, a chunk of its own: the entry evaluates it in a task before the rest (main.tsx). */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Five chunks for what a signed-in Explore load imports statically: React, which the entry loads
 * and evaluates before the rest; the libraries and the app code the Login page needs as well (the
 * router, react-aria's basics, the routes and services); and Explore's own libraries and app code.
 * Login loads only the first three. What only other screens
 * or lazy dialogs use (visx, dompurify, zod, the identity SDK, the staff dialogs) stays with them,
 * and the route modules themselves keep their own chunks, so the router still loads them lazily.
 */
export function firstLoadChunks(): Rolldown.CodeSplittingGroup[] {
  let reached: { explore: Set<string>; login: Set<string>; entry: Set<string> } | null = null;
  const reachedBy = (ctx: Rolldown.ChunkingContext) => {
    reached ??= {
      explore: staticallyReached(ctx, EXPLORE_ROOTS),
      login: staticallyReached(ctx, LOGIN_ROOTS),
      // What the entry runs before it imports the app's start stays in the entry's own small chunk.
      entry: staticallyReached(ctx, [ENTRY]),
    };
    return reached;
  };
  const roots = new Set([...EXPLORE_ROOTS, ...LOGIN_ROOTS]);
  // A barrel holds no code of its own; captured, it would tie the chunks of all its parts together.
  const isLibrary = (id: string) => NODE_MODULES.test(id) && !BARREL.test(id);
  const isApp = (id: string) => !NODE_MODULES.test(id) && (id === BROWSER_START || !roots.has(id));
  const group = (
    name: string,
    test: (id: string) => boolean,
    sharedWithLogin: boolean,
    priority: number,
  ): Rolldown.CodeSplittingGroup => ({
    name: (id, ctx) => {
      const { explore, login, entry } = reachedBy(ctx);
      if (entry.has(id)) return null;
      return explore.has(id) && login.has(id) === sharedWithLogin ? name : null;
    },
    test,
    priority,
  });
  // What the entry itself runs (the wait for the first paint, Vite's preload helper) in a small
  // chunk of its own: the app chunk imports some of it too, and would otherwise take it, making the
  // entry import the app chunk (and with it the libraries) before it runs.
  const entryGroup: Rolldown.CodeSplittingGroup = {
    name: (id, ctx) => (id !== ENTRY && reachedBy(ctx).entry.has(id) ? "entry" : null),
    test: (id) => !NODE_MODULES.test(id) && !/\.css$/.test(id),
    priority: 4,
  };
  // Each group takes its modules' dependencies with it, and the higher priority chooses first: so
  // the shared chunks keep React and the services rather than importing them from Explore's.
  return [
    entryGroup,
    group("react", (id) => REACT.test(id), true, 5),
    group("libraries", isLibrary, true, 3),
    group("explore-libraries", isLibrary, false, 2),
    group("app", isApp, true, 1),
    group("explore-app", isApp, false, 0),
  ];
}
