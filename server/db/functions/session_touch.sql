CREATE FUNCTION session_touch(p_id uuid, p_at timestamptz)
RETURNS void
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
BEGIN
  UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, p_at) WHERE id = p_id;
END $$;
