-- Daily sign-in (issue 18, spec FreeSign: loginBonus3User, loginBonus3UserReceive, activityAwardGetLog).
-- A 7-day cycle: the operator's reward for each day of it, in minor units. The rows ship with this
-- migration (like recharge_bonus_rules), so a database made by an earlier build receives them too.
CREATE TABLE sign_in_rewards (
  day smallint PRIMARY KEY CHECK (day BETWEEN 1 AND 7),
  amount bigint NOT NULL CHECK (amount > 0)
);
--> statement-breakpoint
INSERT INTO sign_in_rewards (day, amount) VALUES
  (1, 100), (2, 200), (3, 300), (4, 500), (5, 800), (6, 1200), (7, 2000);
--> statement-breakpoint
-- One row per player and UTC date claimed: the primary key is what makes a day's claim happen once,
-- whatever the number of parallel requests. The payment is the ledger movement with key
-- signin:<player>:<date>, posted in the same transaction.
CREATE TABLE sign_in_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  claim_date date NOT NULL,
  -- Which day of the cycle this claim was (1..7): yesterday's + 1 after 7 comes 1; 1 after a missed day.
  cycle_day smallint NOT NULL CHECK (cycle_day BETWEEN 1 AND 7),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, claim_date)
);
