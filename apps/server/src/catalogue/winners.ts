import type { ProductItem } from "@hotshelf/api/contract";
import type { Queryable } from "../db/types";
import { productItems } from "./items";

export const WINNERS_COUNT = 50;
/** Below this weekly revenue a large growth percentage is noise (2 sales after 1). */
export const WINNERS_MIN_WEEK_REVENUE = 100;

/** The public teaser (POST /v3/unauth-winners): the products whose weekly revenue grew most. */
export async function pickWinners(q: Queryable, count = WINNERS_COUNT): Promise<ProductItem[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM products
     WHERE listed AND week_current_period_revenue >= $1
     ORDER BY coalesce(week_revenue_percent_change, '-Infinity'::double precision) DESC, id DESC
     LIMIT $2`,
    [WINNERS_MIN_WEEK_REVENUE, count],
  );
  return productItems(
    q,
    rows.map((row) => Number(row.id)),
  );
}
