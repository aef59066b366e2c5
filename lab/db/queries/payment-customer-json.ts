import type { Queryable } from '../database';

/** The card processor's subscription object, as much of it as clients read (docs/lab-api.md). Times are unix seconds. */
export interface SubscriptionJson {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  current_period_start: number;
  current_period_end: number;
  discount: {
    coupon: {
      id: string;
      name: string;
      amount_off: number | null;
      percent_off: number | null;
      duration: string;
    };
    promotion_code: { id: string; code: string };
  } | null;
  items: {
    data: {
      price: {
        id: string;
        lookup_key: string;
        unit_amount: number;
        recurring: { interval: 'year' | 'month' };
      };
    }[];
  };
}

export interface PaymentCustomerJson {
  id: string;
  balance: number;
  defaultPaymentMethod: { brand: string; last4: string } | null;
  subscriptions: { data: SubscriptionJson[] };
}

const unix = (column: string) => `floor(extract(epoch FROM ${column}))::bigint`;

/** Each user's payment-customer record, subscriptions newest first, by user id. */
export async function loadPaymentCustomers(
  q: Queryable,
  userIds: number[],
): Promise<Map<number, PaymentCustomerJson>> {
  const customers = await q.query<Omit<PaymentCustomerJson, 'subscriptions'> & { userId: number }>(
    `SELECT pc.id, pc.user_id AS "userId", pc.balance,
       CASE WHEN pm.id IS NULL THEN NULL ELSE json_build_object('brand', pm.brand, 'last4', pm.last4) END
         AS "defaultPaymentMethod"
     FROM payment_customers pc LEFT JOIN payment_methods pm ON pm.id = pc.default_payment_method_id
     WHERE pc.user_id = ANY($1::int[])`,
    [userIds],
  );
  const subscriptions = await q.query<{ userId: number; json: SubscriptionJson }>(
    `SELECT pc.user_id AS "userId", json_build_object(
       'id', s.id, 'status', s.status, 'cancel_at_period_end', s.cancel_at_period_end,
       'created', ${unix('s.created_at')},
       'current_period_start', ${unix('s.current_period_start')},
       'current_period_end', ${unix('s.current_period_end')},
       'discount', CASE WHEN promo.id IS NULL THEN NULL ELSE json_build_object(
         'coupon', json_build_object('id', c.id, 'name', c.name, 'amount_off', c.amount_off,
           'percent_off', c.percent_off::float8, 'duration', c.duration),
         'promotion_code', json_build_object('id', promo.id, 'code', promo.code)) END,
       'items', json_build_object('data', json_build_array(json_build_object('price', json_build_object(
         'id', p.id, 'lookup_key', p.lookup_key, 'unit_amount', p.unit_amount,
         'recurring', json_build_object('interval', p.billing_interval))))))
     AS json
     FROM subscriptions s
       JOIN payment_customers pc ON pc.id = s.payment_customer_id
       JOIN prices p ON p.id = s.price_id
       LEFT JOIN promotion_codes promo ON promo.id = s.promotion_code_id
       LEFT JOIN coupons c ON c.id = promo.coupon_id
     WHERE pc.user_id = ANY($1::int[])
     ORDER BY s.created_at DESC, s.id`,
    [userIds],
  );
  const byUser = new Map<number, SubscriptionJson[]>();
  for (const { userId, json } of subscriptions.rows)
    byUser.set(userId, [...(byUser.get(userId) ?? []), json]);
  return new Map(
    customers.rows.map(({ userId, ...customer }) => [
      userId,
      { ...customer, subscriptions: { data: byUser.get(userId) ?? [] } },
    ]),
  );
}
