-- Recharge bonus kinds 3-12 apply (issue 18; meanings in server/modules/wallet/deposit/deposit.bonus.ts).
-- Accumulated recharge (kind 7) pays tiers: params.tiers [{threshold, bonus}] over the player's total paid
-- deposits, each tier once per player, to players who joined the activity (recharge_tier_members).
-- A tier grant is a bonus_grants row like any deposit bonus (bonus money, same wagering and release), with
-- its tier number; (user, rule, tier) is unique, so two deposits crossing one tier pay it once.
ALTER TABLE bonus_grants ADD COLUMN tier integer NOT NULL DEFAULT 0 CHECK (tier >= 0);
--> statement-breakpoint
ALTER TABLE bonus_grants DROP CONSTRAINT bonus_grants_order_id_rule_id_key;
--> statement-breakpoint
ALTER TABLE bonus_grants ADD CONSTRAINT bonus_grants_order_rule_tier UNIQUE (order_id, rule_id, tier);
--> statement-breakpoint
CREATE UNIQUE INDEX bonus_grants_tier_once ON bonus_grants (user_id, rule_id, tier) WHERE tier > 0;
--> statement-breakpoint
-- The player's standing opt-in to accumulated recharge: joined once, it covers every tier reached from then on.
CREATE TABLE recharge_tier_members (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  joined_at timestamptz NOT NULL
);
--> statement-breakpoint
-- Believable offers switched on. Kinds 5, 6, 9, 10 and 11 stay off: they would stack on every new
-- player's first deposit (or depend on the hour) and make the advertised first-deposit bonus unclear.
-- Kind 13 (cashback) is not built and grants nothing.
UPDATE recharge_bonus_rules SET status = 1 WHERE id IN (3, 4, 8, 12);
--> statement-breakpoint
UPDATE recharge_bonus_rules
SET status = 1, percent_bp = 0, fixed_amount = 0, max_bonus = 0, min_deposit = 0,
    params = '{"tiers":[{"threshold":50000,"bonus":1000},{"threshold":200000,"bonus":5000},{"threshold":500000,"bonus":15000}]}'
WHERE id = 7 AND kind = 7;
--> statement-breakpoint
-- First deposit (built now) and accumulated recharge (type 4 deposit activities; /bonus/event).
UPDATE activities SET status = 1 WHERE id = 5 AND click_action = 'FirstDeposit';
--> statement-breakpoint
INSERT INTO activities (id, type_id, sort, type, click_type, click_action, unlogin_show_status, status) VALUES
  (7, 4, 55, 0, 1, 'AccumulatedRecharge', 1, 1)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO content_texts (key, locale, title, body) VALUES
  ('activity.7', 'en', 'Deposit milestones', 'Join once: every deposit total you reach pays a bonus.'),
  ('activity.7', 'pt-BR', 'Metas de depósito', 'Participe uma vez: cada total de depósitos que atingir paga um bônus.'),
  ('activity.7', 'es', 'Metas de depósito', 'Únete una vez: cada total de depósitos que alcances paga un bono.')
ON CONFLICT (key, locale) DO NOTHING;
