-- Posts one movement (see ledger.ts for the rules) in a single statement. The postings come in lock
-- order; p_users[i] is null for a system account. Business outcomes are returned, not raised, so a caller
-- may go on in its transaction (to store a refusal) and nothing of the movement is left behind:
--   'ok'           posted; balances[i] is the player account's balance after posting i (null: system)
--   'replayed'     the key was posted before with the same fingerprint; nothing moved
--   'conflict'     the key was posted before with a different fingerprint; nothing moved
--   'insufficient' posting failed_index would take a player account below zero; nothing moved
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
