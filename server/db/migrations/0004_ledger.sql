-- The double-entry ledger (DESIGN 5 "Wallet"): the only record of money. Amounts are integer minor
-- units (bigint). server/modules/wallet/ledger/ledger.ts is the only code that writes these tables.
--
-- Every money movement is one ledger_transactions row with two or more ledger_postings whose amounts
-- sum to zero. A posting's amount is what it adds to its account (credit > 0, debit < 0).
--
-- Player accounts keep a cached balance, updated in the same database transaction as their postings by
-- a conditional UPDATE (balance + amount >= 0), which is race-free at READ COMMITTED on PostgreSQL and
-- trivially so on PGlite; the CHECK below is the last line of defence. System accounts (house, payment
-- clearing, jackpot pool, agent commission) may go negative and keep no cached balance: every bet and
-- win touches the house, and one hot row updated by every transaction would serialise the whole
-- casino. Their balance is the sum of their postings, computed when asked.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Null for system accounts.
  user_id bigint REFERENCES users (id),
  -- Player: cash, bonus, withdraw_hold. System: house, payment_clearing, jackpot_pool, agent_commission.
  kind text NOT NULL,
  -- Player accounts only; null for system accounts (see above).
  balance bigint,
  CONSTRAINT ledger_accounts_owner CHECK ((user_id IS NULL) = (balance IS NULL)),
  CONSTRAINT ledger_accounts_no_negative CHECK (balance IS NULL OR balance >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (kind) WHERE user_id IS NULL;
--> statement-breakpoint
INSERT INTO ledger_accounts (kind) VALUES ('house'), ('payment_clearing'), ('jackpot_pool'), ('agent_commission');
--> statement-breakpoint
CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What happened: deposit, deposit_bonus, withdraw_hold, withdraw_paid, withdraw_returned, bet, win,
  -- rollback, bonus, adjustment (server/modules/wallet/ledger/ledger.kinds.ts).
  kind text NOT NULL,
  -- The player the movement concerns (records and reports are per player); null for house-only moves.
  user_id bigint REFERENCES users (id),
  -- Exactly-once: one transaction per key, e.g. 'deposit:<order id>' or 'bet:<provider>:<tx id>'.
  -- A replay with the same key and the same postings returns the first transaction.
  idempotency_key text NOT NULL UNIQUE,
  -- sha256 of the postings, to tell an exact replay from a different movement reusing a key.
  fingerprint text NOT NULL,
  -- What the player reads in their records: the order, withdrawal or round it belongs to.
  ref_type text NOT NULL DEFAULT '',
  ref_id text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX ledger_transactions_user ON ledger_transactions (user_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  -- The account's cached balance right after this posting (player accounts); null for system accounts.
  balance_after bigint
);
--> statement-breakpoint
CREATE INDEX ledger_postings_transaction ON ledger_postings (transaction_id);
--> statement-breakpoint
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, id DESC);
