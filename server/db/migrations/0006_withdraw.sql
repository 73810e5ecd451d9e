-- Withdrawals, bank cards and bet records (issue 4 "Withdraw and cards", "Records and balance").
-- Money itself lives only in the ledger (0004_ledger.sql); these tables describe requests and cards.
-- Times are written by the server from its clock (tests inject one), so no column relies on now().
--
-- The banks a player can bind a card of, and the withdrawal rules, are operator configuration. They are
-- inserted here rather than by the empty-database seeder, like the ledger's system accounts, so that an
-- existing database gets them too; ON CONFLICT DO NOTHING never overwrites an operator's edits.
CREATE TABLE banks (
  id integer PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  -- 1 = offered for new cards; 0 = hidden (existing cards keep working).
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO banks (id, name, code, sort, status) VALUES
  (1, 'Harbor National Bank', 'HNB', 1, 1),
  (2, 'Summit Savings', 'SMS', 2, 1),
  (3, 'Riverstone Credit Union', 'RCU', 3, 1),
  (4, 'Meridian Trust', 'MDT', 4, 1),
  (5, 'Bluewater Bank', 'BWB', 5, 1),
  (6, 'Lantern Digital Bank', 'LDB', 6, 1)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- The exchange (withdrawal) rules, read on every getExchange / exchange (so an edit applies at once).
-- Amounts in minor units. feeBps: fee in basis points of the amount (200 = 2%), at least feeMin.
-- turnoverPercent: bets needed as a percentage of deposits + deposit bonuses (100 = 1x).
INSERT INTO app_settings (key, value) VALUES
  ('exchange', '{"minAmount":10000,"maxAmount":5000000,"feeBps":200,"feeMin":100,"turnoverPercent":100,"maxCards":5}'::jsonb)
ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE TABLE user_bank_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  bank_id integer NOT NULL REFERENCES banks (id),
  holder_name text NOT NULL,
  -- Stored in full for the payout; replies only ever carry the last 4 characters.
  account_no text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
-- One card per bank per player: the client keys appUserBankList by bankId (spec 3).
CREATE UNIQUE INDEX user_bank_cards_user_bank ON user_bank_cards (user_id, bank_id);
--> statement-breakpoint
CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  card_id bigint NOT NULL REFERENCES user_bank_cards (id),
  -- A snapshot of the card when requested: a later card edit does not redirect a pending payout.
  bank_id integer NOT NULL,
  bank_name text NOT NULL,
  holder_name text NOT NULL,
  account_no text NOT NULL,
  -- Held from cash when requested; the payout is amount - fee (the fee is taken only when paid).
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
  -- pending -> paid | rejected, set only by the payout provider's webhook. No player cancel (UK RTS 14B).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  provider text NOT NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
--> statement-breakpoint
CREATE INDEX withdrawals_user ON withdrawals (user_id, id DESC);
--> statement-breakpoint
CREATE INDEX withdrawals_pending ON withdrawals (id) WHERE status = 'pending';
--> statement-breakpoint
-- Payout webhook deliveries, exactly-once by the provider's event id: a replay moves nothing.
CREATE TABLE payout_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  status text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
--> statement-breakpoint
-- One row per settled bet, written by the games module (one row per round's bet): what betRecord,
-- betRecordReport, the turnover rule and user info's `bet` read. Empty until games land.
CREATE TABLE bet_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game_id integer NOT NULL,
  game_type integer NOT NULL,
  bet_amount bigint NOT NULL CHECK (bet_amount >= 0),
  win_amount bigint NOT NULL DEFAULT 0 CHECK (win_amount >= 0),
  -- The provider's round; exactly-once is the games module's job (its ledger idempotency keys).
  round_id text NOT NULL,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX bet_records_user_time ON bet_records (user_id, created_at DESC, id DESC);
