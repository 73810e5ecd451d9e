-- Opening hours of a customer-service channel (issue 20: /service shows them). Minutes of the UTC day,
-- 0-1439; a channel is open while open_from <= now < open_to, or across midnight when open_from > open_to
-- (22:00-06:00). Both null = around the clock; one without the other, or an empty window, is refused.
ALTER TABLE customer_services
  ADD COLUMN open_from smallint CHECK (open_from BETWEEN 0 AND 1439),
  ADD COLUMN open_to smallint CHECK (open_to BETWEEN 0 AND 1439),
  ADD CONSTRAINT customer_services_hours CHECK (
    (open_from IS NULL AND open_to IS NULL) OR (open_from IS NOT NULL AND open_to IS NOT NULL AND open_from <> open_to)
  );
