import type { Queryable } from '../database';
import { LAB_TIME_ZONE } from './general-stats';
import { STOP_JSON, type StopJson } from './messenger-stops';
import { iso } from './orders-json';

// The courier pick-ups customers book: the windows still open, and a customer's booked pick-ups
// (docs/decisions/070-couriers.md).

export interface AvailabilityJson {
  messengerId: number;
  messengerName: string;
  date: string;
  startsAt: string;
  endsAt: string;
  /** Stops the window can still take. */
  remaining: number;
}

/** Stops one working window takes at most (docs/decisions/070-couriers.md). */
export const STOPS_PER_WINDOW = 8;

/**
 * Working windows of active couriers serving `zip`, on lab-time dates from..to, that have not started yet and
 * still have room.
 */
export async function listAvailabilities(
  q: Queryable,
  zip: string,
  from: string,
  to: string,
): Promise<AvailabilityJson[]> {
  const { rows } = await q.query<AvailabilityJson>(
    `WITH windows AS (
       SELECT m.id AS messenger_id, m.name, d::date AS day,
              (d::date + h.start_time) AT TIME ZONE $4 AS starts_at,
              (d::date + h.end_time) AT TIME ZONE $4 AS ends_at
       FROM messengers m
       JOIN messenger_hours h ON h.messenger_id = m.id
       CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
       WHERE m.active AND $1 = ANY (m.zip_codes) AND extract(dow FROM d) = h.weekday)
     SELECT w.messenger_id AS "messengerId", w.name AS "messengerName", to_char(w.day, 'YYYY-MM-DD') AS date,
            ${iso('w.starts_at')} AS "startsAt", ${iso('w.ends_at')} AS "endsAt",
            $5 - (SELECT count(*)::int FROM messenger_stops s WHERE s.messenger_id = w.messenger_id
                    AND s.window_start = w.starts_at AND s.status <> 'MISSED') AS remaining
     FROM windows w
     WHERE w.starts_at > now()
     ORDER BY w.starts_at, w.name`,
    [zip, from, to, LAB_TIME_ZONE, STOPS_PER_WINDOW],
  );
  return rows.filter((row) => row.remaining > 0);
}

/** A customer's courier pick-ups (newest window first), with the courier's name; optionally one order's. */
export async function listCustomerStops(
  q: Queryable,
  userId: number,
  orderId?: number,
): Promise<Array<StopJson & { messengerName: string }>> {
  const { rows } = await q.query<{ json: StopJson; name: string }>(
    `SELECT ${STOP_JSON} AS json, m.name FROM messenger_stops s JOIN users c ON c.id = s.user_id
     JOIN messengers m ON m.id = s.messenger_id
     WHERE s.user_id = $1 AND s.kind = 'PICK_UP' AND ($2::int IS NULL OR s.order_id = $2)
     ORDER BY s.window_start DESC, s.id DESC`,
    [userId, orderId ?? null],
  );
  return rows.map((row) => ({ ...row.json, messengerName: row.name }));
}
