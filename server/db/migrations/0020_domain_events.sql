-- The transactional outbox (docs/ARCHITECTURE.md "Domain events"). Every money movement writes one row
-- here in its own database transaction, so an event exists if and only if the money moved. Named
-- consumers (server/outbox/) read the rows in order and apply each exactly once.
--
-- Order: an id from a sequence is handed out when the row is written but becomes visible only when its
-- transaction commits, so ids commit out of order and a consumer reading "id > last seen" would skip a
-- row whose transaction commits late. Each row therefore carries its transaction's id (tx_xid); a
-- consumer reads only rows of transactions older than every transaction still running
-- (tx_xid < pg_snapshot_xmin(pg_current_snapshot())), in (tx_xid, id) order. No row can appear behind
-- that line any more, so a cursor (tx_xid, id) per consumer is enough: no per-event bookkeeping.
CREATE TABLE domain_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tx_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- The ledger transaction kind (deposit, bet, win, rollback, withdraw_hold, ...) or 'schedule'.
  kind text NOT NULL,
  user_id bigint,
  -- The movement's size in minor units (the sum of its credits); 0 for events that move no money.
  amount bigint NOT NULL DEFAULT 0,
  ledger_transaction_id bigint,
  -- Kind-specific facts, e.g. a bet's gameType, gameId and roundId.
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX domain_events_order ON domain_events (tx_xid, id);
--> statement-breakpoint
-- One row per consumer: how far it has applied. The row is locked (FOR UPDATE SKIP LOCKED) while a
-- process applies a batch, and moved in the same transaction as the batch's effects.
CREATE TABLE event_consumers (
  name text PRIMARY KEY,
  last_xid xid8 NOT NULL DEFAULT '0',
  last_id bigint NOT NULL DEFAULT 0,
  applied bigint NOT NULL DEFAULT 0,
  updated_at timestamptz
);
--> statement-breakpoint
-- Scheduled jobs: one row per job and period (a UTC day, a UTC hour). Whoever inserts it first writes the
-- job's 'schedule' event in the same statement, so each period runs once however many processes tick.
CREATE TABLE scheduled_runs (
  job text NOT NULL,
  period text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (job, period)
);
--> statement-breakpoint
-- The first consumer's table: each player's money per UTC day, for records and reports.
CREATE TABLE player_daily_totals (
  user_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  deposits bigint NOT NULL DEFAULT 0,
  bonuses bigint NOT NULL DEFAULT 0,
  withdrawals bigint NOT NULL DEFAULT 0,
  bets bigint NOT NULL DEFAULT 0,
  bet_count integer NOT NULL DEFAULT 0,
  wins bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
