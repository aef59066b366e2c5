import type { Queryable } from '../database';
import type { RollEventName } from './orders-json';

// A roll's progress through the lab: check-in (pick-ups), the events of its timeline, and rush.

/** The film_rolls column each event also stamps: the stats bar counts from these. */
const EVENT_COLUMNS: Record<RollEventName, string> = {
  received: 'received_at',
  developed: 'developed_at',
  scanned: 'scanned_at',
  synced: 'synced_at',
  delivered: 'delivered_at',
  shipped: 'shipped_at',
};

export interface NewPickUp {
  userId: number;
  orderId: number;
  rollCount: number;
  location: string;
}

export async function insertPickUp(q: Queryable, pickUp: NewPickUp): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO pick_ups (user_id, order_id, roll_count, location) VALUES ($1, $2, $3, $4) RETURNING id',
    [pickUp.userId, pickUp.orderId, pickUp.rollCount, pickUp.location],
  );
  return rows[0]!.id;
}

/**
 * Checks in up to `count` rolls of the order not received yet (oldest first) with the pick-up: each gets the
 * pick-up's id, its received_at and a `received` event. Answers the ids of the rolls received.
 */
export async function receiveRolls(
  q: Queryable,
  orderId: number,
  pickUpId: number,
  count: number,
  recordedBy: number,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `WITH picked AS (
       SELECT id FROM film_rolls WHERE order_id = $1 AND received_at IS NULL ORDER BY id LIMIT $3),
     updated AS (
       UPDATE film_rolls r SET pick_up_id = $2, received_at = now() FROM picked WHERE r.id = picked.id
       RETURNING r.id),
     events AS (
       INSERT INTO roll_events (roll_id, event, recorded_by) SELECT id, 'received', $4 FROM updated
       ON CONFLICT (roll_id, event) DO NOTHING)
     SELECT id FROM updated ORDER BY id`,
    [orderId, pickUpId, count, recordedBy],
  );
  return rows.map((row) => row.id);
}

/**
 * Records `event` on the given rolls of the order (all of them when rollIds is null). A roll that already has the
 * event keeps its first one. Answers the ids that got it now.
 */
export async function recordRollEvent(
  q: Queryable,
  orderId: number,
  event: RollEventName,
  rollIds: number[] | null,
  recordedBy: number,
): Promise<number[]> {
  const column = EVENT_COLUMNS[event];
  const { rows } = await q.query<{ id: number }>(
    `WITH target AS (
       SELECT id FROM film_rolls WHERE order_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[]))),
     inserted AS (
       INSERT INTO roll_events (roll_id, event, recorded_by) SELECT id, $3, $4 FROM target
       ON CONFLICT (roll_id, event) DO NOTHING RETURNING roll_id, at),
     stamped AS (
       UPDATE film_rolls r SET ${column} = inserted.at FROM inserted
       WHERE r.id = inserted.roll_id AND r.${column} IS NULL)
     SELECT roll_id AS id FROM inserted ORDER BY roll_id`,
    [orderId, rollIds, event, recordedBy],
  );
  return rows.map((row) => row.id);
}

export async function markRush(q: Queryable, orderId: number, rollIds: number[]): Promise<void> {
  await q.query('UPDATE film_rolls SET add_rush = true WHERE order_id = $1 AND id = ANY($2::int[])', [
    orderId,
    rollIds,
  ]);
}

/** Rolls counted into the order's pick-ups so far, and rolls on the order. */
export async function rollCounts(
  q: Queryable,
  orderId: number,
): Promise<{ received: number; expected: number }> {
  const { rows } = await q.query<{ received: number; expected: number }>(
    `SELECT (SELECT COALESCE(sum(roll_count), 0)::int FROM pick_ups WHERE order_id = $1) AS received,
            (SELECT count(*)::int FROM film_rolls WHERE order_id = $1) AS expected`,
    [orderId],
  );
  return rows[0]!;
}

/** The order's pick-ups, oldest first: what staff counted each time film came in. */
export async function orderPickUps(
  q: Queryable,
  orderId: number,
): Promise<{ id: number; rollCount: number }[]> {
  const { rows } = await q.query<{ id: number; rollCount: number }>(
    'SELECT id, roll_count AS "rollCount" FROM pick_ups WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}

export async function setPickUpCount(q: Queryable, pickUpId: number, rollCount: number): Promise<void> {
  await q.query('UPDATE pick_ups SET roll_count = $2 WHERE id = $1', [pickUpId, rollCount]);
}

export interface DeskRoll {
  id: number;
  received: boolean;
  /** The first event after `received` the roll has (developed, scanned…), or null. */
  laterEvent: RollEventName | null;
}

/** The order's rolls by id, with whether each is received and how far past receiving it went. */
export async function deskRolls(q: Queryable, orderId: number): Promise<DeskRoll[]> {
  const { rows } = await q.query<DeskRoll>(
    `SELECT r.id, r.received_at IS NOT NULL AS received,
       (SELECT e.event FROM roll_events e WHERE e.roll_id = r.id AND e.event <> 'received' ORDER BY e.at, e.id LIMIT 1)
         AS "laterEvent"
     FROM film_rolls r WHERE r.order_id = $1 ORDER BY r.id`,
    [orderId],
  );
  return rows;
}

/** Takes rolls back out of receiving (a count corrected down): no pick-up, no received_at, no `received` event. */
export async function unreceiveRolls(q: Queryable, orderId: number, rollIds: number[]): Promise<void> {
  if (rollIds.length === 0) return;
  await q.query(
    `WITH cleared AS (
       UPDATE film_rolls SET pick_up_id = NULL, received_at = NULL
       WHERE order_id = $1 AND id = ANY($2::int[]) RETURNING id)
     DELETE FROM roll_events e USING cleared WHERE e.roll_id = cleared.id AND e.event = 'received'`,
    [orderId, rollIds],
  );
}
