-- Telemetry events (anonymous/appEventLogClient) and game presence (the `online` heartbeat).
-- Times are written by the server from its clock (tests inject one), so no column relies on now().
--
-- app_events is append-only: rows are inserted, never updated, and de-duplicated by the client-made id
-- (INSERT ... ON CONFLICT (id) DO NOTHING), so a batch re-sent after a lost reply is stored once.
-- Scale (DESIGN 9): on PostgreSQL this table is meant to be range-partitioned by day on event_time
-- (PARTITION BY RANGE (event_time), one partition per day, old days detached/dropped or archived).
-- A partitioned table's primary key must contain the partition key, so it becomes (id, event_time);
-- de-duplication still holds because a re-sent event carries the same id and the same eventTime.
-- The event_time index below is what day partitions and day-range reports will use.
CREATE TABLE app_events (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  channel text NOT NULL,
  app_id text NOT NULL,
  version text NOT NULL,
  -- When the event happened on the client (its eventTime in seconds).
  event_time timestamptz NOT NULL,
  -- What the client claimed (0 = anonymous): analytics only.
  event_user_id bigint NOT NULL,
  -- The caller resolved from a valid token, null when none was sent. No foreign key: analytics rows
  -- are bulk data that must not slow ingestion or block account housekeeping.
  user_id bigint,
  target text NOT NULL DEFAULT '',
  -- Ad and referrer parameters, string -> string.
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  received_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX app_events_event_time ON app_events (event_time);
--> statement-breakpoint
-- One row per player: the game they last reported and when (spec 7: heartbeat every 60 s).
-- Online now = last_seen_at within a couple of heartbeats. Redis may hold this instead (DESIGN 9).
CREATE TABLE user_presence (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  game_id integer NOT NULL,
  last_seen_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX user_presence_last_seen_at ON user_presence (last_seen_at);
