-- rollback: refunds the named bet once (house -> cash) and takes it out of its round. Any session state is
-- accepted (a round in flight always settles). The bet is locked (FOR UPDATE) against a racing win, which
-- takes the same row lock to mark it won, so of the two exactly one gets the bet.
--   unknown bet                 OK, nothing moves, and a tombstone under the bet's id refuses the bet if it
--                               arrives later (provider_replay); if the bet's own claim commits while we
--                               look, the tombstone finds the id taken and the bet is rolled back after all
--   tombstone already           OK, nothing moves
--   not a bet of this session   BET_NOT_FOUND (not stored)
--   refused for funds, or
--   refunded by another id      OK, nothing moves
--   already won                 BET_SETTLED (not stored)
-- A refund's domain event carries the bet's game, round and id and a negative valid amount. Its round's
-- bet_records row loses the bet; a round left with no bet and no win was only ever this bet and is gone.
CREATE FUNCTION provider_rollback(
  p_provider text,
  p_session uuid,
  p_tx text,
  p_round text,
  p_bet_tx text,
  p_fingerprint text,
  p_now timestamptz,
  p_touch_ms bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_s game_sessions%ROWTYPE;
  v_c record;
  v_claim bigint;
  v_reply jsonb;
  v_bet provider_transactions%ROWTYPE;
  v_found boolean := false;
  v_status text;
  v_ledger_tx bigint;
  v_balances bigint[];
  v_balance bigint;
BEGIN
  SELECT * INTO v_s FROM game_sessions g WHERE g.id = p_session AND g.provider = p_provider;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'SESSION_EXPIRED'); END IF;

  v_c := provider_claim(v_s, p_provider, p_tx, 'rollback', p_round, 0, p_bet_tx, p_fingerprint, p_now);
  IF v_c.reply IS NOT NULL THEN RETURN v_c.reply; END IF;
  v_claim := v_c.claim_id;

  FOR attempt IN 1 .. 3 LOOP
    SELECT * INTO v_bet FROM provider_transactions b
    WHERE b.provider = p_provider AND b.transaction_id = p_bet_tx
    FOR UPDATE;
    IF FOUND THEN v_found := true; EXIT; END IF;
    INSERT INTO provider_transactions
      (provider, transaction_id, kind, session_id, user_id, round_id, reference, fingerprint, created_at)
    VALUES (p_provider, p_bet_tx, 'tombstone', v_s.id, v_s.user_id, p_round, p_tx, 'tombstone', p_now)
    ON CONFLICT (provider, transaction_id) DO NOTHING;
    IF FOUND THEN v_found := true; v_bet.kind := 'tombstone'; EXIT; END IF;
  END LOOP;
  IF NOT v_found THEN RAISE EXCEPTION 'bet %:% vanished', p_provider, p_bet_tx; END IF;

  IF v_bet.kind <> 'tombstone' AND (v_bet.kind <> 'bet' OR v_bet.session_id IS DISTINCT FROM v_s.id) THEN
    DELETE FROM provider_transactions t WHERE t.id = v_claim;
    RETURN provider_reply('BET_NOT_FOUND', v_s.user_id, v_s.demo, v_s.currency);
  END IF;
  IF v_bet.kind = 'bet' AND v_bet.ledger_transaction_id IS NOT NULL AND NOT v_bet.rolled_back THEN
    IF v_bet.won THEN
      DELETE FROM provider_transactions t WHERE t.id = v_claim;
      RETURN provider_reply('BET_SETTLED', v_s.user_id, v_s.demo, v_s.currency);
    END IF;
    UPDATE provider_transactions b SET rolled_back = true WHERE b.id = v_bet.id;
    SELECT l.status, l.transaction_id, l.balances INTO v_status, v_ledger_tx, v_balances
    FROM ledger_post('rollback', v_s.user_id, 'prov:' || p_provider || ':' || p_tx, 'provider_tx',
                     v_claim::text, p_now, ARRAY[v_s.user_id, NULL]::bigint[], ARRAY['cash', 'house'],
                     ARRAY[v_bet.amount, -v_bet.amount],
                     jsonb_build_object('provider', p_provider, 'gameId', v_s.game_id, 'gameType', v_s.game_type,
                                        'roundId', v_bet.round_id, 'betTransactionId', p_bet_tx,
                                        'validAmount', -v_bet.amount)) l;
    IF v_status <> 'ok' THEN
      RAISE EXCEPTION 'rollback %:% could not be posted (%)', p_provider, p_tx, v_status;
    END IF;
    v_balance := v_balances[1];
    UPDATE bet_records r SET bet_amount = greatest(r.bet_amount - v_bet.amount, 0)
    WHERE r.user_id = v_s.user_id AND r.provider = p_provider AND r.round_id = v_bet.round_id;
    DELETE FROM bet_records r
    WHERE r.user_id = v_s.user_id AND r.provider = p_provider AND r.round_id = v_bet.round_id
      AND r.bet_amount = 0 AND r.win_amount = 0;
  ELSE
    v_balance := coalesce((SELECT a.balance FROM ledger_accounts a
                           WHERE a.user_id = v_s.user_id AND a.kind = 'cash'), 0);
  END IF;
  RETURN provider_answer(v_s, v_claim, v_ledger_tx, v_balance, p_now, p_touch_ms);
END $$;
