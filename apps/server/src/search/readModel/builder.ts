/** Builds the tables of a read model from rows read in chunks (in the worker, and in tests and bench). */
import type { SearchType } from "@hotshelf/domain";
import type { ReadModelTables } from "./query";
import { type LoadedRow, SCHEMAS } from "./schema";
import { SearchTable } from "./table";

/** Where the loader writes the rows it reads: a builder here, or the worker that owns the model. */
export interface ModelSink {
  create(searchType: SearchType, capacity: number): unknown;
  append(searchType: SearchType, rows: LoadedRow[]): unknown;
}

/** What a built model holds, for the log line. */
export interface ModelSummary {
  products: number;
  shops: number;
  bytes: number;
}

export class TablesBuilder implements ModelSink {
  private readonly tables = new Map<SearchType, SearchTable>();

  create(searchType: SearchType, capacity: number): void {
    this.tables.set(searchType, new SearchTable(SCHEMAS[searchType], capacity));
  }

  append(searchType: SearchType, rows: LoadedRow[]): void {
    this.table(searchType).append(rows);
  }

  /** Makes every table's indexes; the model answers queries from here on. */
  finish(foldsAscii: boolean): ReadModelTables {
    const products = this.table("products");
    const shops = this.table("shops");
    products.buildIndexes();
    shops.buildIndexes();
    return { products, shops, foldsAscii };
  }

  private table(searchType: SearchType): SearchTable {
    const table = this.tables.get(searchType);
    if (!table) throw new Error(`no ${searchType} table created`);
    return table;
  }
}

export function summarize(tables: ReadModelTables): ModelSummary {
  return {
    products: tables.products.size,
    shops: tables.shops.size,
    bytes: tables.products.bytes() + tables.shops.bytes(),
  };
}
