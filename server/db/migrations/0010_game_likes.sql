-- Favourite games (gameLike) and play history (gameHistory) of each player (issue 5 "Favourites and history").
-- Times are written by the server from its clock (tests inject one), so no column relies on now().
-- No foreign key to games: an operator may retire a game; the readers join on games and skip hidden ones.
CREATE TABLE game_likes (
  user_id bigint NOT NULL REFERENCES users (id),
  game_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
--> statement-breakpoint
-- Newest first per player (profile's gameLikeIds).
CREATE INDEX game_likes_user_created ON game_likes (user_id, created_at DESC);
--> statement-breakpoint
-- One row per (player, game): a new start moves played_at forward (upsert), so the list is de-duplicated.
CREATE TABLE game_history (
  user_id bigint NOT NULL REFERENCES users (id),
  game_id integer NOT NULL,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_id)
);
--> statement-breakpoint
CREATE INDEX game_history_user_played ON game_history (user_id, played_at DESC);
