import { insertPaidInvoice } from '../db/queries/billing';
import {
  adjustBalance,
  findOrderIdByPayment,
  findPaymentAccount,
  insertCredits,
  linesSubtotal,
  setCanceled,
  setCompleted,
  setInvoiced,
  setPaid,
  setPrintsReady,
} from '../db/queries/orders-billing';
import type { OrderWrapper } from '../db/queries/orders-json';
import { insertLines } from '../db/queries/orders-write';
import type { LabDeps } from '../deps';
import { conflict, HttpError, invalidField } from '../errors';
import type { InvoiceInput } from '../routes/order-input';
import { type Actor, changeOrder, type OrderTarget } from './order-actions';
import { mailInvoice, orderNumber } from './order-mail';
import { assertCountResolved } from './order-progress';
import { cardToCharge } from './payment-card';
import { processorId } from './random-ids';
import { rewardReferrer } from './referral-rewards';
import { CARD_DECLINED, chargeCard } from './test-cards';

export { NO_CARD } from './payment-card';

/** The card reader's test payment that the processor reports as declined. */
const DECLINED_READER_PAYMENT = 'pi_declined';

async function paymentAccount(tx: Parameters<typeof findPaymentAccount>[0], customerId: number) {
  const account = await findPaymentAccount(tx, customerId);
  // Every account gets its payment customer when it is created (services/accounts.ts).
  if (!account) throw new Error(`User ${customerId} has no payment customer`);
  return account;
}

/**
 * Fixes the BFF's lines and credits on the order, draws the customer's account credit (up to what is due after
 * the discount), stores the totals and mails the invoice. total = subtotal − discount − credit + tax.
 */
export function invoiceOrder(deps: LabDeps, actor: Actor, target: OrderTarget, input: InvoiceInput) {
  return changeOrder(deps, actor, target, 'invoice', async (tx, head) => {
    await assertCountResolved(tx, head.id);
    await insertLines(tx, head.id, input.lines);
    await insertCredits(tx, head.id, input.credits);
    // Lines staff added while the order was open count too.
    const subtotal = await linesSubtotal(tx, head.id);
    if (input.discount > subtotal) throw invalidField('discount', 'Must not be more than the subtotal');
    const account = await paymentAccount(tx, head.customerId);
    const appliedCredit = Math.max(0, Math.min(-account.balance, subtotal - input.discount));
    await adjustBalance(tx, account.paymentCustomerId, appliedCredit);
    const total = subtotal - input.discount - appliedCredit + input.tax;
    await setInvoiced(tx, head.id, {
      subtotal,
      discount: input.discount,
      appliedCredit,
      tax: input.tax,
      total,
    });
    await mailInvoice(tx, actor.log, head.id);
    return undefined;
  });
}

export function sendInvoice(deps: LabDeps, actor: Actor, target: OrderTarget) {
  return changeOrder(deps, actor, target, 'sendInvoice', async (tx, head) => {
    await mailInvoice(tx, actor.log, head.id);
    return undefined;
  });
}

/**
 * Pays the invoice with a new card (saved and made the default only when `saveCard`, decision 104) or the default card. The charge comes
 * last: a decline (402) rolls back the card, the invoice row and the status together.
 */
export function payOrder(
  deps: LabDeps,
  actor: Actor,
  target: OrderTarget,
  token: string | undefined,
  saveCard = false,
) {
  return changeOrder(deps, actor, target, 'pay', async (tx, head) => {
    const account = await paymentAccount(tx, head.customerId);
    const { card, paymentMethodId } = await cardToCharge(tx, account, token, saveCard);
    const amount = head.total ?? 0;
    const description = `Development order ${orderNumber(head.id)}`;
    await insertPaidInvoice(tx, {
      customerId: account.paymentCustomerId,
      subscriptionId: null,
      paymentMethodId,
      promotionCodeId: null,
      description,
      subtotal: amount,
      discount: 0,
    });
    await setPaid(tx, head.id, processorId('pi'));
    await rewardReferrer(tx, actor.log, head.customerId, head.id);
    chargeCard(actor.log, { card, amount, description }, { userId: head.customerId, orderId: head.id });
    return undefined;
  });
}

/** Staff record a payment the card reader took; the reader's own decline is the processor's 402. */
export function attachPayment(deps: LabDeps, actor: Actor, target: OrderTarget, paymentId: string) {
  return changeOrder(deps, actor, target, 'attachPayment', async (tx, head) => {
    if (paymentId === DECLINED_READER_PAYMENT) {
      actor.log.warn({ payment: { orderId: head.id, paymentId } }, 'card reader payment declined');
      throw new HttpError(402, CARD_DECLINED, [{ field: 'paymentId', message: CARD_DECLINED }]);
    }
    const paid = await findOrderIdByPayment(tx, paymentId);
    if (paid !== null) throw conflict(`This payment already paid order ${orderNumber(paid)}`);
    await setPaid(tx, head.id, paymentId);
    await rewardReferrer(tx, actor.log, head.customerId, head.id);
    return undefined;
  });
}

export function markPrintsReady(deps: LabDeps, actor: Actor, target: OrderTarget): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'markPrintsReady', async (tx, head) => {
    await setPrintsReady(tx, head.id);
    return undefined;
  });
}

export function completeOrder(deps: LabDeps, actor: Actor, target: OrderTarget): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'complete', async (tx, head) => {
    await setCompleted(tx, head.id);
    return undefined;
  });
}

/** Cancels an open or invoiced order; account credit the invoice drew goes back to the customer. */
export function cancelOrder(deps: LabDeps, actor: Actor, target: OrderTarget): Promise<OrderWrapper> {
  return changeOrder(deps, actor, target, 'cancel', async (tx, head) => {
    if (head.status === 'INVOICED' && head.appliedCredit > 0) {
      const account = await paymentAccount(tx, head.customerId);
      await adjustBalance(tx, account.paymentCustomerId, -head.appliedCredit);
    }
    await setCanceled(tx, head.id);
    return undefined;
  });
}
