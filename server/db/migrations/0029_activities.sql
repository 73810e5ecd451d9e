-- Activities (issue 18, spec 3 "Activity", spec 7 getActivityIds): the operator's list of promotions the app
-- shows and routes to. One row per activity; what it opens is click_type + click_action:
--   1 in-app: click_action is an activity name of the app's route map (src/features/activity/activity-routes.ts),
--   2 game: click_action is a game id, 3 external link: click_action is an https URL.
-- Names and one-line descriptions are content_texts rows ('activity.<id>') in every locale, like the
-- deposit channel names, so an operator edits them where every other player-visible text lives.
CREATE TABLE activities (
  id integer PRIMARY KEY,
  -- Spec 3 "Activity type ids" (4, 8, 9, 15 to 23, ...): which kind of activity it is.
  type_id integer NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  -- 1 = shown as a popup when the app starts (spec 4 "Start popups"), 0 = listed only.
  type integer NOT NULL DEFAULT 0 CHECK (type IN (0, 1)),
  click_type integer NOT NULL CHECK (click_type IN (1, 2, 3)),
  click_action text NOT NULL CHECK (
    length(click_action) BETWEEN 1 AND 500
    AND (click_type <> 2 OR click_action ~ '^[0-9]{1,9}$')
    AND (click_type <> 3 OR click_action LIKE 'https://%')
  ),
  -- 0 = login required to open it (spec 6), 1 = visitors may open it.
  unlogin_show_status integer NOT NULL DEFAULT 0 CHECK (unlogin_show_status IN (0, 1)),
  -- 1 on, 0 off.
  status integer NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- Null = no limit on that side; an activity runs while start_time <= now < end_time.
  start_time timestamptz,
  end_time timestamptz,
  -- A path under the app's own assets or an https URL; '' = the app's icon for the activity.
  image text NOT NULL DEFAULT ''
);
--> statement-breakpoint
-- The activities the product has today. First deposit is not built yet: its row ships switched off.
-- Type ids: 4 deposit, 15 daily sign-in, 16 VIP, 17 tasks, 18 newbie tasks, 19 first deposit.
INSERT INTO activities (id, type_id, sort, type, click_type, click_action, unlogin_show_status, status) VALUES
  (1, 15, 10, 0, 1, 'FreeSign', 0, 1),
  (2, 16, 20, 0, 1, 'VIP', 0, 1),
  (3, 17, 30, 0, 1, 'Tasks', 1, 1),
  (4, 18, 40, 0, 1, 'Tasks1', 1, 1),
  (5, 19, 50, 1, 1, 'FirstDeposit', 1, 0),
  (6, 4, 60, 0, 1, 'Deposit', 0, 1)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
INSERT INTO content_texts (key, locale, title, body) VALUES
  ('activity.1', 'en', 'Daily sign-in', 'Claim free coins every day, up to 7 days in a row.'),
  ('activity.1', 'pt-BR', 'Check-in diário', 'Ganhe moedas grátis todos os dias, até 7 dias seguidos.'),
  ('activity.1', 'es', 'Registro diario', 'Reclama monedas gratis cada día, hasta 7 días seguidos.'),
  ('activity.2', 'en', 'VIP club', 'Daily bonus, sign-in award and level-up rewards'),
  ('activity.2', 'pt-BR', 'Clube VIP', 'Bônus diário, prêmio de login e prêmios por subir de nível'),
  ('activity.2', 'es', 'Club VIP', 'Bono diario, premio por conectarte y premios por subir de nivel'),
  ('activity.3', 'en', 'Daily and weekly tasks', 'Reach a goal, claim its coin reward.'),
  ('activity.3', 'pt-BR', 'Tarefas diárias e semanais', 'Cumpra uma meta e resgate a recompensa em moedas.'),
  ('activity.3', 'es', 'Tareas diarias y semanales', 'Cumple una meta y reclama su premio en monedas.'),
  ('activity.4', 'en', 'Newcomer tasks', 'Simple goals for new players, each with a coin reward.'),
  ('activity.4', 'pt-BR', 'Tarefas de iniciante', 'Metas simples para novos jogadores, cada uma com moedas de prêmio.'),
  ('activity.4', 'es', 'Tareas de bienvenida', 'Metas sencillas para jugadores nuevos, cada una con un premio en monedas.'),
  ('activity.5', 'en', 'First deposit bonus', 'A bonus on your first deposit, if you choose it.'),
  ('activity.5', 'pt-BR', 'Bônus de primeiro depósito', 'Um bônus no seu primeiro depósito, se você quiser.'),
  ('activity.5', 'es', 'Bono de primer depósito', 'Un bono en tu primer depósito, si lo eliges.'),
  ('activity.6', 'en', 'Deposit', 'Top up in seconds with the channel you prefer.'),
  ('activity.6', 'pt-BR', 'Depósito', 'Recarregue em segundos pelo canal que preferir.'),
  ('activity.6', 'es', 'Depósito', 'Recarga en segundos con el canal que prefieras.')
ON CONFLICT (key, locale) DO NOTHING;
--> statement-breakpoint
-- The reward history (getRewardRecord) reads a player's awards only: a partial index of those kinds, so
-- a player with many bets is not scanned through them, and bets (most inserts) write nothing to it.
CREATE INDEX ledger_transactions_awards ON ledger_transactions (user_id, created_at DESC, id DESC)
  WHERE kind IN ('bonus', 'vip_reward', 'rebate', 'deposit_bonus', 'bonus_grant');
