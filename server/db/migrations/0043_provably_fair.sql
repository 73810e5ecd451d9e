-- Provably fair rounds for the built-in provider (server/provider/fair.ts, docs/FAIRNESS.md) and the mines
-- engine's multi-step rounds.
--
-- A seed pair per player (owner: the wallet's opaque playerId, or the play session for a guest's demo):
-- the server seed stays secret while the pair is active (only its SHA-256 is shown); rotating reveals it
-- (revealed_at) and makes a new active pair. nonce counts the rounds drawn from the pair.
ALTER TABLE builtin_provider_sessions ADD COLUMN owner text;
--> statement-breakpoint
CREATE TABLE builtin_provider_seeds (
  id bigserial PRIMARY KEY,
  owner text NOT NULL,
  server_seed text NOT NULL,
  server_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX builtin_provider_seeds_active ON builtin_provider_seeds (owner) WHERE active;
--> statement-breakpoint
CREATE INDEX builtin_provider_seeds_owner ON builtin_provider_seeds (owner, id);
--> statement-breakpoint
-- The seed pair and nonce a fair round was drawn with (null for the slot, drawn with the CSPRNG). A mines
-- round is 'open' from its bet until a mine or the cash-out; outcome holds { mines, picks }.
ALTER TABLE builtin_provider_rounds ADD COLUMN seed_id bigint REFERENCES builtin_provider_seeds (id);
--> statement-breakpoint
ALTER TABLE builtin_provider_rounds ADD COLUMN nonce integer;
--> statement-breakpoint
CREATE INDEX builtin_provider_rounds_seed ON builtin_provider_rounds (seed_id, nonce);
--> statement-breakpoint
CREATE INDEX builtin_provider_rounds_open ON builtin_provider_rounds (session_id) WHERE status = 'open';
