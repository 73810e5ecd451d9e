-- Holds a withdrawal: moves the amount from the player's cash to withdraw_hold and inserts the pending
-- withdrawal, together (withdrawal_request calls it after its checks). The request's idempotency key is
-- the hold's ledger key, 'withdraw:<player>:<key>': a retry of the same request (same amount: the ledger's
-- fingerprint; same card: checked here) answers 'replayed' with the first withdrawal's id and the cash
-- balance right after its hold; another request under that key answers 'conflict'. Both move nothing.
-- 'insufficient' leaves nothing behind, the key included.
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
  p_key text,
  OUT status text,
  OUT id bigint,
  OUT coin bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_post record;
  v_same_card boolean;
BEGIN
  id := nextval('withdrawals_id_seq'::regclass);
  v_post := ledger_post('withdraw_hold', p_user, 'withdraw:' || p_user || ':' || p_key, 'withdrawal', id::text, p_at,
                        ARRAY[p_user, p_user], ARRAY['cash', 'withdraw_hold'], ARRAY[-p_amount, p_amount],
                        jsonb_build_object('withdrawalId', id, 'fee', p_fee));
  status := v_post.status;
  IF status = 'replayed' THEN
    SELECT w.id, p.balance_after, w.card_id = p_card INTO id, coin, v_same_card
    FROM ledger_transactions t
    JOIN withdrawals w ON w.id = t.ref_id::bigint
    JOIN ledger_postings p ON p.transaction_id = t.id AND p.amount < 0
    WHERE t.id = v_post.transaction_id;
    IF v_same_card THEN RETURN; END IF;
    status := 'conflict';
  END IF;
  IF status <> 'ok' THEN
    id := NULL;
    coin := NULL;
    RETURN;
  END IF;
  INSERT INTO withdrawals (id, user_id, card_id, bank_id, bank_name, holder_name, account_no, amount, fee,
                           status, provider, created_at)
  OVERRIDING SYSTEM VALUE
  VALUES (withdrawal_hold.id, p_user, p_card, p_bank, p_bank_name, p_holder, p_account, p_amount, p_fee,
          'pending', p_provider, p_at);
  coin := v_post.balances[1];
END $$;
