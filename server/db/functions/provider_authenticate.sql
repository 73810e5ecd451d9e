-- authenticate: the launch token (its SHA-256, p_token_hash) opens its session once, within its expiry, while
-- the session is open. One conditional UPDATE: of two concurrent calls with one token exactly one gets the
-- row (in one batch the second call sees the first's write). The reply names our session, the player's
-- opaque uuid, the game, the language, demo and the cash balance (0 in demo play).
CREATE FUNCTION provider_authenticate(p_provider text, p_token_hash text, p_now timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_s game_sessions%ROWTYPE;
BEGIN
  UPDATE game_sessions g SET token_used_at = p_now, last_seen_at = p_now
  WHERE g.launch_token_hash = p_token_hash AND g.provider = p_provider
    AND g.token_used_at IS NULL AND g.token_expires_at > p_now AND g.status = 'open'
  RETURNING g.* INTO v_s;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'INVALID_TOKEN'); END IF;
  RETURN jsonb_build_object(
    'status', 'OK',
    'sessionId', v_s.id,
    'playerId', (SELECT u.uuid FROM users u WHERE u.id = v_s.user_id),
    'gameId', v_s.game_id,
    'lang', v_s.lang,
    'demo', v_s.demo,
    'currency', v_s.currency,
    'balance', CASE WHEN v_s.demo THEN 0 ELSE
      coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.user_id = v_s.user_id AND a.kind = 'cash'), 0)
    END);
END $$;
