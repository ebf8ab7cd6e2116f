-- Customer Information beyond the address: the name and tax id invoices carry (issue 16 item 4).
ALTER TABLE customers ADD COLUMN name text NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN tax_id text NOT NULL DEFAULT '';

-- The local test-mode provider's own copy of a customer's billing details, as Stripe keeps its
-- customer object: what its portal's invoices are addressed to.
CREATE TABLE local_billing_customers (
  user_sub text PRIMARY KEY REFERENCES users (sub) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  tax_id text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
