-- Operator configuration, the game catalogue and localized content (served by anonymous/appConfig).
-- Rows carry explicit ids so the seed is idempotent and operators can address them.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
--> statement-breakpoint
-- name: the operator's label (generated icon title, last fallback); players see the content_texts
-- title under text_key in their locale, like FAQ items.
CREATE TABLE game_types (
  id integer PRIMARY KEY,
  name text NOT NULL,
  text_key text NOT NULL,
  motif text NOT NULL,
  icon text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE TABLE game_brands (
  id integer PRIMARY KEY,
  name text NOT NULL,
  img text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE TABLE game_platforms (
  id integer PRIMARY KEY,
  name text NOT NULL,
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE TABLE games (
  id integer PRIMARY KEY,
  name text NOT NULL,
  game_type integer NOT NULL REFERENCES game_types (id),
  brand_id integer NOT NULL REFERENCES game_brands (id),
  platform_id integer NOT NULL REFERENCES game_platforms (id),
  img text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  is_hot boolean NOT NULL DEFAULT false,
  is_new boolean NOT NULL DEFAULT false,
  try_it boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE INDEX games_game_type ON games (game_type);
--> statement-breakpoint
CREATE TABLE vip_levels (
  level integer PRIMARY KEY,
  experience bigint NOT NULL,
  bet_limit bigint NOT NULL,
  show_type integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE user_levels (
  level integer PRIMARY KEY,
  bet_amount bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE generic_images (
  unique_key text PRIMARY KEY,
  img text NOT NULL
);
--> statement-breakpoint
-- One row per text and locale; 'en' is the fallback for a missing translation.
CREATE TABLE content_texts (
  key text NOT NULL,
  locale text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, locale)
);
--> statement-breakpoint
CREATE TABLE faq_items (
  id integer PRIMARY KEY,
  text_key text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE TABLE notices (
  id integer PRIMARY KEY,
  text_key text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  show_type integer NOT NULL,
  status integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE TABLE customer_services (
  id integer PRIMARY KEY,
  item_type integer NOT NULL,
  text_key text NOT NULL,
  target text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1
);
