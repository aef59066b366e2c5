import type { Queryable } from '../database';
import { LAB_TIME_ZONE } from '../queries/general-stats';

/**
 * Seed events are written as "N days ago" in the lab's time zone, so the stats ("scanned today", "synced
 * yesterday") come out the same whenever the seed runs. An event on day N lands at a fixed fraction of that day;
 * for today the fraction is of the time elapsed since midnight, so no event is in the future.
 */
export interface Timeline {
  at(daysAgo: number, fraction: number): Date;
}

export async function loadTimeline(q: Queryable, maxDaysAgo: number): Promise<Timeline> {
  const { rows } = await q.query<{ daysAgo: number; start: Date; end: Date }>(
    `WITH midnight AS (SELECT date_trunc('day', now() AT TIME ZONE $1) AS local)
     SELECT d AS "daysAgo",
            (m.local - make_interval(days => d)) AT TIME ZONE $1 AS start,
            CASE WHEN d = 0 THEN now() ELSE (m.local - make_interval(days => d - 1)) AT TIME ZONE $1 END AS end
     FROM midnight m, generate_series(0, $2::int) AS d`,
    [LAB_TIME_ZONE, maxDaysAgo],
  );
  const days = new Map(rows.map((row) => [row.daysAgo, row]));
  return {
    at(daysAgo, fraction) {
      const day = days.get(daysAgo);
      if (!day) throw new Error(`Seed timeline has no day ${daysAgo}`);
      const span = day.end.getTime() - day.start.getTime();
      return new Date(day.start.getTime() + Math.floor(span * fraction));
    },
  };
}
