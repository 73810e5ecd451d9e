-- The answer to a call whose (provider, transaction id) is already taken: the stored reply for an exact
-- replay (same fingerprint), TRANSACTION_ROLLED_BACK for a tombstone, DUPLICATE_TRANSACTION for another
-- payload; null when the row is not there (its claim was withdrawn: claim again). provider_bet and
-- provider_win claim first with INSERT ... ON CONFLICT DO NOTHING: a concurrent claim of the same id waits
-- on the unique index until the first commits, then reads its row here (each statement of a VOLATILE
-- function reads with a fresh snapshot at READ COMMITTED).
CREATE FUNCTION provider_replay(
  p_provider text,
  p_tx text,
  p_fingerprint text,
  p_user bigint,
  p_demo boolean,
  p_currency text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_kind text;
  v_fp text;
  v_reply jsonb;
BEGIN
  SELECT t.kind, t.fingerprint, t.reply INTO v_kind, v_fp, v_reply
  FROM provider_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_tx;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v_kind = 'tombstone' THEN
    RETURN provider_reply('TRANSACTION_ROLLED_BACK', p_user, p_demo, p_currency);
  ELSIF v_fp <> p_fingerprint OR v_reply IS NULL THEN
    RETURN provider_reply('DUPLICATE_TRANSACTION', p_user, p_demo, p_currency);
  END IF;
  RETURN v_reply;
END $$;
