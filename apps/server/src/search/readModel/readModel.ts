/**
 * The search read model of one database: built from the database on start (search answers from SQL
 * meanwhile), then kept current by following the search_changes sequence (migrations/050), which every
 * server instance on the database follows alike. The model lives in a worker thread (modelWorker.ts),
 * so a long query never holds up the server's other requests.
 */

import type { SearchType } from "@hotshelf/domain";
import type { Db, Queryable } from "../../db/types";
import { AnswerCache } from "../answerCache";
import { type ModelSink, type ModelSummary, summarize, TablesBuilder } from "./builder";
import { ModelWorker } from "./modelWorker";
import type { ReadModelTables } from "./query";
import { type LoadedRow, SCHEMAS, selectColumns, type TableSchema } from "./schema";
import type { SearchTable } from "./table";

type Log = (line: string) => void;

const LOAD_CHUNK = 20_000;
/** More changed rows than this in one poll are cheaper to rebuild than to re-read. */
const REBUILD_ABOVE = 20_000;
export const POLL_MS = 300;
const RETRY_BUILD_MS = 30_000;
/** A transaction open while a poll ran may commit a lower seq later: look back this long for it. */
const GAP_WAIT_MS = 10_000;
/** Changes older than this are deleted (an instance that far behind rebuilds instead). */
const KEEP_CHANGES = "1 hour";
const PRUNE_EVERY_MS = 600_000;
/** Answers kept between changes (each a page of at most MAX_PAGE_SIZE items). */
const CACHED_ANSWERS = 256;

const models = new WeakMap<Queryable, ReadModel>();

/** The read model serving this database's searches (in its worker), when it is built and current. */
export function readModelFor(db: Queryable): ModelWorker | null {
  return models.get(db)?.worker ?? null;
}

/**
 * Answers to the server's own searches (no test or export overrides), remembered while the model
 * they came from is current; null while there is no model to follow the changes.
 */
export function answerCacheFor(db: Queryable): AnswerCache<string> | null {
  const model = models.get(db);
  return model?.worker ? model.answers : null;
}

/**
 * Applies the changes committed so far to the read model of `db` (if it has one) before resolving: a
 * write made for a request (a ban) then shows in the next search at once, not within a poll.
 */
export async function catchUpSearchReadModel(db: Queryable): Promise<void> {
  await models.get(db)?.catchUp();
}

/**
 * Builds and follows the read model of `db` for searchCatalogue; returns its stop function. Requests
 * search through `db.forRequests` (the same database under the request time budget), so the model
 * answers for that view of it too.
 */
export function startSearchReadModel(db: Db, log: Log): () => Promise<void> {
  const model = new ReadModel(db, log);
  const views = [db, db.forRequests];
  for (const view of views) models.set(view, model);
  model.start();
  return async () => {
    for (const view of views) models.delete(view);
    await model.stop();
  };
}

/** Reads every row of both tables into a fresh model in this thread (tests and the bench). */
export async function buildTables(
  db: Queryable,
  log: Log,
  cancelled: () => boolean = () => false,
): Promise<ReadModelTables | null> {
  const started = performance.now();
  const builder = new TablesBuilder();
  const foldsAscii = await loadRows(db, builder, log, cancelled);
  if (foldsAscii === null) return null;
  const tables = builder.finish(foldsAscii);
  logReady(log, summarize(tables), started);
  return tables;
}

/** Reads every row of both tables into a fresh model owned by a worker thread. */
export async function buildInWorker(
  db: Queryable,
  log: Log,
  cancelled: () => boolean = () => false,
): Promise<ModelWorker | null> {
  const started = performance.now();
  const worker = new ModelWorker(log);
  try {
    const foldsAscii = await loadRows(db, worker, log, cancelled);
    if (foldsAscii !== null) {
      logReady(log, await worker.finish(foldsAscii), started);
      return worker;
    }
  } catch (error) {
    await worker.stop();
    throw error;
  }
  await worker.stop();
  return null;
}

function logReady(log: Log, summary: ModelSummary, started: number): void {
  log(
    `Search read model ready: ${summary.products} products, ${summary.shops} shops, ` +
      `~${(summary.bytes / 1e6).toFixed(0)} MB, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Writes every row of both tables to `sink`; returns whether lower() folds ASCII, null if cancelled. */
async function loadRows(
  db: Queryable,
  sink: ModelSink,
  log: Log,
  cancelled: () => boolean,
): Promise<boolean | null> {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const fold = await db.query<{ folded: string }>("SELECT lower($1::text) AS folded", [letters]);
  for (const searchType of ["shops", "products"] as const) {
    if (!(await loadTable(db, searchType, sink, log, cancelled))) return null;
  }
  return fold.rows[0]?.folded === letters.toLowerCase();
}

async function loadTable(
  db: Queryable,
  searchType: SearchType,
  sink: ModelSink,
  log: Log,
  cancelled: () => boolean,
): Promise<boolean> {
  const schema = SCHEMAS[searchType];
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema.table}`);
  const expected = counted.rows[0]?.n ?? 0;
  await sink.create(searchType, expected + 64);
  let read = 0;
  let lastId = -1;
  let lastLogged = Date.now();
  for (;;) {
    if (cancelled()) return false;
    const { rows } = await db.query<LoadedRow>(
      `SELECT ${selectColumns(schema)} FROM ${schema.table} WHERE id > $1 ORDER BY id LIMIT ${LOAD_CHUNK}`,
      [lastId],
    );
    await sink.append(searchType, rows);
    read += rows.length;
    if (rows.length < LOAD_CHUNK) break;
    lastId = (rows.at(-1) as LoadedRow).id;
    if (Date.now() - lastLogged > 5_000) {
      lastLogged = Date.now();
      log(`Search read model: ${read} of ~${expected} ${schema.table} read`);
    }
  }
  return true;
}

/** The given rows of one table as they are now; ids absent from the answer no longer exist. */
export async function readChanged(
  db: Queryable,
  schema: TableSchema,
  ids: number[],
): Promise<{ rows: LoadedRow[]; deletedIds: number[] }> {
  const { rows } = await db.query<LoadedRow>(
    `SELECT ${selectColumns(schema)} FROM ${schema.table} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  const found = new Set(rows.map((row) => row.id));
  return { rows, deletedIds: ids.filter((id) => !found.has(id)) };
}

/** Re-reads the given rows of a table held in this thread (the bench's update latency). */
export async function refreshRows(db: Queryable, table: SearchTable, ids: number[]): Promise<void> {
  const { rows, deletedIds } = await readChanged(db, table.schema, ids);
  table.update(rows, deletedIds);
}

interface Change {
  seq: number;
  table_name: SearchType;
  row_id: number | null;
}

class ReadModel {
  worker: ModelWorker | null = null;
  readonly answers = new AnswerCache<string>(CACHED_ANSWERS);
  private lastSeq = 0;
  /** Sequence numbers skipped so far (maybe still to commit), with when they were first missed. */
  private readonly gaps = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();
  private lastPrune = Date.now();
  private polling: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly log: Log,
  ) {}

  start(): void {
    this.running = this.rebuild()
      .catch(() => undefined)
      .then(() => this.schedule());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running.catch(() => undefined);
    await this.worker?.stop();
    this.worker = null;
  }

  /** The next poll, or while there is no model (a build failed) the next build attempt. */
  private schedule(): void {
    if (this.stopped) return;
    const built = this.worker !== null;
    this.timer = setTimeout(
      () => {
        const step = built
          ? this.poll().catch((error: unknown) => {
              this.log(
                `Search read model: following changes failed (${String(error)}); rebuilding`,
              );
              return this.rebuild();
            })
          : this.rebuild();
        // A failed build is logged by rebuild; the server keeps answering from SQL and retries.
        this.running = step.catch(() => undefined).then(() => this.schedule());
      },
      built ? POLL_MS : RETRY_BUILD_MS,
    );
    this.timer.unref();
  }

  /** Answers from SQL until a fresh model is built from the current rows. */
  private async rebuild(): Promise<void> {
    const previous = this.worker;
    this.worker = null;
    this.answers.clear();
    await previous?.stop();
    this.gaps.clear();
    try {
      const max = await this.db.query<{ seq: number }>(
        "SELECT coalesce(max(seq), 0)::float8 AS seq FROM search_changes",
      );
      // Re-read the last changes too: a transaction open now may commit just below the maximum.
      this.lastSeq = Math.max(0, (max.rows[0]?.seq ?? 0) - 1000);
      this.log("Search read model: building (search answers from SQL meanwhile)");
      const worker = await buildInWorker(this.db, this.log, () => this.stopped);
      if (this.stopped) await worker?.stop();
      else this.worker = worker;
    } catch (error) {
      if (this.stopped) return;
      this.log(`Search read model: build failed (${String(error)}); search stays on SQL`);
      throw error;
    }
  }

  /** A poll now, after the one running (if any); a failed poll is left to the scheduled ones. */
  async catchUp(): Promise<void> {
    if (this.worker) await this.poll().catch(() => undefined);
  }

  /** One poll at a time: a catch-up and the scheduled poll must not apply the same changes twice. */
  private poll(): Promise<void> {
    const next = this.polling.catch(() => undefined).then(() => this.pollOnce());
    this.polling = next;
    return next;
  }

  private async pollOnce(): Promise<void> {
    if (!this.worker) return;
    if (this.worker.failure) throw new Error(`the worker ${this.worker.failure}`);
    const now = Date.now();
    for (const [seq, since] of this.gaps) if (now - since > GAP_WAIT_MS) this.gaps.delete(seq);
    const low = Math.min(this.lastSeq, ...[...this.gaps.keys()].map((seq) => seq - 1));
    const { rows } = await this.db.query<Change>(
      "SELECT seq::float8 AS seq, table_name, row_id::float8 AS row_id FROM search_changes " +
        "WHERE seq > $1 ORDER BY seq LIMIT 50000",
      [low],
    );
    const fresh: Change[] = [];
    for (const change of rows) {
      if (change.seq > this.lastSeq) {
        for (let seq = this.lastSeq + 1; seq < change.seq && seq > change.seq - 1000; seq++) {
          this.gaps.set(seq, now);
        }
        this.lastSeq = change.seq;
        fresh.push(change);
      } else if (this.gaps.delete(change.seq)) {
        fresh.push(change);
      }
    }
    if (fresh.length > 0 && this.worker) await this.apply(this.worker, fresh);
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.db.query(
        `DELETE FROM search_changes WHERE changed_at < now() - interval '${KEEP_CHANGES}'`,
      );
    }
  }

  private async apply(worker: ModelWorker, changes: readonly Change[]): Promise<void> {
    const ids: Record<SearchType, Set<number>> = { products: new Set(), shops: new Set() };
    let reload = false;
    for (const change of changes) {
      if (change.row_id === null) reload = true;
      else ids[change.table_name].add(change.row_id);
    }
    if (reload || ids.products.size + ids.shops.size > REBUILD_ABOVE) {
      await this.rebuild();
      return;
    }
    for (const searchType of ["products", "shops"] as const) {
      if (ids[searchType].size > 0) {
        const { rows, deletedIds } = await readChanged(this.db, SCHEMAS[searchType], [
          ...ids[searchType],
        ]);
        await worker.update(searchType, rows, deletedIds);
      }
    }
    // After the update, so an answer computed meanwhile from the old rows is refused too.
    this.answers.clear();
  }
}
