import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type LabCallLog, labCallLog } from '../support/lab-call-log.js';
import { type Stack, startStack } from '../support/stack.js';

// Live status on a lab without the live-events extension (decision 100): the BFF listens on spec §7's documented
// socket, /users/{id}/zip-downloads/socket, and the lab's extension socket is never asked for.

const CUSTOMER_ID = '2';
const USER_EVENTS =
  'subscription E($userId: ID) { userEvents(userId: $userId) { type userId orderId rollId event status } }';

let stack: Stack;
let log: LabCallLog;
let bffUrl: string;
let customer: string;
let admin: string;
let orderId: number;
let rollIds: number[];
const clients: Client[] = [];

/** The lab's documented REST calls directly, as the desk's own tools make them. */
async function lab(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${stack.labUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

beforeAll(async () => {
  stack = await startStack(
    {},
    {
      labContract: 'documented',
      upstream: async (labUrl) => {
        log = await labCallLog(labUrl);
        return log.url;
      },
    },
  );
  bffUrl = (await stack.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  [customer, admin] = await Promise.all([stack.login('customer@lab.test'), stack.login('admin@lab.test')]);
  const order = await lab('POST', `/users/${CUSTOMER_ID}/orders`, customer, {
    location: 'Mail-in',
    newRolls: [{ process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Portra 400' }],
  });
  orderId = order.order.id;
  rollIds = order.rolls.map((roll: { id: number }) => roll.id);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
  await log?.close();
});

function subscribe(token: string, variables: Record<string, unknown> = {}) {
  const client = createClient({
    url: `${bffUrl}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  const events: Array<Record<string, unknown>> = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query: USER_EVENTS, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data) events.push(result.data.userEvents as Record<string, unknown>);
      },
      error: (error) => errors.push(...(Array.isArray(error) ? error : [error])),
      complete: () => undefined,
    },
  );
  return { events, errors };
}

/** Acts until something arrives (the BFF's lab connection opens a moment after the subscription): 10 s at most. */
async function untilEvent(sub: { events: unknown[]; errors: unknown[] }, act: () => Promise<unknown>) {
  const deadline = Date.now() + 10_000;
  while (sub.events.length === 0) {
    if (Date.now() > deadline) throw new Error(`no event arrived; errors: ${JSON.stringify(sub.errors)}`);
    await act();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('userEvents on a documented-only lab', () => {
  it("hears the desk's roll event and invoice through the zip-downloads socket, never the events socket", async () => {
    const mine = subscribe(customer);
    const staffAdds = (event: string) =>
      stack.gql(
        `mutation { addRollsEvent(orderId: "${orderId}", event: ${event}, rollIds: ["${rollIds[0]}"]) { id } }`,
        {},
        admin,
      );
    // What the lab sends before the BFF's connection opens is not replayed: the first event only says it is open.
    await untilEvent(mine, () => staffAdds('RECEIVED'));
    await staffAdds('DEVELOPED');
    await until(
      () => mine.events.some((e) => e.type === 'ROLL_EVENT' && e.event === 'DEVELOPED'),
      'the roll event',
    );
    expect(mine.errors).toEqual([]);
    expect(mine.events).toContainEqual(
      expect.objectContaining({
        type: 'ROLL_EVENT',
        userId: CUSTOMER_ID,
        orderId: String(orderId),
        rollId: String(rollIds[0]),
        event: 'DEVELOPED',
      }),
    );

    const seen = mine.events.length;
    const invoiced = await stack.gql(
      `mutation { invoiceOrder(orderId: "${orderId}") { id status } }`,
      {},
      admin,
    );
    expect(invoiced.body.errors).toBeUndefined();
    await until(
      () => mine.events.slice(seen).some((e) => e.type === 'ORDER_UPDATED' && e.status === 'INVOICED'),
      'the INVOICED order event',
    );

    expect(log.calls).toContain(`GET /users/${CUSTOMER_ID}/zip-downloads/socket`);
    expect(log.calls.filter((call) => call.includes('/events/socket'))).toEqual([]);
  });

  it("lets staff follow a customer's live status the same way", async () => {
    const watching = subscribe(admin, { userId: CUSTOMER_ID });
    await untilEvent(watching, () =>
      stack.gql(
        `mutation { addRollsEvent(orderId: "${orderId}", event: SCANNED, rollIds: ["${rollIds[0]}"]) { id } }`,
        {},
        admin,
      ),
    );
    expect(watching.events[0]).toMatchObject({ userId: CUSTOMER_ID });
    expect(log.calls.filter((call) => call.includes('/events/socket'))).toEqual([]);
  });
});
