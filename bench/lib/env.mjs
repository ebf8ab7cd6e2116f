/** The PostgreSQL the search benchmark loads into (its own database; created when missing). */
export const DEFAULT_BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5433/hotshelf_bench";

export function benchDatabaseUrl() {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: `npm run bench` runs outside turbo.
  return process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
}
