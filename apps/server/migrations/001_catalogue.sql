-- The catalogue: shops, their products, daily history, ads, news (activity) and bans.
-- Products carry copies of the shop columns that product search filters and sorts on (spec 000 §3), so a
-- product search never joins. Column names follow the wire and filter keys where they can.
-- Search indexes live in 002_search_indexes.sql (the demo loader drops and rebuilds them around a load).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Ids of rows added by the shop tracker start far above the demo ids.
CREATE SEQUENCE IF NOT EXISTS catalogue_id_seq START WITH 100000000;

CREATE TABLE shops (
  id bigint PRIMARY KEY DEFAULT nextval('catalogue_id_seq'),
  source text NOT NULL DEFAULT 'tracked' CHECK (source IN ('demo', 'tracked')),
  -- Fixed-width columns first (DESIGN.md: a narrower row scans faster).
  sku_count integer NOT NULL DEFAULT 0,
  site_creation_date timestamptz,
  tracked_by_count integer NOT NULL DEFAULT 0,
  theme_id bigint,
  day_current_period_revenue double precision NOT NULL DEFAULT 0,
  day_revenue_delta double precision NOT NULL DEFAULT 0,
  day_revenue_percent_change double precision,
  week_current_period_revenue double precision NOT NULL DEFAULT 0,
  week_revenue_delta double precision NOT NULL DEFAULT 0,
  week_revenue_percent_change double precision,
  month_current_period_revenue double precision NOT NULL DEFAULT 0,
  month_revenue_delta double precision NOT NULL DEFAULT 0,
  month_revenue_percent_change double precision,
  day_sale_count integer NOT NULL DEFAULT 0,
  week_sale_count integer NOT NULL DEFAULT 0,
  month_sale_count integer NOT NULL DEFAULT 0,
  active_ad_count integer NOT NULL DEFAULT 0,
  active_ad_count_delta integer NOT NULL DEFAULT 0,
  active_ad_count_percent_change double precision,
  ig_followers integer,
  ig_followers_delta integer,
  ig_followers_percent_change double precision,
  fb_followers integer,
  fb_followers_delta integer,
  fb_followers_percent_change double precision,
  has_rev_quick_chart boolean NOT NULL DEFAULT false,
  has_ads_quick_chart boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  banned boolean NOT NULL DEFAULT false,
  listed boolean GENERATED ALWAYS AS (active AND NOT banned) STORED,
  last_polled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Variable-width columns.
  country text,
  locale text,
  currency text,
  title text NOT NULL,
  -- The shop's public address, e.g. https://example.com (no trailing slash).
  url text NOT NULL UNIQUE,
  myshopify_url text,
  url_after_redirect text,
  favicon_external text,
  theme_name text,
  apps text[] NOT NULL DEFAULT '{}',
  technologies text[] NOT NULL DEFAULT '{}',
  ads_archive_page_id text,
  abort_tracking_reason text
    CHECK (abort_tracking_reason IN ('not_open', 'currently_unavailable', 'not_found', 'other'))
);

CREATE TABLE products (
  id bigint PRIMARY KEY DEFAULT nextval('catalogue_id_seq'),
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'tracked' CHECK (source IN ('demo', 'tracked')),
  -- The product's id in the shop's own catalogue (tracked shops), unique per shop.
  external_id bigint,
  price double precision NOT NULL DEFAULT 0,
  product_published_at timestamptz NOT NULL DEFAULT now(),
  variant_count integer NOT NULL DEFAULT 1,
  rank_7 integer,
  rank_30 integer,
  day_current_period_revenue double precision NOT NULL DEFAULT 0,
  day_revenue_delta double precision NOT NULL DEFAULT 0,
  day_revenue_percent_change double precision,
  week_current_period_revenue double precision NOT NULL DEFAULT 0,
  week_revenue_delta double precision NOT NULL DEFAULT 0,
  week_revenue_percent_change double precision,
  month_current_period_revenue double precision NOT NULL DEFAULT 0,
  month_revenue_delta double precision NOT NULL DEFAULT 0,
  month_revenue_percent_change double precision,
  day_sale_count integer NOT NULL DEFAULT 0,
  week_sale_count integer NOT NULL DEFAULT 0,
  month_sale_count integer NOT NULL DEFAULT 0,
  product_active_ad_count integer NOT NULL DEFAULT 0,
  product_active_ad_count_delta integer NOT NULL DEFAULT 0,
  product_active_ad_count_percent_change double precision,
  has_rev_quick_chart boolean NOT NULL DEFAULT false,
  has_ads_quick_chart boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  banned boolean NOT NULL DEFAULT false,
  -- Copies of the shop's columns (kept in step by syncProductShopColumns in src/catalogue).
  shop_active boolean NOT NULL DEFAULT true,
  shop_banned boolean NOT NULL DEFAULT false,
  listed boolean GENERATED ALWAYS AS (active AND NOT banned AND shop_active AND NOT shop_banned) STORED,
  shop_sku_count integer NOT NULL DEFAULT 0,
  shop_site_creation_date timestamptz,
  shop_day_current_period_revenue double precision NOT NULL DEFAULT 0,
  shop_day_revenue_delta double precision NOT NULL DEFAULT 0,
  shop_day_revenue_percent_change double precision,
  shop_week_current_period_revenue double precision NOT NULL DEFAULT 0,
  shop_week_revenue_delta double precision NOT NULL DEFAULT 0,
  shop_week_revenue_percent_change double precision,
  shop_month_current_period_revenue double precision NOT NULL DEFAULT 0,
  shop_month_revenue_delta double precision NOT NULL DEFAULT 0,
  shop_month_revenue_percent_change double precision,
  shop_active_ad_count integer NOT NULL DEFAULT 0,
  shop_active_ad_count_delta integer NOT NULL DEFAULT 0,
  shop_active_ad_count_percent_change double precision,
  shop_ig_followers integer,
  shop_ig_followers_percent_change double precision,
  shop_has_rev_quick_chart boolean NOT NULL DEFAULT false,
  shop_has_ads_quick_chart boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  shop_country text,
  shop_locale text,
  title text NOT NULL,
  handle text NOT NULL,
  vendor text,
  product_type text,
  image_external text,
  tags text[] NOT NULL DEFAULT '{}',
  body_html text,
  UNIQUE (shop_id, external_id)
);
CREATE INDEX products_shop_id ON products (shop_id);

-- Daily history, one row per shop or product, arrays oldest day first ending at last_day (60 days keep
-- a current and a previous 30-day period). Arrays keep a million products loadable in minutes.
CREATE TABLE shop_history (
  shop_id bigint PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  last_day date NOT NULL,
  revenue double precision[] NOT NULL,
  sale_count integer[] NOT NULL,
  active_ad_count integer[] NOT NULL,
  ad_start_count integer[] NOT NULL
);

CREATE TABLE product_history (
  product_id bigint PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  last_day date NOT NULL,
  revenue double precision[] NOT NULL,
  sale_count integer[] NOT NULL,
  active_ad_count integer[] NOT NULL,
  ad_start_count integer[] NOT NULL
);

CREATE TABLE ads (
  id bigint PRIMARY KEY DEFAULT nextval('catalogue_id_seq'),
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  collation_id bigint,
  duplicates integer NOT NULL DEFAULT 1,
  previous_duplicates integer NOT NULL DEFAULT 0,
  active_ad_count integer NOT NULL DEFAULT 1,
  started_at timestamptz NOT NULL,
  -- yyyy-mm-dd of the start day, as the wire carries it.
  ymd text NOT NULL,
  page_id text NOT NULL,
  display_format text NOT NULL
    CHECK (display_format IN ('video', 'image', 'carousel', 'dco', 'multi_images')),
  archive_id text NOT NULL,
  page_name text NOT NULL,
  title text,
  caption text,
  link_description text,
  cta text,
  link_url text,
  body text,
  publisher_platforms text[] NOT NULL DEFAULT '{}',
  -- [{video_sd_url, preview_image_url, image_url}] and [{title, body, link_url, image_url, ...}]
  media jsonb NOT NULL DEFAULT '[]',
  cards jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX ads_shop_newest ON ads (shop_id, started_at DESC, id DESC);
CREATE INDEX ads_product_newest ON ads (product_id, started_at DESC, id DESC);

-- News: new products and price changes.
CREATE TABLE activity (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('new_product', 'price_change')),
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  epoch_time bigint NOT NULL,
  from_price double precision,
  to_price double precision,
  CHECK (type = 'new_product' OR (from_price IS NOT NULL AND to_price IS NOT NULL))
);
CREATE INDEX activity_shop_newest ON activity (shop_id, epoch_time DESC, id DESC);
CREATE INDEX activity_product_newest ON activity (product_id, epoch_time DESC, id DESC);

-- Who banned what and when; the banned flags on shops and products are what search reads.
CREATE TABLE bans (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  ban_type text NOT NULL CHECK (ban_type IN ('shop', 'product')),
  shop_id bigint NOT NULL,
  product_id bigint,
  banned_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Markers such as "demo data loaded" (key 'demo').
CREATE TABLE catalogue_state (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
