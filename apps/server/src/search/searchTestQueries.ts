/** Random Explore queries over a test catalogue, for the search property tests. */
import type { SearchQuery } from "@hotshelf/api/contract";
import {
  oneHotFiltersFor,
  rangeFiltersFor,
  type SearchType,
  sortOptionsFor,
} from "@hotshelf/domain";
import fc from "fast-check";
import { keyColumns } from "./columns";

export type Row = Record<string, unknown> & { id: number };

/** A row's column as a number (dates as epoch milliseconds), or null. */
export function value(row: Row, column: string): number | null {
  const v = row[column];
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.getTime() : Number(v);
}

/** Absent four times out of five. */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

/** A random query built from values present in the data, so filters select something. */
export function queryArbitrary(
  searchType: SearchType,
  rows: readonly Row[],
): fc.Arbitrary<SearchQuery> {
  const columns = keyColumns(searchType);
  const sample = (column: string) =>
    fc.constantFrom(
      ...rows
        .slice(0, 200)
        .map((r) => value(r, column))
        .filter((v) => v !== null),
    );
  const rangeArb = fc.constantFrom(...rangeFiltersFor(searchType)).chain((f) => {
    const column = columns[f.key]?.column as string;
    const bound = sample(column).map((v) =>
      f.type === "date" ? new Date(v as number).toISOString().slice(0, 10) : v,
    );
    return fc.tuple(bound, bound, fc.constantFrom("both", "gte", "lte")).map(([a, b, sides]) => {
      const [low, high] = (a as number | string) <= (b as number | string) ? [a, b] : [b, a];
      const range: Record<string, unknown> = { type: f.type };
      if (sides !== "lte") range.gte = low;
      if (sides !== "gte") range.lte = high;
      return [f.key, range] as const;
    });
  });
  const oneHotArb = fc.constantFrom(...oneHotFiltersFor(searchType)).chain((f) =>
    fc
      .subarray(
        f.options.map((o) => o.key),
        { minLength: 1, maxLength: Math.min(4, f.options.length) },
      )
      .map((options) => [f.key, options] as const),
  );
  const shopIds = [
    ...new Set(rows.map((r) => Number(r[searchType === "products" ? "shop_id" : "id"]))),
  ];
  const titles = rows.slice(0, 300).map((r) => String(r.title));
  const titleWords = [...new Set(titles.flatMap((title) => title.split(" ")))];
  // Short, 3-character, long and absent needles, mixed case, LIKE's wildcards typed literally.
  const searchText = fc.oneof(
    fc
      .tuple(fc.constantFrom(...titleWords), fc.integer({ min: 1, max: 3 }))
      .map(([word, length]) => word.slice(0, length).toUpperCase()),
    fc
      .tuple(fc.constantFrom(...titles), fc.nat(), fc.integer({ min: 4, max: 14 }))
      .map(([title, at, length]) => {
        const start = at % Math.max(1, title.length - 3);
        return title.slice(start, start + length);
      }),
    fc.constantFrom("zqxj", "q", "%", "a_b", " lamp", "LAMP SH", "\\"),
  );
  return fc.record({
    sort_by: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...sortOptionsFor(searchType).map((o) => o.key)) },
      { weight: 1, arbitrary: fc.constant("not_a_sort_key") },
    ),
    from_count: fc.constant(0),
    page_size: fc.oneof(
      fc.integer({ min: 3, max: 12 }),
      fc.integer({ min: 13, max: 60 }),
      fc.constant(50),
    ),
    search_type: fc.constant(searchType),
    search_filters: fc
      .tuple(
        fc.array(rangeArb, { maxLength: 2 }),
        fc.array(oneHotArb, { maxLength: 1 }),
        rarely(fc.subarray(shopIds, { minLength: 5, maxLength: 40 })),
      )
      .map(([ranges, oneHots, mustInclude]) => {
        const filters: Record<string, unknown> = Object.fromEntries([...ranges, ...oneHots]);
        if (mustInclude) filters.must_include_shop_ids = mustInclude;
        return filters as SearchQuery["search_filters"];
      }),
    exclude_shop_ids: rarely(fc.subarray(shopIds, { maxLength: 10 })),
    search_string: rarely(searchText),
  }) as fc.Arbitrary<SearchQuery>;
}
