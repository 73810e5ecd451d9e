-- The hot money functions return one row through OUT parameters instead of a table (docs/ARCHITECTURE.md
-- "Wallet throughput"). Same names, arguments, columns and behaviour. A table-returning plpgsql function
-- runs every `RETURN QUERY` as a statement of its own into a tuple store, and its callers had to call it
-- as `SELECT ... FROM f(...)`, one more statement; each statement costs an executor start, which is most
-- of what these functions cost PostgreSQL (a profile of bench:wallet: 9% of the database's CPU in
-- ExecutorStart alone). A function with OUT parameters sets them and returns; callers inside plpgsql
-- assign its result as an expression (`v := f(...)`), which runs without an executor. Callers that use
-- `SELECT ... FROM f(...)` (ledger.ts, the provider's functions, the previous release during a rolling
-- upgrade) still work: the function reads as a one-row table.
--
-- withdrawal_request also reads the player, the card, the turnover totals and the bank in one statement
-- instead of four.
DROP FUNCTION ledger_post(text, bigint, text, text, text, text, timestamptz, bigint[], text[], bigint[]);
--> statement-breakpoint
-- As in 0008_ledger_fast.sql; see there for the statuses.
CREATE FUNCTION ledger_post(
  p_kind text,
  p_user_id bigint,
  p_key text,
  p_fingerprint text,
  p_ref_type text,
  p_ref_id text,
  p_created_at timestamptz,
  p_users bigint[],
  p_kinds text[],
  p_amounts bigint[],
  OUT status text,
  OUT transaction_id bigint,
  OUT balances bigint[],
  OUT failed_index int
)
LANGUAGE plpgsql AS $$
DECLARE
  v_n int := array_length(p_amounts, 1);
  v_fp text := coalesce(p_fingerprint, md5(concat_ws('|', p_kind, p_user_id, p_ref_type, p_ref_id,
    array_to_string(p_users, ',', '-'), array_to_string(p_kinds, ','), array_to_string(p_amounts, ','))));
  v_tx bigint;
  v_existing text;
  v_acc bigint;
  v_bal bigint;
  v_accounts bigint[] := '{}';
  v_balances bigint[] := '{}';
  v_credit bigint;
BEGIN
  INSERT INTO ledger_transactions (kind, user_id, idempotency_key, fingerprint, ref_type, ref_id, created_at)
  VALUES (p_kind, p_user_id, p_key, v_fp, p_ref_type, p_ref_id, p_created_at)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    SELECT t.id, t.fingerprint INTO v_tx, v_existing FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    IF v_existing = v_fp THEN
      status := 'replayed';
      transaction_id := v_tx;
    ELSE
      status := 'conflict';
    END IF;
    RETURN;
  END IF;

  FOR i IN 1 .. v_n LOOP
    IF p_users[i] IS NULL THEN
      SELECT a.id INTO v_acc FROM ledger_accounts a WHERE a.user_id IS NULL AND a.kind = p_kinds[i];
      IF v_acc IS NULL THEN RAISE EXCEPTION 'system ledger account % is missing', p_kinds[i]; END IF;
      v_bal := NULL;
    ELSIF p_amounts[i] > 0 THEN
      INSERT INTO ledger_accounts AS a (user_id, kind, balance) VALUES (p_users[i], p_kinds[i], p_amounts[i])
      ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL
      DO UPDATE SET balance = a.balance + EXCLUDED.balance
      RETURNING a.id, a.balance INTO v_acc, v_bal;
    ELSE
      UPDATE ledger_accounts a SET balance = a.balance + p_amounts[i]
      WHERE a.user_id = p_users[i] AND a.kind = p_kinds[i] AND a.balance + p_amounts[i] >= 0
      RETURNING a.id, a.balance INTO v_acc, v_bal;
      IF v_acc IS NULL THEN
        -- Undo what this movement already applied (rows we hold locked) and its claim on the key.
        FOR j IN 1 .. i - 1 LOOP
          IF p_users[j] IS NOT NULL THEN
            UPDATE ledger_accounts a SET balance = a.balance - p_amounts[j] WHERE a.id = v_accounts[j];
          END IF;
        END LOOP;
        DELETE FROM ledger_transactions t WHERE t.id = v_tx;
        status := 'insufficient';
        failed_index := i;
        RETURN;
      END IF;
    END IF;
    v_accounts := v_accounts || v_acc;
    v_balances := v_balances || v_bal;
    v_acc := NULL;
  END LOOP;

  INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
  SELECT v_tx, u.account_id, u.amount, u.balance_after
  FROM unnest(v_accounts, p_amounts, v_balances) AS u(account_id, amount, balance_after);

  IF p_kind IN ('deposit', 'deposit_bonus') AND p_user_id IS NOT NULL THEN
    SELECT coalesce(sum(u.amount), 0) INTO v_credit
    FROM unnest(p_users, p_amounts) AS u(user_id, amount)
    WHERE u.user_id = p_user_id AND u.amount > 0;
    IF v_credit > 0 THEN
      INSERT INTO wallet_totals AS w (user_id, deposits, bonuses)
      VALUES (p_user_id, CASE WHEN p_kind = 'deposit' THEN v_credit ELSE 0 END,
              CASE WHEN p_kind = 'deposit_bonus' THEN v_credit ELSE 0 END)
      ON CONFLICT (user_id) DO UPDATE
      SET deposits = w.deposits + EXCLUDED.deposits, bonuses = w.bonuses + EXCLUDED.bonuses;
    END IF;
  END IF;

  status := 'ok';
  transaction_id := v_tx;
  balances := v_balances;
END $$;
--> statement-breakpoint
-- The previous release's wrapper (0014) selects from the 14-argument function by name and keeps working.
DROP FUNCTION withdrawal_hold(bigint, timestamptz, bigint, bigint, integer, text, text, text, bigint, text, text,
                              text, text, text);
--> statement-breakpoint
-- As in 0014_withdrawal_hold_key.sql: claims the key, holds the amount, inserts the pending withdrawal.
CREATE FUNCTION withdrawal_hold(
  p_user bigint,
  p_at timestamptz,
  p_amount bigint,
  p_card bigint,
  p_bank integer,
  p_bank_name text,
  p_holder text,
  p_account text,
  p_fee bigint,
  p_provider text,
  p_key_scope text,
  p_key text,
  p_call text,
  p_request_hash text,
  OUT status text,
  OUT id bigint,
  OUT coin bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_post record;
BEGIN
  IF p_key_scope IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, call, request_hash)
    VALUES (p_key_scope, p_key, p_call, p_request_hash)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      status := 'duplicate';
      RETURN;
    END IF;
  END IF;
  id := nextval('withdrawals_id_seq'::regclass);
  -- Lock order of the ledger (accounts sorted by kind): cash before withdraw_hold.
  v_post := ledger_post('withdraw_hold', p_user, 'withdraw-hold:' || id, NULL, 'withdrawal', id::text, p_at,
                        ARRAY[p_user, p_user], ARRAY['cash', 'withdraw_hold'], ARRAY[-p_amount, p_amount]);
  status := v_post.status;
  IF status <> 'ok' THEN
    id := NULL;
    RETURN;
  END IF;
  INSERT INTO withdrawals (id, user_id, card_id, bank_id, bank_name, holder_name, account_no, amount, fee,
                           status, provider, created_at)
  OVERRIDING SYSTEM VALUE
  VALUES (withdrawal_hold.id, p_user, p_card, p_bank, p_bank_name, p_holder, p_account, p_amount, p_fee,
          'pending', p_provider, p_at);
  coin := v_post.balances[1];
END $$;
--> statement-breakpoint
DROP FUNCTION withdrawal_request(bigint, bigint, timestamptz, bigint, bigint, integer, boolean, text, text, text,
                                 text, text);
--> statement-breakpoint
-- As in 0016_withdrawal_request.sql (the checks in the same order, the same statuses), its reads as one.
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
  p_request_hash text,
  OUT status text,
  OUT id bigint,
  OUT coin bigint,
  OUT safebox_hash text,
  OUT bank_id integer,
  OUT bank_name text,
  OUT holder_name text,
  OUT account_no text
)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  v_card_found boolean;
  v_safebox text;
  v_deposits bigint;
  v_bonuses bigint;
  v_bets bigint;
  v_hold record;
BEGIN
  SELECT u.safebox_password_hash, c.id IS NOT NULL, c.bank_id, c.holder_name, c.account_no,
         coalesce(b.name, ''), coalesce(t.deposits, 0), coalesce(t.bonuses, 0), coalesce(t.bets, 0)
  INTO v_safebox, v_card_found, bank_id, holder_name, account_no, bank_name, v_deposits, v_bonuses, v_bets
  FROM users u
  LEFT JOIN user_bank_cards c ON c.id = p_card AND c.user_id = u.id
  LEFT JOIN banks b ON b.id = c.bank_id
  LEFT JOIN wallet_totals t ON t.user_id = u.id
  WHERE u.id = p_user;
  IF NOT FOUND THEN
    status := 'no_user';
  ELSIF NOT v_card_found THEN
    status := 'card_not_found';
  ELSIF v_safebox IS NOT NULL AND NOT p_safebox_checked THEN
    status := 'safebox';
    safebox_hash := v_safebox;
  ELSIF v_bets < turnover_required(v_deposits, v_bonuses, p_turnover_percent) THEN
    status := 'turnover_not_met';
  ELSE
    v_hold := withdrawal_hold(p_user, p_at, p_amount, p_card, bank_id, bank_name, holder_name, account_no, p_fee,
                              p_provider, p_key_scope, p_key, p_call, p_request_hash);
    status := v_hold.status;
    id := v_hold.id;
    coin := v_hold.coin;
    RETURN;
  END IF;
  -- A refusal answers only its status (and the safe-box hash).
  bank_id := NULL;
  bank_name := NULL;
  holder_name := NULL;
  account_no := NULL;
END $$;
