-- Coupons (issue 18; spec 3 prize ids 1001-1399): a player-owned item, bought in the points shop (or won),
-- used once on a deposit. The coupon types are operator rows; the prize id range says what a type gives:
--   1001-1099 percent: floor(deposit x percent_bp / 10000), at most max_amount, on a deposit >= min_deposit;
--   1201-1299 fixed:   `amount` on a deposit >= min_deposit (min_deposit > 0);
--   1301-1399 give:    `amount` on any paid deposit (min_deposit = 0).
-- A used coupon pays its value to cash (house -> cash, kind 'bonus', ref 'coupon', key coupon:<id>), with no
-- wagering, like the points shop's coins: it was bought with points and it needs a deposit of the player's own.
CREATE TABLE coupon_types (
  id integer PRIMARY KEY CHECK (id BETWEEN 1001 AND 1099 OR id BETWEEN 1201 AND 1299 OR id BETWEEN 1301 AND 1399),
  percent_bp integer NOT NULL DEFAULT 0 CHECK (percent_bp BETWEEN 0 AND 10000),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  max_amount bigint NOT NULL DEFAULT 0 CHECK (max_amount >= 0),
  min_deposit bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  -- Days from issue until it expires.
  valid_days integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  sort integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  CHECK (id > 1099 OR (percent_bp > 0 AND max_amount > 0 AND amount = 0)),
  CHECK (id < 1201 OR (amount > 0 AND percent_bp = 0)),
  CHECK (id < 1201 OR id > 1299 OR min_deposit > 0),
  CHECK (id < 1301 OR min_deposit = 0)
);
--> statement-breakpoint
INSERT INTO coupon_types (id, percent_bp, amount, max_amount, min_deposit, valid_days, sort) VALUES
  (1001, 1000, 0, 2000, 2000, 7, 10),
  (1201, 0, 500, 0, 5000, 14, 20),
  (1301, 0, 200, 0, 0, 30, 30)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Names say what kind of coupon it is; the app writes what it gives in the player's money format.
INSERT INTO content_texts (key, locale, title, body) VALUES
  ('coupon.1001', 'en', '10% deposit boost', ''),
  ('coupon.1001', 'pt-BR', 'Turbo de 10% no depósito', ''),
  ('coupon.1001', 'es', 'Impulso del 10% en el depósito', ''),
  ('coupon.1201', 'en', 'Deposit coupon', ''),
  ('coupon.1201', 'pt-BR', 'Cupom de depósito', ''),
  ('coupon.1201', 'es', 'Cupón de depósito', ''),
  ('coupon.1301', 'en', 'Gift coupon', ''),
  ('coupon.1301', 'pt-BR', 'Cupom presente', ''),
  ('coupon.1301', 'es', 'Cupón regalo', '')
ON CONFLICT (key, locale) DO NOTHING;
--> statement-breakpoint
-- A player's coupons. order_id: the order it was picked on (the newest such order holds it: a new order
-- with the coupon takes it from an unpaid one); used_at/value: set once, when that order is paid, in the
-- settlement's transaction, by an UPDATE that only matches an unused coupon held by that order.
CREATE TABLE player_coupons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  type_id integer NOT NULL REFERENCES coupon_types (id),
  -- Where it came from: a points exchange or a jackpot draw (its id), so each issues one coupon.
  source text NOT NULL CHECK (source IN ('shop', 'jackpot')),
  source_id text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  order_id text REFERENCES recharge_orders (id),
  used_at timestamptz,
  value bigint CHECK (value >= 0),
  UNIQUE (source, source_id),
  CHECK ((used_at IS NULL) = (value IS NULL)),
  CHECK (used_at IS NULL OR order_id IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX player_coupons_user ON player_coupons (user_id, id);
--> statement-breakpoint
CREATE UNIQUE INDEX player_coupons_order ON player_coupons (order_id) WHERE order_id IS NOT NULL;
--> statement-breakpoint
-- The points shop sells coupons: kind 'coupon' gives one coupon of coupon_type_id (amount = 1, the count).
ALTER TABLE points_shop_items DROP CONSTRAINT points_shop_items_kind_check;
--> statement-breakpoint
ALTER TABLE points_shop_items ADD CONSTRAINT points_shop_items_kind_check CHECK (kind IN ('coin', 'coupon'));
--> statement-breakpoint
ALTER TABLE points_shop_items ADD COLUMN coupon_type_id integer REFERENCES coupon_types (id);
--> statement-breakpoint
ALTER TABLE points_shop_items ADD CONSTRAINT points_shop_items_coupon
  CHECK ((kind = 'coupon') = (coupon_type_id IS NOT NULL) AND (kind = 'coin' OR amount = 1));
--> statement-breakpoint
INSERT INTO points_shop_items (id, kind, cost, amount, daily_limit, sort, coupon_type_id) VALUES
  (5, 'coupon', 300, 1, NULL, 50, 1001),
  (6, 'coupon', 400, 1, NULL, 60, 1201),
  (7, 'coupon', 250, 1, NULL, 70, 1301)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- A jackpot cell may be a coupon prize (type 1, prop_id a coupon type, count 1): the draw issues the
-- coupon (source 'jackpot', the draw's id) instead of posting money; the rank lists money prizes only.
ALTER TABLE jackpot_cells DROP CONSTRAINT jackpot_cells_prop_id_check;
--> statement-breakpoint
ALTER TABLE jackpot_cells ADD CONSTRAINT jackpot_cells_prop_id_check
  CHECK (prop_id IN (2001, 2002, 50001, 50002, 50003, 50004) OR prop_id BETWEEN 1001 AND 1399);
--> statement-breakpoint
ALTER TABLE jackpot_cells DROP CONSTRAINT jackpot_cells_check;
--> statement-breakpoint
ALTER TABLE jackpot_cells ADD CONSTRAINT jackpot_cells_check
  CHECK ((type = 1) = (prop_id IN (2001, 2002) OR prop_id BETWEEN 1001 AND 1399));
--> statement-breakpoint
ALTER TABLE jackpot_cells ADD CONSTRAINT jackpot_cells_coupon_count CHECK (prop_id > 1399 OR count = 1);
