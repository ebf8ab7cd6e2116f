/**
 * The read model against the SQL path: for random data and queries, every page (items, order,
 * total_hits, next_from_value, errors) is the same from both, keyset and offset paging alike, from the
 * model in its worker thread (the server's) and in this thread (the bench's); and changes written to
 * the database reach the model within seconds.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SearchQuery, SearchResponse } from "@hotshelf/api/contract";
import type { SearchType } from "@hotshelf/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { banProduct, banShop } from "../../catalogue/bans";
import { MIGRATIONS_DIR } from "../../db/migrate";
import { migrateCatalogue } from "../../db/testCatalogue";
import { createTestDatabase, type TestDatabase, testEngines } from "../../db/testDb";
import type { Db } from "../../db/types";
import { ensureDemoData } from "../../demo/load";
import { buildSearch } from "../buildSearch";
import { type SearchContext, searchCatalogue, searchCatalogueJson } from "../searchCatalogue";
import { queryArbitrary, type Row } from "../searchTestQueries";
import type { ModelWorker } from "./modelWorker";
import { queryModel, type ReadModelTables } from "./query";
import {
  buildInWorker,
  buildTables,
  catchUpSearchReadModel,
  readModelFor,
  startSearchReadModel,
} from "./readModel";

type Outcome = SearchResponse | { error: string };

async function outcome(db: Db, query: SearchQuery, ctx: SearchContext): Promise<Outcome> {
  try {
    return await searchCatalogue(db, query, ctx);
  } catch (error) {
    return { error: String(error) };
  }
}

const isPlainAscii = (text: string) => [...text].every((c) => c > "\u0000" && c <= "\u007f");

describe.each(testEngines())("search read model on %s", (engine) => {
  let test: TestDatabase;
  let model: ReadModelTables;
  let worker: ModelWorker;
  const rows: Record<SearchType, Row[]> = { products: [], shops: [] };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await migrateCatalogue(test.db);
    await test.db.exec(await readFile(join(MIGRATIONS_DIR, "050_search_changes.sql"), "utf8"));
    await ensureDemoData(test.db, { products: 1500, today: new Date("2026-01-15T00:00:00Z") });
    await banShop(test.db, { shopId: 3, bannedBy: "test" });
    await banProduct(test.db, { shopId: 1, productId: 1, bannedBy: "test" });
    // Ties on the sort keys, mixed case and non-ASCII titles, and NULLs.
    await test.db.query("UPDATE products SET price = 10 WHERE id % 7 = 0");
    await test.db.query("UPDATE products SET title = 'Étagère ÉCRU ' || title WHERE id % 11 = 0");
    await test.db.query(
      "UPDATE products SET week_revenue_percent_change = NULL, shop_ig_followers = NULL WHERE id % 5 = 0",
    );
    await test.db.query("UPDATE shops SET site_creation_date = NULL WHERE id % 4 = 0");
    rows.products = (await test.db.query<Row>("SELECT * FROM products")).rows;
    rows.shops = (await test.db.query<Row>("SELECT * FROM shops")).rows;
    const built = await buildTables(test.db, () => undefined);
    if (!built) throw new Error("the build was cancelled");
    model = built;
    const inWorker = await buildInWorker(test.db, () => undefined);
    if (!inWorker) throw new Error("the worker's build was cancelled");
    worker = inWorker;
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await test?.dispose();
  });

  it.each([
    ["products", undefined, undefined],
    ["shops", undefined, undefined],
    ["products", 40, 60],
    ["shops", 15, 20],
  ] as const)(
    "pages of %s (count cap %s, walk window %s) equal the SQL path's",
    async (searchType, countCap, walkWindow) => {
      const ctx: SearchContext = {
        ...(countCap === undefined ? {} : { countCap }),
        ...(walkWindow === undefined ? {} : { walkWindow }),
      };
      const strategies = new Set<string>();
      const start = fc.oneof(
        { weight: 3, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 120 }) },
      );
      await fc.assert(
        fc.asyncProperty(
          queryArbitrary(searchType, rows[searchType]),
          start,
          async (query, from) => {
            let next: SearchQuery["from_count"] = from;
            for (let page = 0; page < 8; page++) {
              const q = { ...query, from_count: next };
              const sql = await outcome(test.db, q, { ...ctx, readModel: null });
              const fromModel = await outcome(test.db, q, { ...ctx, readModel: model });
              expect(fromModel).toEqual(sql);
              expect(await outcome(test.db, q, { ...ctx, readModel: worker })).toEqual(sql);
              if ("error" in sql) return;
              // The model answered itself, unless the text is one only PostgreSQL folds.
              const answer = queryModel(model, buildSearch(q, ctx));
              if (answer) strategies.add(answer.strategy);
              else expect(isPlainAscii(query.search_string?.trim() ?? "")).toBe(false);
              if (sql.next_from_value === null) return;
              next = sql.next_from_value;
            }
          },
        ),
        { numRuns: 40, seed: 1717 },
      );
      expect(strategies).toContain("walk");
      expect(strategies).toContain("scan");
      // Scans with many matches read their page off the sort order (1,500 products have enough).
      if (searchType === "products" && countCap === undefined) {
        expect(strategies).toContain("scan-order");
      }
    },
    240_000,
  );

  it("text searches of 1 to 9 characters, present and absent, equal the SQL path's", async () => {
    const titles = rows.products.map((r) => String(r.title));
    const needles = ["zqxj", "q", "%", "a_b", "\\", "ÉCRU", "  "];
    for (let i = 0; i < 60; i++) {
      const title = titles[(i * 7919) % titles.length] as string;
      const length = 1 + (i % 9);
      const at = (i * 31) % Math.max(1, title.length - length);
      needles.push(
        i % 2 === 0 ? title.slice(at, at + length) : title.slice(at, at + length).toUpperCase(),
      );
    }
    for (const needle of needles) {
      for (const searchType of ["products", "shops"] as const) {
        const query = {
          sort_by: "price",
          from_count: 0,
          page_size: 20,
          search_type: searchType,
          search_filters: {},
          search_string: needle,
          ...(searchType === "shops" ? { sort_by: "sku_count" } : {}),
        } as SearchQuery;
        const sql = await outcome(test.db, query, { readModel: null });
        expect(await outcome(test.db, query, { readModel: model }), needle).toEqual(sql);
        expect(await outcome(test.db, query, { readModel: worker }), needle).toEqual(sql);
        // The model answered itself (through the title index) for every text it folds.
        const answered = queryModel(model, buildSearch(query)) !== null;
        expect(answered, needle).toBe(isPlainAscii(needle.trim()));
      }
    }
  }, 120_000);

  it("declines what only PostgreSQL reads exactly, and the SQL path answers", async () => {
    const query = {
      sort_by: "price",
      from_count: 0,
      page_size: 5,
      search_type: "products",
      search_filters: {},
      search_string: "étagère",
    } as SearchQuery;
    expect(queryModel(model, buildSearch(query))).toBeNull();
    const viaDefault = await searchCatalogue(test.db, query, { readModel: model });
    expect(viaDefault).toEqual(await searchCatalogue(test.db, query, { readModel: null }));
    expect(await worker.query(query, {})).toBeNull();
    expect(await searchCatalogue(test.db, query, { readModel: worker })).toEqual(viaDefault);
    expect(viaDefault.items.length).toBeGreaterThan(0);
  });

  it("applies a ban at once when a request catches it up", async () => {
    const stop = startSearchReadModel(test.db, () => undefined);
    try {
      await waitFor(async () => readModelFor(test.db) !== null);
      const query = {
        from_count: 0,
        page_size: 10,
        search_filters: { must_include_shop_ids: [7] },
        search_type: "shops",
        sort_by: "sku_count",
      } as SearchQuery;
      expect((await searchCatalogue(test.db, query)).items).toHaveLength(1);
      await banShop(test.db, { shopId: 7, bannedBy: "test" });
      await catchUpSearchReadModel(test.db.forRequests);
      expect((await searchCatalogue(test.db, query)).items).toEqual([]);
    } finally {
      await stop();
    }
  }, 60_000);

  it("remembers the server's answers as JSON only until a change is applied", async () => {
    const stop = startSearchReadModel(test.db, () => undefined);
    try {
      await waitFor(async () => readModelFor(test.db) !== null);
      const model = readModelFor(test.db) as ModelWorker;
      const asked = vi.spyOn(model, "query");
      const target = rows.products.find((r) => r.listed === true && Number(r.shop_id) !== 5);
      const query = {
        from_count: 0,
        page_size: 10,
        search_filters: { must_include_product_ids: [target?.id] },
        search_type: "products",
        sort_by: "price",
      } as SearchQuery;
      const titleOf = (body: string) =>
        (JSON.parse(body) as SearchResponse).items.map((item) =>
          "product_title" in item ? item.product_title : "",
        );
      const first = await searchCatalogueJson(test.db, query);
      expect(JSON.parse(first)).toEqual(await searchCatalogue(test.db, query));
      // Kept the second time it is answered, then answered from memory.
      expect(await searchCatalogueJson(test.db.forRequests, query)).toBe(first);
      expect(asked).toHaveBeenCalledTimes(3);
      expect(await searchCatalogueJson(test.db, query)).toBe(first);
      expect(asked).toHaveBeenCalledTimes(3);
      // A column no filter reads: the applied change clears the remembered answers.
      await test.db.query("UPDATE products SET title = 'Renamed wombat' WHERE id = $1", [
        target?.id,
      ]);
      await catchUpSearchReadModel(test.db);
      expect(titleOf(await searchCatalogueJson(test.db, query))).toEqual(["Renamed wombat"]);
      expect(asked).toHaveBeenCalledTimes(4);
    } finally {
      await stop();
    }
  }, 60_000);

  it("follows bans, edits and new rows through the change sequence within seconds", async () => {
    const stop = startSearchReadModel(test.db, () => undefined);
    try {
      await waitFor(async () => readModelFor(test.db) !== null);
      // The server's routes search through db.forRequests: they must find the model too.
      expect(readModelFor(test.db.forRequests)).toBe(readModelFor(test.db));
      const sqlRun: string[] = [];
      const viaRequests = await searchCatalogue(
        test.db.forRequests,
        {
          from_count: 0,
          page_size: 10,
          search_filters: {},
          search_type: "products",
          sort_by: "price",
        },
        { onQuery: (sql) => sqlRun.push(sql) },
      );
      expect(viaRequests.items.length).toBeGreaterThan(0);
      expect(sqlRun).toEqual([]);
      const target = rows.products.find((r) => r.listed === true && Number(r.shop_id) !== 5);
      await banShop(test.db, { shopId: 5, bannedBy: "test" });
      await test.db.query(
        "UPDATE products SET price = 987654, title = 'Quokka lamp' WHERE id = $1",
        [target?.id],
      );
      await test.db.query(
        "INSERT INTO products (shop_id, title, handle, price) VALUES (2, 'Quokka mug', 'quokka-mug', 987653)",
      );
      const queries: SearchQuery[] = [
        { sort_by: "price", search_type: "products", search_string: "quokka" },
        {
          sort_by: "price",
          search_type: "products",
          search_filters: { must_include_shop_ids: [5] },
        },
        {
          sort_by: "sku_count",
          search_type: "shops",
          search_filters: { must_include_shop_ids: [5, 6] },
        },
      ].map((q) => ({ from_count: 0, page_size: 10, search_filters: {}, ...q }) as SearchQuery);
      const started = Date.now();
      await waitFor(async () => {
        const current = readModelFor(test.db);
        if (!current) return false;
        for (const q of queries) {
          const fromModel = await searchCatalogue(test.db, q, { readModel: current });
          const sql = await searchCatalogue(test.db, q, { readModel: null });
          if (JSON.stringify(fromModel) !== JSON.stringify(sql)) return false;
        }
        return true;
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      const quokkas = await searchCatalogue(test.db, queries[0] as SearchQuery);
      const titles = quokkas.items.map((item) =>
        "product_title" in item ? item.product_title : "",
      );
      expect(titles.sort()).toEqual(["Quokka lamp", "Quokka mug"]);
    } finally {
      await stop();
    }
  }, 60_000);
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("condition not met in time");
}
