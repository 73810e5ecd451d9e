-- The seamless wallet (docs/PROVIDER_API.md) is these functions, one per operation, side by side:
-- provider_authenticate, provider_balance, provider_bet, provider_win, provider_rollback and
-- provider_end_round, with provider_replay and this one shared. server/modules/games/wallet-api.ts is the
-- only caller; it sends `SELECT ... FROM unnest(<the calls' arguments>) CROSS JOIN LATERAL provider_<op>(...)`
-- (db/batch.ts batchedCall) as a named prepared statement outside any transaction, so the statement is
-- its own transaction: no BEGIN/COMMIT round trips, and either every write of its calls commits or none
-- does. Statuses and ledger kinds are the values of contract/provider-wallet.ts (ProviderStatus) and
-- server/modules/wallet/ledger/ledger.kinds.ts.
--
-- Refusals that are not stored (SESSION_EXPIRED, DEMO_SESSION, BET_NOT_FOUND, TRANSACTION_ROLLED_BACK,
-- BET_SETTLED, DUPLICATE_TRANSACTION) leave nothing behind: a claim made before the refusal was known is
-- deleted in the same statement, which is, for every other transaction, as if it had never been inserted.
--
-- The reply for a known session with this status: the status, the player's cash now and the currency (in
-- demo play balance 0 and demo true). Refusals, and the OK of balance and endRound.
CREATE FUNCTION provider_reply(p_status text, p_user bigint, p_demo boolean, p_currency text)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF p_demo THEN
    RETURN jsonb_build_object('status', p_status, 'balance', 0, 'currency', p_currency, 'demo', true);
  END IF;
  RETURN jsonb_build_object('status', p_status, 'currency', p_currency, 'balance',
    coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'cash'), 0));
END $$;
