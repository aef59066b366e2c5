import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadUser, loadUsers } from '../db/queries/user-json';
import { searchUserIds, updateProfile } from '../db/queries/users';
import type { LabDeps } from '../deps';
import { conflict, notFound } from '../errors';
import { createAccount, EMAIL_TAKEN, isUniqueViolation } from '../services/accounts';
import { requireAdmin } from '../services/auth';
import { mailResetLink } from '../services/password-reset';
import { hashPassword } from '../services/passwords';
import { emailSchema, pageQuery, parseInput, personNameSchema, phoneSchema, roleSchema } from '../validation';
import { assertUserExists, ownedUserId, USER_NOT_FOUND } from './owned-user';

export const listQuery = z.strictObject({
  ...pageQuery,
  query: z.string().max(200).optional(),
  role: roleSchema.optional(),
});

export const createBody = z.strictObject({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  phone: phoneSchema.optional(),
  role: roleSchema.default('CUSTOMER'),
});

export const updateBody = z.strictObject({
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  phone: phoneSchema.optional(),
  profileImageUrl: z
    .url({ protocol: /^https?$/, error: 'Must be an http or https URL' })
    .max(2000, { error: 'Must be at most 2000 characters' })
    .nullable()
    .optional(),
});

export function userRoutes(app: FastifyInstance, { db, config }: LabDeps): void {
  app.get('/users', async (request) => {
    requireAdmin(request);
    const search = parseInput(listQuery, request.query);
    const { ids, count } = await searchUserIds(db, search);
    return { users: await loadUsers(db, ids), count };
  });

  app.post('/users', async (request, reply) => {
    requireAdmin(request);
    const body = parseInput(createBody, request.body);
    // Nobody knows this password; the new user sets one through the mailed reset link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const userId = await db
      .transaction(async (tx) => {
        const id = await createAccount(tx, { ...body, passwordHash });
        await mailResetLink(tx, request.log, { id, email: body.email }, config.webUrl, true);
        return id;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(EMAIL_TAKEN) : error;
      });
    return reply.status(201).send(await loadUser(db, userId));
  });

  app.get('/users/:id', async (request) => {
    const user = await loadUser(db, ownedUserId(request));
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  });

  app.put('/users/:id', async (request) => {
    const userId = ownedUserId(request);
    const patch = parseInput(updateBody, request.body);
    await db.transaction(async (tx) => {
      await assertUserExists(tx, userId);
      await updateProfile(tx, userId, patch);
    });
    return loadUser(db, userId);
  });
}
