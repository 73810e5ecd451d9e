-- One round trip per money movement, and running totals instead of whole-history aggregates
-- (docs/ARCHITECTURE.md "Wallet throughput"). server/modules/wallet/ledger.ts stays the only caller.
--
-- wallet_totals: per player, what the withdrawal turnover rule and user info read. deposits and bonuses
-- are kept by ledger_post below (credits of deposit / deposit_bonus transactions to the player's
-- accounts), bets by the trigger on bet_records (the games module's record of every round), each in the
-- same database transaction as the movement or bet it counts.
CREATE TABLE wallet_totals (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  deposits bigint NOT NULL DEFAULT 0,
  bonuses bigint NOT NULL DEFAULT 0,
  bets bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO wallet_totals (user_id, deposits, bonuses)
SELECT t.user_id,
       coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit'), 0),
       coalesce(sum(p.amount) FILTER (WHERE t.kind = 'deposit_bonus'), 0)
FROM ledger_transactions t
JOIN ledger_postings p ON p.transaction_id = t.id
JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id
WHERE p.amount > 0 AND t.kind IN ('deposit', 'deposit_bonus')
GROUP BY t.user_id;
--> statement-breakpoint
INSERT INTO wallet_totals (user_id, bets)
SELECT user_id, sum(bet_amount) FROM bet_records GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET bets = EXCLUDED.bets;
--> statement-breakpoint
CREATE FUNCTION bet_records_count_bets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_user bigint;
  v_delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_user := NEW.user_id; v_delta := NEW.bet_amount;
  ELSIF TG_OP = 'DELETE' THEN
    v_user := OLD.user_id; v_delta := -OLD.bet_amount;
  ELSE
    IF NEW.user_id <> OLD.user_id THEN RAISE EXCEPTION 'bet_records.user_id never changes'; END IF;
    v_user := NEW.user_id; v_delta := NEW.bet_amount - OLD.bet_amount;
  END IF;
  IF v_delta <> 0 THEN
    INSERT INTO wallet_totals (user_id, bets) VALUES (v_user, v_delta)
    ON CONFLICT (user_id) DO UPDATE SET bets = wallet_totals.bets + EXCLUDED.bets;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bet_records_count_bets AFTER INSERT OR DELETE OR UPDATE OF bet_amount ON bet_records
FOR EACH ROW EXECUTE FUNCTION bet_records_count_bets();
--> statement-breakpoint
-- Posts one movement (see ledger.ts for the rules) in a single statement. The postings come in lock
-- order; p_users[i] is null for a system account. Business outcomes are returned, not raised, so a caller
-- may go on in its transaction (to store a refusal) and nothing of the movement is left behind:
--   'ok'           posted; balances[i] is the player account's balance after posting i (null: system)
--   'replayed'     the key was posted before with the same fingerprint; nothing moved
--   'conflict'     the key was posted before with a different fingerprint; nothing moved
--   'insufficient' posting failed_index would take a player account below zero; nothing moved
-- p_fingerprint may be null for a movement whose key can never be replayed; it is then derived here.
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
  p_amounts bigint[]
) RETURNS TABLE (status text, transaction_id bigint, balances bigint[], failed_index int)
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
      RETURN QUERY SELECT 'replayed'::text, v_tx, NULL::bigint[], NULL::int;
    ELSE
      RETURN QUERY SELECT 'conflict'::text, NULL::bigint, NULL::bigint[], NULL::int;
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
        RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint[], i;
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

  RETURN QUERY SELECT 'ok'::text, v_tx, v_balances, NULL::int;
END $$;
