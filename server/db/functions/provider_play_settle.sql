-- The built-in demo provider's own state (see provider_play_begin.sql): how far a round's settlement got
-- ('settled', 'win_pending', 'rolled_back'). True when the round exists.
CREATE FUNCTION provider_play_settle(p_round text, p_status text)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE builtin_provider_rounds r SET status = p_status WHERE r.id = p_round;
  RETURN FOUND;
END $$;
