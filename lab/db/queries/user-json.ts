import type { Queryable } from '../database';
import { type PaymentCustomerJson, paymentCustomerJson } from './payment-customer-json';
import { creditsJson } from './user-credits';

/** The User object of docs/lab-behaviour.md. */
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
  /** One entry per membership credit left this period (user-credits.ts). */
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

/** An Address's JSON fields and the `addresses` columns they come from. */
const ADDRESS_FIELDS: Array<[keyof AddressJson, string]> = [
  ['id', 'id'],
  ['userId', 'user_id'],
  ['placeId', 'place_id'],
  ['address1', 'address1'],
  ['address2', 'address2'],
  ['city', 'city'],
  ['state', 'state'],
  ['zip', 'zip'],
  ['country', 'country'],
  ['primary', 'is_primary'],
];

/** The select list for Address rows. */
export const ADDRESS_COLUMNS = ADDRESS_FIELDS.map(([field, column]) => `${column} AS "${field}"`).join(', ');

/** One address as JSON, from `addresses` aliased `a` (order wrappers use it for shipments too). */
export const ADDRESS_JSON = `json_build_object(${ADDRESS_FIELDS.map(([field, column]) => `'${field}', a.${column}`).join(', ')})`;

/**
 * Full User objects, fields in the order of docs/lab-behaviour.md. Each user's lists come from correlated subqueries as
 * JSON, so any number of users is one query (on PGlite each query costs about a millisecond before it does
 * anything, and `current-user` runs this on every authenticated page).
 */
const USERS_SQL = `SELECT u.id, u.email, u.role, u.first_name AS "firstName", u.last_name AS "lastName", u.phone,
    u.profile_image_url AS "profileImageUrl", u.referral_code AS "referralCode", u.active,
    u.first_order_created AS "firstOrderCreated",
    COALESCE((SELECT json_agg(${ADDRESS_JSON} ORDER BY a.id) FROM addresses a WHERE a.user_id = u.id),
      '[]'::json) AS addresses,
    COALESCE((SELECT json_agg(json_build_object('key', p.key, 'value', p.value) ORDER BY p.key)
      FROM preferences p WHERE p.user_id = u.id), '[]'::json) AS preferences,
    ${creditsJson('u.id')} AS credits,
    COALESCE((SELECT json_agg(json_build_object('id', o.id, 'status', o.status) ORDER BY o.id)
      FROM orders o WHERE o.customer_id = u.id AND o.status = 'OPEN'), '[]'::json) AS "openOrders",
    ${paymentCustomerJson('u.id')} AS "paymentCustomer",
    u.created_at AS "createdAt"
  FROM users u WHERE u.id = ANY($1::int[])`;

/** Full User objects in the order of `ids`; ids with no user are left out. */
export async function loadUsers(q: Queryable, ids: number[]): Promise<UserJson[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<UserJson>(USERS_SQL, [ids]);
  const byId = new Map(rows.map((user) => [user.id, user]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadUser(q: Queryable, id: number): Promise<UserJson | null> {
  const [user] = await loadUsers(q, [id]);
  return user ?? null;
}
