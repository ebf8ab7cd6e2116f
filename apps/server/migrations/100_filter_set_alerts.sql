-- Alerts on saved filter sets (issue 18 item 2). Only users' own sets alert; staff presets never do.
ALTER TABLE filter_sets
  ADD COLUMN alerts boolean NOT NULL DEFAULT false,
  -- When the job first ran the set since its alert went on: its matches then
  -- are the baseline, not news. NULL: the next run takes the baseline.
  ADD COLUMN alert_baseline_at timestamptz,
  -- When the owner last opened the set in Explore: the "new since your last visit" count starts there.
  ADD COLUMN opened_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX filter_sets_alerting_idx ON filter_sets (owner) WHERE alerts;

-- What the job has seen match each alerting set, so that "new" means new to that set.
CREATE TABLE filter_set_alert_matches (
  owner text NOT NULL,
  filter_type text NOT NULL,
  filter_set_name text NOT NULL,
  item_id bigint NOT NULL,
  first_seen_at timestamptz NOT NULL,
  -- False for the baseline: matches already there when the alert went on are not news.
  is_new boolean NOT NULL,
  PRIMARY KEY (owner, filter_type, filter_set_name, item_id),
  FOREIGN KEY (owner, filter_type, filter_set_name)
    REFERENCES filter_sets (owner, filter_type, filter_set_name) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX filter_set_alert_matches_new_idx
  ON filter_set_alert_matches (owner, filter_type, filter_set_name, first_seen_at) WHERE is_new;

-- Per-install secrets made on first use (e.g. the key of the alert unsubscribe links).
CREATE TABLE install_secrets (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- When the daily alert job last ran: servers claim a run by moving it on, so it runs once a day in all.
CREATE TABLE alert_job_runs (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last_run_at timestamptz NOT NULL
);
