-- Turnover per deposit (issue 17): each deposit, and each deposit bonus, is a wagering requirement of its
-- own, so money whose requirement is met stays withdrawable when the player deposits again. A row is
-- written in the deposit's own transaction (server/db/functions/wagering_requirement_add.sql, a trigger
-- on the movement's domain event), with the player's lifetime bet total at that moment: only bets placed
-- after the deposit count towards it, the oldest open requirement first (wagering_locks.sql).
CREATE TABLE wagering_requirements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- The deposit or deposit_bonus movement that credited the money.
  ledger_transaction_id bigint NOT NULL UNIQUE REFERENCES ledger_transactions (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'deposit_bonus')),
  -- The money it locks until met: what the movement credited to the player.
  amount bigint NOT NULL CHECK (amount >= 0),
  -- wallet_totals.bets when the money was credited.
  bets_before bigint NOT NULL,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX wagering_requirements_user ON wagering_requirements (user_id, id);
--> statement-breakpoint
-- Deposits made before this migration: the bets recorded before each of them.
INSERT INTO wagering_requirements (user_id, ledger_transaction_id, kind, amount, bets_before, created_at)
SELECT t.user_id, t.id, t.kind, c.amount,
       coalesce((SELECT sum(b.bet_amount) FROM bet_records b
                 WHERE b.user_id = t.user_id AND b.created_at < t.created_at), 0),
       t.created_at
FROM ledger_transactions t
JOIN LATERAL (
  SELECT sum(p.amount) AS amount
  FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id
  WHERE p.transaction_id = t.id AND p.amount > 0
) c ON c.amount IS NOT NULL
WHERE t.kind IN ('deposit', 'deposit_bonus') AND t.user_id IS NOT NULL
ORDER BY t.id;
