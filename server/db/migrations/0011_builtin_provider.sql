-- The built-in demo game provider (server/provider/): its own state, apart from our wallet's, as an outside
-- provider would keep it. Rows live in the database so any server instance behind a load balancer can take
-- the next request of a play session. Times come from the server's clock (tests inject one).
--
-- A play session: opened by the game page with a launch token (authenticate), addressed afterwards by a
-- random key the page holds. demo_balance is the play money of a demo session (the wallet is never called).
-- staked/won give the session's net position; last_play_at enforces the minimum game cycle.
CREATE TABLE builtin_provider_sessions (
  id text PRIMARY KEY,
  wallet_session_id uuid NOT NULL,
  game_id integer NOT NULL,
  engine text NOT NULL,
  lang text NOT NULL,
  currency text NOT NULL,
  demo boolean NOT NULL,
  demo_balance bigint NOT NULL DEFAULT 0 CHECK (demo_balance >= 0),
  staked bigint NOT NULL DEFAULT 0,
  won bigint NOT NULL DEFAULT 0,
  rounds integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL,
  last_play_at timestamptz
);
--> statement-breakpoint
-- One row per round that got past its bet: the drawn outcome and how far settlement got. status:
-- 'settling' (bet accepted, win not yet answered), 'win_pending' (win unanswered after the retries; sent
-- again before the session's next round), 'settled', 'rollback_pending' (the bet got no answer and its
-- rollback none either; sent again likewise), 'rolled_back'.
CREATE TABLE builtin_provider_rounds (
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES builtin_provider_sessions (id),
  stake bigint NOT NULL CHECK (stake > 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  outcome jsonb NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX builtin_provider_rounds_pending ON builtin_provider_rounds (session_id) WHERE status IN ('settling', 'win_pending', 'rollback_pending');
