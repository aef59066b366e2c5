import type { Queryable } from '../database';
import type { SeedOrder } from './orders-data';
import type { Timeline } from './timeline';

// Where in its day each step happens, so same-day steps keep their order.
const STEP_FRACTIONS = [0.15, 0.35, 0.55, 0.75, 0.85];

function rollTimes(timeline: Timeline, spec: string): (Date | null)[] {
  const days = spec.trim() === '' ? [] : spec.trim().split(/\s+/).map(Number);
  return STEP_FRACTIONS.map((fraction, step) => {
    const daysAgo = days[step];
    return daysAgo === undefined ? null : timeline.at(daysAgo, fraction);
  });
}

export async function insertSeedOrders(
  tx: Queryable,
  orders: SeedOrder[],
  userIds: Map<string, number>,
  timeline: Timeline,
): Promise<void> {
  for (const order of orders) {
    const customerId = userIds.get(order.customer);
    if (customerId === undefined) throw new Error(`Seed order for unknown customer ${order.customer}`);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO orders (customer_id, status, location, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [customerId, order.status, order.location, timeline.at(order.createdDaysAgo, 0.1)],
    );
    for (const roll of order.rolls) {
      await tx.query(
        `INSERT INTO film_rolls (order_id, customer_id, process, format, brand, model,
           received_at, developed_at, scanned_at, synced_at, delivered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          rows[0]!.id,
          customerId,
          roll.process,
          roll.format,
          roll.brand,
          roll.model,
          ...rollTimes(timeline, roll.timeline),
        ],
      );
    }
  }
}
