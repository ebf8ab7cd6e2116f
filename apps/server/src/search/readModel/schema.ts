/**
 * What the read model keeps of each searchable table: every filter and sort column (numbers, dates as
 * microseconds since the epoch), the one-hot text columns, the ids, `listed`, the folded title and
 * what the row's search item is made from.
 */
import { type SearchType, sortColumn, sortOptionsFor } from "@hotshelf/domain";
import { storedItemColumns } from "../../catalogue/items";
import { type KeyColumn, keyColumns, oneHotColumns } from "../columns";

export interface TableSchema {
  searchType: SearchType;
  table: "products" | "shops";
  /** Every distinct key column (filters and sorts), by column name. */
  numeric: KeyColumn[];
  /** The columns a sort option orders by. */
  sorted: string[];
  /** One-hot text columns (country, locale). */
  text: string[];
}

function schemaFor(searchType: SearchType): TableSchema {
  const byColumn = new Map<string, KeyColumn>();
  for (const column of Object.values(keyColumns(searchType))) byColumn.set(column.column, column);
  const sorted = new Set<string>();
  for (const option of sortOptionsFor(searchType)) {
    const column = keyColumns(searchType)[sortColumn(searchType, option.key) ?? option.key];
    if (column) sorted.add(column.column);
  }
  return {
    searchType,
    table: searchType,
    numeric: [...byColumn.values()],
    sorted: [...sorted],
    text: [...new Set(Object.values(oneHotColumns(searchType)).map((c) => c.column))],
  };
}

export const SCHEMAS: Readonly<Record<SearchType, TableSchema>> = {
  products: schemaFor("products"),
  shops: schemaFor("shops"),
};

/** One row as the loader reads it (see selectColumns); rows made without a database lack the item. */
export interface LoadedRow {
  id: number;
  shop_id: number;
  listed: boolean;
  title_lower: string;
  [column: string]: number | string | boolean | Date | null;
}

/**
 * The select list that yields LoadedRow: numbers as float8, dates as float8 microseconds, and the
 * item's stored columns.
 */
export function selectColumns(schema: TableSchema): string {
  const numeric = schema.numeric.map((c) =>
    c.kind === "timestamptz"
      ? `(extract(epoch from ${c.column}) * 1000000)::float8 AS ${c.column}`
      : `${c.column}::float8 AS ${c.column}`,
  );
  const shopId = schema.table === "products" ? "shop_id::float8" : "id::float8";
  return [
    "id::float8 AS id",
    `${shopId} AS shop_id`,
    "listed",
    "lower(title) AS title_lower",
    ...numeric,
    ...schema.text,
    storedItemColumns(schema.table),
  ].join(", ");
}
