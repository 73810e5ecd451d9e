-- The whole withdrawal request as one function, so a request is one statement (batched with the
-- concurrent ones: server/db/batch.ts batchedCall; docs/ARCHITECTURE.md "Wallet throughput"): the checks
-- that need the database, then the key's claim and the hold (withdrawal_hold, 0014). Refusals come back as
-- a status, before anything is written, in the order of withdraw.service.ts: 'no_user', 'card_not_found',
-- 'safebox' (a safe-box password is set and the caller has not verified it yet: its hash comes back and
-- the caller asks again with p_safebox_checked), 'turnover_not_met'; then withdrawal_hold's 'duplicate',
-- 'insufficient' or 'ok'. Sequential scans are off for the function's own plans, as in 0015: a plan made
-- while a table was small must not scan it for every call once it has grown.

-- The turnover rule, written once: bets required before a withdrawal, as a percentage of deposits and
-- deposit bonuses, rounded up. getExchange shows it; withdrawal_request enforces it.
CREATE FUNCTION turnover_required(p_deposits bigint, p_bonuses bigint, p_percent integer)
RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT ((p_deposits + p_bonuses) * p_percent + 99) / 100
$$;
