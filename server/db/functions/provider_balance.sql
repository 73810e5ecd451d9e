-- balance: the session's player's cash, for any session of this provider, open or closed (0 and demo true
-- in demo play).
CREATE FUNCTION provider_balance(p_provider text, p_session uuid)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_s game_sessions%ROWTYPE;
BEGIN
  SELECT * INTO v_s FROM game_sessions g WHERE g.id = p_session AND g.provider = p_provider;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'SESSION_EXPIRED'); END IF;
  RETURN provider_reply('OK', v_s.user_id, v_s.demo, v_s.currency);
END $$;
