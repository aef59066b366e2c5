import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { attachDefaultCard, findPaymentCustomerId } from '../db/queries/billing';
import { loadUser } from '../db/queries/user-json';
import type { LabDeps } from '../deps';
import { cardForToken } from '../services/test-cards';
import { parseInput, paymentTokenSchema } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

const tokenBody = z.strictObject({ token: paymentTokenSchema });

export function paymentMethodRoutes(app: FastifyInstance, { db }: LabDeps): void {
  // Attaching never charges, so the decline test card attaches fine and fails only when charged (as processors do).
  app.put('/users/:id/payment-methods/token', async (request) => {
    const userId = ownedUserId(request);
    const { token } = parseInput(tokenBody, request.body);
    const card = cardForToken(token);
    await db.transaction(async (tx) => {
      await assertUserExists(tx, userId);
      const customerId = await findPaymentCustomerId(tx, userId);
      if (!customerId) throw new Error(`User ${userId} has no payment customer`);
      await attachDefaultCard(tx, customerId, card);
    });
    return loadUser(db, userId);
  });
}
