-- Game sessions, launch tokens and the seamless-wallet API for game providers (issue 5 "Game start and
-- play"; docs/PROVIDER_API.md). Money itself moves only through the ledger (0004_ledger.sql): these
-- tables say which session a provider may touch and remember every provider transaction exactly once.
-- Times are written by the server from its clock (tests inject one), so no column relies on now().
--
-- The providers we accept calls from. Their HMAC secrets are configuration (PROVIDER_BUILTIN_SECRET for
-- the built-in demo provider), never database rows. status 1 = accepted; anything else answers 401.
CREATE TABLE game_providers (
  code text PRIMARY KEY,
  name text NOT NULL,
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO game_providers (code, name, status) VALUES ('builtin', 'Lucky Lobby Studio', 1)
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
-- One row per startGame. The launch token is 32 random bytes handed to the game once (in its URL) and
-- stored only as its SHA-256; authenticate marks it used, so it works once, within 2 minutes.
-- game_type, lang and currency are copied from the start so the provider's hot calls read one row.
CREATE TABLE game_sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game_id integer NOT NULL,
  game_type integer NOT NULL,
  provider text NOT NULL REFERENCES game_providers (code),
  -- Demo play (tryIt=1): the provider keeps play money itself and never calls bet or win.
  demo boolean NOT NULL,
  lang text NOT NULL,
  currency text NOT NULL,
  launch_token_hash text NOT NULL UNIQUE,
  token_expires_at timestamptz NOT NULL,
  token_used_at timestamptz,
  -- open -> closed (exitGame, a newer startGame, retrieveBalance). Bets also need last_seen_at within
  -- 30 minutes; wins, rollbacks and endRound are accepted on any session of the provider.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  closed_at timestamptz
);
--> statement-breakpoint
CREATE INDEX game_sessions_user_open ON game_sessions (user_id) WHERE status = 'open';
--> statement-breakpoint
-- Every bet, win and rollback a provider sent, exactly once per (provider, transaction_id), and the
-- tombstones a rollback of an unknown bet leaves (kind 'tombstone', transaction_id = the bet's id) so a
-- late bet with that id is refused. fingerprint is the sha256 of the canonical request: the same id with
-- another payload is refused; the same payload gets `reply` back unchanged and moves nothing.
CREATE TABLE provider_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
  session_id uuid REFERENCES game_sessions (id),
  user_id bigint REFERENCES users (id),
  round_id text NOT NULL DEFAULT '',
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- win / rollback: the bet they name.
  reference text,
  fingerprint text NOT NULL,
  -- The reply sent the first time (null only inside the transaction that claims the id).
  reply jsonb,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  -- bets: undone by a rollback (refunded) / settled by a win (then it can no longer be rolled back).
  rolled_back boolean NOT NULL DEFAULT false,
  won boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CONSTRAINT provider_transactions_unique UNIQUE (provider, transaction_id)
);
--> statement-breakpoint
-- Rounds a provider closed with endRound (repeatable: the first call's time stays).
CREATE TABLE provider_rounds (
  provider text NOT NULL,
  round_id text NOT NULL,
  session_id uuid NOT NULL REFERENCES game_sessions (id),
  ended_at timestamptz NOT NULL,
  PRIMARY KEY (provider, round_id)
);
--> statement-breakpoint
-- One bet_records row per provider round (0006_withdraw.sql): a round's bets add to bet_amount, its wins
-- to win_amount, a rollback takes its bet back out. Round ids are the provider's, so the provider is part
-- of the key; rows written before games landed (none in production) get ''.
ALTER TABLE bet_records ADD COLUMN provider text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE UNIQUE INDEX bet_records_round ON bet_records (user_id, provider, round_id);
