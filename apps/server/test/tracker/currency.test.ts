import { ProductDetail, ProductItem } from "@hotshelf/api/contract";
import type { EuroRates } from "@hotshelf/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getProductDetail, productItems } from "../../src/catalogue";
import { snapshotRates } from "../../src/currency/rates";
import { fakeProduct } from "../fakestores";
import { testEngines } from "./support/db";
import { type Harness, openHarness } from "./support/harness";

const alice = "a11ce000-0000-4000-8000-000000000001";
const hour = 60 * 60 * 1000;

async function productRows(h: Harness, shopId: number) {
  const { rows } = await h.db.query<Record<string, unknown>>(
    `SELECT id, external_id, price, original_price, original_currency, rate_date FROM products
     WHERE shop_id = $1 ORDER BY external_id`,
    [shopId],
  );
  return rows;
}

describe.each(testEngines())("money of a shop selling in another currency on %s", (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(engine);
  });
  afterEach(() => h.reset());
  afterAll(() => h.dispose());

  it("stores a EUR shop's prices in USD at the ECB rate, the original kept beside", async () => {
    const store = await h.store({ currency: "EUR", products: [fakeProduct(1, 11.06)] });
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const shop = await h.shopRow(store.url);
    const shopId = shop?.id as number;
    expect(shop).toMatchObject({ currency: "EUR" });
    // 11.06 EUR at the snapshot's 1.1155 USD per EUR is 12.33743 USD.
    const [row] = await productRows(h, shopId);
    expect(row).toMatchObject({
      price: 12.34,
      original_price: 11.06,
      original_currency: "EUR",
      rate_date: "2024-09-26",
    });

    const detail = await getProductDetail(h.db, shopId, row?.id as number);
    expect(ProductDetail.parse(detail)).toEqual(detail);
    expect(detail?.item).toMatchObject({
      price: 12.34,
      original_price: 11.06,
      original_currency: "EUR",
      rate_date: "2024-09-26",
      shop_currency: "EUR",
    });
    const [item] = await productItems(h.db, [row?.id as number]);
    expect(ProductItem.parse(item)).toEqual(item);
    expect(item).toMatchObject({ price: 12.34, original_price: 11.06, rate_date: "2024-09-26" });
  });

  it("reports price changes and estimated revenue in USD, at the rates of the read", async () => {
    let rates: EuroRates = snapshotRates();
    const store = await h.store({
      currency: "EUR",
      products: [fakeProduct(1, 11.06), fakeProduct(2, 20), fakeProduct(3, 5)],
    });
    const tracker = h.tracker({ pollIntervalMs: hour, rates: () => rates });
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const shopId = (await h.shopRow(store.url))?.id as number;

    // A day later the euro is worth 1.2 USD; product 1 is cheaper, product 2 sold out, and
    // product 3 is unchanged: its new USD price is no price change.
    rates = { date: "2024-09-27", perEuro: { ...rates.perEuro, USD: 1.2 } };
    const sold = fakeProduct(2, 20);
    sold.variants = sold.variants.map((v) => ({ ...v, available: false }));
    store.behaviour.products = [fakeProduct(1, 10), sold, fakeProduct(3, 5)];
    h.clock.advance(2 * hour);
    await tracker.runOnce();

    const { rows: news } = await h.db.query(
      `SELECT a.type, p.external_id, a.from_price, a.to_price FROM activity a
       JOIN products p ON p.id = a.product_id`,
    );
    expect(news).toEqual([
      { type: "price_change", external_id: 1, from_price: 13.27, to_price: 12 },
    ]);
    expect(await productRows(h, shopId)).toEqual([
      expect.objectContaining({ price: 12, original_price: 10, rate_date: "2024-09-27" }),
      expect.objectContaining({ price: 24, original_price: 20, rate_date: "2024-09-27" }),
      expect.objectContaining({ price: 6, original_price: 5, rate_date: "2024-09-27" }),
    ]);
    // One sale of a 20 EUR product is 24 USD of estimated revenue.
    expect(await h.shopRow(store.url)).toMatchObject({
      day_sale_count: 1,
      day_current_period_revenue: 24,
    });
  });

  it("keeps the original alone when the rates have no such currency", async () => {
    const store = await h.store({ currency: "VND", products: [fakeProduct(1, 95000)] });
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const shopId = (await h.shopRow(store.url))?.id as number;
    const [row] = await productRows(h, shopId);
    expect(row).toMatchObject({
      price: 0,
      original_price: 95000,
      original_currency: "VND",
      rate_date: null,
    });
    const detail = await getProductDetail(h.db, shopId, row?.id as number);
    expect(detail?.item).toMatchObject({
      price: null,
      original_price: 95000,
      original_currency: "VND",
      rate_date: null,
    });
  });

  it("leaves a USD shop's prices as they are", async () => {
    const store = await h.store({ currency: "USD", products: [fakeProduct(1, 19.99)] });
    const tracker = h.tracker();
    await tracker.start(alice, store.url);
    await tracker.runOnce();
    const shopId = (await h.shopRow(store.url))?.id as number;
    expect(await productRows(h, shopId)).toEqual([
      expect.objectContaining({ price: 19.99, original_currency: "USD", rate_date: null }),
    ]);
  });
});
