-- Points (issue 18, spec 3 prize 2002, route /points): a loyalty balance earned by configured actions and
-- spent in a shop. Points are not money, but they move like it: through the ledger, as a player account of
-- kind 'points' against the system account 'points_issued' (which may go negative: it is every point ever
-- handed out minus every point spent), one ledger transaction per movement under an idempotency key, the
-- player's cached balance never below zero. ledger_post already takes any account kind, so the money SQL
-- is untouched. User info's `lottery` is the points balance.
INSERT INTO ledger_accounts (kind) VALUES ('points_issued');
--> statement-breakpoint
-- How points are earned: operator rows. 'bet': `points` for every `per_amount` minor units of valid bets
-- (the `points.earn` consumer of bet and rollback events; what is left below per_amount carries over);
-- 'sign_in': `points` for each daily sign-in claim (the FreeSign claim's bonus event; per_amount unused).
CREATE TABLE points_earn_rules (
  action text PRIMARY KEY CHECK (action IN ('bet', 'sign_in')),
  points integer NOT NULL CHECK (points BETWEEN 0 AND 1000000),
  per_amount bigint NOT NULL DEFAULT 1 CHECK (per_amount > 0),
  sort integer NOT NULL DEFAULT 0,
  -- 1 on, 0 off (an off rule earns nothing and is not shown).
  status smallint NOT NULL DEFAULT 1
);
--> statement-breakpoint
-- 1 point for every R$1.00 of valid bets; 10 points for each daily sign-in.
INSERT INTO points_earn_rules (action, points, per_amount, sort) VALUES ('bet', 1, 100, 10), ('sign_in', 10, 1, 20);
--> statement-breakpoint
-- The valid bets each player has not yet turned into points (below the bet rule's per_amount). A rollback
-- takes its bet back out of here; points already credited stay (they may be spent), so the carry may go
-- below 0 and later bets fill that first.
CREATE TABLE points_progress (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  carry bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
-- The shop: operator rows. `kind` says what an item gives: 'coin' (`amount` minor units to cash). Coupons
-- (prize ids 1001-1399) will be another kind with their own columns. daily_limit: exchanges per player and
-- UTC day (null = no limit).
CREATE TABLE points_shop_items (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('coin')),
  cost integer NOT NULL CHECK (cost > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  daily_limit integer CHECK (daily_limit > 0),
  sort integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO points_shop_items (id, kind, cost, amount, daily_limit, sort) VALUES
  (1, 'coin', 50, 25, NULL, 10),
  (2, 'coin', 200, 100, NULL, 20),
  (3, 'coin', 1000, 550, NULL, 30),
  (4, 'coin', 5000, 3000, 1, 40);
--> statement-breakpoint
-- One row per exchange: the points spent (ledger key points_spend:<player>:<id>) and the coins paid
-- (points_exchange:<player>:<id>), both posted in the transaction that wrote this row.
CREATE TABLE points_exchanges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  item_id integer NOT NULL REFERENCES points_shop_items (id),
  cost integer NOT NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX points_exchanges_user ON points_exchanges (user_id, item_id, created_at);
