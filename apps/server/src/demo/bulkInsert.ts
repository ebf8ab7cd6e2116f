import type { ScriptQueryable } from "../db/openDb";
import type { Queryable } from "../db/types";

/** A column's PostgreSQL type; array and jsonb columns travel as text and are cast per row. */
export type ColumnType =
  | "bigint"
  | "integer"
  | "double precision"
  | "boolean"
  | "text"
  | "timestamptz"
  | "date"
  | "jsonb"
  | "text[]"
  | "integer[]"
  | "double precision[]";

export type TableColumns = Readonly<Record<string, ColumnType>>;

const NESTED = new Set<ColumnType>(["jsonb", "text[]", "integer[]", "double precision[]"]);

/** An array literal such as {"a","b \"c\""} or {1,2,NULL}. */
export function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return "NULL";
    if (typeof v === "number") return String(v);
    return `"${String(v).replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}

/**
 * Inserts many rows with one statement and one parameter per column:
 * INSERT ... SELECT FROM unnest($1::bigint[], $2::text[], ...). Far faster than a multi-row VALUES on
 * both engines, and it never meets the 65,535-parameter limit.
 */
export async function bulkInsert(
  q: Queryable,
  table: string,
  columns: TableColumns,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const copy = (q as ScriptQueryable).copyCsv;
  if (copy) {
    await copy(table, names, toCsv(columns, rows));
    return;
  }
  const params = names.map((name) => {
    const type = columns[name] as ColumnType;
    return rows.map((row) => {
      const value = row[name];
      if (value === undefined || value === null) return null;
      if (type === "jsonb") return typeof value === "string" ? value : JSON.stringify(value);
      if (NESTED.has(type)) return arrayLiteral(value as unknown[]);
      return value;
    });
  });
  const unnestArgs = names.map((name, i) => {
    const type = columns[name] as ColumnType;
    return `$${i + 1}::${NESTED.has(type) ? "text" : type}[]`;
  });
  const selects = names.map((name) => {
    const type = columns[name] as ColumnType;
    return NESTED.has(type) ? `u.${name}::${type}` : `u.${name}`;
  });
  const sql =
    `INSERT INTO ${table} (${names.join(", ")}) ` +
    `SELECT ${selects.join(", ")} FROM unnest(${unnestArgs.join(", ")}) AS u(${names.join(", ")})`;
  await q.query(sql, params);
}

/** A CSV field: NULL is empty and unquoted, every text is quoted (so '' stays an empty string). */
function csvField(type: ColumnType, value: unknown): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (type === "jsonb") text = typeof value === "string" ? value : JSON.stringify(value);
  else if (NESTED.has(type)) text = arrayLiteral(value as unknown[]);
  else if (typeof value === "boolean") return value ? "t" : "f";
  else if (typeof value === "number") return String(value);
  else text = String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows as CSV for COPY ... WITH (FORMAT csv), columns in the order of `columns`. */
export function toCsv(columns: TableColumns, rows: readonly Record<string, unknown>[]): string {
  const entries = Object.entries(columns);
  let out = "";
  for (const row of rows) {
    out += `${entries.map(([name, type]) => csvField(type, row[name])).join(",")}\n`;
  }
  return out;
}
