-- Every idempotency_keys row is written twice, claimed then answered: room on each page lets the answer be
-- a HOT update, which writes no index entries.
ALTER TABLE idempotency_keys SET (fillfactor = 50);
