import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { findAddress } from '../db/queries/addresses';
import {
  findStop,
  insertStop,
  labDate,
  listStops,
  markNotified,
  setStopStatus,
} from '../db/queries/messenger-stops';
import {
  deleteHours,
  findMessenger,
  type HoursInput,
  insertHours,
  insertMessenger,
  listMessengers,
  type MessengerJson,
  messengerLinkProblem,
  overlappingHours,
  updateHours,
  updateMessenger,
} from '../db/queries/messengers';
import { findEmail } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { conflict, forbidden, invalidField, notFound } from '../errors';
import { type AuthContext, requireAdmin, requireAuth } from '../services/auth';
import { queueMail } from '../services/mail-outbox';
import { idSchema, parseInput, personNameSchema, phoneSchema } from '../validation';
import { dateRangeQuery, WEEKDAYS } from './messenger-input';

const MESSENGER_NOT_FOUND = 'Courier not found';

const zipCodes = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: 'Must be a 5-digit zip code' }),
  )
  .max(200, { error: 'At most 200 zip codes' })
  .transform((zips) => [...new Set(zips)].sort());

export const messengerBody = z.strictObject({
  name: personNameSchema,
  phone: phoneSchema.nullable().optional(),
  zipCodes: zipCodes.default([]),
  userId: idSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export const messengerPatch = messengerBody.partial();

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Must be a time like 09:30' });
export const hoursBody = z
  .strictObject({ weekday: z.number().int().min(0).max(6), startTime: time, endTime: time })
  .refine((hours) => hours.endTime > hours.startTime, {
    path: ['endTime'],
    error: 'Must be after the start time',
  });

export const stopBody = z.strictObject({
  userId: idSchema,
  orderId: idSchema.nullable().optional(),
  kind: z.enum(['PICK_UP', 'DELIVERY']),
  windowStart: z.iso.datetime({ offset: true }),
  windowEnd: z.iso.datetime({ offset: true }),
  addressId: idSchema,
  notes: z.string().trim().max(500).nullable().optional(),
});

export const stopPatch = z.strictObject({
  status: z.enum(['SCHEDULED', 'DONE', 'MISSED']),
  notes: z.string().trim().max(500).nullable().optional(),
});

export const idParams = z.strictObject({ id: idSchema });
export const hoursParams = z.strictObject({ id: idSchema, hoursId: idSchema });
export const stopParams = z.strictObject({ id: idSchema, stopId: idSchema });
/** Not strict: the routes that reach a courier through reachableMessenger carry only {id}, checked here. */
export const reachableParams = z.object({ id: idSchema });
export const messengersQuery = z.strictObject({});
/** A route's days (lab-time dates): `from` today and `to` the same day unless the query names them. */
export const routeDaysQuery = dateRangeQuery(0);

/** The courier, for an admin or the courier's own login; 404 before 403 only for admins. */
async function reachableMessenger(q: Queryable, request: FastifyRequest): Promise<MessengerJson> {
  const auth = requireAuth(request);
  const { id } = parseInput(reachableParams, request.params);
  if (auth.role !== 'ADMIN' && auth.role !== 'MESSENGER') throw forbidden();
  const messenger = await findMessenger(q, id);
  if (auth.role === 'MESSENGER' && messenger?.userId !== auth.userId) throw forbidden();
  if (!messenger) throw notFound(MESSENGER_NOT_FOUND);
  return messenger;
}

async function checkLink(q: Queryable, userId: number | null | undefined, messengerId: number | null) {
  if (userId === undefined || userId === null) return;
  const problem = await messengerLinkProblem(q, userId, messengerId);
  if (problem === 'missing') throw invalidField('userId', 'No such user');
  if (problem === 'not-messenger')
    throw invalidField('userId', 'That user is not a courier (role MESSENGER)');
  if (problem === 'taken') throw invalidField('userId', 'That login already belongs to another courier');
}

async function checkHours(q: Queryable, messengerId: number, hours: HoursInput, exceptId: number | null) {
  if ((await overlappingHours(q, messengerId, hours, exceptId)) !== null) {
    throw conflict(`These hours overlap other hours on ${WEEKDAYS[hours.weekday]}`);
  }
}

function groupByDay(stops: Awaited<ReturnType<typeof listStops>>) {
  const days = new Map<string, typeof stops>();
  for (const stop of stops) {
    const date = labDate(stop.windowStart);
    days.set(date, [...(days.get(date) ?? []), stop]);
  }
  return [...days].map(([date, dayStops]) => ({ date, stops: dayStops }));
}

const canActOnRoute = (auth: AuthContext, messenger: MessengerJson) =>
  auth.role === 'ADMIN' || messenger.userId === auth.userId;

export function messengerRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.post('/messengers', async (request, reply) => {
    requireAdmin(request);
    const body = parseInput(messengerBody, request.body);
    const messenger = await db.transaction(async (tx) => {
      await checkLink(tx, body.userId, null);
      return findMessenger(tx, await insertMessenger(tx, body));
    });
    return reply.status(201).send(messenger);
  });

  app.get('/messengers', async (request) => {
    const auth = requireAuth(request);
    parseInput(messengersQuery, request.query);
    if (auth.role === 'ADMIN') return listMessengers(db);
    if (auth.role === 'MESSENGER') return listMessengers(db, auth.userId);
    throw forbidden();
  });

  app.get('/messengers/:id', async (request) => reachableMessenger(db, request));

  app.put('/messengers/:id', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(messengerPatch, request.body);
    return db.transaction(async (tx) => {
      if (!(await findMessenger(tx, id))) throw notFound(MESSENGER_NOT_FOUND);
      await checkLink(tx, body.userId, id);
      await updateMessenger(tx, id, body);
      return findMessenger(tx, id);
    });
  });

  app.post('/messengers/:id/hours', async (request, reply) => {
    requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(hoursBody, request.body);
    const messenger = await db.transaction(async (tx) => {
      if (!(await findMessenger(tx, id))) throw notFound(MESSENGER_NOT_FOUND);
      await checkHours(tx, id, body, null);
      await insertHours(tx, id, body);
      return findMessenger(tx, id);
    });
    return reply.status(201).send(messenger);
  });

  app.put('/messengers/:id/hours/:hoursId', async (request) => {
    requireAdmin(request);
    const { id, hoursId } = parseInput(hoursParams, request.params);
    const body = parseInput(hoursBody, request.body);
    return db.transaction(async (tx) => {
      await checkHours(tx, id, body, hoursId);
      if (!(await updateHours(tx, id, hoursId, body))) throw notFound('Hours not found');
      return findMessenger(tx, id);
    });
  });

  app.delete('/messengers/:id/hours/:hoursId', async (request) => {
    requireAdmin(request);
    const { id, hoursId } = parseInput(hoursParams, request.params);
    return db.transaction(async (tx) => {
      if (!(await deleteHours(tx, id, hoursId))) throw notFound('Hours not found');
      return findMessenger(tx, id);
    });
  });

  app.get('/messengers/:id/routes', async (request) => {
    const messenger = await reachableMessenger(db, request);
    const { from, to } = parseInput(routeDaysQuery, request.query);
    const days = groupByDay(await listStops(db, messenger.id, from, to));
    return { messengerId: messenger.id, from, to, days };
  });

  app.get('/messengers/:id/routes/notify-next-stop', async (request) => {
    const messenger = await reachableMessenger(db, request);
    const { from, to } = parseInput(routeDaysQuery, request.query);
    return db.transaction(async (tx) => {
      const next = (await listStops(tx, messenger.id, from, to)).find((stop) => stop.status === 'SCHEDULED');
      if (!next) throw notFound('No stop is left on this route');
      if (next.notifiedAt) return { stop: next, notified: false };
      const email = await findEmail(tx, next.userId);
      if (email) {
        const what = next.kind === 'PICK_UP' ? 'to pick up your film' : 'with your negatives';
        await queueMail(tx, request.log, {
          to: email,
          subject: `${messenger.name} is on the way ${what}`,
          body: `Hi ${next.customerName.split(' ')[0]},\n\n${messenger.name} from Nice Film Club is heading to ${next.address.address1}${next.address.address2 ? `, ${next.address.address2}` : ''} now ${what}.${messenger.phone ? ` If you need them, call ${messenger.phone}.` : ''}\n\nNice Film Club`,
        });
      }
      await markNotified(tx, next.id);
      return { stop: await findStop(tx, messenger.id, next.id), notified: true };
    });
  });

  app.post('/messengers/:id/stops', async (request, reply) => {
    requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(stopBody, request.body);
    if (new Date(body.windowEnd) <= new Date(body.windowStart)) {
      throw invalidField('windowEnd', 'Must be after the start of the window');
    }
    const stop = await db.transaction(async (tx) => {
      if (!(await findMessenger(tx, id))) throw notFound(MESSENGER_NOT_FOUND);
      const address = await findAddress(tx, body.userId, body.addressId);
      if (!address) throw invalidField('addressId', "Not one of the customer's addresses");
      if (body.orderId) await assertOrderOf(tx, body.orderId, body.userId);
      const stopId = await insertStop(tx, id, {
        userId: body.userId,
        orderId: body.orderId ?? null,
        kind: body.kind,
        windowStart: body.windowStart,
        windowEnd: body.windowEnd,
        address: {
          address1: address.address1,
          address2: address.address2 ?? null,
          city: address.city,
          state: address.state,
          zip: address.zip,
        },
        notes: body.notes ?? null,
      });
      return findStop(tx, id, stopId);
    });
    return reply.status(201).send(stop);
  });

  app.put('/messengers/:id/stops/:stopId', async (request) => {
    const auth = requireAuth(request);
    const { id, stopId } = parseInput(stopParams, request.params);
    const body = parseInput(stopPatch, request.body);
    return db.transaction(async (tx) => {
      const messenger = await findMessenger(tx, id);
      if (!messenger || !canActOnRoute(auth, messenger)) {
        if (auth.role === 'ADMIN') throw notFound(MESSENGER_NOT_FOUND);
        throw forbidden();
      }
      if (!(await findStop(tx, id, stopId))) throw notFound('Stop not found');
      await setStopStatus(tx, stopId, body.status, body.notes);
      return findStop(tx, id, stopId);
    });
  });
}

export async function assertOrderOf(q: Queryable, orderId: number, userId: number): Promise<void> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM orders WHERE id = $1 AND customer_id = $2', [
    orderId,
    userId,
  ]);
  if (rows.length === 0) throw invalidField('orderId', "Not one of the customer's orders");
}
