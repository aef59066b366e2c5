import type { Queryable } from '../database';

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

interface SubscriptionJson {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
  items: { data: { price: { id: string; lookup_key: string; unit_amount: number } }[] };
}

interface PaymentCustomerJson {
  id: string;
  balance: number;
  subscriptions: { data: SubscriptionJson[] };
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

async function loadPaymentCustomers(q: Queryable, ids: number[]): Promise<Map<number, PaymentCustomerJson>> {
  const customers = await q.query<Owned<{ id: string; balance: number }>>(
    'SELECT id, user_id AS "userId", balance FROM payment_customers WHERE user_id = ANY($1::int[])',
    [ids],
  );
  const subscriptions = await q.query<{ userId: number; json: SubscriptionJson }>(
    `SELECT pc.user_id AS "userId", json_build_object(
       'id', s.id, 'status', s.status, 'cancel_at_period_end', s.cancel_at_period_end,
       'current_period_end', floor(extract(epoch FROM s.current_period_end))::bigint,
       'items', json_build_object('data', json_build_array(json_build_object('price', json_build_object(
         'id', s.price_id, 'lookup_key', s.lookup_key, 'unit_amount', s.unit_amount)))))
     AS json
     FROM subscriptions s JOIN payment_customers pc ON pc.id = s.payment_customer_id
     WHERE pc.user_id = ANY($1::int[])
     ORDER BY s.created_at DESC, s.id`,
    [ids],
  );
  const byUser = groupByUser(subscriptions.rows);
  return new Map(
    customers.rows.map(({ userId, id, balance }) => [
      userId,
      { id, balance, subscriptions: { data: (byUser.get(userId) ?? []).map((row) => row.json) } },
    ]),
  );
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
