-- A plain btree, partial on listed, on every nullable filter column that had only a sort index on its
-- coalesce(...) expression (002): range filters are written on the column itself, so the planner can
-- combine them with the other filters' indexes in bitmap scans instead of walking one expression index
-- through rows the other filters reject. The demo loader drops these with 002's before a bulk load.

CREATE INDEX IF NOT EXISTS products_filter_day_rev_pct ON products (day_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_week_rev_pct ON products (week_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_month_rev_pct ON products (month_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_product_aac_pct ON products (product_active_ad_count_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_day_rev_pct ON products (shop_day_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_week_rev_pct ON products (shop_week_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_month_rev_pct ON products (shop_month_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_aac_pct ON products (shop_active_ad_count_percent_change) WHERE listed;

CREATE INDEX IF NOT EXISTS shops_filter_day_rev_pct ON shops (day_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_week_rev_pct ON shops (week_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_month_rev_pct ON shops (month_revenue_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_aac_pct ON shops (active_ad_count_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_site_creation_date ON shops (site_creation_date) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_ig_followers ON shops (ig_followers) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_ig_followers_pct ON shops (ig_followers_percent_change) WHERE listed;
