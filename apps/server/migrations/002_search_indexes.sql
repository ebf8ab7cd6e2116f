-- Search indexes (DESIGN.md, database recipe): one btree per sort key on (key DESC, id DESC) and one per
-- filter column, all partial on listed (what search reads), plus pg_trgm GIN for title search.
-- Nullable keys sort through coalesce(key, '-Infinity') so NULLs come last and keyset paging stays a
-- plain row comparison; src/search builds exactly these expressions. The demo loader drops every index
-- named here before a bulk load and runs this file again afterwards.

CREATE INDEX IF NOT EXISTS products_sort_day_rev ON products (day_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_day_rev_pct ON products ((coalesce(day_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_week_rev ON products (week_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_week_rev_pct ON products ((coalesce(week_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_month_rev ON products (month_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_month_rev_pct ON products ((coalesce(month_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_product_aac ON products (product_active_ad_count DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_product_aac_pct ON products ((coalesce(product_active_ad_count_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_published ON products (product_published_at DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_price ON products (price DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_day_rev ON products (shop_day_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_day_rev_pct ON products ((coalesce(shop_day_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_week_rev ON products (shop_week_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_week_rev_pct ON products ((coalesce(shop_week_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_month_rev ON products (shop_month_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_month_rev_pct ON products ((coalesce(shop_month_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_aac ON products (shop_active_ad_count DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_sort_shop_aac_pct ON products ((coalesce(shop_active_ad_count_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_sku_count ON products (shop_sku_count) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_site_creation_date ON products (shop_site_creation_date) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_ig_followers ON products (shop_ig_followers) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_ig_followers_pct ON products (shop_ig_followers_percent_change) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_country ON products (shop_country) WHERE listed;
CREATE INDEX IF NOT EXISTS products_filter_shop_locale ON products (shop_locale) WHERE listed;
CREATE INDEX IF NOT EXISTS products_shop_week_rev ON products (shop_id, week_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_shop_aac ON products (shop_id, product_active_ad_count DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS products_title_trgm ON products USING gin (title gin_trgm_ops) WHERE listed;

CREATE INDEX IF NOT EXISTS shops_sort_day_rev ON shops (day_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_day_rev_pct ON shops ((coalesce(day_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_week_rev ON shops (week_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_week_rev_pct ON shops ((coalesce(week_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_month_rev ON shops (month_current_period_revenue DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_month_rev_pct ON shops ((coalesce(month_revenue_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_aac ON shops (active_ad_count DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_aac_pct ON shops ((coalesce(active_ad_count_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_sku_count ON shops (sku_count DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_site_creation_date ON shops ((coalesce(site_creation_date, '-infinity'::timestamptz)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_ig_followers ON shops ((coalesce(ig_followers, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_sort_ig_followers_pct ON shops ((coalesce(ig_followers_percent_change, '-Infinity'::double precision)) DESC, id DESC) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_country ON shops (country) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_filter_locale ON shops (locale) WHERE listed;
CREATE INDEX IF NOT EXISTS shops_title_trgm ON shops USING gin (title gin_trgm_ops) WHERE listed;
