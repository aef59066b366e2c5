/** The card processor's subscription object, as much of it as clients read (docs/lab-behaviour.md). Times are unix seconds. */
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

/**
 * A correlated subquery giving the payment-customer record (subscriptions newest first) of the user whose id is
 * `userId` (a column of the outer query), as JSON, or NULL: part of loadUsers' single query.
 */
export function paymentCustomerJson(userId: string): string {
  return `(SELECT json_build_object(
     'id', pc.id, 'balance', pc.balance,
     'defaultPaymentMethod', (SELECT json_build_object('brand', pm.brand, 'last4', pm.last4)
       FROM payment_methods pm WHERE pm.id = pc.default_payment_method_id),
     'subscriptions', json_build_object('data', COALESCE((SELECT json_agg(json_build_object(
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
         ORDER BY s.created_at DESC, s.id)
       FROM subscriptions s
         JOIN prices p ON p.id = s.price_id
         LEFT JOIN promotion_codes promo ON promo.id = s.promotion_code_id
         LEFT JOIN coupons c ON c.id = promo.coupon_id
       WHERE s.payment_customer_id = pc.id), '[]'::json)))
   FROM payment_customers pc WHERE pc.user_id = ${userId})`;
}
