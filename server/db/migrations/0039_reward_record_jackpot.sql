-- The reward history (/reward/record) lists jackpot coin and pool prizes too: its partial index covers the
-- 'jackpot' kind, so the history's query (reward-record.service.ts AWARD_KINDS) still uses it.
DROP INDEX ledger_transactions_awards;
--> statement-breakpoint
CREATE INDEX ledger_transactions_awards ON ledger_transactions (user_id, created_at DESC, id DESC)
  WHERE kind IN ('bonus', 'vip_reward', 'rebate', 'deposit_bonus', 'bonus_grant', 'jackpot');
