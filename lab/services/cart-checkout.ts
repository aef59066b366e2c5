import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { insertPaidInvoice } from '../db/queries/billing';
import { redeemPromotionCode } from '../db/queries/catalogue';
import { adjustBalance, findPaymentAccount } from '../db/queries/orders-billing';
import type { LabDeps } from '../deps';
import { conflict, HttpError, invalidField } from '../errors';
import { isUniqueViolation } from './accounts';
import { available, cartLines, PROMO_CODE_INVALID, type QuoteInput, quoteCart, TOTAL_CHANGED } from './cart';
import { publishOrderChange } from './order-actions';
import { orderNumber } from './order-mail';
import { cardToCharge } from './payment-card';
import { dropEmptyPrintLines, printLines } from './print-cart';
import { writeOrderPrints } from './print-order-rows';
import { processorId } from './random-ids';
import { chargeCard } from './test-cards';

// Paying for the cart (docs/decisions/080-cart-and-checkout.md): the lines and prices come from ./cart's reading
// and quote; this is the one transaction that turns them into a paid order.

export interface CheckoutInput extends QuoteInput {
  addressId?: number;
  token?: string;
  /** Save the new card for next time (decision 104); without it the card is charged and not kept. */
  saveCard?: boolean;
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
async function orderByKey(
  q: Queryable,
  userId: number,
  key: string,
): Promise<{ orderId: number; total: number } | null> {
  const { rows } = await q.query<{ orderId: number; total: number }>(
    'SELECT id AS "orderId", total FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return rows[0] ?? null;
}

export async function checkoutCart(
  deps: LabDeps,
  log: FastifyBaseLogger,
  userId: number,
  input: CheckoutInput,
): Promise<{ orderId: number; total: number }> {
  const result = await deps.db
    .transaction(async (tx) => {
      const before = await orderByKey(tx, userId, input.idempotencyKey);
      if (before) return { ...before, fresh: false };
      const lines = await cartLines(tx, userId, true);
      // Read the key again once the cart's rows are locked (decision 104): a submit racing this one with the same key
      // may have paid and emptied the cart while this one waited for the lock. On PostgreSQL each statement sees what
      // was committed before it started, so this read finds that order, and this submit answers it.
      const raced = await orderByKey(tx, userId, input.idempotencyKey);
      if (raced) return { ...raced, fresh: false };
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
          short.map((entry) => ({
            field: `product-${entry.productId}`,
            message: `${available(entry)} left`,
          })),
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
      const payment =
        quote.total > 0 ? await cardToCharge(tx, account, input.token, input.saveCard ?? false) : null;
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
        await tx.query('UPDATE products SET stock = stock - $2 WHERE id = $1', [
          line.productId,
          line.quantity,
        ]);
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
      if (payment) {
        const { card, paymentMethodId } = payment;
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
    })
    .catch(async (error: unknown) => {
      // A cart with no locked rows (prints only) lets both submits insert: the unique key refuses the second.
      const raced = isUniqueViolation(error) ? await orderByKey(deps.db, userId, input.idempotencyKey) : null;
      if (!raced) throw error;
      return { ...raced, fresh: false };
    });
  if (result.fresh) publishOrderChange(deps, userId, result.orderId, 'PAID', undefined);
  return { orderId: result.orderId, total: result.total };
}
