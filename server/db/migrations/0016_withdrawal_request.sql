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
--> statement-breakpoint
CREATE FUNCTION withdrawal_request(
  p_user bigint,
  p_card bigint,
  p_at timestamptz,
  p_amount bigint,
  p_fee bigint,
  p_turnover_percent integer,
  p_safebox_checked boolean,
  p_provider text,
  p_key_scope text,
  p_key text,
  p_call text,
  p_request_hash text
) RETURNS TABLE (status text, id bigint, coin bigint, safebox_hash text, bank_id integer, bank_name text,
                 holder_name text, account_no text)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_safebox text;
  v_bank integer;
  v_bank_name text;
  v_holder text;
  v_account text;
  v_deposits bigint;
  v_bonuses bigint;
  v_bets bigint;
  v_status text;
  v_id bigint;
  v_coin bigint;
BEGIN
  SELECT u.safebox_password_hash INTO v_safebox FROM users u WHERE u.id = p_user;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_user'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::integer, NULL::text,
                        NULL::text, NULL::text;
    RETURN;
  END IF;
  SELECT c.bank_id, c.holder_name, c.account_no INTO v_bank, v_holder, v_account
  FROM user_bank_cards c WHERE c.id = p_card AND c.user_id = p_user;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'card_not_found'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::integer,
                        NULL::text, NULL::text, NULL::text;
    RETURN;
  END IF;
  IF v_safebox IS NOT NULL AND NOT p_safebox_checked THEN
    RETURN QUERY SELECT 'safebox'::text, NULL::bigint, NULL::bigint, v_safebox, NULL::integer, NULL::text,
                        NULL::text, NULL::text;
    RETURN;
  END IF;
  SELECT t.deposits, t.bonuses, t.bets INTO v_deposits, v_bonuses, v_bets
  FROM wallet_totals t WHERE t.user_id = p_user;
  IF coalesce(v_bets, 0) < turnover_required(coalesce(v_deposits, 0), coalesce(v_bonuses, 0),
                                             p_turnover_percent) THEN
    RETURN QUERY SELECT 'turnover_not_met'::text, NULL::bigint, NULL::bigint, NULL::text, NULL::integer,
                        NULL::text, NULL::text, NULL::text;
    RETURN;
  END IF;
  SELECT b.name INTO v_bank_name FROM banks b WHERE b.id = v_bank;
  v_bank_name := coalesce(v_bank_name, '');
  SELECT h.status, h.id, h.coin INTO v_status, v_id, v_coin
  FROM withdrawal_hold(p_user, p_at, p_amount, p_card, v_bank, v_bank_name, v_holder, v_account, p_fee,
                       p_provider, p_key_scope, p_key, p_call, p_request_hash) h;
  RETURN QUERY SELECT v_status, v_id, v_coin, NULL::text, v_bank, v_bank_name, v_holder, v_account;
END $$;
