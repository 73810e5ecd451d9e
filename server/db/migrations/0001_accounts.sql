-- Player accounts, their sessions, SMS codes (plus the sandbox outbox) and native-shell devices.
-- Times are written by the server from its clock (tests inject one), so no column relies on now().
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  -- Lower-cased, so 'Alice' and 'alice' cannot both exist. Null for phone- and social-only accounts.
  account text UNIQUE,
  -- argon2id PHC string; null until the player sets one (phone-code and social accounts).
  password_hash text,
  account_type integer NOT NULL,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '1',
  avatar_other text NOT NULL DEFAULT '',
  -- E.164 digits without '+'.
  mobile text UNIQUE,
  -- Social identities: one column per provider, unique, so (provider, subject) binds one user only.
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
CREATE INDEX users_pid ON users (pid);
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
--> statement-breakpoint
-- One row per accepted smsSend. Only a hash of the code is kept (sha256 over phone, mode and code).
-- spent_at marks a code that can no longer be used: consumed, superseded by a newer send, or burned
-- after too many wrong attempts.
CREATE TABLE sms_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  auth_mode integer NOT NULL,
  code_hash text NOT NULL,
  -- Bind codes belong to the signed-in user who asked for them.
  user_id bigint REFERENCES users (id),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  spent_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);
--> statement-breakpoint
-- What the sandbox SMS sender "delivered" (dev and tests read codes here). Real senders leave it empty.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  code text NOT NULL,
  auth_mode integer NOT NULL,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id);
--> statement-breakpoint
-- Devices reported by the native shell (getAfterLoginInfo). A messaging token identifies one install,
-- so it moves to whichever user signed in last; devices without a token are one row per (user, os, model).
CREATE TABLE user_devices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  os text NOT NULL,
  device_model text NOT NULL,
  messaging_token text,
  -- sha256 of messaging_token: tokens can be longer than a btree index entry allows.
  messaging_token_hash text UNIQUE,
  phone_info jsonb NOT NULL DEFAULT '{}'::jsonb,
  game_list_version text NOT NULL DEFAULT '',
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX user_devices_untokened ON user_devices (user_id, os, device_model)
  WHERE messaging_token_hash IS NULL;
--> statement-breakpoint
CREATE INDEX user_devices_user_id ON user_devices (user_id);
