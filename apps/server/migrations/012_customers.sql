-- Billing address fields of the profile screen; empty strings when never set.
CREATE TABLE customers (
  user_sub text PRIMARY KEY REFERENCES users (sub) ON DELETE CASCADE,
  line1 text NOT NULL DEFAULT '',
  line2 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
