-- The seamless wallet's hot calls, bet and win (docs/PROVIDER_API.md), in ONE statement each
-- (docs/ARCHITECTURE.md "Provider throughput"). server/modules/games/wallet-api.ts is the only caller; it
-- sends `SELECT provider_bet(...)` / `SELECT provider_win(...)` as a named prepared statement outside any
-- transaction, so the statement is its own transaction: no BEGIN/COMMIT round trips, and either every
-- write of the call commits or none does. The rules are those wallet-api.ts documents; statuses and
-- ledger kinds are the values of contract/provider-wallet.ts (ProviderStatus) and
-- server/modules/wallet/ledger/ledger.kinds.ts.
--
-- Refusals that are not stored (SESSION_EXPIRED, DEMO_SESSION, BET_NOT_FOUND, TRANSACTION_ROLLED_BACK,
-- DUPLICATE_TRANSACTION) leave nothing behind: a claim made before the refusal was known is deleted in
-- the same statement, which is, for every other transaction, as if it had never been inserted.
--
-- The reply to a refusal for a known session: the status, the player's cash now and the currency (in demo
-- play balance 0 and demo true).
CREATE FUNCTION provider_refusal(p_status text, p_user bigint, p_demo boolean, p_currency text)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF p_demo THEN
    RETURN jsonb_build_object('status', p_status, 'balance', 0, 'currency', p_currency, 'demo', true);
  END IF;
  RETURN jsonb_build_object('status', p_status, 'currency', p_currency, 'balance',
    coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.user_id = p_user AND a.kind = 'cash'), 0));
END $$;
