import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteAddress, findAddress, insertAddress, updateAddress } from '../db/queries/addresses';
import { loadUser } from '../db/queries/user-json';
import type { LabDeps } from '../deps';
import { notFound } from '../errors';
import { idSchema, parseInput } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

const ADDRESS_NOT_FOUND = 'Address not found';

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text') })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(max, { error: `Must be at most ${max} characters` });

export const addressBody = z.strictObject({
  address1: text(200),
  address2: z.string().trim().max(200).nullable().optional(),
  city: text(100),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Must be a 2-letter state code' })
    .transform((state) => state.toUpperCase()),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'Must be 5 digits or ZIP+4' }),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Must be a 2-letter country code' })
    .transform((country) => country.toUpperCase())
    .default('US'),
  placeId: z.string().max(300).nullable().optional(),
  primary: z.boolean().optional(),
});

export const addressParams = z.strictObject({ id: idSchema, addressId: idSchema });

export function addressRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.post('/users/:id/address', async (request, reply) => {
    const userId = ownedUserId(request);
    const body = parseInput(addressBody, request.body);
    const address = await db.transaction(async (tx) => {
      await assertUserExists(tx, userId);
      return findAddress(tx, userId, await insertAddress(tx, userId, body));
    });
    return reply.status(201).send(address);
  });

  app.get('/users/:id/address/:addressId', async (request) => {
    const userId = ownedUserId(request);
    const { addressId } = parseInput(addressParams, request.params);
    const address = await findAddress(db, userId, addressId);
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
    return address;
  });

  app.put('/users/:id/address/:addressId', async (request) => {
    const userId = ownedUserId(request);
    const { addressId } = parseInput(addressParams, request.params);
    const body = parseInput(addressBody, request.body);
    return db.transaction(async (tx) => {
      if (!(await findAddress(tx, userId, addressId))) throw notFound(ADDRESS_NOT_FOUND);
      await updateAddress(tx, addressId, userId, body);
      return findAddress(tx, userId, addressId);
    });
  });

  app.delete('/users/:id/address/:addressId', async (request) => {
    const userId = ownedUserId(request);
    const { addressId } = parseInput(addressParams, request.params);
    await db.transaction(async (tx) => {
      if (!(await findAddress(tx, userId, addressId))) throw notFound(ADDRESS_NOT_FOUND);
      await deleteAddress(tx, addressId, userId);
    });
    return loadUser(db, userId);
  });
}
