-- The withdrawal request claims its idempotency key in the hold's own transaction (docs/ARCHITECTURE.md
-- "Keys claimed with the effect"): the key and the money movement are committed together or not at all,
-- and the request needs no claim statement of its own. With a key (p_key_scope not null) the function
-- first inserts the key's row, still running (no reply); when another request holds the key already it
-- answers 'duplicate' and changes nothing. The key stays claimed when the hold is refused for funds: that
-- refusal is the call's answer and is stored on the row like any other.
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
  p_provider text,
  p_key_scope text,
  p_key text,
  p_call text,
  p_request_hash text
) RETURNS TABLE (status text, id bigint, coin bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_status text;
  v_balances bigint[];
BEGIN
  IF p_key_scope IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, call, request_hash)
    VALUES (p_key_scope, p_key, p_call, p_request_hash)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'duplicate'::text, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;
  v_id := nextval(pg_get_serial_sequence('withdrawals', 'id'));
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
--> statement-breakpoint
-- The previous signature stays for instances of the previous release during a rolling upgrade; it is the
-- same hold without a key.
CREATE OR REPLACE FUNCTION withdrawal_hold(
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
LANGUAGE sql AS $$
  SELECT * FROM withdrawal_hold(p_user, p_at, p_amount, p_card, p_bank, p_bank_name, p_holder, p_account,
                                p_fee, p_provider, NULL::text, NULL::text, NULL::text, NULL::text)
$$;
