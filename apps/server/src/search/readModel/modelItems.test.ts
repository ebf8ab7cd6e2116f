/**
 * Items made from the read model's memory equal the SQL path's for every row, values a JSON round
 * trip or a driver could change included; what only PostgreSQL orders exactly is left to it.
 */
import type { SearchType } from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banProduct } from "../../catalogue/bans";
import { productItems, shopItems } from "../../catalogue/items";
import { writeEdgeValues } from "../../catalogue/testEdgeValues";
import { migrateCatalogue } from "../../db/testCatalogue";
import { createTestDatabase, type TestDatabase, testEngines } from "../../db/testDb";
import { ensureDemoData } from "../../demo/load";
import { itemsFrom, storedItems } from "./modelItems";
import type { ReadModelTables } from "./query";
import { buildTables } from "./readModel";

/** The items the model makes of these ids, in this thread; null when it leaves them to SQL. */
function modelItems(model: ReadModelTables, searchType: SearchType, ids: number[]) {
  const stored = storedItems(model, searchType, ids);
  return stored && itemsFrom(stored);
}

describe.each(testEngines())("items from the read model on %s", (engine) => {
  let test: TestDatabase;
  const ids = async (table: "products" | "shops") =>
    (
      await test.db.query<{ id: number }>(`SELECT id::float8 AS id FROM ${table} ORDER BY id`)
    ).rows.map((row) => row.id);
  const built = async () => {
    const tables = await buildTables(test.db, () => undefined);
    if (!tables) throw new Error("the build was cancelled");
    return tables;
  };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await migrateCatalogue(test.db);
    await ensureDemoData(test.db, { products: 600, today: new Date("2026-01-15T00:00:00Z") });
    await writeEdgeValues(test.db);
    // Ties in both top lists (value, then id, orders them) and products that are not listed.
    await test.db.query(
      "UPDATE products SET product_active_ad_count = 4, week_current_period_revenue = 250 WHERE id % 4 = 0",
    );
    const unlisted = await test.db.query<{ id: number; shop_id: number }>(
      "SELECT id::float8 AS id, shop_id::float8 AS shop_id FROM products WHERE id % 9 = 0",
    );
    for (const row of unlisted.rows) {
      await banProduct(test.db, { shopId: row.shop_id, productId: row.id, bannedBy: "test" });
    }
  }, 120_000);
  afterAll(async () => {
    await test?.dispose();
  });

  it("makes every product's and shop's item as the SQL path does", async () => {
    const tables = await built();
    const productIds = await ids("products");
    const shopIds = await ids("shops");
    const fromModel = modelItems(tables, "products", productIds);
    expect(fromModel).toHaveLength(productIds.length);
    expect(fromModel).toEqual(await productItems(test.db, productIds));
    const shops = modelItems(tables, "shops", shopIds);
    expect(
      shops?.some(
        (shop) => "top_advertised_products" in shop && shop.top_advertised_products.length === 5,
      ),
    ).toBe(true);
    expect(shops).toEqual(await shopItems(test.db, shopIds));
  });

  it("leaves shop items to SQL while a top list's column holds NaN", async () => {
    await test.db.query("UPDATE products SET week_current_period_revenue = 'NaN' WHERE id = 5");
    try {
      const tables = await built();
      expect(modelItems(tables, "shops", await ids("shops"))).toBeNull();
      expect(modelItems(tables, "products", [5])).toEqual(await productItems(test.db, [5]));
    } finally {
      await test.db.query("UPDATE products SET week_current_period_revenue = 1 WHERE id = 5");
    }
  });
});
