// Preloaded into the soak's server process (node --import): every SOAK_SAMPLE_MS it collects the
// garbage (the server runs with --expose-gc, so the heap figure is what is really kept) and appends
// {t, rss, heapUsed} as a JSON line to SOAK_MEMORY_FILE. Nothing else in the server changes.
import { appendFileSync } from "node:fs";

const file = process.env.SOAK_MEMORY_FILE;
const every = Number(process.env.SOAK_SAMPLE_MS ?? 5000);
if (file) {
  setInterval(() => {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ t: Date.now(), rss, heapUsed })}\n`);
  }, every).unref();
}
