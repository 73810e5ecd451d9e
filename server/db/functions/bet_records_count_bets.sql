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
