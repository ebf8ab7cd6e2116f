import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, bench/out (reports of the last run) and bench/.data (cached data sets). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const BENCH_DIR = resolve(ROOT, "bench");
export const OUT_DIR = resolve(BENCH_DIR, "out");
export const DATA_DIR = resolve(BENCH_DIR, ".data");
