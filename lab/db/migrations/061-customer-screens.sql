-- A customer's own screens at a lab's volume (issue 25, docs/decisions/120-a-labs-volume.md, "Customer screens").
-- Chosen from the plans of the heavy customer's calls (18,000 scans on 500 rolls) on the volume bench's `lab` size.

-- The ready scans of a roll in frame order: the rolls grid's "has scans" test and each roll's scan count read the
-- index alone (they fetched a scan row per roll to test its status), and the previews and a scans page walk a roll's
-- frames along it.
CREATE INDEX scans_ready_roll ON scans (roll_id, frame, id) WHERE status = 'ready';

-- A customer's scans counted from the index alone (the count read every one of the 18,000 rows for its status).
-- Replaces scans_user, which it begins with.
CREATE INDEX scans_user_status ON scans (user_id, status);
DROP INDEX scans_user;

-- Heavy customers are few: with the default sample the planner took a customer with 1,000 rolls for one with 38 and
-- sorted all their rolls for a page, where walking film_rolls_customer_synced in order stops at the page's end. A
-- larger sample keeps them in the column's most common values.
ALTER TABLE film_rolls ALTER COLUMN customer_id SET STATISTICS 1000;
ALTER TABLE scans ALTER COLUMN user_id SET STATISTICS 1000;
ANALYZE film_rolls (customer_id);
ANALYZE scans (user_id);
