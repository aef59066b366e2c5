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

async function countDayEvents(q: Queryable): Promise<DayCounts> {
  const { rows } = await q.query<DayCounts>(
    `WITH day AS (SELECT date_trunc('day', now() AT TIME ZONE $1) AS local_midnight),
     bounds AS (
       SELECT local_midnight AT TIME ZONE $1 AS today,
              (local_midnight - interval '1 day') AT TIME ZONE $1 AS yesterday,
              (local_midnight - make_interval(days => $2)) AT TIME ZONE $1 AS window_start
       FROM day)
     SELECT count(*) FILTER (WHERE scanned_at >= b.today)::int AS rsct,
            count(*) FILTER (WHERE developed_at >= b.today)::int AS rdt,
            count(*) FILTER (WHERE synced_at >= b.today)::int AS rst,
            count(*) FILTER (WHERE synced_at >= b.yesterday AND synced_at < b.today)::int AS rsy,
            count(*) FILTER (WHERE scanned_at >= b.window_start AND scanned_at < b.today)::int AS "scannedInWindow"
     FROM bounds b LEFT JOIN film_rolls ON true`,
    [LAB_TIME_ZONE, THROUGHPUT_WINDOW_DAYS],
  );
  return rows[0]!;
}

/** The admin stats bar: computed from film_rolls and orders on every call (the BFF polls every 5 minutes). */
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
