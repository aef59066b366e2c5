import { invoicedOrderIds } from '../db/queries/billing';
import type { LabDeps } from '../deps';
import { HttpError } from '../errors';
import type { Actor } from './order-actions';
import { payOrder } from './order-billing';

/**
 * After a card became the customer's default by token (PUT /users/{id}/payment-methods/token), the lab charges the
 * customer's INVOICED orders with it, oldest invoice first, the way a payment provider retries open invoices when
 * the default card changes (docs/decisions/098-documented-money.md). Each order is paid in its own transaction by
 * payOrder, which locks the order and pays only an INVOICED one: a second attach (a double click) finds it PAID and
 * charges nothing. A decline (402) leaves that order INVOICED, as does another request paying it first (409); the
 * attach itself has already succeeded. Answers the ids of the orders this call paid.
 */
export async function payOpenInvoices(deps: LabDeps, actor: Actor, customerId: number): Promise<number[]> {
  const paid: number[] = [];
  for (const orderId of await invoicedOrderIds(deps.db, customerId)) {
    try {
      await payOrder(deps, actor, { orderId, customerId }, undefined);
      paid.push(orderId);
    } catch (error) {
      if (error instanceof HttpError && (error.status === 402 || error.status === 409)) continue;
      throw error;
    }
  }
  return paid;
}
