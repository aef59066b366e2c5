import { processorId } from '../../services/random-ids';
import { type TestCard, tokensOfFingerprint } from '../../services/test-cards';
import type { Queryable } from '../database';

export async function findPaymentCustomerId(q: Queryable, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM payment_customers WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * Saves the card for the customer and makes it their default; earlier cards stay saved. The same card (the
 * processor's fingerprint) is saved once (decision 104): saving it again makes the saved one the default and answers
 * its id. The customer's row is locked first, so two saves of one card at once store it once.
 */
export async function attachDefaultCard(
  q: Queryable,
  customerId: string,
  card: TestCard & { token: string },
): Promise<string> {
  await q.query('SELECT 1 FROM payment_customers WHERE id = $1 FOR UPDATE', [customerId]);
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM payment_methods WHERE payment_customer_id = $1 AND test_token = ANY($2::text[])
     ORDER BY created_at, id LIMIT 1`,
    [customerId, tokensOfFingerprint(card.fingerprint)],
  );
  const id = rows[0]?.id ?? processorId('pm');
  if (!rows[0]) {
    await q.query(
      `INSERT INTO payment_methods (id, payment_customer_id, test_token, brand, last4) VALUES ($1, $2, $3, $4, $5)`,
      [id, customerId, card.token, card.brand, card.last4],
    );
  }
  await q.query('UPDATE payment_customers SET default_payment_method_id = $2 WHERE id = $1', [
    customerId,
    id,
  ]);
  return id;
}

/** Cancels every subscription of the customer that is not canceled yet; returns their ids. */
export async function cancelSubscriptions(q: Queryable, customerId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE subscriptions SET status = 'canceled'
     WHERE payment_customer_id = $1 AND status <> 'canceled' RETURNING id`,
    [customerId],
  );
  return rows.map((row) => row.id);
}

export interface NewSubscription {
  customerId: string;
  priceId: string;
  promotionCodeId: string | null;
}

/** An active subscription whose period starts now and lasts one interval of its price (a year, or a month). */
export async function insertSubscription(q: Queryable, sub: NewSubscription): Promise<string> {
  const id = processorId('sub');
  await q.query(
    `INSERT INTO subscriptions (id, payment_customer_id, status, price_id, promotion_code_id, cancel_at_period_end,
       current_period_start, current_period_end, created_at)
     SELECT $1, $2, 'active', p.id, $4, false, now(), now() + ('1 ' || p.billing_interval)::interval, now()
     FROM prices p WHERE p.id = $3`,
    [id, sub.customerId, sub.priceId, sub.promotionCodeId],
  );
  return id;
}

export interface NewInvoice {
  customerId: string;
  subscriptionId: string | null;
  /** The saved card charged; null for a card charged without saving it (decision 104). */
  paymentMethodId: string | null;
  promotionCodeId: string | null;
  description: string;
  subtotal: number;
  discount: number;
}

/** A paid invoice; amount = subtotal − discount. */
export async function insertPaidInvoice(q: Queryable, invoice: NewInvoice): Promise<string> {
  const id = processorId('in');
  await q.query(
    `INSERT INTO invoices (id, payment_customer_id, subscription_id, payment_method_id, promotion_code_id,
       description, subtotal, discount, amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7::int - $8::int, 'paid')`,
    [
      id,
      invoice.customerId,
      invoice.subscriptionId,
      invoice.paymentMethodId,
      invoice.promotionCodeId,
      invoice.description,
      invoice.subtotal,
      invoice.discount,
    ],
  );
  return id;
}

/** The lab's membership flag (spec §3 `active`). */
export async function setMembershipActive(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE users SET active = true, updated_at = now() WHERE id = $1', [userId]);
}

/** The customer's INVOICED orders, oldest invoice first (the order they are charged in when a card is attached). */
export async function invoicedOrderIds(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM orders WHERE customer_id = $1 AND status = 'INVOICED' ORDER BY invoiced_at, id`,
    [userId],
  );
  return rows.map((row) => row.id);
}
