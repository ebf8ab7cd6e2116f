/** The messages between the server and the worker thread that owns its read model. */
import type { SearchQuery } from "@hotshelf/api/contract";
import type { SearchType } from "@hotshelf/domain";
import type { BuildOptions } from "../buildSearch";
import type { StoredItems } from "./modelItems";
import type { ModelPage } from "./query";
import type { LoadedRow } from "./schema";

export type WorkerRequest =
  | { kind: "create"; searchType: SearchType; capacity: number }
  | { kind: "append"; searchType: SearchType; rows: LoadedRow[] }
  | { kind: "finish"; foldsAscii: boolean }
  | { kind: "update"; searchType: SearchType; rows: LoadedRow[]; deletedIds: number[] }
  | { kind: "query"; query: SearchQuery; options: BuildOptions };

/** Every request carries an id; its reply carries the same id and the result, or the error. */
export type WorkerMessage = WorkerRequest & { id: number };
export type WorkerReply = { id: number; result: unknown } | { id: number; error: string };

/** The model's page and, when it has them, what the page's items are made from (else SQL makes them). */
export type QueryResult = (ModelPage & { stored: StoredItems | null }) | null;
