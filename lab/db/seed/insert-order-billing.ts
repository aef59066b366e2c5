import { processorId } from '../../services/random-ids';
import type { Queryable } from '../database';
import { insertCredits } from '../queries/orders-billing';
import { insertLines } from '../queries/orders-write';
import { CREDIT_KIND_OF_LINE, SEED_INVOICES } from './order-invoices-data';

const TAX_BASIS_POINTS = 875;

/** Half up to the cent, in integers: 8.75% of 1296 = 113.4 → 113; of 5126 = 448.525 → 449. */
const taxOn = (taxable: number) => Math.floor((taxable * TAX_BASIS_POINTS * 2 + 10_000) / 20_000);

/** An invoiced demo order's lines, credits and totals, as PUT /orders/{id}/invoice would have left them. */
export async function insertSeedInvoice(tx: Queryable, orderId: number): Promise<void> {
  const invoice = SEED_INVOICES[orderId];
  if (!invoice)
    throw new Error(`Seed order ${orderId} is invoiced but has no invoice in order-invoices-data.ts`);
  await insertLines(tx, orderId, invoice.lines);
  const credits = new Map<string, number>();
  for (const line of invoice.lines) {
    const kind = CREDIT_KIND_OF_LINE[line.key];
    if (kind && line.creditsApplied > 0) credits.set(kind, (credits.get(kind) ?? 0) + line.creditsApplied);
  }
  await insertCredits(
    tx,
    orderId,
    [...credits].map(([kind, quantity]) => ({ kind: kind as 'DEV_SCAN', quantity })),
  );
  const subtotal = invoice.lines.reduce((sum, l) => sum + l.unitAmount * (l.quantity - l.creditsApplied), 0);
  let discount = 0;
  let promotionCodeId: string | null = null;
  if (invoice.promoCode) {
    const { rows } = await tx.query<{ id: string; amountOff: number | null; percentOff: number | null }>(
      `UPDATE promotion_codes pc SET times_redeemed = times_redeemed + 1 FROM coupons c
       WHERE c.id = pc.coupon_id AND pc.code = $1
       RETURNING pc.id, c.amount_off AS "amountOff", c.percent_off::float8 AS "percentOff"`,
      [invoice.promoCode],
    );
    const promo = rows[0];
    if (!promo) throw new Error(`Seed promo code ${invoice.promoCode} does not exist`);
    promotionCodeId = promo.id;
    discount =
      promo.amountOff ??
      Math.floor((subtotal * Math.round((promo.percentOff ?? 0) * 100) * 2 + 10_000) / 20_000);
  }
  const appliedCredit = Math.min(invoice.appliedCredit ?? 0, subtotal - discount);
  const tax = taxOn(subtotal - discount - appliedCredit);
  await tx.query(
    `UPDATE orders SET subtotal = $2, applied_discount = $3, applied_credit = $4, tax = $5, total = $6,
       promotion_code_id = $7 WHERE id = $1`,
    [
      orderId,
      subtotal,
      discount,
      appliedCredit,
      tax,
      subtotal - discount - appliedCredit + tax,
      promotionCodeId,
    ],
  );
}

/** The card payment of a paid demo order: the processor's payment id and an invoice row on the default card. */
export async function insertSeedPayment(tx: Queryable, orderId: number, paidAt: Date): Promise<void> {
  const { rows } = await tx.query<{
    paymentCustomerId: string;
    paymentMethodId: string | null;
    total: number;
  }>(
    `SELECT pc.id AS "paymentCustomerId", pc.default_payment_method_id AS "paymentMethodId", o.total
     FROM payment_customers pc JOIN orders o ON o.customer_id = pc.user_id WHERE o.id = $1`,
    [orderId],
  );
  const account = rows[0];
  if (!account?.paymentMethodId)
    throw new Error(`Seed order ${orderId} is paid but its customer has no card`);
  await tx.query('UPDATE orders SET payment_id = $2 WHERE id = $1', [orderId, processorId('pi')]);
  await tx.query(
    `INSERT INTO invoices (id, payment_customer_id, payment_method_id, description, subtotal, discount, amount,
       status, created_at)
     VALUES ($1, $2, $3, $4, $5, 0, $5, 'paid', $6)`,
    [
      processorId('in'),
      account.paymentCustomerId,
      account.paymentMethodId,
      `Development order 10${orderId}`,
      account.total,
      paidAt,
    ],
  );
}
