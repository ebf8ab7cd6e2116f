-- The social profiles a tracked shop's home page links to (issue 16 item 7), as clean https
-- addresses checked by the domain's rule.
ALTER TABLE shops ADD COLUMN social_links text[] NOT NULL DEFAULT '{}';
