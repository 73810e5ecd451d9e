-- A deposit's (or deposit bonus's) wagering requirement, written in the movement's own transaction: the
-- trigger fires on the domain event ledger_post writes for it, so every deposit has its requirement
-- whoever posted it, and none is missing while a withdrawal is checked (an outbox consumer would leave
-- the fresh money withdrawable until it ran). The player's wallet_totals row is locked by the movement
-- (ledger_post updates it for deposits first), so bets_before is the bet total in commit order. The
-- WHEN clause keeps every other event (bets on the hot path) off this function.
CREATE FUNCTION wagering_requirement_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL OR NEW.ledger_transaction_id IS NULL THEN RETURN NULL; END IF;
  INSERT INTO wagering_requirements (user_id, ledger_transaction_id, kind, amount, bets_before, created_at)
  VALUES (NEW.user_id, NEW.ledger_transaction_id, NEW.kind, NEW.amount,
          coalesce((SELECT w.bets FROM wallet_totals w WHERE w.user_id = NEW.user_id), 0), NEW.created_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wagering_requirement_add AFTER INSERT ON domain_events
FOR EACH ROW WHEN (NEW.kind IN ('deposit', 'deposit_bonus')) EXECUTE FUNCTION wagering_requirement_add();
