import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ms, percentile } from './stats.js';

const SUBSCRIPTION = `subscription UserEventsBench { userEvents { type rollId event at } }`;
/** The whole measurement's budget: a stuck pipeline ends the section, not the bench. */
const BUDGET_MS = 90_000;
const EACH_MS = 5_000;

interface Arrival {
  rollId: string;
  event: string;
  at: string;
  /** performance.now() when the message reached the client. */
  received: number;
  /** Date.now() then, to compare with the lab's `at` (same machine, same clock). */
  receivedWall: number;
}

async function labCall(labUrl: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${labUrl}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function login(labUrl: string, email: string): Promise<string> {
  const response = await fetch(`${labUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'filmlab-demo' }),
  });
  const auth = response.headers.get('authorization');
  if (!auth) throw new Error(`login ${email} gave no token`);
  return auth;
}

/**
 * (f) Live events: staff record a roll event in the lab (PUT /orders/{id}/add-rolls-event/received, one roll
 * each time) and the customer's graphql-ws subscription through the BFF hears it. Measures the time from sending
 * the PUT to the ROLL_EVENT message arriving, and from the lab's publish time (`at`) to arrival.
 */
export async function liveEvents(labUrl: string, bffUrl: string, count = 200): Promise<void> {
  const customer = await login(labUrl, 'customer@lab.test');
  const admin = await login(labUrl, 'admin@lab.test');
  const me = (await labCall(labUrl, 'GET', '/auth/current-user', customer)) as { id: number };
  // Orders take at most 100 rolls: enough orders for `count` rolls, each roll recorded once.
  const rolls: Array<{ orderId: number; rollId: number }> = [];
  while (rolls.length < count) {
    const size = Math.min(100, count - rolls.length);
    const order = await labCall(labUrl, 'POST', `/users/${me.id}/orders`, customer, {
      location: 'Mail-in',
      newRolls: Array.from({ length: size }, () => ({
        process: 'C-41',
        format: '35mm',
        brand: 'Kodak',
        model: 'Gold 200',
      })),
    });
    for (const roll of order.rolls as Array<{ id: number }>)
      rolls.push({ orderId: order.order.id, rollId: roll.id });
  }

  const waiters = new Map<string, (arrival: Arrival) => void>();
  let heardAnything = false;
  const client: Client = createClient({
    url: `${bffUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: customer },
    retryAttempts: 0,
  });
  const failed = new Promise<never>((_, reject) => {
    client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: ({ data }) => {
          heardAnything = true;
          const event = data?.userEvents as {
            type: string;
            rollId: string | null;
            event: string;
            at: string;
          };
          if (event?.type !== 'ROLL_EVENT' || !event.rollId) return;
          const arrival = {
            ...event,
            rollId: event.rollId,
            received: performance.now(),
            receivedWall: Date.now(),
          };
          waiters.get(`${event.rollId}:${event.event}`)?.(arrival);
        },
        error: (error) => reject(new Error(`subscription failed: ${JSON.stringify(error)}`)),
        complete: () => reject(new Error('subscription ended')),
      },
    );
  });
  failed.catch(() => undefined);

  const arrived = (rollId: number, event: string) =>
    Promise.race([
      failed,
      new Promise<Arrival | null>((resolve) => {
        const key = `${rollId}:${event}`;
        const timer = setTimeout(() => resolve(null), EACH_MS);
        waiters.set(key, (arrival) => {
          clearTimeout(timer);
          waiters.delete(key);
          resolve(arrival);
        });
      }),
    ]);

  const started = performance.now();
  try {
    // Warm up until the BFF's lab connection is open (events before it are not replayed): every PUT also
    // publishes the order's order_updated, so any message says the path is open.
    const first = rolls[0]!;
    for (let tries = 0; !heardAnything; tries++) {
      if (tries === 50) throw new Error('the subscription never heard the lab');
      await labCall(labUrl, 'PUT', `/orders/${first.orderId}/add-rolls-event/developed`, admin, {
        rollIds: [first.rollId],
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const putToMessage: number[] = [];
    const publishToMessage: number[] = [];
    let lost = 0;
    for (const { orderId, rollId } of rolls) {
      if (performance.now() - started > BUDGET_MS) break;
      const heard = arrived(rollId, 'RECEIVED');
      const sent = performance.now();
      await labCall(labUrl, 'PUT', `/orders/${orderId}/add-rolls-event/received`, admin, {
        rollIds: [rollId],
      });
      const arrival = await heard;
      if (!arrival) {
        lost++;
        continue;
      }
      putToMessage.push(arrival.received - sent);
      publishToMessage.push(arrival.receivedWall - Date.parse(arrival.at));
    }
    putToMessage.sort((a, b) => a - b);
    publishToMessage.sort((a, b) => a - b);
    process.stdout.write(
      `\n(f) live roll events: admin PUT add-rolls-event in the lab → the customer's graphql-ws subscription through the BFF (${putToMessage.length} events${lost ? `, ${lost} not heard within ${EACH_MS / 1000}s` : ''})\n`,
    );
    process.stdout.write(
      `  PUT sent → message received           p50 ${ms(percentile(putToMessage, 50)).padStart(9)}  p99 ${ms(percentile(putToMessage, 99)).padStart(9)}\n`,
    );
    process.stdout.write(
      `  lab's publish (at, ms clock) → message p50 ${ms(percentile(publishToMessage, 50)).padStart(9)}  p99 ${ms(percentile(publishToMessage, 99)).padStart(9)}\n`,
    );
  } finally {
    await client.dispose();
  }
}
