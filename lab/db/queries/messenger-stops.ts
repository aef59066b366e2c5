import type { Queryable } from '../database';
import { LAB_TIME_ZONE } from './general-stats';
import { iso } from './orders-json';

// A courier's stops: their route by day, and how each stop went (docs/decisions/070-couriers.md).

export type StopKind = 'PICK_UP' | 'DELIVERY';
export type StopStatus = 'SCHEDULED' | 'DONE' | 'MISSED';

export interface StopJson {
  id: number;
  messengerId: number;
  userId: number;
  customerName: string;
  customerPhone: string | null;
  orderId: number | null;
  kind: StopKind;
  windowStart: string;
  windowEnd: string;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string };
  notes: string | null;
  status: StopStatus;
  rollCount: number;
  notifiedAt: string | null;
  doneAt: string | null;
}

/** A stop as the lab answers it; its query joins the customer as `c`. */
export const STOP_JSON = `json_build_object(
  'id', s.id, 'messengerId', s.messenger_id, 'userId', s.user_id,
  'customerName', c.first_name || ' ' || c.last_name, 'customerPhone', c.phone, 'orderId', s.order_id,
  'kind', s.kind, 'windowStart', ${iso('s.window_start')}, 'windowEnd', ${iso('s.window_end')},
  'address', json_build_object('address1', s.address1, 'address2', s.address2, 'city', s.city,
    'state', s.state, 'zip', s.zip),
  'notes', s.notes, 'status', s.status,
  'rollCount', CASE WHEN s.order_id IS NULL THEN s.roll_count
    ELSE (SELECT count(*)::int FROM film_rolls r WHERE r.order_id = s.order_id) END,
  'notifiedAt', ${iso('s.notified_at')}, 'doneAt', ${iso('s.done_at')})`;

/** Stops whose window starts on a day from `from` to `to` (lab-time dates), in route order. */
export async function listStops(
  q: Queryable,
  messengerId: number,
  from: string,
  to: string,
): Promise<StopJson[]> {
  const { rows } = await q.query<{ json: StopJson }>(
    `SELECT ${STOP_JSON} AS json FROM messenger_stops s JOIN users c ON c.id = s.user_id
     WHERE s.messenger_id = $1 AND (s.window_start AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
     ORDER BY s.window_start, s.id`,
    [messengerId, from, to, LAB_TIME_ZONE],
  );
  return rows.map((row) => row.json);
}
export async function findStop(q: Queryable, messengerId: number, id: number): Promise<StopJson | null> {
  const { rows } = await q.query<{ json: StopJson }>(
    `SELECT ${STOP_JSON} AS json FROM messenger_stops s JOIN users c ON c.id = s.user_id
     WHERE s.id = $2 AND s.messenger_id = $1`,
    [messengerId, id],
  );
  return rows[0]?.json ?? null;
}

/** The lab-time date of a stop's window, for grouping a route by day. */
export const labDate = (instant: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: LAB_TIME_ZONE }).format(new Date(instant));

export async function setStopStatus(q: Queryable, id: number, status: StopStatus, notes?: string | null) {
  await q.query(
    `UPDATE messenger_stops SET status = $2,
       done_at = CASE WHEN $2 = 'DONE' THEN COALESCE(done_at, now()) ELSE NULL END,
       notes = CASE WHEN $3::boolean THEN $4 ELSE notes END
     WHERE id = $1`,
    [id, status, notes !== undefined, notes ?? null],
  );
}

export async function markNotified(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE messenger_stops SET notified_at = now() WHERE id = $1', [id]);
}

/** What a new stop is made of: the stop's own fields as answered, without what the lab fills in. */
export type StopInput = Pick<
  StopJson,
  'userId' | 'orderId' | 'kind' | 'windowStart' | 'windowEnd' | 'address' | 'notes'
>;

export async function insertStop(q: Queryable, messengerId: number, input: StopInput): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO messenger_stops (messenger_id, user_id, order_id, kind, window_start, window_end,
       address1, address2, city, state, zip, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      messengerId,
      input.userId,
      input.orderId,
      input.kind,
      input.windowStart,
      input.windowEnd,
      input.address.address1,
      input.address.address2,
      input.address.city,
      input.address.state,
      input.address.zip,
      input.notes,
    ],
  );
  return rows[0]!.id;
}
