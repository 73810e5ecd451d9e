-- Feedback tickets (issue 20; spec 2 /feedback, /feedback/record/{id}). A ticket is a conversation: the
-- player's first message and follow-ups, and staff replies (written by scripts/feedback-reply.ts until an
-- operator console exists). Images live outside the database, in the feedback blob store, under the
-- SHA-256 of their re-encoded bytes; these tables hold only who may see which.
CREATE TABLE feedback_images (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes integer NOT NULL CHECK (bytes > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
-- Who uploaded which image: the only players an image is ever served to. Two players uploading the same
-- picture share its stored bytes, each with a row here.
CREATE TABLE feedback_uploads (
  user_id bigint NOT NULL REFERENCES users (id),
  hash text NOT NULL REFERENCES feedback_images (hash),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, hash)
);
--> statement-breakpoint
-- client_key: the idempotency key of the addFeedback that made it, so a ticket written offline and sent
-- again (a lost reply, a second tab) is made once, for ever, not only while the reply store keeps it.
-- request_hash tells a replay (same ticket) from another ticket under a reused key (409).
-- staff_at / seen_at: the latest staff reply and when the player last opened the ticket (the red dot).
CREATE TABLE feedback_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  category text NOT NULL CHECK (category IN ('deposit', 'withdraw', 'game', 'account', 'bug', 'suggestion', 'other')),
  client_key text,
  request_hash text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  staff_at timestamptz,
  seen_at timestamptz,
  UNIQUE (user_id, client_key)
);
--> statement-breakpoint
CREATE INDEX feedback_tickets_user ON feedback_tickets (user_id, updated_at DESC, id DESC);
--> statement-breakpoint
CREATE TABLE feedback_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES feedback_tickets (id),
  author text NOT NULL CHECK (author IN ('player', 'staff')),
  -- Who answered, for the operators' own records; never shown to the player.
  staff_name text,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  images text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX feedback_messages_ticket ON feedback_messages (ticket_id, id);
