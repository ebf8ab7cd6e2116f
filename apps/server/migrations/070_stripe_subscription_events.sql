-- The newest Stripe event applied per subscription (issue 13): an event older than it is recorded but
-- not applied, so a retried or late event cannot undo a newer one. user_sub lets account deletion
-- remove the rows.
CREATE TABLE stripe_subscription_events (
  subscription_id text PRIMARY KEY,
  user_sub text NOT NULL,
  last_event_id text NOT NULL,
  last_event_created bigint NOT NULL
);
CREATE INDEX stripe_subscription_events_user_idx ON stripe_subscription_events (user_sub);
