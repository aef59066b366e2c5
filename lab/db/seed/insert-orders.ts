import type { Queryable } from '../database';
import { ROLL_EVENTS } from '../queries/orders-json';
import { insertSeedInvoice, insertSeedPayment } from './insert-order-billing';
import type { SeedOrder, SeedRoll } from './orders-data';
import type { Timeline } from './timeline';

// Where in its day each step happens, so same-day steps keep their order; status changes come after them.
const STEP_FRACTIONS = [0.15, 0.35, 0.55, 0.75, 0.85, 0.88];
const STATUS_FRACTIONS = { invoiced: 0.9, paid: 0.95, printsReady: 0.96, completed: 0.97, canceled: 0.5 };

function rollTimes(timeline: Timeline, spec: string): (Date | null)[] {
  const days = spec.trim() === '' ? [] : spec.trim().split(/\s+/).map(Number);
  return STEP_FRACTIONS.map((fraction, step) => {
    const daysAgo = days[step];
    return daysAgo === undefined ? null : timeline.at(daysAgo, fraction);
  });
}

const receivedDay = (roll: SeedRoll) => roll.timeline.trim().split(/\s+/)[0] ?? '';

async function insertOrderRow(tx: Queryable, order: SeedOrder, customerId: number, timeline: Timeline) {
  const at = (daysAgo: number | undefined, fraction: number) =>
    daysAgo === undefined ? null : timeline.at(daysAgo, fraction);
  const created = timeline.at(order.createdDaysAgo, 0.1);
  const stamps = [
    at(order.invoicedDaysAgo, STATUS_FRACTIONS.invoiced),
    at(order.paidDaysAgo, STATUS_FRACTIONS.paid),
    at(order.completedDaysAgo, STATUS_FRACTIONS.completed),
    at(order.canceledDaysAgo, STATUS_FRACTIONS.canceled),
    at(order.printsReadyDaysAgo, STATUS_FRACTIONS.printsReady),
  ];
  const updated = new Date(Math.max(created.getTime(), ...stamps.map((stamp) => stamp?.getTime() ?? 0)));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO orders (customer_id, status, location, notes, internal_notes, created_at, updated_at,
       invoiced_at, paid_at, completed_at, canceled_at, prints_ready_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING id`,
    [
      customerId,
      order.status,
      order.location,
      order.notes ?? null,
      order.internalNotes ?? null,
      created,
      updated,
      ...stamps,
    ],
  );
  return { id: rows[0]!.id, created, invoicedAt: stamps[0], paidAt: stamps[1] };
}

/** One pick-up per day on which rolls of the order arrived, counting them (or what staff counted instead). */
async function insertPickUps(
  tx: Queryable,
  order: SeedOrder,
  orderId: number,
  customerId: number,
  timeline: Timeline,
) {
  const byDay = new Map<string, number>();
  for (const roll of order.rolls) {
    const day = receivedDay(roll);
    if (day !== '') byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  const pickUps = new Map<string, number>();
  for (const [day, count] of byDay) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO pick_ups (user_id, order_id, received_at, roll_count, location) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      [
        customerId,
        orderId,
        timeline.at(Number(day), STEP_FRACTIONS[0]!),
        order.countedRolls ?? count,
        order.location,
      ],
    );
    pickUps.set(day, rows[0]!.id);
  }
  return pickUps;
}

async function insertRolls(
  tx: Queryable,
  order: SeedOrder,
  ids: { orderId: number; customerId: number; created: Date },
  pickUps: Map<string, number>,
  timeline: Timeline,
) {
  for (const roll of order.rolls) {
    const times = rollTimes(timeline, roll.timeline);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO film_rolls (order_id, customer_id, process, format, brand, model, received_at, developed_at,
         scanned_at, synced_at, delivered_at, shipped_at, pick_up_id, push_pull, cross_process, add_prints, add_rush,
         sleeving, scan_quality, half_frames, negatives_action, notes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
       RETURNING id`,
      [
        ids.orderId,
        ids.customerId,
        roll.process,
        roll.format,
        roll.brand,
        roll.model,
        ...times,
        pickUps.get(receivedDay(roll)) ?? null,
        roll.pushPull ?? 0,
        roll.crossProcess ?? false,
        roll.addPrints ?? false,
        roll.addRush ?? false,
        roll.sleeving ?? 'NONE',
        roll.scanQuality ?? 'STANDARD_2K',
        roll.halfFrames ?? false,
        roll.negativesAction ?? 'TOSS',
        roll.notes ?? null,
        ids.created,
      ],
    );
    // The timeline's steps as events; seeded events have no recorder.
    await tx.query(
      `INSERT INTO roll_events (roll_id, event, at)
       SELECT $1, event, at FROM unnest($2::text[], $3::timestamptz[]) AS step(event, at) WHERE at IS NOT NULL`,
      [rows[0]!.id, ROLL_EVENTS, times],
    );
  }
}

async function insertShipments(
  tx: Queryable,
  order: SeedOrder,
  orderId: number,
  customerId: number,
  created: Date,
) {
  for (const shipment of order.shipments ?? []) {
    // Labels and returns go from or to the customer's primary address.
    const needsAddress = shipment.toCustomer || shipment.method === 'PREPAID_LABEL';
    await tx.query(
      `INSERT INTO shipments (order_id, method, service_level, to_customer, customer_address_id, carrier,
         tracking_number, created_at)
       VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN (SELECT id FROM addresses WHERE user_id = $6 AND is_primary) END,
         $7, $8, $9)`,
      [
        orderId,
        shipment.method,
        shipment.serviceLevel ?? null,
        shipment.toCustomer,
        needsAddress,
        customerId,
        shipment.carrier ?? null,
        shipment.trackingNumber ?? null,
        created,
      ],
    );
  }
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
    const row = await insertOrderRow(tx, order, customerId, timeline);
    const pickUps = await insertPickUps(tx, order, row.id, customerId, timeline);
    await insertRolls(tx, order, { orderId: row.id, customerId, created: row.created }, pickUps, timeline);
    await insertShipments(tx, order, row.id, customerId, row.created);
    if (row.invoicedAt) await insertSeedInvoice(tx, row.id);
    if (row.paidAt) await insertSeedPayment(tx, row.id, row.paidAt);
  }
}
