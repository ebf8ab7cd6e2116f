/**
 * The cost of the worker thread that owns the server's read model: the bench's first pages answered
 * by the model in this thread and by the same model in its worker (a message there and back), built
 * from the same database.
 */
import type { Queryable } from "../../apps/server/src/db/types";
import { buildSearch } from "../../apps/server/src/search/buildSearch";
import { queryModel, type ReadModelTables } from "../../apps/server/src/search/readModel/query";
import { buildInWorker } from "../../apps/server/src/search/readModel/readModel";
import type { BenchQuery } from "./queries";

type Log = (line: string) => void;

export interface HopTiming {
  inThread: { p50: number; p95: number };
  inWorker: { p50: number; p95: number };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * q)] ?? 0;

export async function measureHop(
  db: Queryable,
  model: ReadModelTables,
  queries: readonly BenchQuery[],
  log: Log,
): Promise<HopTiming> {
  const worker = await buildInWorker(db, log);
  if (!worker) throw new Error("the worker's build was cancelled");
  try {
    const inThread: number[] = [];
    const inWorker: number[] = [];
    for (const { query } of queries) {
      // Each twice, the second run timed (warm, as the server's queries are).
      for (let run = 0; run < 2; run++) {
        let started = performance.now();
        queryModel(model, buildSearch(query));
        const thread = performance.now() - started;
        started = performance.now();
        await worker.query(query, {});
        const hop = performance.now() - started;
        if (run === 1) {
          inThread.push(thread);
          inWorker.push(hop);
        }
      }
    }
    const summary = (values: number[]) => ({
      p50: quantile(values, 0.5),
      p95: quantile(values, 0.95),
    });
    return { inThread: summary(inThread), inWorker: summary(inWorker) };
  } finally {
    await worker.stop();
  }
}
