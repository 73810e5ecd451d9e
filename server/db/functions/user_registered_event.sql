-- A new account's domain event (kind 'user_registered'), written in the registration's own transaction,
-- like ledger_post writes a movement's: the mail.system consumer sends the welcome mail from it. The
-- auth code is unchanged; any way an account is created (password, SMS, social) writes it.
CREATE FUNCTION user_registered_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (kind, user_id, created_at) VALUES ('user_registered', NEW.id, NEW.created_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_registered_event AFTER INSERT ON users
FOR EACH ROW EXECUTE FUNCTION user_registered_event();
