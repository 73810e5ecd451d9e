-- A whole withdrawal request in one statement (batched with the concurrent ones: server/db/batch.ts
-- batchedCall): the checks that need the database, then the hold (withdrawal_hold, which carries the
-- request's idempotency key). Refusals come back as a status, before anything is written: 'no_user',
-- 'card_not_found', 'safebox' (a safe-box password is set and the caller has not verified it yet: its hash
-- comes back and the caller asks again with p_safebox_checked), 'turnover_not_met' (the amount is more
-- than the cash not locked by an open wagering requirement, wagering_locks.sql), 'insufficient' (more
-- than the cash); then the hold's 'insufficient', 'conflict', 'replayed' or 'ok'. The player's cash
-- account is locked first, so the balance and the requirements checked are the ones the hold moves
-- against: a concurrent withdrawal, deposit or bet of the player waits (cash is the first account
-- ledger_post locks too, so the lock order is unchanged). Sequential scans are off for the function's own plans:
-- a plan cached while a table was small must not scan it for every call once it has grown.
CREATE FUNCTION withdrawal_request(
  p_user bigint,
  p_card bigint,
  p_at timestamptz,
  p_amount bigint,
  p_fee bigint,
  p_turnover_percent integer,
  p_safebox_checked boolean,
  p_provider text,
  p_key text,
  OUT status text,
  OUT id bigint,
  OUT coin bigint,
  OUT safebox_hash text,
  OUT bank_id integer,
  OUT bank_name text,
  OUT holder_name text,
  OUT account_no text
)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_card_found boolean;
  v_safebox text;
  v_cash bigint;
  v_locked bigint;
  v_retry boolean;
  v_hold record;
BEGIN
  PERFORM 1 FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'cash' FOR UPDATE;
  -- A statement of its own after the lock, so its snapshot holds every movement committed before it.
  SELECT u.safebox_password_hash, c.id IS NOT NULL, c.bank_id, c.holder_name, c.account_no,
         coalesce(b.name, ''), coalesce(a.balance, 0),
         (SELECT coalesce(sum(l.amount), 0) FROM wagering_locks(p_user, p_turnover_percent) l
          WHERE l.required > 0 AND l.unlock_at > coalesce(t.bets, 0)),
         k.id IS NOT NULL
  INTO v_safebox, v_card_found, bank_id, holder_name, account_no, bank_name, v_cash, v_locked, v_retry
  FROM users u
  LEFT JOIN user_bank_cards c ON c.id = p_card AND c.user_id = u.id
  LEFT JOIN banks b ON b.id = c.bank_id
  LEFT JOIN wallet_totals t ON t.user_id = u.id
  LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'cash'
  -- A retry of a request already placed is the hold's to answer, whatever the checks would say now.
  LEFT JOIN ledger_transactions k ON k.idempotency_key = 'withdraw:' || p_user || ':' || p_key
  WHERE u.id = p_user;
  IF NOT FOUND THEN
    status := 'no_user';
  ELSIF v_retry THEN
    v_hold := withdrawal_hold(p_user, p_at, p_amount, p_card, NULL, NULL, NULL, NULL, p_fee, p_provider, p_key);
    status := v_hold.status;
    id := v_hold.id;
    coin := v_hold.coin;
  ELSIF NOT v_card_found THEN
    status := 'card_not_found';
  ELSIF v_safebox IS NOT NULL AND NOT p_safebox_checked THEN
    status := 'safebox';
    safebox_hash := v_safebox;
  ELSIF v_locked > 0 AND p_amount > v_cash - least(v_locked, v_cash) THEN
    status := 'turnover_not_met';
  ELSIF p_amount > v_cash THEN
    status := 'insufficient';
  ELSE
    v_hold := withdrawal_hold(p_user, p_at, p_amount, p_card, bank_id, bank_name, holder_name, account_no, p_fee,
                              p_provider, p_key);
    status := v_hold.status;
    id := v_hold.id;
    coin := v_hold.coin;
    RETURN;
  END IF;
  -- A refusal answers only its status (and the safe-box hash).
  bank_id := NULL;
  bank_name := NULL;
  holder_name := NULL;
  account_no := NULL;
END $$;
