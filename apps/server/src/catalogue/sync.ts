import type { Queryable } from "../db/types";

/** The shop columns each product carries for product search, as product column = shop expression. */
const COPIED: ReadonlyArray<readonly [string, string]> = [
  ["shop_active", "s.active"],
  ["shop_banned", "s.banned"],
  ["shop_sku_count", "s.sku_count"],
  ["shop_site_creation_date", "s.site_creation_date"],
  ["shop_country", "s.country"],
  ["shop_locale", "s.locale"],
  ["shop_active_ad_count", "s.active_ad_count"],
  ["shop_active_ad_count_delta", "s.active_ad_count_delta"],
  ["shop_active_ad_count_percent_change", "s.active_ad_count_percent_change"],
  ["shop_ig_followers", "s.ig_followers"],
  ["shop_ig_followers_percent_change", "s.ig_followers_percent_change"],
  ["shop_has_rev_quick_chart", "s.has_rev_quick_chart"],
  ["shop_has_ads_quick_chart", "s.has_ads_quick_chart"],
  ...["day", "week", "month"].flatMap((period) =>
    ["current_period_revenue", "revenue_delta", "revenue_percent_change"].map(
      (suffix) => [`shop_${period}_${suffix}`, `s.${period}_${suffix}`] as const,
    ),
  ),
];

/**
 * Copies a shop's searchable columns onto its products (call it after changing a shop row: metrics,
 * country, active or banned). Returns the number of products updated.
 */
export async function syncProductShopColumns(q: Queryable, shopId: number): Promise<number> {
  const { affectedRows } = await q.query(
    `UPDATE products p SET ${COPIED.map(([column, source]) => `${column} = ${source}`).join(", ")}
     FROM shops s WHERE s.id = $1 AND p.shop_id = s.id`,
    [shopId],
  );
  return affectedRows ?? 0;
}
