import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { findAddress } from '../db/queries/addresses';
import { findStop, insertStop, listAvailabilities, listCustomerStops } from '../db/queries/messengers';
import type { LabDeps } from '../deps';
import { conflict, invalidField } from '../errors';
import { idSchema, parseInput } from '../validation';
import { dateRangeQuery } from './messenger-input';
import { ownedUserId } from './owned-user';

const availabilityQuery = z
  .strictObject({ from: z.string().optional(), to: z.string().optional(), addressId: idSchema.optional() })
  .transform(({ addressId, ...range }) => ({ addressId, range }));

const bookingBody = z.strictObject({
  orderId: idSchema,
  messengerId: idSchema,
  startsAt: z.iso.datetime({ offset: true }),
  addressId: idSchema,
  notes: z.string().trim().max(500).nullable().optional(),
});

async function addressFor(q: Queryable, userId: number, addressId: number | undefined) {
  if (addressId !== undefined) {
    const address = await findAddress(q, userId, addressId);
    if (!address) throw invalidField('addressId', 'Not one of your addresses');
    return address;
  }
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM addresses WHERE user_id = $1 ORDER BY is_primary DESC, id LIMIT 1',
    [userId],
  );
  return rows[0] ? findAddress(q, userId, rows[0].id) : null;
}

/** Courier pick-ups for customers in a courier's zip codes (docs/decisions/070-couriers.md). */
export function courierPickUpRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/users/:id/availabilities', async (request) => {
    const userId = ownedUserId(request);
    const { addressId, range } = parseInput(availabilityQuery, request.query);
    const { from, to } = parseInput(dateRangeQuery(13), range);
    const address = await addressFor(db, userId, addressId);
    if (!address) return { addressId: null, zip: null, availabilities: [] };
    return {
      addressId: address.id,
      zip: address.zip,
      availabilities: await listAvailabilities(db, address.zip.slice(0, 5), from, to),
    };
  });

  app.get('/users/:id/courier-pick-ups', async (request) => {
    const userId = ownedUserId(request);
    const { orderId } = parseInput(z.strictObject({ orderId: idSchema.optional() }), request.query);
    return listCustomerStops(db, userId, orderId);
  });

  app.post('/users/:id/courier-pick-ups', async (request, reply) => {
    const userId = ownedUserId(request);
    const body = parseInput(bookingBody, request.body);
    const stop = await db.transaction(async (tx) => {
      const address = await addressFor(tx, userId, body.addressId);
      if (!address) throw invalidField('addressId', 'Not one of your addresses');
      const order = await tx.query<{ status: string; received: boolean; booked: boolean }>(
        `SELECT o.status, EXISTS (SELECT 1 FROM pick_ups p WHERE p.order_id = o.id) AS received,
                EXISTS (SELECT 1 FROM messenger_stops s WHERE s.order_id = o.id AND s.kind = 'PICK_UP'
                          AND s.status = 'SCHEDULED') AS booked
         FROM orders o WHERE o.id = $1 AND o.customer_id = $2`,
        [body.orderId, userId],
      );
      const row = order.rows[0];
      if (!row) throw invalidField('orderId', 'Not one of your orders');
      if (row.status !== 'OPEN' || row.received) throw conflict('This order is already at the lab');
      if (row.booked) throw conflict('A courier pick-up is already booked for this order');
      // Lock the courier's row so two bookings of the last place in a window cannot both pass the count.
      await tx.query('SELECT id FROM messengers WHERE id = $1 FOR UPDATE', [body.messengerId]);
      const day = body.startsAt.slice(0, 10);
      const windows = await listAvailabilities(
        tx,
        address.zip.slice(0, 5),
        shiftDay(day, -1),
        shiftDay(day, 1),
      );
      const window = windows.find(
        (w) => w.messengerId === body.messengerId && Date.parse(w.startsAt) === Date.parse(body.startsAt),
      );
      if (!window) throw invalidField('startsAt', 'That pick-up time is no longer available: choose another');
      const stopId = await insertStop(tx, body.messengerId, {
        userId,
        orderId: body.orderId,
        kind: 'PICK_UP',
        windowStart: window.startsAt,
        windowEnd: window.endsAt,
        address: {
          address1: address.address1,
          address2: address.address2 ?? null,
          city: address.city,
          state: address.state,
          zip: address.zip,
        },
        notes: body.notes ?? null,
      });
      return findStop(tx, body.messengerId, stopId);
    });
    return reply.status(201).send(stop);
  });
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
