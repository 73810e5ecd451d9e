-- Mail (issue 20; server/modules/mail/, docs/ARCHITECTURE.md "Mail"). One row per mail and player. What
-- wrote it is `source`, unique per player, so every writer (the mail.system consumer, an operator's
-- broadcast materialised for the player, mail:send) writes a mail at most once.
-- A mail is a template key with numeric params (the app translates it) or literal text per locale
-- ({"en": ..., "pt-BR": ..., "es": ...}; English is required and is the fallback).
-- Deleting only sets deleted_at: the row keeps its source, so a broadcast is not written again, and it
-- keeps what was claimed.
CREATE TABLE mail_broadcasts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  template text,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  title jsonb,
  body jsonb,
  coin bigint NOT NULL DEFAULT 0 CHECK (coin >= 0),
  points bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- true: players who register later get it too (the site's welcome); false: only players registered
  -- when it was sent.
  new_players boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CHECK ((template IS NULL) = (title IS NOT NULL AND title ? 'en' AND body IS NOT NULL AND body ? 'en'))
);
--> statement-breakpoint
CREATE TABLE mails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- 'welcome', 'event:<domain event id>', 'broadcast:<id>', 'operator:<uuid>'.
  source text NOT NULL,
  template text,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  title jsonb,
  body jsonb,
  coin bigint NOT NULL DEFAULT 0 CHECK (coin >= 0),
  points bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
  read_at timestamptz,
  claimed_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, source),
  CHECK ((template IS NULL) = (title IS NOT NULL AND title ? 'en' AND body IS NOT NULL AND body ? 'en')),
  CHECK (claimed_at IS NULL OR coin > 0 OR points > 0)
);
--> statement-breakpoint
CREATE INDEX mails_inbox ON mails (user_id, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- The red dots' question: anything unread or unclaimed in this player's box.
CREATE INDEX mails_waiting ON mails (user_id)
  WHERE deleted_at IS NULL AND (read_at IS NULL OR (claimed_at IS NULL AND (coin > 0 OR points > 0)));
--> statement-breakpoint
-- The site's welcome gift, to every player (new ones too): R$5.00 to claim.
INSERT INTO mail_broadcasts (template, coin, new_players, created_at)
VALUES ('siteWelcome', 500, true, '2026-01-01T00:00:00Z');
--> statement-breakpoint
-- The consumer starts at the newest event: money moved before this release writes no mail.
INSERT INTO event_consumers (name, last_xid, last_id)
SELECT 'mail.system', d.tx_xid, d.id FROM domain_events d ORDER BY d.tx_xid DESC, d.id DESC LIMIT 1;
