-- Per-row updates for batched statements (server/db/batch.ts batchedCall, called once per argument row):
-- each updates its one row through the table's key, whatever the table's size when the connection
-- planned the statement. The joined `UPDATE ... FROM unnest(...)` they replace was planned once per
-- connection; a plan made while the table was small (a seq scan and a hash join) stayed as the table grew,
-- and under bench:wallet the reply store read the whole idempotency table for every batch. A function's
-- plan is cached per connection too, so each also turns sequential scans off for itself: a plan made
-- while its table had a page or two would otherwise scan the table for every row from then on, unless
-- an ANALYZE (autovacuum) invalidates it; the key's index is always there to use.
CREATE FUNCTION idempotency_reply(p_scope text, p_key text, p_status integer, p_reply jsonb)
RETURNS void
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
BEGIN
  UPDATE idempotency_keys SET status_code = p_status, reply = p_reply WHERE scope = p_scope AND key = p_key;
END $$;
