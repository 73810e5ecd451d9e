-- Recharge bonus kind 13, cashback (issue 18): a daily scheduled job (wallet.cashback) pays each player
-- percent_bp of their net loss (bets - wins in player_daily_totals) over the rule's period, once per
-- period and player, at most max_bonus (0 = no cap). params: {"period": "day" | "week" (the previous UTC
-- day, paid each day; the previous ISO week Monday-Sunday, paid on Mondays), "payTo": "bonus" | "cash",
-- "minLoss": the smallest net loss that pays (minor units)}. Cash goes house -> cash (kind 'bonus', ref
-- 'cashback'); bonus money is a bonus_grants row like a deposit bonus, with no order and its period.
ALTER TABLE bonus_grants ALTER COLUMN order_id DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE bonus_grants ADD COLUMN period date;
--> statement-breakpoint
ALTER TABLE bonus_grants ADD CONSTRAINT bonus_grants_order_or_period CHECK ((order_id IS NULL) <> (period IS NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX bonus_grants_period_once ON bonus_grants (user_id, rule_id, period) WHERE period IS NOT NULL;
--> statement-breakpoint
-- 10% of last week's net loss, from R$10.00 lost, up to R$200.00, to cash: no wagering, so nothing the player
-- did not opt into (payTo "bonus" would be bonus money, wager_multiple x, released to cash as usual).
UPDATE recharge_bonus_rules
SET status = 1, percent_bp = 1000, fixed_amount = 0, max_bonus = 20000, min_deposit = 0,
    params = '{"period":"week","payTo":"cash","minLoss":1000}'
WHERE id = 13 AND kind = 13;
--> statement-breakpoint
-- Tasks may pay points (prize 2002, the ledger's points account, as the points shop's) instead of coin
-- (2001, minor units to cash). `reward` is then a count of points.
ALTER TABLE tasks ADD COLUMN prop_id integer NOT NULL DEFAULT 2001 CHECK (prop_id IN (2001, 2002));
--> statement-breakpoint
INSERT INTO tasks (id, task_group, goal, target, reward, min_vip, link, sort, prop_id) VALUES
  (105, 'daily', 'bet_count', 50, 30, 0, '/', 5, 2002),
  (204, 'weekly', 'sign_in_days', 7, 150, 0, '/activity/sign-in', 4, 2002)
ON CONFLICT (id) DO NOTHING;
