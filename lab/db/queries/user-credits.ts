// The User's credits[] (spec §3 "credits[] (productId)"; docs/decisions/098-documented-money.md): one entry per
// membership credit left in the current period, naming the product the credit stands for (credit_products).
//
// - The plan: the newest subscription's price (data[0] of the payment-customer record, as clients read the plan in
//   force), and only while the user's membership flag (`active`) is on: a lapsed member has none.
// - Left = the plan's allowance (plan_credit_allowances) less what invoices spent this period, counted exactly as
//   GET /users/{id}/credit-usage counts it (orders-billing.ts creditUsage): from the newest live subscription's period
//   start, canceled orders giving theirs back; no live subscription, nothing used.
// - A kind the plan grants without limit (allowance NULL: Super Nice's rush) has no entries.

/**
 * A correlated subquery giving the credits[] JSON array of the user whose id is `userId` (a column of the outer
 * query), in the order of credit_products.position: part of loadUsers' single query.
 */
export function creditsJson(userId: string): string {
  return `COALESCE((
    WITH plan AS (
      SELECT pr.lookup_key FROM payment_customers pc
        JOIN subscriptions s ON s.payment_customer_id = pc.id
        JOIN prices pr ON pr.id = s.price_id
      WHERE pc.user_id = ${userId}
      ORDER BY s.created_at DESC, s.id LIMIT 1),
    period AS (
      SELECT s.current_period_start AS start FROM subscriptions s
        JOIN payment_customers pc ON pc.id = s.payment_customer_id
      WHERE pc.user_id = ${userId} AND s.status IN ('active', 'trialing', 'past_due')
      ORDER BY s.created_at DESC, s.id DESC LIMIT 1),
    used AS (
      SELECT c.kind, sum(c.quantity)::int AS n
      FROM order_credits c JOIN orders o ON o.id = c.order_id CROSS JOIN period p
      WHERE o.customer_id = ${userId} AND o.status <> 'CANCELED' AND o.invoiced_at >= p.start
      GROUP BY c.kind)
    SELECT json_agg(json_build_object('productId', cp.product_id) ORDER BY cp.position, left_n.i)
    FROM plan
      JOIN plan_credit_allowances al ON al.lookup_key = plan.lookup_key AND al.allowance IS NOT NULL
      JOIN credit_products cp ON cp.kind = al.kind
      LEFT JOIN used ON used.kind = al.kind
      CROSS JOIN LATERAL generate_series(1, al.allowance - COALESCE(used.n, 0)) AS left_n (i)
    WHERE (SELECT uc.active FROM users uc WHERE uc.id = ${userId})
  ), '[]'::json)`;
}
