-- The built-in demo provider's own state (see provider_play_begin.sql): a multi-step round (mines,
-- blackjack) whose bet the wallet took, with its engine's starting outcome, opened on the owner's active seed pair with its next nonce (provably fair, fair.seeds.ts), and the
-- play session's totals. The pair's row is locked first, so a rotation (which refuses while a round of the
-- pair is open) either commits before this, and the round uses the new pair, or waits for this round.
-- The same lock makes the owner's starts take turns: a start finding a round of the engine already open
-- (this session's, or a real-money session's of the owner: FairRounds.open) opens nothing and answers
-- opened = false, so of starts sent at once one opens and the caller rolls the others' bets back.
CREATE FUNCTION provider_fair_round_start(
  p_round text,
  p_key text,
  p_owner text,
  p_stake bigint,
  p_outcome jsonb,
  p_now timestamptz,
  OUT seed_id bigint,
  OUT server_seed text,
  OUT client_seed text,
  OUT nonce integer,
  OUT staked bigint,
  OUT won bigint,
  OUT rounds integer,
  OUT opened boolean
) LANGUAGE plpgsql AS $$
BEGIN
  FOR attempt IN 1..3 LOOP
    -- A new statement, a new snapshot: after a rotation committed, the next try finds the new pair.
    SELECT p.id INTO seed_id FROM builtin_provider_seeds p WHERE p.owner = p_owner AND p.active FOR UPDATE;
    EXIT WHEN FOUND;
  END LOOP;
  IF seed_id IS NULL THEN
    RAISE EXCEPTION 'no active seed pair for %', p_owner;
  END IF;
  -- A statement after the lock: it sees the round of a start that held the lock before this one.
  opened := NOT EXISTS (
    SELECT 1
    FROM builtin_provider_sessions me
    JOIN builtin_provider_sessions s ON s.engine = me.engine
      AND (s.id = me.id OR (s.owner = p_owner AND NOT s.demo AND NOT me.demo))
    JOIN builtin_provider_rounds r ON r.session_id = s.id AND r.status = 'open'
    WHERE me.id = p_key
  );
  IF NOT opened THEN
    seed_id := NULL;
    RETURN;
  END IF;
  UPDATE builtin_provider_seeds p SET nonce = p.nonce + 1 WHERE p.id = seed_id
  RETURNING p.server_seed, p.client_seed, p.nonce INTO server_seed, client_seed, nonce;
  INSERT INTO builtin_provider_rounds (id, session_id, stake, win, outcome, status, created_at, seed_id, nonce)
  VALUES (p_round, p_key, p_stake, 0, p_outcome, 'open', p_now,
          provider_fair_round_start.seed_id, provider_fair_round_start.nonce);
  UPDATE builtin_provider_sessions s
  SET staked = s.staked + p_stake, rounds = s.rounds + 1
  WHERE s.id = p_key
  RETURNING s.staked, s.won, s.rounds INTO staked, won, rounds;
END $$;
