import { Pool } from 'undici';

/** Who makes the call: staff at the desk (goal p95 ≤ 50 ms) or a customer on their own screens (≤ 20 ms). */
export type Caller = 'admin' | 'customer';

export interface ScreenCall {
  /** The screen and what it asks, as the table prints it. */
  name: string;
  caller: Caller;
  path: string;
}

export const GOAL_MS: Record<Caller, number> = { admin: 50, customer: 20 };
/** No answer behind a screen is larger (the bound). */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** What the calls are about: found in the database the calls run against. */
export interface CallSubjects {
  /** An order number in the middle of the list ('10' + id). */
  orderNumber: string;
  /** A surname many customers share, and part of one e-mail. */
  surname: string;
  emailPart: string;
  /** The customer whose own screens are timed (the heaviest scan library). */
  customerId: number;
  customerEmail: string;
  customerOrderId: number;
  /** How many orders in all: the desk's deepest page starts near the middle. */
  orderCount: number;
  customerScanCount: number;
  /** The customer's rolls with scans (the rolls grid's pages). */
  customerRollCount: number;
  /** Keyset cursors as deep as the deepest offsets above: the desk's middle order, the customer's last pages. */
  orderCursor: string;
  rollCursor: string;
  scanCursor: string;
}

/** Every lab call behind a screen the volume makes slow, with the arguments the screen sends. */
export function screenCalls(s: CallSubjects): ScreenCall[] {
  const deep = Math.max(0, Math.floor(s.orderCount / 2));
  const scanDeep = Math.max(0, s.customerScanCount - 100);
  const rollDeep = Math.max(0, s.customerRollCount - 24);
  const admin = (name: string, path: string): ScreenCall => ({ name, caller: 'admin', path });
  const customer = (name: string, path: string): ScreenCall => ({ name, caller: 'customer', path });
  const user = `/users/${s.customerId}`;
  return [
    admin('stats bar: general-stats', '/public/general-stats'),
    admin('quick search: an order number', `/orders/quick-search?search=${s.orderNumber}`),
    admin('quick search: a number prefix', `/orders/quick-search?search=${s.orderNumber.slice(0, 5)}`),
    admin('quick search: a surname', `/orders/quick-search?search=${s.surname}`),
    admin('quick search: part of an e-mail', `/orders/quick-search?search=${s.emailPart}`),
    admin('quick search: nothing matches', '/orders/quick-search?search=zzqxv'),
    admin('orders: page 1', '/orders?limit=25'),
    admin('orders: status OPEN', '/orders?status=OPEN&limit=25'),
    admin('orders: status COMPLETE', '/orders?status=COMPLETE&limit=25'),
    admin('orders: location Mail-in', '/orders?location=Mail-in&limit=25'),
    admin('orders: search a surname', `/orders?search=${s.surname}&limit=25`),
    admin(`orders: offset ${deep.toLocaleString('en-US')}`, `/orders?limit=25&offset=${deep}`),
    admin(
      `orders: keyset page at ${deep.toLocaleString('en-US')}`,
      `/orders/page?limit=25&after=${s.orderCursor}`,
    ),
    admin('orders: one order', `/orders/${s.customerOrderId}`),
    admin('roll events: received, 14 days', '/orders/roll-events?event=received&days=14'),
    admin('roll events: scanned, 60 days', '/orders/roll-events?event=scanned&days=60'),
    customer('me: current-user', '/auth/current-user'),
    customer('orders: page 1', `${user}/orders?limit=25`),
    customer('order page', `${user}/orders/${s.customerOrderId}`),
    customer('rolls: page 1 (24)', `${user}/film-rolls?limit=24`),
    customer(`rolls: offset ${rollDeep}`, `${user}/film-rolls?limit=24&offset=${rollDeep}`),
    customer(`rolls: keyset page at ${rollDeep}`, `${user}/film-rolls/page?limit=24&after=${s.rollCursor}`),
    customer('rolls: filters', `${user}/film-rolls/filters`),
    customer('scans: page 1 (100)', `${user}/scans?limit=100`),
    customer('scans: search', `${user}/scans?limit=100&search=coney`),
    customer(
      `scans: offset ${scanDeep.toLocaleString('en-US')}`,
      `${user}/scans?limit=100&offset=${scanDeep}`,
    ),
    customer(
      `scans: keyset page at ${scanDeep.toLocaleString('en-US')}`,
      `${user}/scans/page?limit=100&after=${s.scanCursor}`,
    ),
    customer('scans: filters', `${user}/scans/filters`),
    customer('tags', `${user}/tags`),
  ];
}

export interface CallFigures {
  p50: number;
  p95: number;
  bytes: number;
  status: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** `runs` sequential calls over one keep-alive connection after `warmUp` untimed ones; the body read in full. */
export async function timeCall(
  labUrl: string,
  path: string,
  authorization: string,
  runs = 20,
  warmUp = 3,
): Promise<CallFigures> {
  const pool = new Pool(labUrl, { connections: 1 });
  const samples: number[] = [];
  let bytes = 0;
  let status = 0;
  try {
    for (let i = 0; i < warmUp + runs; i++) {
      const started = performance.now();
      const res = await pool.request({ method: 'GET', path, headers: { authorization } });
      const body = Buffer.from(await res.body.arrayBuffer());
      if (i >= warmUp) samples.push(performance.now() - started);
      bytes = body.length;
      status = res.statusCode;
    }
  } finally {
    await pool.close();
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), bytes, status };
}

/** Signs in and answers the Authorization header the lab gave. */
export async function signIn(labUrl: string, email: string): Promise<string> {
  const res = await fetch(`${labUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'filmlab-demo' }),
  });
  const token = res.headers.get('authorization');
  if (!token) throw new Error(`signing in as ${email} gave no token (${res.status})`);
  return token;
}
