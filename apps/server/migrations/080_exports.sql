-- The exports each user started (issue 18), for the per-hour quota (QUOTAS.exportsPerHour). Rows older
-- than an hour no longer count; each new export removes them for its user.
CREATE TABLE export_log (
  user_sub text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX export_log_user_idx ON export_log (user_sub, started_at);
