import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { attachDefaultCard, findPaymentCustomerId } from '../db/queries/billing';
import { loadUser } from '../db/queries/user-json';
import type { LabDeps } from '../deps';
import { requireAdmin } from '../services/auth';
import { cardForReaderMethod, cardForToken, type TestCard } from '../services/test-cards';
import { parseInput, paymentTokenSchema } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

export const tokenBody = z.strictObject({ token: paymentTokenSchema });
export const readerBody = z.strictObject({
  paymentMethodId: z.string({ error: 'Payment method is required' }).trim().min(1).max(200),
});

export function paymentMethodRoutes(app: FastifyInstance, { db }: LabDeps): void {
  // Attaching never charges, so the decline test card attaches fine and fails only when charged (as processors do).
  app.put('/users/:id/payment-methods/token', async (request) => {
    const userId = ownedUserId(request);
    const { token } = parseInput(tokenBody, request.body);
    return attachCard(userId, cardForToken(token));
  });

  // The card reader sits at the lab's counter: only staff hand its payment method over, for the customer in front
  // of them. The card becomes the customer's default, so an invoice can be paid with it.
  app.put('/users/:id/payment-methods/reader', async (request) => {
    const userId = ownedUserId(request);
    requireAdmin(request);
    const { paymentMethodId } = parseInput(readerBody, request.body);
    return attachCard(userId, cardForReaderMethod(paymentMethodId));
  });

  async function attachCard(userId: number, card: TestCard & { token: string }) {
    await db.transaction(async (tx) => {
      await assertUserExists(tx, userId);
      const customerId = await findPaymentCustomerId(tx, userId);
      if (!customerId) throw new Error(`User ${userId} has no payment customer`);
      await attachDefaultCard(tx, customerId, card);
    });
    return loadUser(db, userId);
  }
}
