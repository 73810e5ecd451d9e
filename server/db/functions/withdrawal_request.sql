CREATE FUNCTION withdrawal_request(
  p_user bigint,
  p_card bigint,
  p_at timestamptz,
  p_amount bigint,
  p_fee bigint,
  p_turnover_percent integer,
  p_safebox_checked boolean,
  p_provider text,
  p_key_scope text,
  p_key text,
  p_call text,
  p_request_hash text,
  p_reply_ref boolean,
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
  v_deposits bigint;
  v_bonuses bigint;
  v_bets bigint;
  v_hold record;
BEGIN
  SELECT u.safebox_password_hash, c.id IS NOT NULL, c.bank_id, c.holder_name, c.account_no,
         coalesce(b.name, ''), coalesce(t.deposits, 0), coalesce(t.bonuses, 0), coalesce(t.bets, 0)
  INTO v_safebox, v_card_found, bank_id, holder_name, account_no, bank_name, v_deposits, v_bonuses, v_bets
  FROM users u
  LEFT JOIN user_bank_cards c ON c.id = p_card AND c.user_id = u.id
  LEFT JOIN banks b ON b.id = c.bank_id
  LEFT JOIN wallet_totals t ON t.user_id = u.id
  WHERE u.id = p_user;
  IF NOT FOUND THEN
    status := 'no_user';
  ELSIF NOT v_card_found THEN
    status := 'card_not_found';
  ELSIF v_safebox IS NOT NULL AND NOT p_safebox_checked THEN
    status := 'safebox';
    safebox_hash := v_safebox;
  ELSIF v_bets < turnover_required(v_deposits, v_bonuses, p_turnover_percent) THEN
    status := 'turnover_not_met';
  ELSE
    v_hold := withdrawal_hold(p_user, p_at, p_amount, p_card, bank_id, bank_name, holder_name, account_no, p_fee,
                              p_provider, p_key_scope, p_key, p_call, p_request_hash, p_reply_ref);
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
