import { estimateTurnaroundDays, THROUGHPUT_WINDOW_DAYS } from '../../services/turnaround';
import type { Queryable } from '../database';

/** "Today" is the lab's day in Brooklyn, not the server's UTC day. */
export const LAB_TIME_ZONE = 'America/New_York';

export const PROCESSES = ['C-41', 'BW', 'E-6', 'ECN-2'] as const;

export interface GeneralStats {
  turnaround: { overall: { totalOutstanding: number; estimatedDays: number } } & Record<
    (typeof PROCESSES)[number],
    { totalOutstanding: number }
  >;
  rsct: number;
  rdt: number;
  rst: number;
  rsy: number;
  obl: Record<string, number>;
}

interface DayCounts {
  rsct: number;
  rdt: number;
  rst: number;
  rsy: number;
  scannedInWindow: number;
}

// The day's bounds first, then each figure as a range count over its column's index (migration 040) with the bounds
// as values: with the bounds inlined, every roll was converted to the lab's zone for every figure (6 s at a million
// orders), and as parameters of one statement the planner could not see how narrow the ranges are.
async function countDayEvents(q: Queryable): Promise<DayCounts> {
  const { rows: bounds } = await q.query<{ today: unknown; yesterday: unknown; windowStart: unknown }>(
    `SELECT local_midnight AT TIME ZONE $1 AS today,
       (local_midnight - interval '1 day') AT TIME ZONE $1 AS yesterday,
       (local_midnight - make_interval(days => $2)) AT TIME ZONE $1 AS "windowStart"
     FROM (SELECT date_trunc('day', now() AT TIME ZONE $1) AS local_midnight) day`,
    [LAB_TIME_ZONE, THROUGHPUT_WINDOW_DAYS],
  );
  const { today, yesterday, windowStart } = bounds[0]!;
  const { rows } = await q.query<DayCounts>(
    `SELECT (SELECT count(*) FROM film_rolls WHERE scanned_at >= $1)::int AS rsct,
       (SELECT count(*) FROM film_rolls WHERE developed_at >= $1)::int AS rdt,
       (SELECT count(*) FROM film_rolls WHERE synced_at >= $1)::int AS rst,
       (SELECT count(*) FROM film_rolls WHERE synced_at >= $2 AND synced_at < $1)::int AS rsy,
       (SELECT count(*) FROM film_rolls WHERE scanned_at >= $3 AND scanned_at < $1)::int AS "scannedInWindow"`,
    [today, yesterday, windowStart],
  );
  return rows[0]!;
}

/**
 * The admin stats bar: computed from film_rolls and orders on every call (the BFF caches it), each figure from an
 * index: the outstanding rolls' and open orders' partial indexes, the day's steps' range indexes.
 */
export async function computeGeneralStats(q: Queryable): Promise<GeneralStats> {
  const outstanding = await q.query<{ process: (typeof PROCESSES)[number]; count: number }>(
    `SELECT process, count(*)::int AS count FROM film_rolls
     WHERE received_at IS NOT NULL AND delivered_at IS NULL GROUP BY process`,
  );
  const openByLocation = await q.query<{ location: string; count: number }>(
    `SELECT location, count(*)::int AS count FROM orders WHERE status = 'OPEN' GROUP BY location ORDER BY location`,
  );
  const { scannedInWindow, ...today } = await countDayEvents(q);
  const perProcess = Object.fromEntries(
    PROCESSES.map((process) => [process, { totalOutstanding: 0 }]),
  ) as Record<(typeof PROCESSES)[number], { totalOutstanding: number }>;
  let total = 0;
  for (const row of outstanding.rows) {
    perProcess[row.process].totalOutstanding = row.count;
    total += row.count;
  }
  return {
    turnaround: {
      overall: { totalOutstanding: total, estimatedDays: estimateTurnaroundDays(total, scannedInWindow) },
      ...perProcess,
    },
    ...today,
    obl: Object.fromEntries(openByLocation.rows.map((row) => [row.location, row.count])),
  };
}
