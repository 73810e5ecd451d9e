-- Invite and agent programme (issue 21). The referral tree is users.pid (set at registration through an
-- invite code, or once by agentFill). Money moves only through the ledger, from the agent_commission
-- system account (0004) to the agent's cash.
--
-- Commission tiers: level 1 is the bettor's inviter, level 2 that inviter's inviter, and so on. A level's
-- agent earns rate_bp basis points of the invitee's valid bets. Operator rows.
CREATE TABLE agent_tiers (
  level integer PRIMARY KEY CHECK (level BETWEEN 1 AND 10),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000)
);
--> statement-breakpoint
INSERT INTO agent_tiers (level, rate_bp) VALUES (1, 50), (2, 20), (3, 10);
--> statement-breakpoint
-- One row: an invitee becomes valid once their paid deposits reach valid_deposit (minor units); each valid
-- invitee earns their inviter invite_reward (minor units), claimed by the inviter.
CREATE TABLE agent_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  valid_deposit bigint NOT NULL CHECK (valid_deposit > 0),
  invite_reward bigint NOT NULL CHECK (invite_reward >= 0)
);
--> statement-breakpoint
INSERT INTO agent_settings (id, valid_deposit, invite_reward) VALUES (1, 2000, 1000);
--> statement-breakpoint
-- shareUrlMap (spec 3): where each share channel sends the invite link. {link} is replaced by the
-- URL-encoded link; 'link' itself is the bare link. Only https targets (the CHECK).
CREATE TABLE agent_share_channels (
  channel text PRIMARY KEY CHECK (channel ~ '^[a-z]{1,20}$'),
  url text NOT NULL CHECK (url = '{link}' OR url LIKE 'https://%'),
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO agent_share_channels (channel, url, sort) VALUES
  ('link', '{link}', 0),
  ('whatsapp', 'https://wa.me/?text={link}', 1),
  ('telegram', 'https://t.me/share/url?url={link}', 2),
  ('facebook', 'https://www.facebook.com/sharer/sharer.php?u={link}', 3);
--> statement-breakpoint
-- An invited player's progress to valid (the agent.valid consumer, from deposit events) and the reward
-- their inviter claimed for them. agent_id is the inviter when the row was made (pid is set once).
CREATE TABLE agent_invitees (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  agent_id bigint NOT NULL REFERENCES users (id),
  deposits bigint NOT NULL DEFAULT 0,
  valid_at timestamptz,
  reward bigint,
  claimed_at timestamptz,
  CHECK (agent_id <> user_id),
  CHECK ((claimed_at IS NULL) = (reward IS NULL))
);
--> statement-breakpoint
CREATE INDEX agent_invitees_agent ON agent_invitees (agent_id, valid_at);
--> statement-breakpoint
-- One reward per device and per payment identity: a claim writes each identity of its invitee here
-- (d:<fingerprint hash>, c:<card account number>); the primary key refuses a second reward for it.
CREATE TABLE agent_reward_identities (
  identity text PRIMARY KEY,
  invitee_id bigint NOT NULL REFERENCES users (id)
);
--> statement-breakpoint
-- Commission earned per (agent, invitee, level): the invitee's valid bets at that level (rollbacks
-- subtract) and what was paid; each row pays floor(valid_bets × rate_bp / 10000) − paid when above 0.
CREATE TABLE agent_commissions (
  agent_id bigint NOT NULL REFERENCES users (id),
  from_user_id bigint NOT NULL REFERENCES users (id),
  level integer NOT NULL,
  valid_bets bigint NOT NULL DEFAULT 0,
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (agent_id, from_user_id, level)
);
--> statement-breakpoint
CREATE INDEX known_devices_fingerprint ON known_devices (fingerprint_hash);
--> statement-breakpoint
CREATE INDEX user_bank_cards_account_no ON user_bank_cards (account_no);
