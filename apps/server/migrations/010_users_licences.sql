-- Users as the API knows them (the identity service owns passwords) and their licence state.
CREATE TABLE users (
  sub text PRIMARY KEY,
  email text NOT NULL,
  is_staff boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_email_idx ON users (lower(email));

-- One row per user: the subscription state a licence is derived from. Times are epoch seconds.
CREATE TABLE licences (
  user_sub text PRIMARY KEY REFERENCES users (sub) ON DELETE CASCADE,
  plan_name text NOT NULL DEFAULT 'new_account',
  status text NOT NULL DEFAULT 'none'
    CHECK (status IN ('none', 'trialing', 'active', 'past_due', 'expired')),
  period_end bigint,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  pro_trial_until bigint,
  has_used_pro_trial boolean NOT NULL DEFAULT false,
  subscription_id text,
  provider_customer_id text,
  created_at bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX licences_subscription_idx ON licences (subscription_id) WHERE subscription_id IS NOT NULL;
