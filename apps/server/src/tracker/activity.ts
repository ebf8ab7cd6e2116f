import type { ActivityRequest, NewsItem } from "@hotshelf/api/contract";
import { mediaPaths } from "../catalogue/media";
import type { Queryable } from "../db/types";

/** Newest items kept per type, so a burst of price changes cannot push every new product out. */
export const NEWS_LIMIT_PER_TYPE = 100;

interface NewsRow {
  type: "new_product" | "price_change";
  shop_id: number;
  shop_title: string;
  product_id: number;
  product_title: string;
  epoch_time: number;
  from_price: number | null;
  to_price: number | null;
}

/** The news feed of a shop collection (mode shops) or a product collection (mode products). */
export async function listActivity(q: Queryable, request: ActivityRequest): Promise<NewsItem[]> {
  const ids = request.mode === "shops" ? request.shop_ids : request.product_ids;
  if (ids.length === 0) return [];
  const column = request.mode === "shops" ? "a.shop_id" : "a.product_id";
  const perType = (type: string) =>
    `(SELECT a.type, a.shop_id, s.title AS shop_title, a.product_id, p.title AS product_title,
             a.epoch_time, a.from_price, a.to_price, a.id
      FROM activity a JOIN shops s ON s.id = a.shop_id JOIN products p ON p.id = a.product_id
      WHERE ${column} = ANY($1::bigint[]) AND a.type = '${type}' AND NOT s.banned AND NOT p.banned
      ORDER BY a.epoch_time DESC, a.id DESC LIMIT $2)`;
  const { rows } = await q.query<NewsRow>(
    `SELECT * FROM (${perType("new_product")} UNION ALL ${perType("price_change")}) news
     ORDER BY epoch_time DESC, id DESC`,
    [ids, NEWS_LIMIT_PER_TYPE],
  );
  return rows.map((row): NewsItem => {
    const common = {
      shop_id: row.shop_id,
      shop_title: row.shop_title,
      shop_favicon_internal: mediaPaths.favicon(row.shop_id),
      product_id: row.product_id,
      product_title: row.product_title,
      epoch_time: row.epoch_time,
    };
    return row.type === "price_change"
      ? {
          type: "price_change",
          ...common,
          from_price: row.from_price ?? 0,
          to_price: row.to_price ?? 0,
        }
      : { type: "new_product", ...common };
  });
}
