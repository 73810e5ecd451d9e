-- The built-in demo provider's own state (server/provider/, tables of 0011_builtin_provider.sql), not our
-- wallet's: the start of a round the game page asked for (POST /provider/play/v1/play), one statement, so
-- the rounds of concurrent players go to the database together (provider.rounds.ts batches them).
--
-- outcome 'expired': no such play session, or it started more than p_max_age_ms ago. 'bad_stake': the
-- request is not valid for the session's engine (p_cycle_ms maps each engine the request IS valid for to
-- that engine's minimum cycle). 'too_fast': the session's previous round claimed the cycle less than the
-- engine's minimum cycle ago (last_play_at says when). 'ok': this round holds the cycle now (a conditional
-- UPDATE, so two requests racing on two server instances cannot both pass); pending says whether an
-- earlier round of the session waits for its win or rollback (or is 'settling' for longer than
-- p_stale_ms: its request died), which the provider sends again before this round's bet. owner names the
-- player's seed pairs (provably fair, migration 0043).
CREATE FUNCTION provider_play_begin(
  p_key text,
  p_now timestamptz,
  p_max_age_ms bigint,
  p_cycle_ms jsonb,
  p_stale_ms bigint,
  OUT outcome text,
  OUT wallet_session uuid,
  OUT engine text,
  OUT demo boolean,
  OUT last_play_at timestamptz,
  OUT pending boolean,
  OUT owner text
) LANGUAGE plpgsql AS $$
DECLARE
  v_s builtin_provider_sessions%ROWTYPE;
  v_cycle bigint;
BEGIN
  SELECT * INTO v_s FROM builtin_provider_sessions s WHERE s.id = p_key;
  IF NOT FOUND OR v_s.started_at < p_now - p_max_age_ms * interval '1 millisecond' THEN
    outcome := 'expired';
    RETURN;
  END IF;
  wallet_session := v_s.wallet_session_id;
  engine := v_s.engine;
  demo := v_s.demo;
  owner := coalesce(v_s.owner, 'session:' || v_s.id);
  v_cycle := (p_cycle_ms ->> v_s.engine)::bigint;
  IF v_cycle IS NULL THEN
    outcome := 'bad_stake';
    RETURN;
  END IF;
  UPDATE builtin_provider_sessions s SET last_play_at = p_now
  WHERE s.id = p_key
    AND (s.last_play_at IS NULL OR s.last_play_at <= p_now - v_cycle * interval '1 millisecond');
  IF NOT FOUND THEN
    outcome := 'too_fast';
    SELECT s.last_play_at INTO last_play_at FROM builtin_provider_sessions s WHERE s.id = p_key;
    RETURN;
  END IF;
  outcome := 'ok';
  last_play_at := p_now;
  pending := EXISTS (
    SELECT 1 FROM builtin_provider_rounds r
    WHERE r.session_id = p_key
      AND (r.status IN ('win_pending', 'rollback_pending')
           OR (r.status = 'settling' AND r.created_at < p_now - p_stale_ms * interval '1 millisecond')));
END $$;
