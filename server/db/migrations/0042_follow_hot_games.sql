-- Follow rewards and hot games (issue 21; docs/ARCHITECTURE.md "Follow rewards and hot games").
--
-- The site's channels a player may follow (operator rows). We cannot see who follows a channel, so a
-- reward is paid once per (player, channel) on the player's word: follow_claims' primary key is that once.
-- `kind` names the network (the app's icon and translated name); `reward` is minor units of coin.
CREATE TABLE follow_channels (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('telegram', 'instagram', 'x', 'youtube', 'whatsapp', 'facebook', 'tiktok')),
  url text NOT NULL CHECK (url LIKE 'https://%' AND length(url) <= 500),
  reward bigint NOT NULL CHECK (reward > 0),
  sort integer NOT NULL DEFAULT 0,
  -- 1 on, 0 off (listed no more, claims refused).
  status integer NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE follow_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  channel_id integer NOT NULL REFERENCES follow_channels (id),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, channel_id)
);
--> statement-breakpoint
INSERT INTO follow_channels (id, kind, url, reward, sort) VALUES
  (1, 'telegram', 'https://t.me/luckylobby', 200, 10),
  (2, 'instagram', 'https://www.instagram.com/luckylobby', 200, 20),
  (3, 'x', 'https://x.com/luckylobby', 100, 30),
  (4, 'youtube', 'https://www.youtube.com/@luckylobby', 150, 40),
  (5, 'whatsapp', 'https://whatsapp.com/channel/luckylobby', 200, 50)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Hot games: per UTC day and game, the rounds played and the round with the biggest multiplier (win /
-- bet), kept by the hot-games consumer from bet, rollback and win events (never by the bet path).
-- best_win / best_bet is that round's multiplier; best_bet 0 = no round with a win yet. A rollback counts
-- on its own day, so a bet undone after midnight may leave a day below 0 rounds (read as 0).
CREATE TABLE hot_game_days (
  day date NOT NULL,
  game_id integer NOT NULL,
  rounds integer NOT NULL DEFAULT 0,
  best_win bigint NOT NULL DEFAULT 0 CHECK (best_win >= 0),
  best_bet bigint NOT NULL DEFAULT 0 CHECK (best_bet >= 0),
  PRIMARY KEY (day, game_id)
);
--> statement-breakpoint
-- Their activities, listed with the others; visitors may open both (a claim asks them to log in).
INSERT INTO activities (id, type_id, sort, type, click_type, click_action, unlogin_show_status, status) VALUES
  (12, 20, 120, 0, 1, 'FollowRewards', 1, 1),
  (13, 21, 130, 0, 1, 'SlotsHack', 1, 1)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO content_texts (key, locale, title, body) VALUES
  ('activity.12', 'en', 'Follow us', 'Follow our channels and claim a reward once per channel.'),
  ('activity.12', 'pt-BR', 'Siga a gente', 'Siga nossos canais e resgate uma recompensa uma vez por canal.'),
  ('activity.12', 'es', 'Síguenos', 'Sigue nuestros canales y reclama un premio una vez por canal.'),
  ('activity.13', 'en', 'Hot games today', 'The biggest multipliers and most played games today.'),
  ('activity.13', 'pt-BR', 'Jogos em alta hoje', 'Os maiores multiplicadores e os jogos mais jogados hoje.'),
  ('activity.13', 'es', 'Juegos populares hoy', 'Los mayores multiplicadores y los juegos más jugados hoy.')
ON CONFLICT (key, locale) DO NOTHING;
