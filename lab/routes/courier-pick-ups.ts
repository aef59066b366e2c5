import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listAvailabilities, listCustomerStops } from '../db/queries/courier-pick-ups';
import type { LabDeps } from '../deps';
import { bookPickUp, customerAddress } from '../services/courier-booking';
import { idSchema, parseInput } from '../validation';
import { dateRangeQuery } from './messenger-input';
import { ownedUserId } from './owned-user';

export const availabilityQuery = z
  .strictObject({ from: z.string().optional(), to: z.string().optional(), addressId: idSchema.optional() })
  .transform(({ addressId, ...range }) => ({ addressId, range }));

export const bookingBody = z.strictObject({
  orderId: idSchema,
  messengerId: idSchema,
  startsAt: z.iso.datetime({ offset: true }),
  addressId: idSchema,
  notes: z.string().trim().max(500).nullable().optional(),
});

export const courierPickUpsQuery = z.strictObject({ orderId: idSchema.optional() });

/** Courier pick-ups for customers in a courier's zip codes (docs/decisions/070-couriers.md). */
export function courierPickUpRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/users/:id/availabilities', async (request) => {
    const userId = ownedUserId(request);
    const { addressId, range } = parseInput(availabilityQuery, request.query);
    const { from, to } = parseInput(dateRangeQuery(13), range);
    const address = await customerAddress(db, userId, addressId);
    if (!address) return { addressId: null, zip: null, availabilities: [] };
    return {
      addressId: address.id,
      zip: address.zip,
      availabilities: await listAvailabilities(db, address.zip.slice(0, 5), from, to),
    };
  });

  app.get('/users/:id/courier-pick-ups', async (request) => {
    const userId = ownedUserId(request);
    const { orderId } = parseInput(courierPickUpsQuery, request.query);
    return listCustomerStops(db, userId, orderId);
  });

  app.post('/users/:id/courier-pick-ups', async (request, reply) => {
    const userId = ownedUserId(request);
    const body = parseInput(bookingBody, request.body);
    const stop = await db.transaction((tx) => bookPickUp(tx, userId, body));
    return reply.status(201).send(stop);
  });
}
