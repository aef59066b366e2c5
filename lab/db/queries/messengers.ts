import type { Queryable } from '../database';
import { LAB_TIME_ZONE } from './general-stats';
import { iso } from './orders-json';

export interface HoursJson {
  id: number;
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface MessengerJson {
  id: number;
  userId: number | null;
  email: string | null;
  name: string;
  phone: string | null;
  zipCodes: string[];
  active: boolean;
  hours: HoursJson[];
  createdAt: string;
}

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

const MESSENGER_JSON = `json_build_object(
  'id', m.id, 'userId', m.user_id, 'email', u.email, 'name', m.name, 'phone', m.phone,
  'zipCodes', to_json(m.zip_codes), 'active', m.active, 'createdAt', ${iso('m.created_at')},
  'hours', COALESCE((SELECT json_agg(json_build_object('id', h.id, 'weekday', h.weekday,
      'startTime', to_char(h.start_time, 'HH24:MI'), 'endTime', to_char(h.end_time, 'HH24:MI'))
    ORDER BY h.weekday, h.start_time, h.id) FROM messenger_hours h WHERE h.messenger_id = m.id), '[]'::json))`;

const STOP_JSON = `json_build_object(
  'id', s.id, 'messengerId', s.messenger_id, 'userId', s.user_id,
  'customerName', c.first_name || ' ' || c.last_name, 'customerPhone', c.phone, 'orderId', s.order_id,
  'kind', s.kind, 'windowStart', ${iso('s.window_start')}, 'windowEnd', ${iso('s.window_end')},
  'address', json_build_object('address1', s.address1, 'address2', s.address2, 'city', s.city,
    'state', s.state, 'zip', s.zip),
  'notes', s.notes, 'status', s.status,
  'rollCount', CASE WHEN s.order_id IS NULL THEN s.roll_count
    ELSE (SELECT count(*)::int FROM film_rolls r WHERE r.order_id = s.order_id) END,
  'notifiedAt', ${iso('s.notified_at')}, 'doneAt', ${iso('s.done_at')})`;

export async function listMessengers(q: Queryable, userId?: number): Promise<MessengerJson[]> {
  const { rows } = await q.query<{ json: MessengerJson }>(
    `SELECT ${MESSENGER_JSON} AS json FROM messengers m LEFT JOIN users u ON u.id = m.user_id
     WHERE $1::int IS NULL OR m.user_id = $1 ORDER BY m.active DESC, m.name, m.id`,
    [userId ?? null],
  );
  return rows.map((row) => row.json);
}

export async function findMessenger(q: Queryable, id: number): Promise<MessengerJson | null> {
  const { rows } = await q.query<{ json: MessengerJson }>(
    `SELECT ${MESSENGER_JSON} AS json FROM messengers m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = $1`,
    [id],
  );
  return rows[0]?.json ?? null;
}

export interface MessengerInput {
  name: string;
  phone?: string | null;
  zipCodes: string[];
  userId?: number | null;
  active?: boolean;
}

export async function insertMessenger(q: Queryable, input: MessengerInput): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO messengers (name, phone, zip_codes, user_id, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.name, input.phone ?? null, input.zipCodes, input.userId ?? null, input.active ?? true],
  );
  return rows[0]!.id;
}

export async function updateMessenger(
  q: Queryable,
  id: number,
  input: Partial<MessengerInput>,
): Promise<void> {
  await q.query(
    `UPDATE messengers SET
       name = COALESCE($2, name),
       phone = CASE WHEN $3::boolean THEN $4 ELSE phone END,
       zip_codes = COALESCE($5, zip_codes),
       user_id = CASE WHEN $6::boolean THEN $7::int ELSE user_id END,
       active = COALESCE($8, active)
     WHERE id = $1`,
    [
      id,
      input.name ?? null,
      input.phone !== undefined,
      input.phone ?? null,
      input.zipCodes ?? null,
      input.userId !== undefined,
      input.userId ?? null,
      input.active ?? null,
    ],
  );
}

/** A user already linked to another courier, or not a MESSENGER: the route says which. */
export async function messengerLinkProblem(
  q: Queryable,
  userId: number,
  messengerId: number | null,
): Promise<'missing' | 'not-messenger' | 'taken' | null> {
  const { rows } = await q.query<{ role: string; taken: boolean }>(
    `SELECT u.role, EXISTS (SELECT 1 FROM messengers m WHERE m.user_id = u.id
       AND ($2::int IS NULL OR m.id <> $2)) AS taken FROM users u WHERE u.id = $1`,
    [userId, messengerId],
  );
  const row = rows[0];
  if (!row) return 'missing';
  if (row.role !== 'MESSENGER') return 'not-messenger';
  return row.taken ? 'taken' : null;
}

export interface HoursInput {
  weekday: number;
  startTime: string;
  endTime: string;
}

/** The id of a block of the same courier on the same weekday that overlaps, if any. */
export async function overlappingHours(
  q: Queryable,
  messengerId: number,
  input: HoursInput,
  exceptId: number | null,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM messenger_hours WHERE messenger_id = $1 AND weekday = $2
       AND start_time < $4::time AND end_time > $3::time AND ($5::int IS NULL OR id <> $5) LIMIT 1`,
    [messengerId, input.weekday, input.startTime, input.endTime, exceptId],
  );
  return rows[0]?.id ?? null;
}

export async function insertHours(q: Queryable, messengerId: number, input: HoursInput): Promise<void> {
  await q.query(
    'INSERT INTO messenger_hours (messenger_id, weekday, start_time, end_time) VALUES ($1, $2, $3, $4)',
    [messengerId, input.weekday, input.startTime, input.endTime],
  );
}

export async function updateHours(q: Queryable, messengerId: number, id: number, input: HoursInput) {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE messenger_hours SET weekday = $3, start_time = $4, end_time = $5
     WHERE id = $2 AND messenger_id = $1 RETURNING id`,
    [messengerId, id, input.weekday, input.startTime, input.endTime],
  );
  return rows.length > 0;
}

export async function deleteHours(q: Queryable, messengerId: number, id: number): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    'DELETE FROM messenger_hours WHERE id = $2 AND messenger_id = $1 RETURNING id',
    [messengerId, id],
  );
  return rows.length > 0;
}

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

export interface StopInput {
  userId: number;
  orderId: number | null;
  kind: StopKind;
  windowStart: string;
  windowEnd: string;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string };
  notes: string | null;
}

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
