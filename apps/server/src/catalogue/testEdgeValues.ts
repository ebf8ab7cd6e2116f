import type { Queryable } from "../db/types";

/**
 * Writes into a demo catalogue the values a JSON round trip or a driver could change (tests of the
 * ways items are read): quotes, escapes and astral characters in text, the extremes of float8, NaN and
 * the infinities (no number to JSON), negative zero, nulls, a timestamp the driver reads as a number,
 * and tracked-shop fields (a converted price, an estimate's source).
 */
export async function writeEdgeValues(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE products SET original_price = price * 0.9, original_currency = 'EUR', rate_date = '2026-01-14'
     WHERE id % 7 = 0`,
  );
  await db.query("UPDATE shops SET source = 'tracked' WHERE id % 5 = 0");
  await db.query(
    `UPDATE products SET title = E'Quote " back \\\\ slash \\t tab ☃ 𝄞 ' || id, vendor = NULL,
       price = 'NaN', week_revenue_percent_change = NULL,
       day_current_period_revenue = 1.7976931348623157e308, day_revenue_delta = 5e-324,
       month_revenue_delta = '-0', week_revenue_delta = 'NaN',
       product_published_at = 'infinity', shop_site_creation_date = NULL
     WHERE id % 11 = 0`,
  );
  await db.query(
    "UPDATE products SET price = 'Infinity', original_price = '-Infinity' WHERE id % 13 = 0",
  );
  await db.query(
    `UPDATE shops SET title = E'Tab\\tnew\\nline "shop" ' || id, day_revenue_delta = 'NaN'
     WHERE id % 3 = 0`,
  );
}
