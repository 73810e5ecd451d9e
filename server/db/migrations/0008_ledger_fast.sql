-- wallet_totals: running totals per player instead of whole-history aggregates: what the withdrawal
-- turnover rule and user info read. deposits and bonuses are kept by ledger_post
-- (server/db/functions/ledger_post.sql), bets by the trigger on bet_records
-- (server/db/functions/bet_records_count_bets.sql), each in the same database transaction as the movement
-- or bet it counts.
CREATE TABLE wallet_totals (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  deposits bigint NOT NULL DEFAULT 0,
  bonuses bigint NOT NULL DEFAULT 0,
  bets bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO wallet_totals (user_id, deposits, bonuses)
SELECT t.user_id,
       coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit'), 0),
       coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit_bonus'), 0)
FROM ledger_transactions t
JOIN ledger_postings p ON p.transaction_id = t.id
JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id
WHERE p.amount > 0 AND t.kind IN ('deposit', 'deposit_bonus')
GROUP BY t.user_id;
--> statement-breakpoint
INSERT INTO wallet_totals (user_id, bets)
SELECT user_id, sum(bet_amount) FROM bet_records GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET bets = EXCLUDED.bets;
