-- The roll-events dashboard's count per day without counting (issue 25, docs/decisions/120-a-labs-volume.md): how
-- many rolls reached each event on each day of the lab's calendar, kept by statement triggers as events are
-- written. Counting the index instead reads every event of the window (160,000 for 60 days at a lab's volume).
-- The day is the lab's: America/New_York, as LAB_TIME_ZONE in lab/db/queries/general-stats.ts says.
CREATE TABLE roll_event_days (
  event text NOT NULL,
  day date NOT NULL,
  -- No CHECK (count >= 0): a check would refuse the -1 an INSERT … ON CONFLICT proposes before it becomes an update.
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (event, day)
);
INSERT INTO roll_event_days (event, day, count)
SELECT event, (at AT TIME ZONE 'America/New_York')::date, count(*) FROM roll_events GROUP BY 1, 2;

-- One statement's change, whatever its number of rows, applied in key order (two writers lock in the same order).
CREATE FUNCTION roll_event_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO roll_event_days AS d (event, day, count)
    SELECT event, (at AT TIME ZONE 'America/New_York')::date, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (event, day) DO UPDATE SET count = d.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE roll_event_days d SET count = d.count - gone.n
    FROM (SELECT event, (at AT TIME ZONE 'America/New_York')::date AS day, count(*) AS n FROM old_rows
          GROUP BY 1, 2 ORDER BY 1, 2) gone
    WHERE d.event = gone.event AND d.day = gone.day;
  ELSE
    INSERT INTO roll_event_days AS d (event, day, count)
    SELECT event, day, sum(n) FROM (
      SELECT event, (at AT TIME ZONE 'America/New_York')::date AS day, -1 AS n FROM old_rows
      UNION ALL
      SELECT event, (at AT TIME ZONE 'America/New_York')::date, 1 FROM new_rows) moved
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (event, day) DO UPDATE SET count = d.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER roll_event_days_insert AFTER INSERT ON roll_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_event_days_apply();
CREATE TRIGGER roll_event_days_update AFTER UPDATE ON roll_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_event_days_apply();
CREATE TRIGGER roll_event_days_delete AFTER DELETE ON roll_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION roll_event_days_apply();
