/**
 * Each row's item as the model loaded it, by the table's slot: the item columns' JSON text and the
 * timestamps the driver parsed (catalogue/items.ts storedItemColumns), so a page's items are made in
 * memory, as the SQL path makes them from the same columns. A timestamp is kept as its milliseconds
 * and what it was (a Date, a number such as the driver's Infinity, or null), not as a million Dates.
 */
import { JSON_ROW, storedTimestamp } from "../../catalogue/items";
import type { LoadedRow } from "./schema";

const NULL = 0;
const DATE = 1;
const NUMBER = 2;

interface StampColumn {
  column: string;
  ms: Float64Array;
  kind: Uint8Array;
}

export class ItemStore {
  private readonly json: (string | undefined)[] = [];
  private stamps: StampColumn[];

  constructor(timestampColumns: readonly string[], capacity: number) {
    this.stamps = timestampColumns.map((column) => ({
      column,
      ms: new Float64Array(capacity),
      kind: new Uint8Array(capacity),
    }));
  }

  /** Keeps the row's item, or forgets it when the row was read without one (the bench's rows). */
  write(slot: number, row: LoadedRow): void {
    const json = row[JSON_ROW];
    this.json[slot] = typeof json === "string" ? json : undefined;
    for (const stamp of this.stamps) {
      const value = row[storedTimestamp(stamp.column)];
      if (value instanceof Date) {
        stamp.ms[slot] = value.getTime();
        stamp.kind[slot] = DATE;
      } else if (typeof value === "number") {
        stamp.ms[slot] = value;
        stamp.kind[slot] = NUMBER;
      } else if (value === null || value === undefined) {
        stamp.kind[slot] = NULL;
      } else {
        throw new Error(`unexpected ${stamp.column} from the driver: ${typeof value}`);
      }
    }
  }

  /** The slot's JSON text, undefined when the row was read without its item. */
  jsonOf(slot: number): string | undefined {
    return this.json[slot];
  }

  /** The slot's timestamps by column name, as the driver gave them. */
  timestampsOf(slot: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const { column, ms, kind } of this.stamps) {
      const k = kind[slot];
      out[column] = k === DATE ? new Date(ms[slot] as number) : k === NUMBER ? ms[slot] : null;
    }
    return out;
  }

  grow(capacity: number): void {
    this.stamps = this.stamps.map(({ column, ms, kind }) => {
      const grown = { column, ms: new Float64Array(capacity), kind: new Uint8Array(capacity) };
      grown.ms.set(ms);
      grown.kind.set(kind);
      return grown;
    });
  }

  /** Bytes of the texts (an estimate: 1-2 bytes a character) and the timestamp arrays. */
  bytes(): number {
    let total = 0;
    for (const text of this.json) total += text?.length ?? 0;
    for (const { ms, kind } of this.stamps) total += ms.byteLength + kind.byteLength;
    return total;
  }
}
