/**
 * Search against a brute force: for random filter and sort combinations, the pages fetched one after
 * another equal filtering and sorting every row in JavaScript (no row lost, none repeated).
 */
import type { SearchQuery } from "@hotshelf/api/contract";
import { type SearchType, sortColumn, sortOptionsFor } from "@hotshelf/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banProduct, banShop } from "../catalogue/bans";
import { migrateCatalogue } from "../db/testCatalogue";
import { createTestDatabase, type TestDatabase, testEngines } from "../db/testDb";
import { ensureDemoData } from "../demo/load";
import { keyColumns, oneHotColumns } from "./columns";
import { SearchRequestError } from "./errors";
import { searchCatalogue } from "./searchCatalogue";
import { queryArbitrary, type Row, value } from "./searchTestQueries";

const DAY_MS = 86_400_000;

/** The expected ids, computed without SQL. */
function bruteForce(rows: readonly Row[], query: SearchQuery): number[] {
  const type = query.search_type as SearchType;
  const columns = keyColumns(type);
  const oneHot = oneHotColumns(type);
  const shopIdColumn = type === "products" ? "shop_id" : "id";
  const filters = Object.entries(query.search_filters);
  const text = query.search_string?.trim().toLowerCase() ?? "";
  const matches = rows.filter((row) => {
    if (row.listed !== true) return false;
    if (query.exclude_shop_ids?.includes(Number(row[shopIdColumn]))) return false;
    if (text && !String(row.title).toLowerCase().includes(text)) return false;
    for (const [key, filter] of filters) {
      if (key === "must_include_shop_ids") {
        if (!(filter as number[]).includes(Number(row[shopIdColumn]))) return false;
        continue;
      }
      if (Array.isArray(filter)) {
        const target = oneHot[key];
        if (!target) throw new Error(key);
        const v = row[target.column] as string | null;
        const listed = v !== null && (filter as string[]).includes(v);
        if (target.exclude ? listed : !listed) return false;
        continue;
      }
      const range = filter as { gte?: number | string; lte?: number | string; type: string };
      const column = columns[key]?.column as string;
      const v = value(row, column);
      if (v === null) return false;
      if (range.type === "date") {
        if (range.gte !== undefined && v < Date.parse(`${range.gte}T00:00:00Z`)) return false;
        if (range.lte !== undefined && v >= Date.parse(`${range.lte}T00:00:00Z`) + DAY_MS)
          return false;
      } else {
        if (range.gte !== undefined && v < (range.gte as number)) return false;
        if (range.lte !== undefined && v > (range.lte as number)) return false;
      }
    }
    return true;
  });
  const sortKey = sortOptionsFor(type).some((o) => o.key === query.sort_by)
    ? query.sort_by
    : (sortOptionsFor(type)[0]?.key as string);
  const sort = columns[sortColumn(type, sortKey) as string]?.column as string;
  const key = (row: Row) => value(row, sort) ?? Number.NEGATIVE_INFINITY;
  return matches
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka !== kb) return kb > ka ? 1 : -1;
      return b.id - a.id;
    })
    .map((row) => row.id);
}

/**
 * The first `maxPages` pages of a query (a random page size can make a hundred of them; paging's
 * logic shows in the first few and at the end, which many queries reach within the cap).
 */
async function fetchPages(
  db: TestDatabase["db"],
  query: SearchQuery,
  countCap?: number,
  walkWindow?: number,
  maxPages = 12,
): Promise<{ ids: number[]; totals: number[]; complete: boolean }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let from: SearchQuery["from_count"] = 0;
  for (let page = 0; page < maxPages; page++) {
    const response = await searchCatalogue(
      db,
      { ...query, from_count: from },
      {
        ...(countCap === undefined ? {} : { countCap }),
        ...(walkWindow === undefined ? {} : { walkWindow }),
      },
    );
    for (const item of response.items) {
      ids.push("product_id" in item ? item.product_id : item.shop_id);
    }
    totals.push(response.total_hits);
    if (response.next_from_value === null) return { ids, totals, complete: true };
    expect(response.items.length).toBe(Math.min(50, query.page_size));
    from = response.next_from_value;
  }
  return { ids, totals, complete: false };
}

describe.each(testEngines())("searchCatalogue on %s", (engine) => {
  let test: TestDatabase;
  const rows: Record<SearchType, Row[]> = { products: [], shops: [] };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await migrateCatalogue(test.db);
    await ensureDemoData(test.db, { products: 1200, today: new Date("2026-01-15T00:00:00Z") });
    await banShop(test.db, { shopId: 3, bannedBy: "test" });
    await banProduct(test.db, { shopId: 1, productId: 1, bannedBy: "test" });
    rows.products = (await test.db.query<Row>("SELECT * FROM products")).rows;
    rows.shops = (await test.db.query<Row>("SELECT * FROM shops")).rows;
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it.each([
    ["products", 10_000, undefined],
    ["shops", 10_000, undefined],
    ["products", 40, undefined],
    ["shops", 15, undefined],
    // A short walk window sends sparse pages to collect.
    ["products", 40, 60],
    ["shops", 15, 20],
  ] as const)(
    "pages of %s (count cap %i, walk window %s) equal a brute-force filter and sort",
    async (searchType, countCap, walkWindow) => {
      let multiPage = 0;
      let pagedToTheEnd = 0;
      const numRuns = 40;
      await fc.assert(
        fc.asyncProperty(queryArbitrary(searchType, rows[searchType]), async (query) => {
          const { ids, totals, complete } = await fetchPages(test.db, query, countCap, walkWindow);
          const expected = bruteForce(rows[searchType], query);
          expect(ids).toEqual(complete ? expected : expected.slice(0, ids.length));
          expect(new Set(totals)).toEqual(new Set([Math.min(countCap, expected.length)]));
          if (totals.length > 1) multiPage++;
          if (totals.length > 1 && complete) pagedToTheEnd++;
        }),
        { numRuns, seed: 4242 },
      );
      // The property only means something when many runs page, and some of them to the end.
      expect(multiPage).toBeGreaterThanOrEqual(numRuns / 4);
      expect(pagedToTheEnd).toBeGreaterThan(0);
    },
    240_000,
  );

  it("hides banned shops (with their products) and banned products", async () => {
    const shops = await fetchPages(test.db, {
      sort_by: "active_ad_count",
      from_count: 0,
      page_size: 50,
      search_type: "shops",
      search_filters: { must_include_shop_ids: [1, 2, 3] },
    } as SearchQuery);
    expect(shops.ids).not.toContain(3);
    const products = await fetchPages(test.db, {
      sort_by: "price",
      from_count: 0,
      page_size: 50,
      search_type: "products",
      search_filters: { must_include_shop_ids: [1, 3] },
    } as SearchQuery);
    expect(products.ids).not.toContain(1);
    expect(products.ids.length).toBeGreaterThan(0);
    expect(shops.complete && products.complete).toBe(true);
    const shop3 = rows.products.filter((r) => Number(r.shop_id) === 3).map((r) => r.id);
    expect(products.ids.filter((id) => shop3.includes(id))).toEqual([]);
  });

  it("returns the contract's item shapes", async () => {
    const response = await searchCatalogue(test.db, {
      sort_by: "week_current_period_revenue",
      from_count: 0,
      page_size: 3,
      search_type: "shops",
      search_filters: {},
    } as SearchQuery);
    const shop = response.items[0] as Record<string, unknown>;
    expect(shop.shop_favicon_internal).toBe(`favicons/${shop.shop_id}.png`);
    expect((shop.top_revenue_products as unknown[]).length).toBeGreaterThan(0);
    expect((shop.top_revenue_products as unknown[]).length).toBeLessThanOrEqual(5);
  });

  it("refuses an unknown filter with a SearchRequestError", async () => {
    await expect(
      searchCatalogue(test.db, {
        sort_by: "price",
        from_count: 0,
        page_size: 50,
        search_type: "products",
        search_filters: { nope: ["x"] },
      } as SearchQuery),
    ).rejects.toBeInstanceOf(SearchRequestError);
  });
});
