import { COUNTRIES, LOCALES } from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateCatalogue } from "../db/testCatalogue";
import { createTestDatabase, type TestDatabase } from "../db/testDb";
import { arrayLiteral, bulkInsert } from "./bulkInsert";
import { generateDemo, PUBLISHER_PLATFORMS, planDemo } from "./generate";
import { type DemoProgress, ensureDemoData, searchIndexNames, sqlStatements } from "./load";
import { createRng } from "./prng";

const today = new Date("2026-01-15T00:00:00Z");

describe("prng", () => {
  it("is deterministic per seed and stream, and stays in range", () => {
    const a = createRng(7, 1);
    const b = createRng(7, 1);
    const c = createRng(7, 2);
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
    const r = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 5);
      expect(v >= 3 && v <= 5 && Number.isInteger(v)).toBe(true);
    }
    expect(() => r.pick([])).toThrow();
  });
});

describe("demo generator", () => {
  it("splits products over about products/20 shops, every shop with one at least", () => {
    const plan = planDemo(20_000);
    expect(plan.shopCount).toBe(1000);
    expect(plan.productCounts.reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(Math.min(...plan.productCounts)).toBeGreaterThanOrEqual(1);
    expect(planDemo(0).shopCount).toBe(0);
    expect(() => planDemo(-1)).toThrow(/DEMO_PRODUCTS/);
  });

  it("is deterministic and skewed: a few hot shops, a long tail", () => {
    const collect = () => [...generateDemo({ products: 4000, today })];
    const first = collect();
    expect(collect()).toEqual(first);
    const shops = first.flatMap((b) => b.shops);
    const revenue = shops.map((s) => Number(s.month_current_period_revenue)).sort((a, b) => b - a);
    const total = revenue.reduce((a, b) => a + b, 0);
    const top5pct = revenue.slice(0, Math.ceil(shops.length / 20)).reduce((a, b) => a + b, 0);
    expect(top5pct / total).toBeGreaterThan(0.3);
    expect(revenue.filter((r) => r === 0).length).toBeGreaterThan(0);
  });

  it("uses the domain's countries and locales, and every publisher platform", () => {
    const batches = [...generateDemo({ products: 3000, today })];
    const shops = batches.flatMap((b) => b.shops);
    const countryKeys = new Set(COUNTRIES.map((c) => c.key));
    const localeKeys = new Set(LOCALES.map((l) => l.key));
    expect(shops.every((s) => countryKeys.has(String(s.country)))).toBe(true);
    expect(shops.every((s) => localeKeys.has(String(s.locale)))).toBe(true);
    const platforms = new Set(
      batches.flatMap((b) => b.ads.flatMap((a) => a.publisher_platforms as string[])),
    );
    expect([...platforms].sort()).toEqual([...PUBLISHER_PLATFORMS].sort());
    // Product rows come in shop order with ids 1..n.
    const products = batches.flatMap((b) => b.products);
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    const shopOrder = products.map((p) => Number(p.shop_id));
    expect([...shopOrder].sort((a, b) => a - b)).toEqual(shopOrder);
  });

  it("writes array literals that survive quotes and backslashes", () => {
    expect(arrayLiteral(['a "b"', "c\\d", null, 3])).toBe('{"a \\"b\\"","c\\\\d",NULL,3}');
  });

  it("splits the index script into its statements, comments dropped", () => {
    expect(
      sqlStatements(
        "-- the sort indexes; one per key\nCREATE INDEX IF NOT EXISTS a ON t (x) WHERE listed;\n\n" +
          "CREATE INDEX IF NOT EXISTS b ON t\n  USING gin (y);\n",
      ),
    ).toEqual([
      "CREATE INDEX IF NOT EXISTS a ON t (x) WHERE listed",
      "CREATE INDEX IF NOT EXISTS b ON t\n  USING gin (y)",
    ]);
  });

  it("knows the search index names to drop around a load", () => {
    expect(
      searchIndexNames(
        "CREATE INDEX IF NOT EXISTS a_b ON t (x);\nCREATE INDEX IF NOT EXISTS c ON t (y);",
      ),
    ).toEqual(["a_b", "c"]);
  });
});

describe("demo loader", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("pglite");
    await migrateCatalogue(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("loads once with rising progress, then does nothing", async () => {
    const progress: DemoProgress[] = [];
    const result = await ensureDemoData(test.db, {
      products: 1500,
      today,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toMatchObject({ loaded: true, products: 1500, shops: 75 });
    const percents = progress.map((p) => p.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(progress.at(-1)).toMatchObject({ phase: "done", percent: 100, products: 1500 });
    expect(progress.some((p) => p.phase === "indexes")).toBe(true);

    const counts = await test.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM products)::int AS products,
              (SELECT count(*) FROM shops)::int AS shops,
              (SELECT count(*) FROM shops WHERE NOT active)::int AS inactive_shops,
              (SELECT count(*) FROM products WHERE NOT active)::int AS inactive_products,
              (SELECT count(*) FROM activity WHERE type = 'new_product')::int AS new_products,
              (SELECT count(*) FROM activity WHERE type = 'price_change')::int AS price_changes,
              (SELECT count(*) FROM pg_indexes WHERE indexname = 'products_sort_week_rev')::int AS index`,
    );
    expect(counts.rows[0]).toMatchObject({ products: 1500, shops: 75, index: 1 });
    for (const key of ["inactive_shops", "inactive_products", "new_products", "price_changes"]) {
      expect(counts.rows[0]?.[key], key).toBeGreaterThan(0);
    }
    // Shop metrics are the sums of its products' history.
    const sums = await test.db.query<{ shop: number; products: number }>(
      `SELECT s.week_current_period_revenue AS shop, round(sum(p.week_current_period_revenue)::numeric, 2)::float8 AS products
       FROM shops s JOIN products p ON p.shop_id = s.id WHERE s.id = 1 GROUP BY s.id`,
    );
    expect(sums.rows[0]?.shop).toBeCloseTo(sums.rows[0]?.products ?? -1, 1);

    const again = await ensureDemoData(test.db, { products: 1500, today });
    expect(again.loaded).toBe(false);
  });

  it("bulk-inserts tricky values identically by COPY and by unnest", async () => {
    await test.db.exec(
      "CREATE TABLE tricky (id bigint, t text, tags text[], j jsonb, b boolean, f double precision)",
    );
    const columns = {
      id: "bigint",
      t: "text",
      tags: "text[]",
      j: "jsonb",
      b: "boolean",
      f: "double precision",
    } as const;
    const rows = [
      {
        id: 1,
        t: 'a "quoted", comma\nnew line',
        tags: ['x "y"', "back\\slash", "{}"],
        j: '{"k":[1]}',
        b: true,
        f: 1.25,
      },
      { id: 2, t: "", tags: [], j: "[]", b: false, f: null },
      { id: 3, t: null, tags: [null], j: null, b: null, f: -0.5 },
    ];
    // The database from openDb bulk-loads PGlite by COPY; a bare Queryable takes the unnest path.
    await bulkInsert(test.db, "tricky", columns, rows);
    const bare = { query: test.db.query.bind(test.db) };
    await bulkInsert(
      bare,
      "tricky",
      columns,
      rows.map((r) => ({ ...r, id: r.id + 10 })),
    );
    const { rows: stored } = await test.db.query<Record<string, unknown>>(
      "SELECT * FROM tricky ORDER BY id",
    );
    const byCopy = stored.slice(0, 3);
    const byUnnest = stored.slice(3).map((r) => ({ ...r, id: Number(r.id) - 10 }));
    expect(byUnnest).toEqual(byCopy);
    expect(byCopy[0]).toEqual({
      id: 1,
      t: 'a "quoted", comma\nnew line',
      tags: ['x "y"', "back\\slash", "{}"],
      j: { k: [1] },
      b: true,
      f: 1.25,
    });
    expect(byCopy[1]).toMatchObject({ t: "", tags: [], f: null });
    expect(byCopy[2]).toMatchObject({ t: null, tags: [null], j: null, b: null });
  });

  it("starts over after a load that was cut off", async () => {
    await test.db.query("DELETE FROM catalogue_state WHERE key = 'demo'");
    const result = await ensureDemoData(test.db, { products: 400, today });
    expect(result.loaded).toBe(true);
    const { rows } = await test.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products");
    expect(rows[0]?.n).toBe(400);
  });
});
