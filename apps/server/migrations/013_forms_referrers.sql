-- Contact and support messages received by the built-in form endpoint.
CREATE TABLE form_submissions (
  id bigserial PRIMARY KEY,
  form text NOT NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where signed-in users came from (sent once after each login).
CREATE TABLE referrers (
  id bigserial PRIMARY KEY,
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  site_url text NOT NULL DEFAULT '',
  referrer text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrers_user_idx ON referrers (user_sub);
