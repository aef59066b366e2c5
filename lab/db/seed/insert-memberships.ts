import { processorId } from '../../services/random-ids';
import { TEST_CARDS } from '../../services/test-cards';
import type { Queryable } from '../database';
import { findPrice } from '../queries/catalogue';
import type { SeedSubscription } from './users-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_TOKEN = 'tok_visa';

/**
 * A demo membership as a purchase would have left it: the subscription (priced from the catalogue rows of migration
 * 005), the Visa it was paid with as the default card, and one paid invoice dated the day the member joined.
 */
export async function insertSeedMembership(
  tx: Queryable,
  customerId: string,
  sub: SeedSubscription,
  joined: Date,
): Promise<void> {
  const card = TEST_CARDS[SEED_TOKEN];
  const paymentMethodId = processorId('pm');
  await tx.query(
    `INSERT INTO payment_methods (id, payment_customer_id, test_token, brand, last4, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [paymentMethodId, customerId, SEED_TOKEN, card.brand, card.last4, joined],
  );
  await tx.query('UPDATE payment_customers SET default_payment_method_id = $2 WHERE id = $1', [
    customerId,
    paymentMethodId,
  ]);
  const price = await findPrice(tx, sub.plan);
  if (!price) throw new Error(`Seed plan ${sub.plan} has no price`);
  const subscriptionId = processorId('sub');
  await tx.query(
    `INSERT INTO subscriptions (id, payment_customer_id, status, price_id, cancel_at_period_end,
       current_period_start, current_period_end, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz - ('1 ' || $7)::interval, $6, $8)`,
    [
      subscriptionId,
      customerId,
      sub.status,
      price.id,
      sub.cancelAtPeriodEnd,
      new Date(Date.now() + sub.periodEndsInDays * DAY_MS),
      price.interval,
      joined,
    ],
  );
  await tx.query(
    `INSERT INTO invoices (id, payment_customer_id, subscription_id, payment_method_id, description, subtotal,
       discount, amount, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $6, 'paid', $7)`,
    [
      processorId('in'),
      customerId,
      subscriptionId,
      paymentMethodId,
      `Membership ${sub.plan}`,
      price.unitAmount,
      joined,
    ],
  );
}
