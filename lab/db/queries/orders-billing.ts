import type { Queryable } from '../database';

// An order's money: the invoice's totals and credits, the customer's account credit, and status stamps.

export const CREDIT_KINDS = ['DEV_SCAN', 'SCAN_4K', 'RUSH', 'PRO_SCAN'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** Σ amount of the order's lines (amount = unitAmount × (quantity − creditsApplied), a generated column). */
export async function linesSubtotal(q: Queryable, orderId: number): Promise<number> {
  const { rows } = await q.query<{ subtotal: number }>(
    'SELECT COALESCE(sum(amount), 0)::int AS subtotal FROM order_lines WHERE order_id = $1',
    [orderId],
  );
  return rows[0]!.subtotal;
}

export async function insertCredits(
  q: Queryable,
  orderId: number,
  credits: { kind: CreditKind; quantity: number }[],
): Promise<void> {
  if (credits.length === 0) return;
  await q.query(
    `INSERT INTO order_credits (order_id, kind, quantity)
     SELECT $1, x.kind, x.quantity FROM json_to_recordset($2::json) AS x(kind text, quantity int)`,
    [orderId, JSON.stringify(credits)],
  );
}

export interface PaymentAccount {
  paymentCustomerId: string;
  /** Cents; negative is credit. */
  balance: number;
  /** The test token of the default card, null when the customer has none. */
  defaultCardToken: string | null;
  defaultPaymentMethodId: string | null;
}

export async function findPaymentAccount(q: Queryable, userId: number): Promise<PaymentAccount | null> {
  const { rows } = await q.query<PaymentAccount>(
    `SELECT pc.id AS "paymentCustomerId", pc.balance, pm.test_token AS "defaultCardToken",
       pm.id AS "defaultPaymentMethodId"
     FROM payment_customers pc LEFT JOIN payment_methods pm ON pm.id = pc.default_payment_method_id
     WHERE pc.user_id = $1 FOR UPDATE OF pc`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Raises (positive delta: credit spent) or lowers (credit given back) the customer's balance. */
export async function adjustBalance(q: Queryable, paymentCustomerId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await q.query('UPDATE payment_customers SET balance = balance + $2 WHERE id = $1', [
    paymentCustomerId,
    delta,
  ]);
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  appliedCredit: number;
  tax: number;
  total: number;
}

export async function setInvoiced(q: Queryable, orderId: number, totals: InvoiceTotals): Promise<void> {
  await q.query(
    `UPDATE orders SET status = 'INVOICED', subtotal = $2, applied_discount = $3, applied_credit = $4, tax = $5,
       total = $6, invoiced_at = now(), updated_at = now()
     WHERE id = $1`,
    [orderId, totals.subtotal, totals.discount, totals.appliedCredit, totals.tax, totals.total],
  );
}

export async function setPaid(q: Queryable, orderId: number, paymentId: string): Promise<void> {
  await q.query(
    `UPDATE orders SET status = 'PAID', payment_id = $2, paid_at = now(), updated_at = now() WHERE id = $1`,
    [orderId, paymentId],
  );
}

/** The order a payment id already paid, if any (a card-reader payment pays one order). */
export async function findOrderIdByPayment(q: Queryable, paymentId: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM orders WHERE payment_id = $1', [paymentId]);
  return rows[0]?.id ?? null;
}

export async function setCompleted(q: Queryable, orderId: number): Promise<void> {
  await q.query(
    `UPDATE orders SET status = 'COMPLETE', completed_at = now(), updated_at = now() WHERE id = $1`,
    [orderId],
  );
}

export async function setCanceled(q: Queryable, orderId: number): Promise<void> {
  await q.query(
    `UPDATE orders SET status = 'CANCELED', canceled_at = now(), updated_at = now() WHERE id = $1`,
    [orderId],
  );
}

export async function setPrintsReady(q: Queryable, orderId: number): Promise<void> {
  await q.query('UPDATE orders SET prints_ready_at = now(), updated_at = now() WHERE id = $1', [orderId]);
}

export interface CreditUsage {
  periodStart: Date | null;
  used: Record<CreditKind, number>;
}

/**
 * Membership credits the customer's invoices spent in the current membership period: from the newest live
 * subscription's period start; canceled orders gave theirs back. No live membership: no period, nothing used.
 */
export async function creditUsage(q: Queryable, userId: number): Promise<CreditUsage> {
  const { rows } = await q.query<{
    periodStart: Date | null;
    used: Partial<Record<CreditKind, number>> | null;
  }>(
    `WITH period AS (
       SELECT s.current_period_start AS start FROM subscriptions s
       JOIN payment_customers pc ON pc.id = s.payment_customer_id
       WHERE pc.user_id = $1 AND s.status IN ('active', 'trialing', 'past_due')
       ORDER BY s.created_at DESC, s.id DESC LIMIT 1)
     SELECT (SELECT start FROM period) AS "periodStart",
       (SELECT json_object_agg(kind, used) FROM (
          SELECT c.kind, sum(c.quantity)::int AS used
          FROM order_credits c JOIN orders o ON o.id = c.order_id CROSS JOIN period p
          WHERE o.customer_id = $1 AND o.status <> 'CANCELED' AND o.invoiced_at >= p.start
          GROUP BY c.kind) k) AS used`,
    [userId],
  );
  const row = rows[0]!;
  const used = Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, row.used?.[kind] ?? 0])) as Record<
    CreditKind,
    number
  >;
  return { periodStart: row.periodStart, used };
}
