-- An idempotency key's claim as a per-row function, so claims go through the same batched call as the
-- replies (server/db/batch.ts batchedCall, idempotency_reply in 0015) instead of a statement of their own:
-- inserts the key still running (no reply) and answers whether this call took it. Two calls of one batch
-- with the same key run in order, so the second answers false.
CREATE FUNCTION idempotency_claim(p_scope text, p_key text, p_call text, p_request_hash text)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (scope, key, call, request_hash)
  VALUES (p_scope, p_key, p_call, p_request_hash)
  ON CONFLICT DO NOTHING;
  RETURN FOUND;
END $$;
