-- The built-in demo provider's own state (see provider_play_begin.sql): a round whose bet the wallet took,
-- with its drawn outcome, 'settling' until its win is answered (so the win can be sent again after a
-- crash), and the play session's totals; answers the session's totals after it. p_seed_id and p_nonce: the
-- seed pair and nonce a fair round was drawn with (null for the slot).
CREATE FUNCTION provider_play_record(
  p_round text,
  p_key text,
  p_stake bigint,
  p_win bigint,
  p_outcome jsonb,
  p_now timestamptz,
  p_seed_id bigint,
  p_nonce integer,
  OUT staked bigint,
  OUT won bigint,
  OUT rounds integer
) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO builtin_provider_rounds (id, session_id, stake, win, outcome, status, created_at, seed_id, nonce)
  VALUES (p_round, p_key, p_stake, p_win, p_outcome, 'settling', p_now, p_seed_id, p_nonce);
  UPDATE builtin_provider_sessions s
  SET staked = s.staked + p_stake, won = s.won + p_win, rounds = s.rounds + 1
  WHERE s.id = p_key
  RETURNING s.staked, s.won, s.rounds INTO staked, won, rounds;
END $$;
