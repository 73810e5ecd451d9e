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
  p_request_hash text,
  p_reply_ref boolean,
  OUT status text,
  OUT id bigint,
  OUT coin bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_post record;
  v_by_ref boolean := p_reply_ref AND p_key_scope IS NOT NULL;
BEGIN
  id := nextval('withdrawals_id_seq'::regclass);
  IF p_key_scope IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, call, request_hash, status_code, reply_ref)
    VALUES (p_key_scope, p_key, p_call, p_request_hash, CASE WHEN v_by_ref THEN 200 END,
            CASE WHEN v_by_ref THEN 'withdrawal:' || withdrawal_hold.id END)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      status := 'duplicate';
      id := NULL;
      RETURN;
    END IF;
  END IF;
  -- Lock order of the ledger (accounts sorted by kind): cash before withdraw_hold.
  v_post := ledger_post('withdraw_hold', p_user, 'withdraw-hold:' || id, NULL, 'withdrawal', id::text, p_at,
                        ARRAY[p_user, p_user], ARRAY['cash', 'withdraw_hold'], ARRAY[-p_amount, p_amount]);
  status := v_post.status;
  IF status <> 'ok' THEN
    id := NULL;
    IF v_by_ref THEN
      UPDATE idempotency_keys k SET status_code = NULL, reply_ref = NULL
      WHERE k.scope = p_key_scope AND k.key = p_key;
    END IF;
    RETURN;
  END IF;
  INSERT INTO withdrawals (id, user_id, card_id, bank_id, bank_name, holder_name, account_no, amount, fee,
                           status, provider, created_at)
  OVERRIDING SYSTEM VALUE
  VALUES (withdrawal_hold.id, p_user, p_card, p_bank, p_bank_name, p_holder, p_account, p_amount, p_fee,
          'pending', p_provider, p_at);
  coin := v_post.balances[1];
END $$;
