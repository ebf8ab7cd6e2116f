-- Mail SMTP did not take is retried with backoff ('retrying', next_attempt_at) until it is sent or
-- given up ('failed', with the reason in error).
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('stored', 'sent', 'retrying', 'failed'));
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
CREATE INDEX outbox_retry_idx ON outbox (next_attempt_at) WHERE status = 'retrying';
