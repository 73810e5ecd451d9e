-- endRound: the provider closed the round. Repeatable: the first call's time stays. Any session state; the
-- reply is the session's balance now.
CREATE FUNCTION provider_end_round(p_provider text, p_session uuid, p_round text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_s game_sessions%ROWTYPE;
BEGIN
  SELECT * INTO v_s FROM game_sessions g WHERE g.id = p_session AND g.provider = p_provider;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'SESSION_EXPIRED'); END IF;
  INSERT INTO provider_rounds (provider, round_id, session_id, ended_at)
  VALUES (p_provider, p_round, v_s.id, p_now)
  ON CONFLICT (provider, round_id) DO NOTHING;
  RETURN provider_reply('OK', v_s.user_id, v_s.demo, v_s.currency);
END $$;
