/**
 * The table's sort orders: built by counting sort, patched by moves (a few changed rows) or merges
 * (more), always (key DESC, id DESC).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LoadedRow, SCHEMAS } from "./schema";
import { SearchTable } from "./table";

const schema = SCHEMAS.shops;
const keyArb = fc.oneof(
  fc.constantFrom(null, 0, -0, 1, 2.5, -3, Number.NEGATIVE_INFINITY),
  fc.double({ noNaN: true }),
);

function row(id: number, key: number | null): LoadedRow {
  const out: LoadedRow = { id, shop_id: id, listed: true, title_lower: `t${id}` };
  for (const column of schema.numeric) out[column.column] = key;
  for (const column of schema.text) out[column] = null;
  return out;
}

/** The expected order: every row by (coalesced key DESC, id DESC). */
function expected(table: SearchTable, column: string): number[] {
  const rows = Array.from({ length: table.size }, (_, i) => i);
  return rows.sort(table.comparator(column)).map((r) => table.ids[r] as number);
}

describe("SearchTable orders", () => {
  it("buildIndexes and update give (key DESC, id DESC), ties, -0 and NULLs included", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 60 }),
        fc.array(keyArb, { minLength: 60, maxLength: 60 }),
        // Up to 40 changes (both the row-by-row moves, up to 16, and the merge), each to the row at
        // that index, or a new row past the end.
        fc.array(fc.tuple(fc.integer({ min: 0, max: 79 }), keyArb), { maxLength: 40, size: "max" }),
        (ids, keys, changesAt) => {
          const changes = changesAt.map(
            ([at, key]) => [ids[at] ?? 20_000 + at, key] as [number, number | null],
          );
          const table = new SearchTable(schema, 4);
          table.append(ids.map((id, i) => row(id, keys[i] ?? null)));
          table.buildIndexes();
          const column = schema.sorted[0] as string;
          const ordered = (t: SearchTable) =>
            Array.from(t.orders.get(column) ?? [], (r) => t.ids[r] as number);
          expect(ordered(table)).toEqual(expected(table, column));
          const changed = new Map(changes);
          table.update(
            [...changed].map(([id, key]) => row(id, key)),
            [],
          );
          expect(ordered(table)).toEqual(expected(table, column));
        },
      ),
      { numRuns: 300, seed: 99 },
    );
  });
});
