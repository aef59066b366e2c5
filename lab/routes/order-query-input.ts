import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ROLL_EVENTS } from '../db/queries/orders-json';
import { invalidField } from '../errors';
import { idSchema, pageQuery } from '../validation';
import { enumOf, ORDER_STATUSES, text } from './order-input';

// The order routes' paths, query strings and headers (their bodies are in order-input.ts).

export const rollEventParams = z.strictObject({ id: idSchema, event: enumOf(ROLL_EVENTS) });
export const rollEventBody = z.strictObject({ rollIds: z.array(idSchema).max(500).optional() });

export const customerListQuery = z.strictObject({ status: ORDER_STATUSES.optional(), ...pageQuery });
export const adminListQuery = z.strictObject({
  status: ORDER_STATUSES.optional(),
  location: text(200).optional(),
  search: text(200).optional(),
  ...pageQuery,
});
/** A cursor a page answered (`nextCursor`): opaque text, decoded by lab/services/page-cursor.ts. */
const cursor = z.string().min(1).max(200);

export const adminPageQuery = z.strictObject({
  status: ORDER_STATUSES.optional(),
  location: text(200).optional(),
  limit: pageQuery.limit,
  after: cursor.optional(),
});
export const quickSearchQuery = z.strictObject({
  search: text(200).min(1, { error: 'Type something to search for' }),
});
export const rollEventsQuery = z.strictObject({
  event: enumOf(ROLL_EVENTS),
  days: z.coerce.number().int().min(1).max(60).default(14),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  after: cursor.optional(),
});

export const userOrderParams = z.strictObject({ id: idSchema, orderId: idSchema });
export const orderParams = z.strictObject({ id: idSchema });
export const labelParams = z.strictObject({ id: idSchema, orderId: idSchema, shipmentId: idSchema });

/** The Idempotency-Key header: required on every order creation, so a double click cannot make two orders. */
export function idempotencyKey(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (key === '') throw invalidField('Idempotency-Key', 'An Idempotency-Key header is required');
  if (key.length > 100) throw invalidField('Idempotency-Key', 'Must be at most 100 characters');
  return key;
}
