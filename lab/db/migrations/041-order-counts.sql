-- The desk's counts without counting (issue 25, docs/decisions/120-a-labs-volume.md): how many orders each status
-- and location holds, kept by statement triggers as orders are written, so the list's count is a sum of a few rows
-- instead of a count of a million orders on every page.
CREATE TABLE order_counts (
  status text NOT NULL,
  location text NOT NULL,
  -- No CHECK (count >= 0): a check would refuse the -1 an INSERT … ON CONFLICT proposes before it becomes an update.
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (status, location)
);
INSERT INTO order_counts (status, location, count)
SELECT status, location, count(*) FROM orders GROUP BY status, location;

-- One statement's change, whatever its number of rows (a bulk load is one update per status and location). Rows
-- are applied in key order, so two writers lock the counters in the same order.
CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (status, location, count)
    SELECT status, location, count(*) FROM new_rows GROUP BY status, location ORDER BY status, location
    ON CONFLICT (status, location) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE order_counts c SET count = c.count - d.n
    FROM (SELECT status, location, count(*) AS n FROM old_rows GROUP BY status, location
          ORDER BY status, location) d
    WHERE c.status = d.status AND c.location = d.location;
  ELSE
    INSERT INTO order_counts AS c (status, location, count)
    SELECT status, location, sum(n) FROM (
      SELECT was.status, was.location, -1 AS n FROM old_rows was JOIN new_rows became ON became.id = was.id
        WHERE (was.status, was.location) IS DISTINCT FROM (became.status, became.location)
      UNION ALL
      SELECT became.status, became.location, 1 FROM old_rows was JOIN new_rows became ON became.id = was.id
        WHERE (was.status, was.location) IS DISTINCT FROM (became.status, became.location)) moved
    GROUP BY status, location HAVING sum(n) <> 0 ORDER BY status, location
    ON CONFLICT (status, location) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();

-- A search term of one or two characters has no trigram: it matches where a name or an e-mail begins.
CREATE INDEX users_first_name_prefix ON users (lower(first_name) text_pattern_ops);
CREATE INDEX users_last_name_prefix ON users (lower(last_name) text_pattern_ops);
CREATE INDEX users_email_prefix ON users (email text_pattern_ops);

-- The roll-events dashboard pages along (at, roll_id) within an event.
CREATE INDEX roll_events_event_at_roll ON roll_events (event, at DESC, roll_id);
DROP INDEX roll_events_event_at;
