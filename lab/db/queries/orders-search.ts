import { containsPattern, type Queryable } from '../database';
import { LAB_TIME_ZONE } from './general-stats';
import { iso, ROLL_JSON, type RollEventName } from './orders-json';

export interface OrderSearch {
  customerId?: number;
  status?: string;
  location?: string;
  /** The number ('10' + id), the bare id, the customer's first, last or full name, or e-mail. */
  search?: string;
  /** Quick search: a number also matches every order number it begins (docs/decisions/102-desk-rules.md). */
  numberPrefix?: boolean;
  limit: number;
  offset: number;
}

// In the list, numbers match exactly (a typed '1010' should not list every order from 101001 to 101099); the quick
// search, typed as you go, also finds the order numbers a run of digits begins ($6, a LIKE prefix pattern), an exact
// number first. Names and e-mails match anywhere, case-insensitively.
const WHERE = `($1::int IS NULL OR o.customer_id = $1)
  AND ($2::text IS NULL OR o.status = $2)
  AND ($3::text IS NULL OR o.location = $3)
  AND ($4::text IS NULL OR '10' || o.id = $4 OR o.id::text = $4 OR u.first_name ILIKE $5 OR u.last_name ILIKE $5
       OR (u.first_name || ' ' || u.last_name) ILIKE $5 OR u.email ILIKE $5
       OR ($6::text IS NOT NULL AND '10' || o.id LIKE $6))`;

/** A page of order ids, newest first, and how many orders match in all. */
export async function searchOrderIds(
  q: Queryable,
  search: OrderSearch,
): Promise<{ ids: number[]; count: number }> {
  const term = search.search?.trim() || null;
  const params = [
    search.customerId ?? null,
    search.status ?? null,
    search.location ?? null,
    term,
    term === null ? null : containsPattern(term),
    search.numberPrefix && term !== null && /^\d+$/.test(term) ? `${term}%` : null,
  ];
  const from = 'FROM orders o JOIN users u ON u.id = o.customer_id';
  const count = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count ${from} WHERE ${WHERE}`,
    params,
  );
  const page = await q.query<{ id: number }>(
    `SELECT o.id ${from} WHERE ${WHERE}
     ORDER BY ($4::text IS NOT NULL AND '10' || o.id = $4) DESC, o.created_at DESC, o.id DESC LIMIT $7 OFFSET $8`,
    [...params, search.limit, search.offset],
  );
  return { ids: page.rows.map((row) => row.id), count: count.rows[0]!.count };
}

export interface RollEventEntry {
  date: string;
  roll: Record<string, unknown>;
  orderId: number;
  customerId: number;
  customerName: string;
  at: string;
}

/**
 * Rolls that reached `event` in the last `days` days of the lab's calendar (today included), newest first,
 * each with the day it happened on in the lab's time zone. One query, whatever the number of rolls.
 */
export async function rollEventsSince(
  q: Queryable,
  event: RollEventName,
  days: number,
): Promise<RollEventEntry[]> {
  const { rows } = await q.query<RollEventEntry>(
    `WITH bounds AS (
       SELECT (date_trunc('day', now() AT TIME ZONE $1) - make_interval(days => $3 - 1)) AT TIME ZONE $1 AS since)
     SELECT to_char(e.at AT TIME ZONE $1, 'YYYY-MM-DD') AS date, ${ROLL_JSON} AS roll,
       r.order_id AS "orderId", r.customer_id AS "customerId",
       u.first_name || ' ' || u.last_name AS "customerName",
       ${iso('e.at')} AS at
     FROM roll_events e JOIN film_rolls r ON r.id = e.roll_id JOIN users u ON u.id = r.customer_id
     CROSS JOIN bounds b
     WHERE e.event = $2 AND e.at >= b.since
     ORDER BY e.at DESC, r.id`,
    [LAB_TIME_ZONE, event, days],
  );
  return rows;
}
