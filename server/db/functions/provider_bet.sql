-- bet: debits the session's player (cash -> house) once per transaction id. Needs the session open,
-- authenticated, not demo and seen within p_idle_ms. Insufficient funds is a stored refusal (the claim
-- stays, without a ledger transaction). An accepted bet adds to its round's bet_records row, refreshes
-- last_seen_at when older than p_touch_ms, and stores its reply (OK, balance after, currency, ledger id).
CREATE FUNCTION provider_bet(
  p_provider text,
  p_session uuid,
  p_tx text,
  p_round text,
  p_amount bigint,
  p_fingerprint text,
  p_now timestamptz,
  p_idle_ms bigint,
  p_touch_ms bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_s game_sessions%ROWTYPE;
  v_c record;
  v_claim bigint;
  v_reply jsonb;
  v_status text;
  v_ledger_tx bigint;
  v_balances bigint[];
BEGIN
  SELECT * INTO v_s FROM game_sessions g WHERE g.id = p_session AND g.provider = p_provider;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'SESSION_EXPIRED'); END IF;

  v_c := provider_claim(v_s, p_provider, p_tx, 'bet', p_round, p_amount, NULL, p_fingerprint, p_now);
  IF v_c.reply IS NOT NULL THEN RETURN v_c.reply; END IF;
  v_claim := v_c.claim_id;

  IF v_s.demo OR v_s.status <> 'open' OR v_s.token_used_at IS NULL
     OR v_s.last_seen_at < p_now - p_idle_ms * interval '1 millisecond' THEN
    DELETE FROM provider_transactions t WHERE t.id = v_claim;
    RETURN provider_reply(CASE WHEN v_s.demo THEN 'DEMO_SESSION' ELSE 'SESSION_EXPIRED' END,
                            v_s.user_id, v_s.demo, v_s.currency);
  END IF;

  SELECT l.status, l.transaction_id, l.balances INTO v_status, v_ledger_tx, v_balances
  FROM ledger_post('bet', v_s.user_id, 'prov:' || p_provider || ':' || p_tx, 'provider_tx',
                   v_claim::text, p_now, ARRAY[v_s.user_id, NULL]::bigint[], ARRAY['cash', 'house'],
                   ARRAY[-p_amount, p_amount],
                   jsonb_build_object('provider', p_provider, 'gameId', v_s.game_id, 'gameType', v_s.game_type,
                                      'roundId', p_round, 'validAmount', p_amount)) l;
  IF v_status = 'insufficient' THEN
    v_reply := provider_reply('INSUFFICIENT_FUNDS', v_s.user_id, false, v_s.currency);
    UPDATE provider_transactions t SET reply = v_reply WHERE t.id = v_claim;
    RETURN v_reply;
  ELSIF v_status <> 'ok' THEN
    RAISE EXCEPTION 'bet %:% could not be posted (%)', p_provider, p_tx, v_status;
  END IF;

  INSERT INTO bet_records AS r (user_id, provider, game_id, game_type, bet_amount, win_amount, round_id, created_at)
  VALUES (v_s.user_id, p_provider, v_s.game_id, v_s.game_type, p_amount, 0, p_round, p_now)
  ON CONFLICT (user_id, provider, round_id) DO UPDATE
    SET bet_amount = r.bet_amount + EXCLUDED.bet_amount, win_amount = r.win_amount + EXCLUDED.win_amount;
  RETURN provider_answer(v_s, v_claim, v_ledger_tx, v_balances[1], p_now, p_touch_ms);
END $$;
