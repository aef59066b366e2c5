import type { FastifyBaseLogger } from 'fastify';
import { attachDefaultCard, insertPaidInvoice } from '../db/queries/billing';
import { redeemPromotionCode } from '../db/queries/catalogue';
import { adjustBalance, findPaymentAccount } from '../db/queries/orders-billing';
import type { LabDeps } from '../deps';
import { conflict, HttpError, invalidField } from '../errors';
import { available, cartLines, PROMO_CODE_INVALID, type QuoteInput, quoteCart, TOTAL_CHANGED } from './cart';
import { publishOrderChange } from './order-actions';
import { orderNumber } from './order-mail';
import { dropEmptyPrintLines, printLines } from './print-cart';
import { writeOrderPrints } from './print-order-rows';
import { processorId } from './random-ids';
import { cardForToken, chargeCard } from './test-cards';

// Paying for the cart (docs/decisions/080-cart-and-checkout.md): the lines and prices come from ./cart's reading
// and quote; this is the one transaction that turns them into a paid order.

export interface CheckoutInput extends QuoteInput {
  addressId?: number;
  token?: string;
  idempotencyKey: string;
  /** The total the customer saw: a different total now (a price or stock changed) is a 409, nothing charged. */
  expectedTotal: number;
}

/**
 * Buys the cart in one transaction: the products' rows are locked, every line must still be in stock, the order is
 * written PAID with its lines, stock goes down, the promo code counts a redemption, account credit is drawn, the
 * card is charged last (a decline, 402, rolls it all back) and the cart is emptied. The same idempotency key
 * answers the order it already made.
 */
export async function checkoutCart(
  deps: LabDeps,
  log: FastifyBaseLogger,
  userId: number,
  input: CheckoutInput,
): Promise<{ orderId: number; total: number }> {
  const result = await deps.db.transaction(async (tx) => {
    const { rows: done } = await tx.query<{ id: number; total: number }>(
      'SELECT id, total FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
      [userId, input.idempotencyKey],
    );
    if (done[0]) return { orderId: done[0].id, total: done[0].total, fresh: false };
    const lines = await cartLines(tx, userId, true);
    const prints = await dropEmptyPrintLines(tx, await printLines(tx, userId, true));
    if (lines.length === 0 && prints.length === 0) throw conflict('Your cart is empty');
    const short = lines.filter((line) => line.quantity > available(line));
    if (short.length > 0) {
      const line = short[0]!;
      const left = available(line);
      throw new HttpError(
        409,
        left === 0
          ? `${line.name} is out of stock: remove it to check out`
          : `Only ${left} of ${line.name} left: lower the quantity to check out`,
        short.map((entry) => ({ field: `product-${entry.productId}`, message: `${available(entry)} left` })),
      );
    }
    const account = await findPaymentAccount(tx, userId);
    if (!account) throw new Error(`User ${userId} has no payment customer`);
    const quote = await quoteCart(tx, userId, lines, input, account.balance, prints);
    if (quote.needsDelivery && !input.delivery)
      throw invalidField('delivery', 'Choose how your order reaches you');
    if (input.delivery === 'SHIP' && quote.needsDelivery) {
      const { rows } = await tx.query('SELECT id FROM addresses WHERE id = $1 AND user_id = $2', [
        input.addressId ?? 0,
        userId,
      ]);
      if (rows.length === 0) throw invalidField('addressId', 'Choose an address to ship to');
    }
    if (quote.total !== input.expectedTotal) {
      throw new HttpError(409, TOTAL_CHANGED, [{ field: 'expectedTotal', message: TOTAL_CHANGED }]);
    }
    let card: ReturnType<typeof cardForToken> | null = null;
    let paymentMethodId: string | null = null;
    if (quote.total > 0) {
      if (input.token !== undefined) {
        card = cardForToken(input.token);
        paymentMethodId = await attachDefaultCard(tx, account.paymentCustomerId, card);
      } else {
        if (!account.defaultCardToken || !account.defaultPaymentMethodId) {
          throw invalidField('token', 'Add a card to pay');
        }
        card = cardForToken(account.defaultCardToken);
        paymentMethodId = account.defaultPaymentMethodId;
      }
    }
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO orders (customer_id, status, location, kind, subtotal, applied_discount, applied_credit, tax, total,
         payment_id, promotion_code_id, idempotency_key, invoiced_at, paid_at)
       VALUES ($1, 'PAID', 'Shop', 'SHOP', $2, $3, $4, $5, $6, $7, $8, $9, now(), now()) RETURNING id`,
      [
        userId,
        quote.subtotal,
        quote.discount,
        quote.credit,
        quote.tax,
        quote.total,
        quote.total > 0 ? processorId('pi') : null,
        quote.promotion?.id ?? null,
        input.idempotencyKey,
      ],
    );
    const orderId = rows[0]!.id;
    for (const line of quote.lines) {
      await tx.query(
        `INSERT INTO order_lines (order_id, key, description, product_type, unit_amount, quantity, product_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          orderId,
          line.key,
          line.description,
          line.productType,
          line.unitAmount,
          line.quantity,
          line.productId,
        ],
      );
    }
    await writeOrderPrints(tx, orderId, prints, quote.member);
    for (const line of lines) {
      if (line.productType === 'PRINT') continue;
      await tx.query('UPDATE products SET stock = stock - $2 WHERE id = $1', [line.productId, line.quantity]);
    }
    if (quote.needsDelivery && input.delivery === 'SHIP') {
      await tx.query(
        `INSERT INTO shipments (order_id, method, service_level, to_customer, customer_address_id, carrier)
         VALUES ($1, 'EXTERNAL_FULFILLMENT', 'usps_first', true, $2, 'USPS')`,
        [orderId, input.addressId],
      );
    }
    if (quote.promotion && !(await redeemPromotionCode(tx, quote.promotion.id))) {
      throw invalidField('promoCode', PROMO_CODE_INVALID);
    }
    await adjustBalance(tx, account.paymentCustomerId, quote.credit);
    await tx.query('DELETE FROM cart_lines WHERE user_id = $1', [userId]);
    if (card && paymentMethodId) {
      const description = `Shop order ${orderNumber(orderId)}`;
      await insertPaidInvoice(tx, {
        customerId: account.paymentCustomerId,
        subscriptionId: null,
        paymentMethodId,
        promotionCodeId: quote.promotion?.id ?? null,
        description,
        subtotal: quote.total,
        discount: 0,
      });
      chargeCard(log, { card, amount: quote.total, description }, { userId, orderId });
    }
    return { orderId, total: quote.total, fresh: true };
  });
  if (result.fresh) publishOrderChange(deps, userId, result.orderId, 'PAID', undefined);
  return { orderId: result.orderId, total: result.total };
}
