-- A withdrawal request's write as one function, so concurrent requests can be sent as one statement
-- (server/db/batch.ts batchedCall; docs/ARCHITECTURE.md "Wallet throughput"). It draws the id, holds the
-- amount (cash -> withdraw_hold) through ledger_post, and inserts the pending row only when the movement
-- went through: both exist or neither. Answers the ledger's status ('ok' or 'insufficient'), the new id
-- when ok, and the cash balance after the hold.
CREATE FUNCTION withdrawal_hold(
  p_user bigint,
  p_at timestamptz,
  p_amount bigint,
  p_card bigint,
  p_bank integer,
  p_bank_name text,
  p_holder text,
  p_account text,
  p_fee bigint,
  p_provider text
) RETURNS TABLE (status text, id bigint, coin bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint := nextval(pg_get_serial_sequence('withdrawals', 'id'));
  v_status text;
  v_balances bigint[];
BEGIN
  -- Lock order of the ledger (accounts sorted by kind): cash before withdraw_hold.
  SELECT l.status, l.balances INTO v_status, v_balances
  FROM ledger_post('withdraw_hold', p_user, 'withdraw-hold:' || v_id, NULL, 'withdrawal', v_id::text, p_at,
                   ARRAY[p_user, p_user], ARRAY['cash', 'withdraw_hold'], ARRAY[-p_amount, p_amount]) l;
  IF v_status <> 'ok' THEN
    RETURN QUERY SELECT v_status, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO withdrawals (id, user_id, card_id, bank_id, bank_name, holder_name, account_no, amount, fee,
                           status, provider, created_at)
  OVERRIDING SYSTEM VALUE
  VALUES (v_id, p_user, p_card, p_bank, p_bank_name, p_holder, p_account, p_amount, p_fee, 'pending',
          p_provider, p_at);
  RETURN QUERY SELECT v_status, v_id, v_balances[1];
END $$;
