-- The identity service's own tables (issue 12): users with hashed passwords and SRP verifiers,
-- signing keys, refresh-token sessions, one-time codes and open sign-in challenges.

-- The one user pool and app client of this install, created on first start.
CREATE TABLE identity_pool (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  user_pool_id text NOT NULL,
  client_id text NOT NULL,
  -- Keys the code hashes and the made-up SRP salts of unknown emails.
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- RS256 keys; the one without retired_at signs, the newest retired one still verifies.
CREATE TABLE identity_signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);
CREATE UNIQUE INDEX identity_signing_keys_current_idx ON identity_signing_keys ((retired_at IS NULL))
  WHERE retired_at IS NULL;

CREATE TABLE identity_users (
  sub uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text,
  newsletter text,
  status text NOT NULL CHECK (status IN ('UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD')),
  password_hash text NOT NULL,
  srp_salt text NOT NULL,
  srp_verifier text NOT NULL,
  groups text[] NOT NULL DEFAULT '{}',
  failed_sign_ins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- At most one live code per user and purpose; a new one replaces it.
CREATE TABLE identity_codes (
  sub uuid NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('sign_up', 'reset')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_tries integer NOT NULL DEFAULT 0,
  PRIMARY KEY (sub, purpose)
);

-- A signed-in device: its refresh token (hashed) and the origin_jti its ID and access tokens carry.
CREATE TABLE identity_sessions (
  id uuid PRIMARY KEY,
  sub uuid NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_sessions_sub_idx ON identity_sessions (sub);

-- A sign-in halfway: the SRP server secret, or the right to set a new password. Single use.
CREATE TABLE identity_challenges (
  id_hash text PRIMARY KEY,
  sub uuid REFERENCES identity_users (sub) ON DELETE CASCADE,
  challenge text NOT NULL CHECK (challenge IN ('PASSWORD_VERIFIER', 'NEW_PASSWORD_REQUIRED')),
  state jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL
);
