/**
 * The server's side of the worker thread that owns a read model (worker.ts): requests go out as
 * messages and come back as promises, so a query that takes long keeps the event loop free.
 * A worker that fails or exits answers every pending and later query with null (SQL answers them).
 */
import { Worker } from "node:worker_threads";
import type { SearchQuery } from "@hotshelf/api/contract";
import type { SearchType } from "@hotshelf/domain";
import type { BuildOptions } from "../buildSearch";
import type { ModelSink, ModelSummary } from "./builder";
import type { QueryResult, WorkerMessage, WorkerReply, WorkerRequest } from "./protocol";
import type { LoadedRow } from "./schema";

type Log = (line: string) => void;

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The worker's entry: in the built server dist/searchWorker.js beside main.js (build.mjs); from the
 * sources (tests, dev, bench) worker.ts through tsxWorker.mjs.
 */
function spawn(): Worker {
  const here = import.meta.url;
  const entry = here.endsWith(".ts") ? "./tsxWorker.mjs" : "./searchWorker.js";
  return new Worker(new URL(entry, here));
}

export class ModelWorker implements ModelSink {
  private readonly worker = spawn();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Why the worker stopped answering, once it has. */
  failure: string | null = null;

  constructor(private readonly log: Log) {
    this.worker.on("message", (reply: WorkerReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if ("error" in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.result);
    });
    this.worker.on("error", (error) => this.fail(`failed (${String(error)})`));
    this.worker.on("exit", (code) => this.fail(`exited (code ${code})`));
  }

  create(searchType: SearchType, capacity: number): Promise<unknown> {
    return this.call({ kind: "create", searchType, capacity });
  }

  append(searchType: SearchType, rows: LoadedRow[]): Promise<unknown> {
    return this.call({ kind: "append", searchType, rows });
  }

  /** Builds the indexes; the worker answers queries from then on. */
  async finish(foldsAscii: boolean): Promise<ModelSummary> {
    return (await this.call({ kind: "finish", foldsAscii })) as ModelSummary;
  }

  /** Applies re-read rows and deleted ids; queries sent after this see all of it, none before. */
  async update(searchType: SearchType, rows: LoadedRow[], deletedIds: number[]): Promise<void> {
    await this.call({ kind: "update", searchType, rows, deletedIds });
  }

  /** The model's page for the query, or null for SQL to answer (declined, or the worker failed). */
  async query(query: SearchQuery, options: BuildOptions): Promise<QueryResult> {
    if (this.failure) return null;
    try {
      return (await this.call({ kind: "query", query, options })) as QueryResult;
    } catch (error) {
      if (!this.failure) this.log(`Search read model: a query failed (${String(error)})`);
      return null;
    }
  }

  async stop(): Promise<void> {
    this.failure ??= "stopped";
    await this.worker.terminate();
  }

  private call(request: WorkerRequest): Promise<unknown> {
    if (this.failure) return Promise.reject(new Error(`the read model worker ${this.failure}`));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } satisfies WorkerMessage);
    });
  }

  private fail(reason: string): void {
    if (!this.failure) {
      this.failure = reason;
      this.log(`Search read model: the worker ${reason}`);
    }
    const error = new Error(`the read model worker ${this.failure}`);
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
