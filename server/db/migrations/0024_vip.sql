-- VIP (issue 18): what each level of the ladder gives, and each player's VIP state, kept by the
-- `vip.experience` outbox consumer (server/modules/vip/vip.consumer.ts) from bet and rollback events.
-- The rewards' amounts are seeded values (server/db/seed/defaults/settings.ts), brought to databases
-- seeded earlier by the seed upgrade; until then they are 0 and pay nothing.
ALTER TABLE vip_levels
  ADD COLUMN level_up_reward bigint NOT NULL DEFAULT 0 CHECK (level_up_reward >= 0),
  ADD COLUMN daily_bonus bigint NOT NULL DEFAULT 0 CHECK (daily_bonus >= 0);
--> statement-breakpoint
CREATE TABLE player_vip (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  -- Valid bet amount in minor units, rollbacks taken back out.
  experience bigint NOT NULL DEFAULT 0 CHECK (experience >= 0),
  -- The VIP level (vip_levels) and the player level (user_levels) that experience reaches.
  level integer NOT NULL DEFAULT 0,
  user_level integer NOT NULL DEFAULT 0,
  -- The highest level whose level-up reward was paid: a level lost to a rollback and reached again pays
  -- nothing more (the ledger key vip_levelup:<player>:<level> refuses a second payment anyway).
  rewarded_level integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
-- Players who bet before this migration: their experience is their net bet total so far, at the level it
-- reaches, with no level-up rewards paid for the past. The consumer starts after the newest event, so
-- nothing is counted twice.
INSERT INTO player_vip (user_id, experience, level, user_level, rewarded_level, updated_at)
SELECT w.user_id, greatest(w.bets, 0),
       coalesce((SELECT max(v.level) FROM vip_levels v WHERE v.experience <= w.bets), 0),
       coalesce((SELECT max(l.level) FROM user_levels l WHERE l.bet_amount <= w.bets), 0),
       coalesce((SELECT max(v.level) FROM vip_levels v WHERE v.experience <= w.bets), 0),
       now()
FROM wallet_totals w
WHERE w.bets > 0;
--> statement-breakpoint
INSERT INTO event_consumers (name, last_xid, last_id)
SELECT 'vip.experience', d.tx_xid, d.id FROM domain_events d ORDER BY d.tx_xid DESC, d.id DESC LIMIT 1
ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- The VIP state lives in player_vip now; these columns were never written.
ALTER TABLE users DROP COLUMN vip, DROP COLUMN vip_exp, DROP COLUMN user_level;
