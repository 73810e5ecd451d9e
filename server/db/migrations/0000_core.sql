-- Infrastructure shared by every module: idempotent replay and rate-limit counters.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  call text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  reply jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
--> statement-breakpoint
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
--> statement-breakpoint
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
