-- Every mail the server sends (verification links, reset codes, form copies): kept for the dev
-- outbox page and as a record; status says whether SMTP took it.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'sent', 'failed')),
  error text
);
CREATE INDEX outbox_to_idx ON outbox (lower(to_address), id DESC);
