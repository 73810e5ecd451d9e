-- Replies by reference (docs/ARCHITECTURE.md "Wallet throughput", "Replies by reference"). A withdrawal's
-- reply is a view of what its hold wrote: the withdrawal row and the cash balance after the hold. So the
-- hold can mark its idempotency key answered as it claims it (status 200, reply_ref 'withdrawal:<id>'),
-- in the same transaction as the money, and the server stores no reply afterwards; a retry that reaches
-- the row rebuilds the reply from the reference (withdraw.service.ts replayWithdrawal). A refusal by the
-- hold (funds short) clears the mark, and its reply is stored as before.
ALTER TABLE idempotency_keys ADD COLUMN reply_ref text;
--> statement-breakpoint
-- Every row is written twice, claimed then answered (the other calls, and a hold's refusals): room on each
-- page lets the answer be a HOT update, which writes no index entries.
ALTER TABLE idempotency_keys SET (fillfactor = 50);
--> statement-breakpoint
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
  p_reply_ref boolean,
  OUT status text,
  OUT id bigint,
  OUT coin bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  v_post record;
  v_by_ref boolean := p_reply_ref AND p_key_scope IS NOT NULL;
BEGIN
  id := nextval('withdrawals_id_seq'::regclass);
  IF p_key_scope IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, key, call, request_hash, status_code, reply_ref)
    VALUES (p_key_scope, p_key, p_call, p_request_hash, CASE WHEN v_by_ref THEN 200 END,
            CASE WHEN v_by_ref THEN 'withdrawal:' || withdrawal_hold.id END)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      status := 'duplicate';
      id := NULL;
      RETURN;
    END IF;
  END IF;
  -- Lock order of the ledger (accounts sorted by kind): cash before withdraw_hold.
  v_post := ledger_post('withdraw_hold', p_user, 'withdraw-hold:' || id, NULL, 'withdrawal', id::text, p_at,
                        ARRAY[p_user, p_user], ARRAY['cash', 'withdraw_hold'], ARRAY[-p_amount, p_amount]);
  status := v_post.status;
  IF status <> 'ok' THEN
    id := NULL;
    IF v_by_ref THEN
      UPDATE idempotency_keys k SET status_code = NULL, reply_ref = NULL
      WHERE k.scope = p_key_scope AND k.key = p_key;
    END IF;
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
-- The previous signature, for the previous release during a rolling upgrade: the same hold, its reply
-- stored by the server.
CREATE OR REPLACE FUNCTION withdrawal_hold(
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
LANGUAGE sql AS $$
  SELECT * FROM withdrawal_hold(p_user, p_at, p_amount, p_card, p_bank, p_bank_name, p_holder, p_account, p_fee,
                                p_provider, p_key_scope, p_key, p_call, p_request_hash, false)
$$;
--> statement-breakpoint
-- As in 0018_lean_functions.sql, the hold called with p_reply_ref.
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
  p_reply_ref boolean,
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
                              p_provider, p_key_scope, p_key, p_call, p_request_hash, p_reply_ref);
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
--> statement-breakpoint
-- The previous signature, for the previous release: the reply stored by the server.
CREATE OR REPLACE FUNCTION withdrawal_request(
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
LANGUAGE sql AS $$
  SELECT * FROM withdrawal_request(p_user, p_card, p_at, p_amount, p_fee, p_turnover_percent, p_safebox_checked,
                                   p_provider, p_key_scope, p_key, p_call, p_request_hash, false)
$$;
