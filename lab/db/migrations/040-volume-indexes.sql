-- Indexes for the screens' calls at a lab's volume (issue 25, docs/decisions/120-a-labs-volume.md), each chosen
-- from the call's plan at the volume bench's `lab` size (a million orders, three million rolls).

-- Names and e-mails are searched anywhere in them (ILIKE '%term%'). A term inside the first or the last name is
-- inside "first last" too, so one index on the full name serves all three name matches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_full_name_trgm ON users USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops);

-- The desk's list, newest first, within a status or a location; a customer's orders newest first.
CREATE INDEX orders_status_created ON orders (status, created_at DESC, id DESC);
CREATE INDEX orders_location_created ON orders (location, created_at DESC, id DESC);
CREATE INDEX orders_customer_created ON orders (customer_id, created_at DESC, id DESC);
DROP INDEX orders_customer;

-- The stats bar's figures of the day: rolls that reached a step since a moment.
CREATE INDEX film_rolls_developed_at ON film_rolls (developed_at) WHERE developed_at IS NOT NULL;
CREATE INDEX film_rolls_scanned_at ON film_rolls (scanned_at) WHERE scanned_at IS NOT NULL;
CREATE INDEX film_rolls_synced_at ON film_rolls (synced_at) WHERE synced_at IS NOT NULL;

-- A customer's rolls in the scan platform's order: synced newest first, rolls not synced yet before them
-- (synced_at DESC NULLS FIRST, written as COALESCE(…, 'infinity') so that a keyset can compare it).
CREATE INDEX film_rolls_customer_synced
  ON film_rolls (customer_id, (COALESCE(synced_at, 'infinity'::timestamptz)) DESC, id DESC);
DROP INDEX film_rolls_customer;
