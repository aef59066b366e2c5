import type { LabOrderWrapper, LabUser } from '../../lab-client/types.js';
import type { GraphQLContext } from '../context.js';
import { codedError } from '../errors.js';
import { loadOrder, orNotFound, ownerOf, withInputFields } from './order-access.js';

// Paying an invoiced order (docs/decisions/098-documented-money.md). With the lab's order-payment, one call pays it
// with a new card or the one on file. Without it, the documented way: the card is saved with PUT
// /users/{id}/payment-methods/token, and the lab charges the customer's open invoices with the new default card as
// part of saving it; the order read again says whether it was paid.

export const ONLY_INVOICED_CAN_BE_PAID = 'Only an invoiced order can be paid';
export const CHOOSE_A_CARD = 'Choose a card to pay with: this lab charges an invoice when a card is added.';
export const CARD_NOT_CHARGED =
  "Your card was saved, but the lab couldn't charge it: the invoice is still unpaid. Please try another card.";

/** The lab's `token` is the mutation's `paymentToken`. */
const paymentTokenField = (field: string) => (field === 'token' ? 'paymentToken' : field);

export async function payInvoice(
  ctx: GraphQLContext,
  me: LabUser,
  orderId: string,
  paymentToken: string | undefined,
  saveCard = false,
): Promise<LabOrderWrapper> {
  if (ctx.lab.has('order-payment')) {
    // The new card is kept only when the customer chose so (decision 104).
    const work = ctx.lab.orders.pay(ownerOf(me), orderId, paymentToken, saveCard);
    return withInputFields(orNotFound(work), paymentTokenField);
  }
  const before = await loadOrder(ctx, orderId);
  // A second click after the first one paid it: nothing to charge, the order as it is now.
  if (before.order.status === 'PAID') return before;
  if (before.order.status !== 'INVOICED') {
    throw codedError(ONLY_INVOICED_CAN_BE_PAID, 'CONFLICT', { status: 409 });
  }
  // Without order-payment a charge happens only when a card is added: the card on file cannot be charged again.
  if (!paymentToken)
    throw codedError(CHOOSE_A_CARD, 'BAD_USER_INPUT', { status: 400, field: 'paymentToken' });
  await withInputFields(ctx.lab.account.addCard(before.order.customerId, paymentToken), paymentTokenField);
  const after = await loadOrder(ctx, orderId);
  if (after.order.status === 'INVOICED') {
    throw codedError(CARD_NOT_CHARGED, 'PAYMENT_DECLINED', { status: 402, field: 'paymentToken' });
  }
  return after;
}
