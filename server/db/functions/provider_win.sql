-- win: credits the session's player (house -> cash) for an accepted bet of this session (one that moved
-- money); 0 moves nothing but is recorded. It marks the bet settled (won), unless the bet was rolled back:
-- the UPDATE's row lock serialises it against a racing rollback, which then answers BET_SETTLED. The win
-- counts to its bet's round. Any session state is accepted (a round in flight always settles).
CREATE FUNCTION provider_win(
  p_provider text,
  p_session uuid,
  p_tx text,
  p_round text,
  p_bet_tx text,
  p_amount bigint,
  p_fingerprint text,
  p_now timestamptz,
  p_touch_ms bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_s game_sessions%ROWTYPE;
  v_c record;
  v_claim bigint;
  v_reply jsonb;
  v_rolled_back boolean;
  v_bet_round text;
  v_status text;
  v_ledger_tx bigint;
  v_balances bigint[];
  v_balance bigint;
BEGIN
  SELECT * INTO v_s FROM game_sessions g WHERE g.id = p_session AND g.provider = p_provider;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'SESSION_EXPIRED'); END IF;

  v_c := provider_claim(v_s, p_provider, p_tx, 'win', p_round, p_amount, p_bet_tx, p_fingerprint, p_now);
  IF v_c.reply IS NOT NULL THEN RETURN v_c.reply; END IF;
  v_claim := v_c.claim_id;

  IF v_s.demo THEN
    DELETE FROM provider_transactions t WHERE t.id = v_claim;
    RETURN provider_reply('DEMO_SESSION', v_s.user_id, true, v_s.currency);
  END IF;

  UPDATE provider_transactions b SET won = b.won OR NOT b.rolled_back
  WHERE b.provider = p_provider AND b.transaction_id = p_bet_tx AND b.kind = 'bet'
    AND b.session_id = v_s.id AND b.ledger_transaction_id IS NOT NULL
  RETURNING b.rolled_back, b.round_id INTO v_rolled_back, v_bet_round;
  IF NOT FOUND OR v_rolled_back THEN
    DELETE FROM provider_transactions t WHERE t.id = v_claim;
    RETURN provider_reply(CASE WHEN v_rolled_back THEN 'TRANSACTION_ROLLED_BACK' ELSE 'BET_NOT_FOUND' END,
                            v_s.user_id, false, v_s.currency);
  END IF;

  IF p_amount > 0 THEN
    SELECT l.status, l.transaction_id, l.balances INTO v_status, v_ledger_tx, v_balances
    FROM ledger_post('win', v_s.user_id, 'prov:' || p_provider || ':' || p_tx, 'provider_tx',
                     v_claim::text, p_now, ARRAY[v_s.user_id, NULL]::bigint[], ARRAY['cash', 'house'],
                     ARRAY[p_amount, -p_amount],
                     jsonb_build_object('provider', p_provider, 'gameId', v_s.game_id, 'gameType', v_s.game_type,
                                        'roundId', v_bet_round, 'betTransactionId', p_bet_tx)) l;
    IF v_status <> 'ok' THEN
      RAISE EXCEPTION 'win %:% could not be posted (%)', p_provider, p_tx, v_status;
    END IF;
    v_balance := v_balances[1];
  ELSE
    v_balance := coalesce((SELECT a.balance FROM ledger_accounts a
                           WHERE a.user_id = v_s.user_id AND a.kind = 'cash'), 0);
  END IF;

  -- The bet made its round's row; only win_amount changes (the bet totals' trigger stays out of it).
  UPDATE bet_records r SET win_amount = r.win_amount + p_amount
  WHERE r.user_id = v_s.user_id AND r.provider = p_provider AND r.round_id = v_bet_round;
  IF NOT FOUND THEN
    INSERT INTO bet_records AS r (user_id, provider, game_id, game_type, bet_amount, win_amount, round_id, created_at)
    VALUES (v_s.user_id, p_provider, v_s.game_id, v_s.game_type, 0, p_amount, v_bet_round, p_now)
    ON CONFLICT (user_id, provider, round_id) DO UPDATE SET win_amount = r.win_amount + EXCLUDED.win_amount;
  END IF;
  RETURN provider_answer(v_s, v_claim, v_ledger_tx, v_balance, p_now, p_touch_ms);
END $$;
