-- Rebate (issue 18, spec 7 "VIP": betBonus, betBonusReceive, betBonusLog): a share of the player's valid
-- bets, its rate by VIP level and game type, claimed by the player. The rates are operator rows shipped
-- with this migration (like sign_in_rewards), so a database made by an earlier build receives them too.
CREATE TABLE rebate_rates (
  vip_level integer NOT NULL,
  game_type integer NOT NULL,
  -- Basis points of the valid bet amount: 40 = 0.40 %.
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (vip_level, game_type)
);
--> statement-breakpoint
-- VIP 0..10 for the seeded game types: slots (1) from 0.20 % to 1.00 %; crash (2), table (3) and dice (5),
-- the thinner-margin games, from 0.10 % to 0.60 %; fishing (4), lottery (6) and arcade (7) from 0.15 % to
-- 0.90 %.
INSERT INTO rebate_rates (vip_level, game_type, rate_bp)
SELECT l.level, t.game_type, (CASE t.family
         WHEN 'slots' THEN ARRAY[20, 30, 40, 50, 60, 70, 75, 80, 85, 90, 100]
         WHEN 'thin' THEN ARRAY[10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]
         ELSE ARRAY[15, 20, 30, 40, 50, 55, 60, 65, 70, 80, 90]
       END)[l.level + 1]
FROM generate_series(0, 10) AS l(level),
     (VALUES (1, 'slots'), (2, 'thin'), (3, 'thin'), (4, 'other'), (5, 'thin'), (6, 'other'), (7, 'other'))
       AS t(game_type, family);
--> statement-breakpoint
-- The valid bets not yet claimed, per player, game type and the VIP level the player was at when they were
-- counted (the `vip.rebate` consumer, server/modules/vip/rebate/rebate.consumer.ts; rollbacks take theirs
-- back out, so a row may go below 0). What a row pays is floor(valid_bets × its rate / 10000), worked out
-- when the player looks or claims.
CREATE TABLE rebate_accruals (
  user_id bigint NOT NULL REFERENCES users (id),
  game_type integer NOT NULL,
  vip_level integer NOT NULL,
  valid_bets bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_type, vip_level)
);
--> statement-breakpoint
-- One row per claim: what it paid through the ledger (key rebate:<player>:<id>, posted in the same
-- transaction as the accrual rows it used up), which game type was asked for (0 = all) and the valid bets
-- it used up.
CREATE TABLE rebate_claims (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game_type integer NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  valid_bets bigint NOT NULL,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX rebate_claims_player ON rebate_claims (user_id, id DESC);
--> statement-breakpoint
-- On a database with earlier bets the rebate starts with the bets after this migration: the consumer's
-- cursor starts at the newest event (on a new database there is none, and it starts at the beginning).
INSERT INTO event_consumers (name, last_xid, last_id)
SELECT 'vip.rebate', d.tx_xid, d.id FROM domain_events d ORDER BY d.tx_xid DESC, d.id DESC LIMIT 1
ON CONFLICT (name) DO NOTHING;
