// Bundles the server's own TypeScript (and the workspace packages it imports) into dist/;
// third-party packages stay external and load from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: [
    "src/main.ts",
    "src/admin.ts",
    // The search read model's worker thread, which main.js starts from beside itself.
    { in: "src/search/readModel/worker.ts", out: "searchWorker" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-third-party",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@hotshelf/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
