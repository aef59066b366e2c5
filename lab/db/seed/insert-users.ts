import { hashPassword } from '../../services/passwords';
import { processorId } from '../../services/random-ids';
import type { Queryable } from '../database';
import { insertSeedMembership } from './insert-memberships';
import type { Timeline } from './timeline';
import { DEMO_PASSWORD, type SeedUser } from './users-data';

async function insertUser(tx: Queryable, user: SeedUser, passwordHash: string, timeline: Timeline) {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, first_name, last_name, phone, referral_code, active,
       first_order_created, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [
      user.email,
      passwordHash,
      user.role,
      user.firstName,
      user.lastName,
      user.phone,
      user.referralCode,
      user.active,
      user.firstOrderCreated,
      timeline.at(user.joinedDaysAgo, 0.5),
    ],
  );
  return rows[0]!.id;
}

async function insertPaymentCustomer(tx: Queryable, userId: number, user: SeedUser, timeline: Timeline) {
  const customerId = processorId('cus');
  const joined = timeline.at(user.joinedDaysAgo, 0.5);
  await tx.query('INSERT INTO payment_customers (id, user_id, balance, created_at) VALUES ($1, $2, $3, $4)', [
    customerId,
    userId,
    user.balance ?? 0,
    joined,
  ]);
  if (user.subscription) await insertSeedMembership(tx, customerId, user.subscription, joined);
}

async function insertAddressesAndPreferences(tx: Queryable, userId: number, user: SeedUser) {
  for (const address of user.addresses ?? []) {
    await tx.query(
      `INSERT INTO addresses (user_id, address1, address2, city, state, zip, is_primary)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        userId,
        address.address1,
        address.address2 ?? null,
        address.city,
        address.state,
        address.zip,
        address.primary,
      ],
    );
  }
  for (const [key, value] of Object.entries(user.preferences ?? {})) {
    await tx.query('INSERT INTO preferences (user_id, key, value) VALUES ($1, $2, $3)', [userId, key, value]);
  }
}

/** Inserts the demo users in list order and returns their ids by e-mail. */
export async function insertSeedUsers(
  tx: Queryable,
  users: SeedUser[],
  timeline: Timeline,
): Promise<Map<string, number>> {
  // One hash shared by all demo accounts: they share a published password anyway, and each hash costs ~60 ms.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  for (const user of users) {
    const userId = await insertUser(tx, user, passwordHash, timeline);
    if (user.manager) await tx.query('UPDATE users SET manager = true WHERE id = $1', [userId]);
    await insertPaymentCustomer(tx, userId, user, timeline);
    await insertAddressesAndPreferences(tx, userId, user);
    ids.set(user.email, userId);
  }
  return ids;
}
