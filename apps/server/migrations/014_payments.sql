-- Checkout sessions of the local test-mode payment provider.
CREATE TABLE local_checkouts (
  id text PRIMARY KEY,
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('subscription', 'trial')),
  plan_name text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every licence-changing payment event, from either provider, for audit and idempotency.
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  event_id text,
  user_sub text,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_events_event_idx ON payment_events (provider, event_id) WHERE event_id IS NOT NULL;
