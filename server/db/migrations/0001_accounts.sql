-- Player accounts and their sessions.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  account text UNIQUE,
  password_hash text,
  account_type integer NOT NULL,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '1',
  avatar_other text NOT NULL DEFAULT '',
  mobile text UNIQUE,
  google_sub text UNIQUE,
  google_name text NOT NULL DEFAULT '',
  facebook_id text UNIQUE,
  facebook_name text NOT NULL DEFAULT '',
  line_id text UNIQUE,
  line_name text NOT NULL DEFAULT '',
  safebox_password_hash text,
  has_kyc boolean NOT NULL DEFAULT false,
  invite_code text NOT NULL UNIQUE,
  pid bigint REFERENCES users (id),
  vip integer NOT NULL DEFAULT 0,
  vip_exp bigint NOT NULL DEFAULT 0,
  user_level integer NOT NULL DEFAULT 0,
  lottery integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sessions_user_id ON sessions (user_id);
