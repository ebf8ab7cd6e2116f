/** Ads of shops or products, newest first (POST /v3/shop/ads, /v3/product/ads). */
import type { AdItem, AdsResponse } from "@hotshelf/api/contract";
import type { Queryable } from "../db/types";
import { numberOrNull, textOrNull } from "./rows";

export const ADS_PAGE_SIZE = 20;

type Row = Record<string, unknown>;
type Json = Record<string, unknown>;

const mediaOf = (m: Json) => ({
  video_sd_url: textOrNull(m.video_sd_url),
  preview_image_url: textOrNull(m.preview_image_url),
  image_url: textOrNull(m.image_url),
});

export function toAdItem(row: Row): AdItem {
  const duplicates = numberOrNull(row.duplicates);
  const previous = numberOrNull(row.previous_duplicates);
  return {
    ad_item: {
      display_format: row.display_format as AdItem["ad_item"]["display_format"],
      archive_id: String(row.archive_id),
      page_name: textOrNull(row.page_name),
      title: textOrNull(row.title),
      caption: textOrNull(row.caption),
      link_description: textOrNull(row.link_description),
      cta: textOrNull(row.cta),
      link_url: textOrNull(row.link_url),
      body: textOrNull(row.body),
      publisher_platforms: (row.publisher_platforms as string[] | null) ?? [],
      media: ((row.media as Json[] | null) ?? []).map(mediaOf),
      cards: ((row.cards as Json[] | null) ?? []).map((card) => ({
        title: textOrNull(card.title),
        body: textOrNull(card.body),
        caption: textOrNull(card.caption),
        cta: textOrNull(card.cta),
        link_url: textOrNull(card.link_url),
        link_description: textOrNull(card.link_description),
        ...mediaOf(card),
      })),
    },
    collation_id: String(row.collation_id ?? row.id),
    page_id: textOrNull(row.page_id),
    ymd: String(row.ymd),
    product_id: row.product_id === null ? null : Number(row.product_id),
    shop_id: Number(row.shop_id),
    duplicates,
    previous_duplicates: previous,
    diff: duplicates !== null && previous !== null ? duplicates - previous : null,
    active_ad_count: numberOrNull(row.active_ad_count),
  };
}

/** One page of ads of these shops or products; offset paging (collections pass the offset on). */
export async function listAds(
  q: Queryable,
  by: { shopIds: readonly number[] } | { productIds: readonly number[] },
  offset: number | string | undefined,
): Promise<AdsResponse> {
  const start = typeof offset === "number" ? offset : Number(offset ?? 0);
  if (!Number.isSafeInteger(start) || start < 0) {
    throw new RangeError("offset must be a whole number >= 0");
  }
  const [column, ids] = "shopIds" in by ? ["shop_id", by.shopIds] : ["product_id", by.productIds];
  const { rows } = await q.query<Row>(
    `SELECT * FROM ads WHERE ${column} = ANY($1::bigint[])
     ORDER BY started_at DESC, id DESC LIMIT ${ADS_PAGE_SIZE + 1} OFFSET ${start}`,
    [ids],
  );
  return {
    items: rows.slice(0, ADS_PAGE_SIZE).map(toAdItem),
    next_from_value: rows.length > ADS_PAGE_SIZE ? start + ADS_PAGE_SIZE : null,
  };
}
