import type { Queryable } from '../database';
import { iso } from './orders-json';

// Couriers (spec §3 "Messenger") and their weekly hours. Their stops are messenger-stops.ts; the pick-ups customers
// book, courier-pick-ups.ts.

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

const MESSENGER_JSON = `json_build_object(
  'id', m.id, 'userId', m.user_id, 'email', u.email, 'name', m.name, 'phone', m.phone,
  'zipCodes', to_json(m.zip_codes), 'active', m.active, 'createdAt', ${iso('m.created_at')},
  'hours', COALESCE((SELECT json_agg(json_build_object('id', h.id, 'weekday', h.weekday,
      'startTime', to_char(h.start_time, 'HH24:MI'), 'endTime', to_char(h.end_time, 'HH24:MI'))
    ORDER BY h.weekday, h.start_time, h.id) FROM messenger_hours h WHERE h.messenger_id = m.id), '[]'::json))`;

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
