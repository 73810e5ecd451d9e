-- Honest bonus money (issue 18): a deposit bonus is granted only when the player opted in on the order, is
-- credited to the player's `bonus` account (not cash) and is released to cash, once, when the player has
-- bet `wager_multiple` times its amount with cash after the grant (server/modules/bonus/). At most 10x
-- (the UK rule from 2026), enforced here for every rule and every grant.
ALTER TABLE recharge_bonus_rules
  ADD COLUMN wager_multiple integer NOT NULL DEFAULT 5 CHECK (wager_multiple BETWEEN 1 AND 10);
--> statement-breakpoint
-- The player's choice, made before paying. Orders made before this column (pending ones included) hold
-- false: nobody chose a bonus on them, so they settle without one.
ALTER TABLE recharge_orders ADD COLUMN bonus_opt_in boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE TABLE bonus_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  order_id text NOT NULL REFERENCES recharge_orders (id),
  rule_id integer NOT NULL REFERENCES recharge_bonus_rules (id),
  amount bigint NOT NULL CHECK (amount > 0),
  wager_multiple integer NOT NULL CHECK (wager_multiple BETWEEN 1 AND 10),
  -- Cash bets needed to release it: wager_multiple x amount, never more than 10x.
  wager_required bigint NOT NULL CHECK (wager_required = wager_multiple * amount AND wager_required <= 10 * amount),
  -- Valid cash bets counted so far (bets.wagering consumer), never above what is required.
  wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0 AND wagered <= wager_required),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'released')),
  -- The bonus_grant movement (house -> bonus); only bets of later movements count.
  ledger_transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  -- The bonus_release movement (bonus -> cash), set with state 'released'.
  release_transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  released_at timestamptz,
  UNIQUE (order_id, rule_id),
  CHECK ((state = 'released') = (release_transaction_id IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX bonus_grants_active ON bonus_grants (user_id, id) WHERE state = 'active';
