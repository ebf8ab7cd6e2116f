-- Saved filter sets. owner is a user's sub, or 'staff' for the shared presets.
CREATE TABLE filter_sets (
  owner text NOT NULL,
  filter_type text NOT NULL CHECK (filter_type IN ('products', 'shops')),
  filter_set_name text NOT NULL,
  excluded_shops jsonb NOT NULL DEFAULT '[]',
  filters jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, filter_type, filter_set_name)
);
