import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import { queueMail } from './mail-outbox';

// The mails an order sends. Queued inside the caller's transaction, so a refused change mails nothing.

/** The number people see: '10' followed by the id (spec §2). */
export const orderNumber = (orderId: number) => `10${orderId}`;

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function customerOf(tx: Queryable, orderId: number) {
  const { rows } = await tx.query<{ email: string; firstName: string }>(
    `SELECT u.email, u.first_name AS "firstName" FROM orders o JOIN users u ON u.id = o.customer_id
     WHERE o.id = $1`,
    [orderId],
  );
  return rows[0]!;
}

export async function mailCountMismatch(
  tx: Queryable,
  log: FastifyBaseLogger,
  orderId: number,
  counts: { received: number; expected: number },
): Promise<void> {
  const customer = await customerOf(tx, orderId);
  const rolls = (n: number) => `${n} roll${n === 1 ? '' : 's'}`;
  await queueMail(tx, log, {
    to: customer.email,
    subject: `We counted ${rolls(counts.received)} for order ${orderNumber(orderId)}`,
    body: `Hi ${customer.firstName},\n\nYour film for order ${orderNumber(orderId)} has arrived. We counted ${rolls(counts.received)}; the order lists ${rolls(counts.expected)}.\n\nIf that is not what you sent, reply to this e-mail and we will sort it out before we develop anything.`,
  });
}

/** One mail for a corrected count (docs/decisions/102-desk-rules.md): what the lab counts now, and what it said before. */
export async function mailCountCorrection(
  tx: Queryable,
  log: FastifyBaseLogger,
  orderId: number,
  counts: { before: number; received: number; expected: number },
): Promise<void> {
  const customer = await customerOf(tx, orderId);
  const rolls = (n: number) => `${n} roll${n === 1 ? '' : 's'}`;
  const agrees =
    counts.received === counts.expected
      ? 'That matches the order.'
      : `The order lists ${rolls(counts.expected)}; if that is not what you sent, reply to this e-mail and we will sort it out before we develop anything.`;
  await queueMail(tx, log, {
    to: customer.email,
    subject: `We corrected our count: ${rolls(counts.received)} for order ${orderNumber(orderId)}`,
    body: `Hi ${customer.firstName},\n\nWe counted your film for order ${orderNumber(orderId)} again: ${rolls(counts.received)}, not ${rolls(counts.before)} as we wrote before. ${agrees}`,
  });
}

interface InvoiceRow {
  description: string;
  quantity: number;
  amount: number;
}

/** The invoice as it stands: its lines and totals, read back from what was stored. */
export async function mailInvoice(tx: Queryable, log: FastifyBaseLogger, orderId: number): Promise<void> {
  const customer = await customerOf(tx, orderId);
  const { rows: lines } = await tx.query<InvoiceRow>(
    'SELECT description, quantity, amount FROM order_lines WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const { rows } = await tx.query<{
    subtotal: number;
    discount: number;
    credit: number;
    tax: number;
    total: number;
  }>(
    `SELECT subtotal, applied_discount AS discount, applied_credit AS credit, tax, total FROM orders WHERE id = $1`,
    [orderId],
  );
  const totals = rows[0]!;
  const body = [
    `Hi ${customer.firstName},`,
    '',
    `Here is your invoice for order ${orderNumber(orderId)}.`,
    '',
    ...lines.map((line) => `${line.description} × ${line.quantity}: ${usd(line.amount)}`),
    '',
    `Subtotal: ${usd(totals.subtotal)}`,
    ...(totals.discount > 0 ? [`Discount: −${usd(totals.discount)}`] : []),
    ...(totals.credit > 0 ? [`Applied credit: −${usd(totals.credit)}`] : []),
    `Tax: ${usd(totals.tax)}`,
    `Total: ${usd(totals.total)}`,
    '',
    'Pay from your order page, or with a card at the counter.',
  ].join('\n');
  await queueMail(tx, log, {
    to: customer.email,
    subject: `Your invoice for order ${orderNumber(orderId)}`,
    body,
  });
}
