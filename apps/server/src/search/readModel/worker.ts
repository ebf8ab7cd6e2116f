/**
 * The worker thread that owns a read model: it builds the tables from the rows the server reads, applies
 * their changes and answers queries. Messages are handled one at a time, each to its end, so a query
 * never sees a half-applied change, and a long query blocks this thread only, not the server's.
 */
import { parentPort } from "node:worker_threads";
import { buildSearch } from "../buildSearch";
import { summarize, TablesBuilder } from "./builder";
import { pageWithItems } from "./modelItems";
import type { WorkerMessage, WorkerReply } from "./protocol";
import type { ReadModelTables } from "./query";

const port = parentPort;
if (!port) throw new Error("the read model worker runs in a worker thread");

const builder = new TablesBuilder();
let tables: ReadModelTables | null = null;

function handle(message: WorkerMessage): unknown {
  switch (message.kind) {
    case "create":
      return builder.create(message.searchType, message.capacity);
    case "append":
      return builder.append(message.searchType, message.rows);
    case "finish":
      tables = builder.finish(message.foldsAscii);
      return summarize(tables);
    case "update":
      return model()[message.searchType].update(message.rows, message.deletedIds);
    case "query":
      return pageWithItems(model(), buildSearch(message.query, message.options));
  }
}

function model(): ReadModelTables {
  if (!tables) throw new Error("the read model is not built yet");
  return tables;
}

port.on("message", (message: WorkerMessage) => {
  let reply: WorkerReply;
  try {
    reply = { id: message.id, result: handle(message) ?? null };
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
