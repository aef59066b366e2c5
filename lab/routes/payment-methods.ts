import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { attachDefaultCard, findPaymentCustomerId } from '../db/queries/billing';
import { loadUser } from '../db/queries/user-json';
import type { LabDeps } from '../deps';
import { requireAdmin } from '../services/auth';
import { payOpenInvoices } from '../services/open-invoices';
import { actorOf } from '../services/order-actions';
import { cardForReaderMethod, cardForToken, type TestCard } from '../services/test-cards';
import { parseInput, paymentTokenSchema } from '../validation';
import { assertUserExists, ownedUserId } from './owned-user';

export const tokenBody = z.strictObject({ token: paymentTokenSchema });
export const readerBody = z.strictObject({
  paymentMethodId: z.string({ error: 'Payment method is required' }).trim().min(1).max(200),
});

export function paymentMethodRoutes(app: FastifyInstance, deps: LabDeps): void {
  const { db } = deps;
  // Attaching itself never fails for the card, so the decline test card attaches fine (as processors do). Then the
  // new default card is charged for the customer's INVOICED orders (decision 098): a decline leaves them INVOICED.
  app.put('/users/:id/payment-methods/token', async (request) => {
    const userId = ownedUserId(request);
    const { token } = parseInput(tokenBody, request.body);
    await attachCard(userId, cardForToken(token));
    await payOpenInvoices(deps, actorOf(request, deps), userId);
    return loadUser(db, userId);
  });

  // The card reader sits at the lab's counter: only staff hand its payment method over, for the customer in front
  // of them. The card becomes the customer's default, so an invoice can be paid with it (staff record that payment).
  app.put('/users/:id/payment-methods/reader', async (request) => {
    const userId = ownedUserId(request);
    requireAdmin(request);
    const { paymentMethodId } = parseInput(readerBody, request.body);
    await attachCard(userId, cardForReaderMethod(paymentMethodId));
    return loadUser(db, userId);
  });

  async function attachCard(userId: number, card: TestCard & { token: string }): Promise<void> {
    await db.transaction(async (tx) => {
      await assertUserExists(tx, userId);
      const customerId = await findPaymentCustomerId(tx, userId);
      if (!customerId) throw new Error(`User ${userId} has no payment customer`);
      await attachDefaultCard(tx, customerId, card);
    });
  }
}
