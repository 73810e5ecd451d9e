-- Devices that have signed in to an account (docs/auth-limits.md). A device is the client's random
-- per-browser id (the `fingerprint` header), kept only as its sha256. Failed logins from a known device
-- count in that device's own budget, so an attack from anywhere else cannot lock the owner out of it.
CREATE TABLE known_devices (
  user_id bigint NOT NULL REFERENCES users (id),
  fingerprint_hash text NOT NULL,
  -- The last successful sign-in from this device; a device unseen for long is no longer known.
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (user_id, fingerprint_hash)
);
