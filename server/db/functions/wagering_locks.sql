-- The turnover rule, per deposit: the player's wagering requirements, oldest first, each with the bets it
-- requires (turnover_required of its amount: p_percent % of it, rounded up) and unlock_at, the lifetime
-- bet total (wallet_totals.bets) at which it is met. Bets clear the oldest open requirement first, and
-- only bets placed after a deposit count towards it:
--   unlock_at(i) = max(bets_before(i), unlock_at(i-1)) + required(i)
--                = R(i) + max over j <= i of (bets_before(j) - R(j-1)),   R = running sum of required,
-- which one pass of window functions computes. A requirement locks its amount while the bet total is
-- below unlock_at (one that requires nothing never locks); the locked money is at most the cash balance.
-- getExchange shows these rows; withdrawal_request sums the locked ones and refuses to hold locked money.
CREATE FUNCTION wagering_locks(p_user bigint, p_percent integer)
RETURNS TABLE (id bigint, kind text, amount bigint, created_at timestamptz, required bigint, unlock_at bigint)
LANGUAGE sql STABLE AS $$
  SELECT s.id, s.kind, s.amount, s.created_at, s.required,
         (s.total + max(s.bets_before - (s.total - s.required))
                      OVER (ORDER BY s.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW))::bigint
  FROM (
    SELECT r.id, r.kind, r.amount, r.created_at, r.bets_before,
           turnover_required(r.amount, 0, p_percent) AS required,
           sum(turnover_required(r.amount, 0, p_percent))
             OVER (ORDER BY r.id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS total
    FROM wagering_requirements r
    WHERE r.user_id = p_user
  ) s
  ORDER BY s.id
$$;
