import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import sharp from 'sharp';
import { UserRollsDocument } from '../web/src/gql/graphql.js';
import { interleaved, type Target } from './me.js';
import { ms } from './stats.js';

// (rolls) The rolls grid (/users/{id}/rolls) for a customer with 200 rolls: the web's own UserRolls query (24 roll
// cards with 4 preview frames each, the filters and the platform terms) through the BFF, first and last page,
// against the lab's own GET of a page of rolls. The customer, their rolls and scans are made through the lab's
// API as staff make them: an order, its receipt (the pick-up), rolls added to the pick-up, and 4 uploaded frames
// a roll (the card shows 4). Printed, not asserted.

const ROLLS = 200;
const FRAMES = 4;
const PAGE = 24;
const AT_ONCE = 4;
const STOCKS = [
  { process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Portra 400' },
  { process: 'BW', format: '35mm', brand: 'Ilford', model: 'HP5 Plus' },
  { process: 'C-41', format: '120', brand: 'Fujifilm', model: 'Pro 400H' },
  { process: 'E-6', format: '35mm', brand: 'Kodak', model: 'Ektachrome E100' },
  { process: 'ECN-2', format: '35mm', brand: 'Kodak', model: 'Vision3 250D' },
];

async function labCall<T>(labUrl: string, auth: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${labUrl}${path}`, {
    method,
    headers: {
      authorization: auth,
      // Staff's order writes are idempotent by key (a retried POST makes no second order).
      'idempotency-key': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, auth: response.headers.get('authorization') };
}

/** Runs `work` over items, `cap` at a time. */
async function pooled<T>(items: readonly T[], cap: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: cap }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** A fresh customer with ROLLS synced rolls of FRAMES scans each; answers their id and token. */
export async function seedRollsCustomer(labUrl: string): Promise<{ userId: number; auth: string }> {
  const admin = (
    await labCall(labUrl, '', 'POST', '/auth/login', { email: 'admin@lab.test', password: 'filmlab-demo' })
  ).auth;
  if (!admin) throw new Error('admin login gave no token');
  const signUp = await labCall<{ id: number }>(labUrl, '', 'POST', '/auth/signup', {
    email: `bench-rolls-${Date.now()}@example.com`,
    password: 'bench-rolls-password-1',
    firstName: 'Bench',
    lastName: 'Rolls',
  });
  const userId = signUp.body.id;
  if (!signUp.auth) throw new Error('sign-up gave no token');
  const order = await labCall<{ order: { id: number } }>(labUrl, admin, 'POST', '/orders', {
    customerId: userId,
    location: 'Mail-in',
    newRolls: [STOCKS[0]],
  });
  const received = await labCall<{ pickUps: { id: number }[]; rolls: { id: number }[] }>(
    labUrl,
    admin,
    'PUT',
    `/orders/${order.body.order.id}/receive`,
    { rollCount: 1 },
  );
  const pickUpId = received.body.pickUps[0]!.id;
  const rollIds = [received.body.rolls[0]!.id];
  const more = Array.from({ length: ROLLS - 1 }, (_, i) => STOCKS[(i + 1) % STOCKS.length]!);
  await pooled(more, AT_ONCE, async (stock) => {
    const roll = await labCall<{ id: number }>(
      labUrl,
      admin,
      'POST',
      `/users/${userId}/pick-ups/${pickUpId}/film-rolls`,
      stock,
    );
    rollIds.push(roll.body.id);
  });
  // A small frame: the grid reads thumbnails' links, not their pixels.
  const frame = await sharp({ create: { width: 360, height: 240, channels: 3, background: '#b8733f' } })
    .jpeg()
    .toBuffer();
  await pooled(rollIds, AT_ONCE, async (rollId) => {
    for (let n = 1; n <= FRAMES; n++) {
      const started = await labCall<{ write: string }>(
        labUrl,
        admin,
        'POST',
        `/users/${userId}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans?fileType=jpeg`,
        { filmRollId: rollId, name: `F${n}.jpg`, bytes: frame.length },
      );
      const put = await fetch(`${labUrl}${started.body.write}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: frame,
      });
      if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
    }
  });
  return { userId, auth: signUp.auth };
}

export async function rollsGrid(labUrl: string, bffUrl: string, count: number): Promise<void> {
  const seedStart = performance.now();
  const { userId, auth } = await seedRollsCustomer(labUrl);
  const seeded = performance.now() - seedStart;
  const query = print(UserRollsDocument);
  const page = (offset: number, name: string): Target => ({
    name,
    url: bffUrl,
    method: 'POST',
    path: '/graphql',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { userId: String(userId), asAdmin: false, offset } }),
  });
  const lastOffset = Math.floor((ROLLS - 1) / PAGE) * PAGE;
  const first = page(0, `BFF  query UserRolls (rolls 1–${PAGE})`);
  const last = page(lastOffset, `BFF  query UserRolls (rolls ${lastOffset + 1}–${ROLLS})`);
  const direct: Target = {
    name: `lab  GET /users/{id}/film-rolls?limit=${PAGE}`,
    url: labUrl,
    method: 'GET',
    path: `/users/${userId}/film-rolls?limit=${PAGE}`,
    headers: { authorization: auth },
  };
  // One check before timing: the query answers the page, not an error.
  const probe = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: first.headers,
    body: first.body,
  });
  const answer = (await probe.json()) as {
    data?: { me?: { filmRolls: { count: number; items: unknown[] } } };
    errors?: unknown;
  };
  const rolls = answer.data?.me?.filmRolls;
  if (!rolls || rolls.count !== ROLLS || rolls.items.length !== PAGE) {
    throw new Error(`the rolls grid query answered ${JSON.stringify(answer).slice(0, 300)}`);
  }
  process.stdout.write(
    `\n(rolls) the rolls grid for a customer with ${ROLLS} rolls (${FRAMES} frames each, seeded through the lab in ${ms(seeded)}), ${count} sequential\n`,
  );
  const latencies = await interleaved([first, last, direct], count);
  for (const [i, target] of [first, last, direct].entries()) {
    const { p50, p99 } = latencies[i]!;
    process.stdout.write(
      `  ${target.name.padEnd(44)} p50 ${ms(p50).padStart(9)}  p99 ${ms(p99).padStart(9)}\n`,
    );
  }
}
