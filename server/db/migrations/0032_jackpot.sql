-- Jackpot (issue 19, spec 2 "Jackpot modal", 3 "Jackpot draw info" / "Draw result" / "Prize ids", 4 "Jackpot
-- draw", 7 "Jackpot"). Four pools (Mega, Major, Minor, Mini: prize ids 50001-50004) grow by a share of valid
-- bets; deposits earn draw chances; a draw spends one chance and picks one of ten published cells.
--
-- Pools: one ledger account ('jackpot_pool', 0004_ledger.sql) holds the money of all four; this table splits
-- it. The `jackpot.pools` consumer posts ONE movement per batch of bet events (house -> jackpot_pool, kind
-- jackpot_fund) and adds each pool's part to `funded` in the same transaction; a pool prize posts
-- jackpot_pool -> cash and adds to `paid`. So for every pool balance = seed + funded - paid, and the sum of
-- (funded - paid) equals the jackpot_pool account's postings (jackpotViolations checks both). The seed is
-- the operator's guaranteed floor: it is shown in the pool and never paid out, so a prize only ever pays
-- from what the pool holds above it. Funding stops at the ceiling; the share above it stays with the house.
CREATE TABLE jackpot_pools (
  -- Prize id (spec 3): 50001 Mega, 50002 Major, 50003 Minor, 50004 Mini.
  id integer PRIMARY KEY CHECK (id BETWEEN 50001 AND 50004),
  -- Share of each valid bet that funds the pool, in basis points (100 = 1%).
  share_bp integer NOT NULL CHECK (share_bp BETWEEN 0 AND 10000),
  seed bigint NOT NULL CHECK (seed >= 0),
  ceiling bigint NOT NULL,
  -- The display range (spec 9: totals re-randomise within it): from balance minus this share of it (never
  -- below the seed) up to the balance itself, so the app never shows more than the pool holds.
  section_spread_bp integer NOT NULL DEFAULT 0 CHECK (section_spread_bp BETWEEN 0 AND 10000),
  funded bigint NOT NULL DEFAULT 0 CHECK (funded >= 0),
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0),
  balance bigint NOT NULL,
  CHECK (ceiling >= seed),
  CHECK (balance = seed + funded - paid),
  CHECK (balance BETWEEN seed AND ceiling)
);
--> statement-breakpoint
-- Mega R$500 seed, 0.5% of bets up to R$100,000; Major R$100, 0.3% to R$20,000; Minor R$20, 0.15% to R$5,000;
-- Mini R$5, 0.05% to R$1,000. Shown within 2% below the real amount.
INSERT INTO jackpot_pools (id, share_bp, seed, ceiling, section_spread_bp, balance) VALUES
  (50001, 50, 50000, 10000000, 200, 50000),
  (50002, 30, 10000, 2000000, 200, 10000),
  (50003, 15, 2000, 500000, 200, 2000),
  (50004, 5, 500, 100000, 200, 500)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- One draw chance for every need_deposit minor units of paid deposits (single row).
CREATE TABLE jackpot_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  need_deposit bigint NOT NULL CHECK (need_deposit > 0)
);
--> statement-breakpoint
INSERT INTO jackpot_settings (id, need_deposit) VALUES (1, 10000) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- The ten cells of the grid (spec 3 jackpotAwardConfigList: propId, count, id, type, showNum) and their
-- published weights: a cell's chance is weight / the sum of the weights of all ten.
--   type 1 = a fixed prize: prop 2001 pays `count` minor units to cash, 2002 pays `count` points;
--   type 2 = a pool prize (the app spins the wheel): prop 50001-50004 pays `count` basis points of what that
--            pool holds above its seed.
-- show_num: what the cell shows (minor units or points; for a pool cell the pool's prize id shows its name).
CREATE TABLE jackpot_cells (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 10),
  prop_id integer NOT NULL CHECK (prop_id IN (2001, 2002, 50001, 50002, 50003, 50004)),
  type integer NOT NULL CHECK (type IN (1, 2)),
  count bigint NOT NULL CHECK (count > 0),
  show_num bigint NOT NULL DEFAULT 0,
  weight integer NOT NULL CHECK (weight >= 0),
  CHECK ((type = 1) = (prop_id IN (2001, 2002))),
  CHECK (type = 1 OR count <= 10000)
);
--> statement-breakpoint
-- Weights sum to 10,000, so a weight reads as hundredths of a percent.
INSERT INTO jackpot_cells (id, prop_id, type, count, show_num, weight) VALUES
  (1, 2001, 1, 100, 100, 3000),
  (2, 2002, 1, 20, 20, 2500),
  (3, 2001, 1, 500, 500, 1500),
  (4, 50004, 2, 10000, 50004, 1000),
  (5, 2002, 1, 100, 100, 1000),
  (6, 2001, 1, 2000, 2000, 500),
  (7, 50003, 2, 10000, 50003, 300),
  (8, 2001, 1, 10000, 10000, 150),
  (9, 50002, 2, 10000, 50002, 40),
  (10, 50001, 2, 10000, 50001, 10)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Each player's chances: `carry` is paid deposits not yet worth a chance (the `jackpot.chances` consumer),
-- `earned` - `used` the chances left. A draw locks this row, so one chance is spent once.
CREATE TABLE jackpot_chances (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  carry bigint NOT NULL DEFAULT 0,
  earned integer NOT NULL DEFAULT 0,
  used integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  CHECK (used BETWEEN 0 AND earned)
);
--> statement-breakpoint
-- One row per draw: the cell drawn and what it paid (`bonus`: minor units for coin and pool prizes, points
-- for a points prize), posted under the ledger key jackpot_draw:<player>:<id> in the transaction that wrote it.
CREATE TABLE jackpot_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  cell_id integer NOT NULL,
  prop_id integer NOT NULL,
  type integer NOT NULL,
  count bigint NOT NULL,
  bonus bigint NOT NULL CHECK (bonus > 0),
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX jackpot_draws_user ON jackpot_draws (user_id, id);
--> statement-breakpoint
-- The rank: cash prizes, biggest first.
CREATE INDEX jackpot_draws_rank ON jackpot_draws (bonus DESC, id) WHERE prop_id <> 2002;
--> statement-breakpoint
-- The jackpot activity (type id 50, clickAction 'Jackpot'). The app has no jackpot page yet (its route map,
-- src/features/activity/activity-routes.ts, has no 'Jackpot'), so the row ships switched off; the draw
-- answers 1002 (not running) until it is on.
INSERT INTO activities (id, type_id, sort, type, click_type, click_action, unlogin_show_status, status) VALUES
  (8, 50, 80, 0, 1, 'Jackpot', 1, 0)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- The activity's name and the rules (UK RTS 9A: how the pools are funded, the seed, the ceiling, how a
-- prize is chosen with each cell's odds, simultaneous wins, who may not take part). The odds here are the
-- shipped weights of jackpot_cells; an operator who changes the weights edits this text with them.
INSERT INTO content_texts (key, locale, title, body) VALUES
  ('activity.8', 'en', 'Jackpot', 'Every R$100 you deposit earns a draw: win coins, points or a share of a jackpot pool.'),
  ('activity.8', 'pt-BR', 'Jackpot', 'Cada R$100 depositados valem um sorteio: ganhe moedas, pontos ou parte de um prêmio acumulado.'),
  ('activity.8', 'es', 'Jackpot', 'Cada R$100 que depositas vale un sorteo: gana monedas, puntos o parte de un bote acumulado.'),
  ('jackpot.rules', 'en', 'Jackpot rules',
   'Draw chances: every R$100.00 of paid deposits earns one draw chance; each draw uses one.' || E'\n\n' ||
   'Pools: Mega, Major, Minor and Mini each start at a seed the operator puts up (Mega R$500.00, Major R$100.00, Minor R$20.00, Mini R$5.00). Each grows by a share of every valid bet placed by all players (Mega 0.5%, Major 0.3%, Minor 0.15%, Mini 0.05%) until it reaches its ceiling (Mega R$100,000.00, Major R$20,000.00, Minor R$5,000.00, Mini R$1,000.00); above the ceiling that share is not added. The amounts shown move within 2% below the real amount and never above it.' || E'\n\n' ||
   'How the prize is chosen: each draw picks one of the ten cells by a certified random number generator on our server, with these fixed odds: R$1.00 30%; 20 points 25%; R$5.00 15%; Mini pool 10%; 100 points 10%; R$20.00 5%; Minor pool 3%; R$100.00 1.5%; Major pool 0.4%; Mega pool 0.1%. The animation only shows the result already drawn.' || E'\n\n' ||
   'A pool prize pays everything the pool holds above its seed at the moment of your draw; the seed stays in the pool. If that is nothing (the pool was just won), the draw is refused, your chance is kept and you may draw again.' || E'\n\n' ||
   'Simultaneous wins: draws are settled one at a time in the order the server receives them; the first to win a pool takes its amount above the seed, and a draw settled right after it finds the pool back at its seed.' || E'\n\n' ||
   'Who may not take part: players under 18, self-excluded players, closed or suspended accounts, and staff of the operator. Prizes are paid to your balance at once; points go to your points balance.'),
  ('jackpot.rules', 'pt-BR', 'Regras do jackpot',
   'Chances de sorteio: cada R$100,00 em depósitos pagos dá uma chance de sorteio; cada sorteio usa uma.' || E'\n\n' ||
   'Prêmios acumulados: Mega, Major, Minor e Mini começam com um valor inicial garantido pelo operador (Mega R$500,00, Major R$100,00, Minor R$20,00, Mini R$5,00). Cada um cresce com uma parte de toda aposta válida de todos os jogadores (Mega 0,5%, Major 0,3%, Minor 0,15%, Mini 0,05%) até atingir o teto (Mega R$100.000,00, Major R$20.000,00, Minor R$5.000,00, Mini R$1.000,00); acima do teto essa parte não é somada. Os valores exibidos variam até 2% abaixo do valor real e nunca acima dele.' || E'\n\n' ||
   'Como o prêmio é escolhido: cada sorteio escolhe uma das dez casas por um gerador de números aleatórios certificado no nosso servidor, com estas chances fixas: R$1,00 30%; 20 pontos 25%; R$5,00 15%; prêmio Mini 10%; 100 pontos 10%; R$20,00 5%; prêmio Minor 3%; R$100,00 1,5%; prêmio Major 0,4%; prêmio Mega 0,1%. A animação apenas mostra o resultado já sorteado.' || E'\n\n' ||
   'Um prêmio acumulado paga tudo o que ele tem acima do valor inicial no momento do seu sorteio; o valor inicial fica no prêmio. Se não houver nada acima (o prêmio acabou de sair), o sorteio é recusado, sua chance é mantida e você pode sortear de novo.' || E'\n\n' ||
   'Ganhos simultâneos: os sorteios são liquidados um de cada vez, na ordem em que o servidor os recebe; o primeiro a ganhar um prêmio acumulado leva o valor acima do inicial, e um sorteio liquidado logo depois encontra o prêmio de volta ao valor inicial.' || E'\n\n' ||
   'Quem não pode participar: menores de 18 anos, jogadores autoexcluídos, contas encerradas ou suspensas e funcionários do operador. Os prêmios são pagos no seu saldo na hora; pontos vão para o seu saldo de pontos.'),
  ('jackpot.rules', 'es', 'Reglas del jackpot',
   'Oportunidades de sorteo: cada R$100,00 en depósitos pagados da una oportunidad de sorteo; cada sorteo usa una.' || E'\n\n' ||
   'Botes: Mega, Major, Minor y Mini empiezan con un fondo inicial que pone el operador (Mega R$500,00, Major R$100,00, Minor R$20,00, Mini R$5,00). Cada uno crece con una parte de cada apuesta válida de todos los jugadores (Mega 0,5%, Major 0,3%, Minor 0,15%, Mini 0,05%) hasta llegar a su tope (Mega R$100.000,00, Major R$20.000,00, Minor R$5.000,00, Mini R$1.000,00); por encima del tope esa parte no se suma. Los importes mostrados varían hasta un 2% por debajo del importe real y nunca por encima.' || E'\n\n' ||
   'Cómo se elige el premio: cada sorteo elige una de las diez casillas con un generador de números aleatorios certificado en nuestro servidor, con estas probabilidades fijas: R$1,00 30%; 20 puntos 25%; R$5,00 15%; bote Mini 10%; 100 puntos 10%; R$20,00 5%; bote Minor 3%; R$100,00 1,5%; bote Major 0,4%; bote Mega 0,1%. La animación solo muestra el resultado ya sorteado.' || E'\n\n' ||
   'Un premio de bote paga todo lo que el bote tiene por encima de su fondo inicial en el momento de tu sorteo; el fondo inicial se queda en el bote. Si no hay nada por encima (el bote acaba de salir), el sorteo se rechaza, conservas tu oportunidad y puedes volver a sortear.' || E'\n\n' ||
   'Premios simultáneos: los sorteos se liquidan de uno en uno, en el orden en que el servidor los recibe; el primero que gana un bote se lleva lo que hay por encima del fondo inicial, y un sorteo liquidado justo después encuentra el bote de nuevo en su fondo inicial.' || E'\n\n' ||
   'Quién no puede participar: menores de 18 años, jugadores autoexcluidos, cuentas cerradas o suspendidas y empleados del operador. Los premios se abonan en tu saldo al instante; los puntos van a tu saldo de puntos.')
ON CONFLICT (key, locale) DO NOTHING;
