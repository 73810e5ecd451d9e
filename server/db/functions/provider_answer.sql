-- The end of an accepted bet, win or rollback (provider_bet, provider_win, provider_rollback): refreshes the
-- session's last_seen_at when older than p_touch_ms (one write a minute, not one per call), then stores the
-- OK reply (the player's cash after, and the ledger transaction when money moved) on the call's claim, so
-- the first answer and every replay are identical, and returns it.
CREATE FUNCTION provider_answer(
  p_s game_sessions,
  p_claim bigint,
  p_ledger_tx bigint,
  p_balance bigint,
  p_now timestamptz,
  p_touch_ms bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_reply jsonb := jsonb_build_object('status', 'OK', 'currency', p_s.currency, 'balance', p_balance);
BEGIN
  IF p_s.status = 'open' AND p_s.last_seen_at < p_now - p_touch_ms * interval '1 millisecond' THEN
    UPDATE game_sessions g SET last_seen_at = p_now
    WHERE g.id = p_s.id AND g.status = 'open' AND g.last_seen_at < p_now;
  END IF;
  IF p_ledger_tx IS NOT NULL THEN
    v_reply := v_reply || jsonb_build_object('walletTransactionId', p_ledger_tx::text);
  END IF;
  UPDATE provider_transactions t SET reply = v_reply, ledger_transaction_id = p_ledger_tx WHERE t.id = p_claim;
  RETURN v_reply;
END $$;
