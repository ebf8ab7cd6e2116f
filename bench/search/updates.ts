/**
 * Update latency of the read model: the time to apply a batch of changed products (re-read from the
 * database and moved to their places in every sort order and the title index), as the server does on
 * each change poll (every POLL_MS, which the user waits for on top of this).
 */
import type { Queryable } from "../../apps/server/src/db/types";
import type { ReadModelTables } from "../../apps/server/src/search/readModel/query";
import { refreshRows } from "../../apps/server/src/search/readModel/readModel";

export const UPDATE_BATCHES = [1, 100, 1_000, 10_000] as const;

export interface UpdateTiming {
  rows: number;
  /** Median of the batch's runs. */
  ms: number;
}

export async function measureUpdates(
  db: Queryable,
  model: ReadModelTables,
): Promise<UpdateTiming[]> {
  const table = model.products;
  const out: UpdateTiming[] = [];
  for (const rows of UPDATE_BATCHES) {
    const step = Math.max(1, Math.floor(table.size / rows));
    const ids: number[] = [];
    for (let row = 0; row < table.size && ids.length < rows; row += step) {
      ids.push(table.ids[row] as number);
    }
    const runs: number[] = [];
    for (let run = 0; run < (rows >= 10_000 ? 1 : 5); run++) {
      const started = performance.now();
      await refreshRows(db, table, ids);
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    out.push({ rows: ids.length, ms: runs[Math.floor(runs.length / 2)] as number });
  }
  return out;
}
