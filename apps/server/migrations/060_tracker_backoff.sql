-- Failing stores are polled less and less often (backoff with jitter), and a store that answers 429
-- is slowed down rather than called inactive: the failed reads in a row, and when the next is due.
ALTER TABLE shops ADD COLUMN poll_failures integer NOT NULL DEFAULT 0;
ALTER TABLE shops ADD COLUMN next_poll_at timestamptz;
