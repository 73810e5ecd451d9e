-- Posts one money movement (server/modules/wallet/ledger/ledger.ts states the rules) in a single statement,
-- inside the caller's transaction. p_users[i] is null for a system account; postings may come in any order.
-- The movement's domain event (its kind, the player, the sum of its credits, p_event) is written with it,
-- so an event exists if and only if the money moved (server/outbox/).
--
-- Business outcomes are returned, not raised, so a caller may go on in its transaction and nothing of the
-- movement is left behind:
--   'ok'           posted; balances[i] is the balance after posting i of a player account (null: system)
--   'replayed'     the key was posted before with the same postings; nothing moved; transaction_id is that
--                  first movement's
--   'conflict'     the key was posted before with other postings; nothing moved
--   'insufficient' posting failed_index would take a player account below zero; nothing moved
--
-- The fingerprint that tells a replay from a conflict is the kind, the player and the postings, sorted: the
-- movement itself, not the reference (a withdrawal retried under its key allocates another id before it
-- learns it is a replay).
CREATE FUNCTION ledger_post(
  p_kind text,
  p_user_id bigint,
  p_key text,
  p_ref_type text,
  p_ref_id text,
  p_created_at timestamptz,
  p_users bigint[],
  p_kinds text[],
  p_amounts bigint[],
  p_event jsonb DEFAULT '{}',
  OUT status text,
  OUT transaction_id bigint,
  OUT balances bigint[],
  OUT failed_index int
)
LANGUAGE plpgsql AS $$
DECLARE
  v_n int := array_length(p_amounts, 1);
  -- Player accounts are locked in one order, (player, account kind), so two movements over the same
  -- accounts cannot deadlock; system accounts keep no balance and are never locked. An insertion sort of
  -- the postings' indexes: movements have two or three postings, and plain expressions cost less here
  -- than a query.
  v_order int[] := '{}';
  v_fp text := '';
  v_tx bigint;
  v_existing text;
  v_acc bigint;
  v_bal bigint;
  v_accounts bigint[] := array_fill(NULL::bigint, ARRAY[v_n]);
  v_credit bigint := 0;
  i int;
  j int;
BEGIN
  FOR k IN 1 .. v_n LOOP
    j := coalesce(array_length(v_order, 1), 0);
    WHILE j > 0 AND (p_users[v_order[j]] IS NOT NULL AND (p_users[k] IS NULL OR p_users[k] < p_users[v_order[j]]
                     OR (p_users[k] = p_users[v_order[j]] AND p_kinds[k] < p_kinds[v_order[j]]))) LOOP
      j := j - 1;
    END LOOP;
    v_order := v_order[1:j] || k || v_order[j + 1:];
    IF p_amounts[k] > 0 THEN v_credit := v_credit + p_amounts[k]; END IF;
  END LOOP;
  FOREACH i IN ARRAY v_order LOOP
    v_fp := v_fp || concat_ws(':', p_users[i], p_kinds[i], p_amounts[i]) || ',';
  END LOOP;
  v_fp := md5(concat_ws('|', p_kind, p_user_id, v_fp));
  balances := array_fill(NULL::bigint, ARRAY[v_n]);
  INSERT INTO ledger_transactions (kind, user_id, idempotency_key, fingerprint, ref_type, ref_id, created_at)
  VALUES (p_kind, p_user_id, p_key, v_fp, p_ref_type, p_ref_id, p_created_at)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    SELECT t.id, t.fingerprint INTO v_tx, v_existing FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    status := CASE WHEN v_existing = v_fp THEN 'replayed' ELSE 'conflict' END;
    transaction_id := CASE WHEN v_existing = v_fp THEN v_tx END;
    balances := NULL;
    RETURN;
  END IF;

  FOREACH i IN ARRAY v_order LOOP
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
        FOR m IN 1 .. v_n LOOP
          IF p_users[m] IS NOT NULL AND v_accounts[m] IS NOT NULL THEN
            UPDATE ledger_accounts a SET balance = a.balance - p_amounts[m] WHERE a.id = v_accounts[m];
          END IF;
        END LOOP;
        DELETE FROM ledger_transactions t WHERE t.id = v_tx;
        status := 'insufficient';
        failed_index := i;
        balances := NULL;
        RETURN;
      END IF;
    END IF;
    v_accounts[i] := v_acc;
    balances[i] := v_bal;
    v_acc := NULL;
  END LOOP;

  INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
  SELECT v_tx, u.account_id, u.amount, u.balance_after
  FROM unnest(v_accounts, p_amounts, balances) AS u(account_id, amount, balance_after);

  -- The one running total of a player's deposits and deposit bonuses (the turnover rule and user info).
  IF p_kind IN ('deposit', 'deposit_bonus') AND p_user_id IS NOT NULL THEN
    INSERT INTO wallet_totals AS w (user_id, deposits, bonuses)
    VALUES (p_user_id, CASE WHEN p_kind = 'deposit' THEN v_credit ELSE 0 END,
            CASE WHEN p_kind = 'deposit_bonus' THEN v_credit ELSE 0 END)
    ON CONFLICT (user_id) DO UPDATE
    SET deposits = w.deposits + EXCLUDED.deposits, bonuses = w.bonuses + EXCLUDED.bonuses;
  END IF;

  INSERT INTO domain_events (kind, user_id, amount, ledger_transaction_id, data, created_at)
  VALUES (p_kind, p_user_id, v_credit, v_tx, p_event, p_created_at);

  status := 'ok';
  transaction_id := v_tx;
END $$;
