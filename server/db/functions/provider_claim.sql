-- Claims (provider, transaction id) for one call of the seamless wallet (provider_bet, provider_win,
-- provider_rollback), in the caller's transaction. Either claim_id is the new provider_transactions row,
-- or the id was taken and reply is the answer to give (provider_replay: the stored reply of an exact
-- replay, TRANSACTION_ROLLED_BACK for a tombstone, DUPLICATE_TRANSACTION for another payload). A
-- concurrent claim of the same id waits on the unique index until the first commits; when that first
-- claim was withdrawn (its call was refused and deleted it) the id is claimed again, up to three times.
CREATE FUNCTION provider_claim(
  p_s game_sessions,
  p_provider text,
  p_tx text,
  p_kind text,
  p_round text,
  p_amount bigint,
  p_reference text,
  p_fingerprint text,
  p_now timestamptz,
  OUT claim_id bigint,
  OUT reply jsonb
) LANGUAGE plpgsql AS $$
BEGIN
  FOR attempt IN 1 .. 3 LOOP
    INSERT INTO provider_transactions
      (provider, transaction_id, kind, session_id, user_id, round_id, amount, reference, fingerprint, created_at)
    VALUES (p_provider, p_tx, p_kind, p_s.id, p_s.user_id, p_round, p_amount, p_reference, p_fingerprint, p_now)
    ON CONFLICT (provider, transaction_id) DO NOTHING
    RETURNING id INTO claim_id;
    IF claim_id IS NOT NULL THEN RETURN; END IF;
    reply := provider_replay(p_provider, p_tx, p_fingerprint, p_s.user_id, p_s.demo, p_s.currency);
    IF reply IS NOT NULL THEN RETURN; END IF;
  END LOOP;
  RAISE EXCEPTION 'could not claim %:%', p_provider, p_tx;
END $$;
