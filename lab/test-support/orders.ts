import type { Queryable } from '../db/database';
import type { UserEvent } from '../services/user-events';
import { authHeader, type TestLab } from './test-lab';

/** Seeded order ids (lab/db/seed/orders-data.ts). */
export const SEED_ORDERS = {
  caseyComplete: 1001,
  hannahComplete: 1002,
  sofiaCanceled: 1003,
  caseyPaid: 1004,
  jordanComplete: 1005,
  hannahPaid: 1006,
  mateoInvoiced: 1007,
  priyaPaid: 1008,
  danielPaid: 1009,
  gracePaid: 1010,
  leoInvoiced: 1011,
  hannahOpen: 1012,
  caseyAtLab: 1013,
  jordanOpen: 1014,
  danielMiscounted: 1015,
  graceOpen: 1016,
  caseyInTheMail: 1017,
  priyaOpen: 1018,
  mateoOpen: 1019,
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call with a bearer token (and any extra headers). */
export function caller(lab: TestLab) {
  return (
    method: Method,
    url: string,
    token: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    lab.app.inject({
      method,
      url,
      headers: { ...authHeader(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Everything an order write may touch, to show a refused one wrote nothing. */
export async function orderSnapshot(db: Queryable, orderId: number) {
  const rows = async (sql: string) => (await db.query(sql, [orderId])).rows;
  return {
    order: await rows('SELECT * FROM orders WHERE id = $1'),
    rolls: await rows('SELECT * FROM film_rolls WHERE order_id = $1 ORDER BY id'),
    events: await rows(
      'SELECT e.* FROM roll_events e JOIN film_rolls r ON r.id = e.roll_id WHERE r.order_id = $1 ORDER BY e.id',
    ),
    pickUps: await rows('SELECT * FROM pick_ups WHERE order_id = $1 ORDER BY id'),
    shipments: await rows('SELECT * FROM shipments WHERE order_id = $1 ORDER BY id'),
    lines: await rows('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY id'),
    credits: await rows('SELECT * FROM order_credits WHERE order_id = $1 ORDER BY kind'),
    balance: await rows(
      'SELECT pc.balance FROM payment_customers pc JOIN orders o ON o.customer_id = pc.user_id WHERE o.id = $1',
    ),
    invoices: (await db.query('SELECT id FROM invoices ORDER BY id')).rows,
    outbox: (await db.query('SELECT count(*)::int AS n FROM outbox')).rows,
  };
}

/** The newest mails to an address, newest first. */
export async function mailsTo(db: Queryable, email: string) {
  const { rows } = await db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC',
    [email],
  );
  return rows;
}

/** Collects what the routes publish for everyone while `run` runs. */
export async function published(lab: TestLab, run: () => Promise<unknown>): Promise<UserEvent[]> {
  const heard: UserEvent[] = [];
  const stop = lab.events.subscribe('*', (event) => heard.push(event));
  try {
    await run();
  } finally {
    stop();
  }
  return heard;
}

/** A roll as a customer enters it. */
export const newRoll = (
  process: string,
  format: string,
  brand: string,
  model: string,
  extra: object = {},
) => ({
  process,
  format,
  brand,
  model,
  ...extra,
});
