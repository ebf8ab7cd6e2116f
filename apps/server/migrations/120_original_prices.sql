-- Money in the spec's currency (issue 16 item 3): a tracked product's `price` is in USD, converted at
-- the ECB reference rate of `rate_date`; the amount as its shop shows it stays beside it. NULL for the
-- demo catalogue (already USD) and for products read before this migration.
ALTER TABLE products ADD COLUMN original_price double precision;
ALTER TABLE products ADD COLUMN original_currency text;
ALTER TABLE products ADD COLUMN rate_date date;
