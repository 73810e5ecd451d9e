-- Invite spin (issue 21, spec 7 actInviteUser*): each valid invitee (agent_invitees.valid_at, 0041, counted
-- under the agent programme's abuse rules) earns its inviter one spin, plus the operator's welcome spins.
-- A spin lands on one sector of the published table below; its amount accumulates toward the exchange
-- target, and the exchange pays the target to cash through the ledger once it is reached.
CREATE TABLE invite_spin_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  -- Spins every player has before inviting anyone.
  welcome_spins integer NOT NULL CHECK (welcome_spins BETWEEN 0 AND 100),
  -- Minor units the accumulated prizes must reach before the exchange pays them (R$100).
  target bigint NOT NULL CHECK (target > 0)
);
--> statement-breakpoint
INSERT INTO invite_spin_settings (id, welcome_spins, target) VALUES (1, 0, 10000) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- The wheel's sectors and their published weights: a sector's chance is weight / the sum of all weights.
-- amount is in minor units. The status call returns this table; the page shows it as the odds.
CREATE TABLE invite_spin_sectors (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 12),
  amount bigint NOT NULL CHECK (amount > 0),
  weight integer NOT NULL CHECK (weight >= 0)
);
--> statement-breakpoint
-- Weights sum to 10,000 (hundredths of a percent). Expected prize per spin: R$13.50.
INSERT INTO invite_spin_sectors (id, amount, weight) VALUES
  (1, 500, 3500),
  (2, 1000, 2500),
  (3, 1500, 1500),
  (4, 2000, 1000),
  (5, 2500, 700),
  (6, 3000, 500),
  (7, 5000, 250),
  (8, 10000, 50)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Each player's wheel: spins used, prizes accumulated and not yet exchanged, exchanges paid, and the first
-- share click. A spin or an exchange locks this row, so one spin is spent once and one target paid once.
CREATE TABLE invite_spin_players (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  accumulated bigint NOT NULL DEFAULT 0 CHECK (accumulated >= 0),
  exchanges integer NOT NULL DEFAULT 0 CHECK (exchanges >= 0),
  clicked_at timestamptz
);
--> statement-breakpoint
-- Every spin (actInviteUserRecord): the sector drawn and what it added.
CREATE TABLE invite_spin_draws (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  sector_id integer NOT NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX invite_spin_draws_user ON invite_spin_draws (user_id, id DESC);
--> statement-breakpoint
-- The activity (a start popup, spec 4 InviteUserSpin) and its names.
INSERT INTO activities (id, type_id, sort, type, click_type, click_action, unlogin_show_status, status) VALUES
  (44, 22, 140, 1, 1, 'InviteUserSpin', 0, 1)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO content_texts (key, locale, title, body) VALUES
  ('activity.44', 'en', 'Invite spin', 'Each friend you invite who deposits earns a spin toward R$100.'),
  ('activity.44', 'pt-BR', 'Giro de convite', 'Cada amigo convidado que deposita vale um giro rumo a R$100.'),
  ('activity.44', 'es', 'Giro por invitación', 'Cada amigo invitado que deposita vale un giro hacia R$100.')
ON CONFLICT (key, locale) DO NOTHING;
