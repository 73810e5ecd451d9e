-- Deposits (issue 4 "Deposit"): recharge channels and their items, recharge bonus rules, orders and
-- the payment provider's webhook events. Money itself moves only through the ledger (0004): a paid order
-- posts payment_clearing -> player cash, and its bonus house -> player cash, in the same transaction
-- that marks the order paid. Amounts are integer minor units.
--
-- Recharge type (spec 3): a deposit channel. status 1 = offered, 0 = hidden and refused.
CREATE TABLE recharge_types (
  id integer PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  -- The smallest item price shown and accepted (spec 5): min_amount, or min_amount2 for a player who has
  -- deposited before when settings.minRechargeStatus is set.
  min_amount bigint NOT NULL DEFAULT 100 CHECK (min_amount > 0),
  min_amount2 bigint NOT NULL DEFAULT 10000 CHECK (min_amount2 > 0),
  -- The largest single deposit this channel takes (ours; the spec shows none).
  max_amount bigint NOT NULL DEFAULT 10000000 CHECK (max_amount > 0),
  is_default boolean NOT NULL DEFAULT false,
  status integer NOT NULL DEFAULT 1,
  -- Which PaymentProvider takes the channel's orders (server/modules/wallet/deposit/payment-provider.ts).
  provider text NOT NULL DEFAULT 'sandbox'
);
--> statement-breakpoint
-- Recharge item (spec 3): a preset amount ("price") offered on one or more channels.
CREATE TABLE recharge_items (
  id integer PRIMARY KEY,
  price bigint NOT NULL CHECK (price > 0),
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE TABLE recharge_type_items (
  recharge_type_id integer NOT NULL REFERENCES recharge_types (id),
  item_id integer NOT NULL REFERENCES recharge_items (id),
  PRIMARY KEY (recharge_type_id, item_id)
);
--> statement-breakpoint
-- Recharge bonus rules, kinds 1-13 (spec 3). Kinds 1 (first deposit) and 2 (every deposit) are applied
-- by server/modules/wallet/deposit/deposit.bonus.ts; the other kinds are stored and inert until their features
-- land. A rule grants fixed_amount + amount * percent_bp / 10000 (floored), at most max_bonus (0 = no
-- cap), on deposits of at least min_deposit, on every channel or only recharge_type_id.
CREATE TABLE recharge_bonus_rules (
  id integer PRIMARY KEY,
  kind integer NOT NULL CHECK (kind BETWEEN 1 AND 13),
  name text NOT NULL,
  status integer NOT NULL DEFAULT 1,
  percent_bp integer NOT NULL DEFAULT 0 CHECK (percent_bp >= 0 AND percent_bp <= 100000),
  fixed_amount bigint NOT NULL DEFAULT 0 CHECK (fixed_amount >= 0),
  max_bonus bigint NOT NULL DEFAULT 0 CHECK (max_bonus >= 0),
  min_deposit bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  recharge_type_id integer REFERENCES recharge_types (id),
  sort integer NOT NULL DEFAULT 0,
  -- Kind-specific parameters of the inert kinds (e.g. which deposit number, a time window).
  params jsonb NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE TABLE recharge_orders (
  -- 'D' + 24 hex digits, random: the id travels in URLs (pay page, return link).
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  recharge_type_id integer NOT NULL REFERENCES recharge_types (id),
  -- Null for a custom amount.
  item_id integer REFERENCES recharge_items (id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- pending -> paid | failed | expired; expired -> paid when the provider confirms a payment late.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  provider text NOT NULL,
  pay_url text NOT NULL DEFAULT '',
  -- Bonus credited with the payment, and which rules granted it ([{ruleId, kind, amount}]).
  bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  bonus_rules jsonb NOT NULL DEFAULT '[]',
  -- The provider event that settled the order.
  provider_event_id text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  updated_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX recharge_orders_user ON recharge_orders (user_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX recharge_orders_user_paid ON recharge_orders (user_id, paid_at DESC) WHERE status = 'paid';
--> statement-breakpoint
-- Webhook calls, one row per (provider, event id): a replayed event gets the stored reply and moves
-- nothing. payload_hash tells an exact replay from a different event reusing an id.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  order_id text NOT NULL REFERENCES recharge_orders (id),
  payload_hash text NOT NULL,
  reply jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
--> statement-breakpoint
-- Operator defaults, inserted here rather than by the empty-database seeder so an existing database
-- gets them too (like the ledger's system accounts); ON CONFLICT DO NOTHING keeps an operator's edits.
-- Channel and bank names are our own inventions. Channel 4 is switched off; item 1 (0.50) is under
-- every channel's minimum, so it is never shown.
INSERT INTO recharge_types (id, name, sort, min_amount, min_amount2, max_amount, is_default, status) VALUES
  (1, 'Instant transfer', 1, 100, 10000, 10000000, false, 1),
  (2, 'Bank transfer', 2, 1000, 20000, 50000000, true, 1),
  (3, 'E-wallet', 3, 100, 10000, 5000000, false, 1),
  (4, 'Card', 4, 100, 10000, 5000000, false, 0)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO recharge_items (id, price, sort) VALUES
  (1, 50, 1), (2, 1000, 2), (3, 2000, 3), (4, 5000, 4), (5, 10000, 5), (6, 20000, 6), (7, 50000, 7),
  (8, 100000, 8), (9, 500000, 9)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO recharge_type_items (recharge_type_id, item_id) VALUES
  (1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (1, 7), (1, 8),
  (2, 3), (2, 4), (2, 5), (2, 6), (2, 7), (2, 8), (2, 9),
  (3, 2), (3, 3), (3, 4), (3, 5), (3, 6),
  (4, 4), (4, 5)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Kind 1: 20% of the first paid deposit of at least 10.00, up to 100.00. Kind 2: 5% of every deposit,
-- up to 20.00. They stack. Kinds 3-13 are stored switched off and have no effect even when switched on
-- (server/modules/wallet/deposit/deposit.bonus.ts lists what each is for).
INSERT INTO recharge_bonus_rules (id, kind, name, status, percent_bp, fixed_amount, max_bonus, min_deposit, sort, params) VALUES
  (1, 1, 'First deposit bonus', 1, 2000, 0, 10000, 1000, 1, '{}'),
  (2, 2, 'Every deposit +5%', 1, 500, 0, 2000, 0, 2, '{}'),
  (3, 3, 'Second deposit bonus', 0, 1000, 0, 5000, 1000, 3, '{"nth":2}'),
  (4, 4, 'Third deposit bonus', 0, 500, 0, 5000, 1000, 4, '{"nth":3}'),
  (5, 5, 'First deposit of the day', 0, 300, 0, 1000, 1000, 5, '{}'),
  (6, 6, 'First deposit of the week', 0, 500, 0, 3000, 1000, 6, '{}'),
  (7, 7, 'Accumulated deposits', 0, 0, 5000, 5000, 100000, 7, '{"threshold":100000}'),
  (8, 8, 'VIP deposit bonus', 0, 200, 0, 5000, 0, 8, '{"minVip":1}'),
  (9, 9, 'Channel bonus', 0, 200, 0, 2000, 0, 9, '{}'),
  (10, 10, 'Item bonus', 0, 0, 500, 500, 0, 10, '{"itemIds":[7,8]}'),
  (11, 11, 'Happy hour', 0, 1000, 0, 2000, 0, 11, '{"fromHour":20,"toHour":22}'),
  (12, 12, 'Invited player first deposit', 0, 1000, 0, 3000, 1000, 12, '{}'),
  (13, 13, 'Deposit cashback', 0, 100, 0, 1000, 0, 13, '{}')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Deposit rules: the currency of every amount, and how long an unpaid order stays open.
INSERT INTO app_settings (key, value) VALUES
  ('deposit', '{"currency":"BRL","orderExpiryMinutes":30}'::jsonb)
ON CONFLICT (key) DO NOTHING;
