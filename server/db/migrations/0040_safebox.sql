-- The safe box (issue 21 "Fund", route /activity/bank; server/modules/wallet/safebox/). Coins in the box are
-- a player ledger account of kind 'safebox' (ledger_post takes any account kind, so the money SQL is
-- untouched): moving in is cash -> safebox, moving out safebox -> cash, interest house -> safebox. The
-- password is users.safebox_password_hash (0001_accounts.sql), which withdrawals already check.
--
-- The daily interest, as operator config: one row. interest_bps is paid per UTC day on the lowest balance
-- the box held through the whole previous UTC day (0 = no interest).
CREATE TABLE safebox_config (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  interest_bps integer NOT NULL CHECK (interest_bps BETWEEN 0 AND 10000)
);
--> statement-breakpoint
-- 0.05% a day.
INSERT INTO safebox_config (id, interest_bps) VALUES (1, 5);
--> statement-breakpoint
-- One row per interest payment, written in the transaction that posts it (ledger key
-- safebox_interest:<player>:<day>): the player's interest history, and at most one payment per player and day.
CREATE TABLE safebox_interest (
  user_id bigint NOT NULL REFERENCES users (id),
  -- The UTC day the coins were held (the job runs the day after).
  day date NOT NULL,
  -- The lowest balance through that day, the amount paid on it, and the rate applied.
  held bigint NOT NULL CHECK (held > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  rate_bps integer NOT NULL,
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);
--> statement-breakpoint
-- When the player last opened the interest history: interest paid after it is user info's hasFund dot.
CREATE TABLE safebox_seen (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  interest_seen_at timestamptz NOT NULL
);
