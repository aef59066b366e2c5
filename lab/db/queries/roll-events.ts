import { cursorMicros, decodeCursor, encodeCursor, fromCursorMicros } from '../../services/page-cursor';
import type { Queryable } from '../database';
import { LAB_TIME_ZONE } from './general-stats';
import { iso, ROLL_JSON, type RollEventName } from './orders-json';

export interface RollEventEntry {
  roll: Record<string, unknown>;
  orderId: number;
  customerId: number;
  customerName: string;
  at: string;
}

export interface RollEventDay {
  date: string;
  /** Every roll that reached the event that day, whichever page they are on. */
  count: number;
  /** This page's rolls of the day (none when the page holds none of them). */
  rolls: RollEventEntry[];
}

/**
 * Rolls that reached `event` in the last `days` days of the lab's calendar (today included), newest first, a page
 * at a time (`limit`, then `after` the page's cursor), with every day's count: the counts kept per day (migration
 * 042), the page's rows found along the (event, at, roll_id) index, and only the page's rolls made JSON. At a
 * million orders the whole list was 130 MB and eight seconds (docs/decisions/120-a-labs-volume.md).
 */
export async function rollEventsPage(
  q: Queryable,
  event: RollEventName,
  days: number,
  limit: number,
  after?: string,
): Promise<{ days: RollEventDay[]; nextCursor: string | null }> {
  const { rows: window } = await q.query<{ since: unknown; first: string }>(
    `SELECT first AT TIME ZONE $1 AS since, to_char(first, 'YYYY-MM-DD') AS first
     FROM (SELECT date_trunc('day', now() AT TIME ZONE $1) - make_interval(days => $2 - 1) AS first) w`,
    [LAB_TIME_ZONE, days],
  );
  const { since, first } = window[0]!;
  const { rows: counts } = await q.query<{ date: string; count: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, count FROM roll_event_days
     WHERE event = $1 AND day >= $2::date AND count > 0 ORDER BY day DESC`,
    [event, first],
  );
  const params: unknown[] = [event, since, limit + 1];
  let keyset = '';
  if (after) {
    const [time, rollId] = decodeCursor('roll-events', after);
    params.push(time, rollId);
    keyset = `AND e.at <= ${fromCursorMicros('$4')} AND (e.at < ${fromCursorMicros('$4')} OR e.roll_id > $5)`;
  }
  const { rows: picked } = await q.query<{ rollId: number; t: string }>(
    `SELECT e.roll_id AS "rollId", ${cursorMicros('e.at')} AS t FROM roll_events e
     WHERE e.event = $1 AND e.at >= $2 ${keyset}
     ORDER BY e.at DESC, e.roll_id LIMIT $3`,
    params,
  );
  const page = picked.slice(0, limit);
  const { rows } = await q.query<RollEventEntry & { date: string }>(
    `SELECT to_char(e.at AT TIME ZONE $1, 'YYYY-MM-DD') AS date, ${ROLL_JSON} AS roll,
       r.order_id AS "orderId", r.customer_id AS "customerId",
       u.first_name || ' ' || u.last_name AS "customerName", ${iso('e.at')} AS at
     FROM roll_events e JOIN film_rolls r ON r.id = e.roll_id JOIN users u ON u.id = r.customer_id
     WHERE e.event = $2 AND e.roll_id = ANY($3::int[])
     ORDER BY e.at DESC, e.roll_id`,
    [LAB_TIME_ZONE, event, page.map((row) => row.rollId)],
  );
  const byDay = new Map<string, RollEventEntry[]>();
  for (const { date, ...entry } of rows) byDay.set(date, [...(byDay.get(date) ?? []), entry]);
  const last = page.at(-1);
  return {
    days: counts.map((day) => ({ date: day.date, count: day.count, rolls: byDay.get(day.date) ?? [] })),
    nextCursor: picked.length > limit && last ? encodeCursor('roll-events', [last.t, last.rollId]) : null,
  };
}
