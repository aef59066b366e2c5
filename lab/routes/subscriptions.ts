import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadUser } from '../db/queries/user-json';
import type { LabDeps } from '../deps';
import { purchaseMembership } from '../services/memberships';
import { idSchema, parseInput, paymentTokenSchema } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

export const purchaseBody = z.strictObject({ token: paymentTokenSchema });

export const purchaseParams = z.strictObject({ id: idSchema, plan: z.string().min(1).max(100) });

export const purchaseQuery = z.strictObject({
  // `?promoCode=` (empty) means no code, so a client can always send the parameter.
  promoCode: z
    .string()
    .trim()
    .max(100, { error: 'Must be at most 100 characters' })
    .optional()
    .transform((code) => code || undefined),
});

export function subscriptionRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.post('/users/:id/subscriptions/:plan', async (request, reply) => {
    const userId = ownedUserId(request);
    const { plan } = parseInput(purchaseParams, request.params);
    const { promoCode } = parseInput(purchaseQuery, request.query);
    const { token } = parseInput(purchaseBody, request.body);
    await db.transaction(async (tx) => {
      await assertUserExists(tx, userId);
      await purchaseMembership(tx, request.log, { userId, plan, promoCode, token });
    });
    return reply.status(201).send(await loadUser(db, userId));
  });
}
