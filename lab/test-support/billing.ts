import type { Queryable } from '../db/database';

/** Everything a membership purchase may write for one user, plus every promo code's redemption count. */
export async function billingSnapshot(db: Queryable, userId: number) {
  const one = async <T>(sql: string) => (await db.query<T>(sql, [userId])).rows;
  return {
    active: await one<{ active: boolean }>('SELECT active FROM users WHERE id = $1'),
    subscriptions: await one(
      `SELECT s.* FROM subscriptions s JOIN payment_customers pc ON pc.id = s.payment_customer_id
       WHERE pc.user_id = $1 ORDER BY s.id`,
    ),
    customer: await one('SELECT * FROM payment_customers WHERE user_id = $1'),
    cards: await one(
      `SELECT pm.* FROM payment_methods pm JOIN payment_customers pc ON pc.id = pm.payment_customer_id
       WHERE pc.user_id = $1 ORDER BY pm.id`,
    ),
    invoices: (await db.query('SELECT * FROM invoices ORDER BY id')).rows,
    promoCodes: (await db.query('SELECT code, times_redeemed FROM promotion_codes ORDER BY code')).rows,
  };
}

export interface InvoiceRow {
  subtotal: number;
  discount: number;
  amount: number;
  status: string;
  description: string;
  subscriptionId: string | null;
}

/** The user's invoices, newest first. */
export async function invoicesOf(db: Queryable, userId: number): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT i.subtotal, i.discount, i.amount, i.status, i.description, i.subscription_id AS "subscriptionId"
     FROM invoices i JOIN payment_customers pc ON pc.id = i.payment_customer_id
     WHERE pc.user_id = $1 ORDER BY i.created_at DESC, i.id`,
    [userId],
  );
  return rows;
}

export async function timesRedeemed(db: Queryable, code: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT times_redeemed AS n FROM promotion_codes WHERE code = $1',
    [code],
  );
  return rows[0]!.n;
}

export async function userIdByEmail(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]!.id;
}
