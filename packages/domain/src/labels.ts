/**
 * Readable names of the metric keys that filters and sorting share, so a key reads the same in the filter
 * sidebar and the sort dropdown. Product-search keys carry shop_ for shop-level metrics; shop-search keys
 * have no prefix.
 */

const PERIODS = [
  ["day", "Daily"],
  ["week", "Weekly"],
  ["month", "Monthly"],
] as const;

function revenueLabels(keyPrefix: string, labelPrefix: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [period, word] of PERIODS) {
    labels[`${keyPrefix}${period}_current_period_revenue`] = `${labelPrefix}${word} Revenue`;
    labels[`${keyPrefix}${period}_revenue_percent_change`] =
      `${labelPrefix}${word} Revenue % Change`;
  }
  return labels;
}

export const PRODUCT_METRIC_LABELS: Readonly<Record<string, string>> = {
  price: "Price",
  product_published_at: "Product Published Date",
  product_active_ad_count: "Product Ads",
  product_active_ad_count_percent_change: "Product Ads % Change",
  shop_active_ad_count: "Shop Ads",
  shop_active_ad_count_percent_change: "Shop Ads % Change",
  ...revenueLabels("", ""),
  ...revenueLabels("shop_", "Shop "),
  shop_sku_count: "SKU Count",
  shop_site_creation_date: "Store Creation Date",
  shop_ig_followers: "Instagram Followers",
  ig_followers_percent_change: "Instagram Followers % Change",
};

export const SHOP_METRIC_LABELS: Readonly<Record<string, string>> = {
  sku_count: "SKU Count",
  site_creation_date: "Store Creation Date",
  active_ad_count: "Ads",
  active_ad_count_percent_change: "Ads % Change",
  ...revenueLabels("", ""),
  ig_followers: "Instagram Followers",
  ig_followers_percent_change: "Instagram Followers % Change",
};

/** The metric label of a key in a search type's vocabulary; an unknown key is shown as is. */
export function metricLabel(searchType: "products" | "shops", key: string): string {
  const labels = searchType === "products" ? PRODUCT_METRIC_LABELS : SHOP_METRIC_LABELS;
  return labels[key] ?? key;
}
