import type { Queryable } from '../database';
import { loadPaymentCustomers, type PaymentCustomerJson } from './payment-customer-json';

/** The User object of docs/lab-api.md. */
export interface UserJson {
  id: number;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  profileImageUrl: string | null;
  referralCode: string;
  active: boolean;
  firstOrderCreated: boolean;
  addresses: AddressJson[];
  preferences: { key: string; value: string }[];
  credits: { productId: number }[];
  openOrders: { id: number; status: string }[];
  paymentCustomer: PaymentCustomerJson | null;
  createdAt: Date;
}

export interface AddressJson {
  id: number;
  userId: number;
  placeId: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  primary: boolean;
}

export const ADDRESS_COLUMNS = `id, user_id AS "userId", place_id AS "placeId", address1, address2, city, state, zip,
  country, is_primary AS "primary"`;

type UserRow = Omit<UserJson, 'addresses' | 'preferences' | 'credits' | 'openOrders' | 'paymentCustomer'>;
type Owned<T> = T & { userId: number };

function groupByUser<T extends { userId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
}

/** Full User objects in the order of `ids`; ids with no user are left out. A handful of queries, not one per user. */
export async function loadUsers(q: Queryable, ids: number[]): Promise<UserJson[]> {
  if (ids.length === 0) return [];
  const users = await q.query<UserRow>(
    `SELECT id, email, role, first_name AS "firstName", last_name AS "lastName", phone,
       profile_image_url AS "profileImageUrl", referral_code AS "referralCode", active,
       first_order_created AS "firstOrderCreated", created_at AS "createdAt"
     FROM users WHERE id = ANY($1::int[])`,
    [ids],
  );
  const addresses = await q.query<AddressJson>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const preferences = await q.query<Owned<{ key: string; value: string }>>(
    'SELECT user_id AS "userId", key, value FROM preferences WHERE user_id = ANY($1::int[]) ORDER BY key',
    [ids],
  );
  const orders = await q.query<Owned<{ id: number; status: string }>>(
    `SELECT customer_id AS "userId", id, status FROM orders
     WHERE customer_id = ANY($1::int[]) AND status = 'OPEN' ORDER BY id`,
    [ids],
  );
  const addressesByUser = groupByUser(addresses.rows);
  const preferencesByUser = groupByUser(preferences.rows);
  const ordersByUser = groupByUser(orders.rows);
  const paymentCustomers = await loadPaymentCustomers(q, ids);
  const byId = new Map(users.rows.map((user) => [user.id, user]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    const { createdAt, ...profile } = user;
    return [
      {
        ...profile,
        addresses: addressesByUser.get(id) ?? [],
        preferences: (preferencesByUser.get(id) ?? []).map(({ key, value }) => ({ key, value })),
        // Product credits arrive with the products issue; the field exists so clients can rely on it.
        credits: [],
        openOrders: (ordersByUser.get(id) ?? []).map(({ id: orderId, status }) => ({ id: orderId, status })),
        paymentCustomer: paymentCustomers.get(id) ?? null,
        createdAt,
      },
    ];
  });
}

export async function loadUser(q: Queryable, id: number): Promise<UserJson | null> {
  const [user] = await loadUsers(q, [id]);
  return user ?? null;
}
