import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startLab } from '../../lab/server.js';
import { extractOperations } from '../../server/graphql/persisted/extract.js';
import type { LabUserEvent } from '../../server/realtime/lab-events.js';
import { UpstreamEvents } from '../../server/realtime/upstream-events.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { copyLabTemplate } from '../support/lab-template.js';
import { type Bff, type Stack, startBff, startStack } from '../support/stack.js';

// The web client's own subscription document, as the build's persisted manifest holds it.
const USER_EVENTS = Object.values(extractOperations(webDocuments as Record<string, unknown>)).find((query) =>
  query.includes('subscription UserEvents'),
)!;
const CUSTOMER_ID = '2';

let stack: Stack;
let bffUrl: string;
let customer: string;
let otherCustomer: string;
let admin: string;
let orderId: number;
let rollIds: number[];
const clients: Client[] = [];

beforeAll(async () => {
  stack = await startStack();
  const address = await stack.app.listen({ port: 0, host: '127.0.0.1' });
  bffUrl = address.replace(/^http/, 'ws');
  customer = await stack.login('customer@lab.test');
  otherCustomer = await stack.login('newcustomer@lab.test');
  admin = await stack.login('admin@lab.test');
  const order = await lab('POST', `/users/${CUSTOMER_ID}/orders`, customer, {
    location: 'Mail-in',
    newRolls: ['Portra 400', 'Gold 200', 'Ektar 100'].map((model) => ({
      process: 'C-41',
      format: '35mm',
      brand: 'Kodak',
      model,
    })),
  });
  orderId = order.order.id;
  rollIds = order.rolls.map((roll: { id: number }) => roll.id);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

/** The lab's REST API directly, as staff's tools use it. */
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

const recordRollEvent = (event: string, ids: number[]) =>
  lab('PUT', `/orders/${orderId}/add-rolls-event/${event}`, admin, { rollIds: ids });

interface Subscription {
  events: Array<Record<string, unknown>>;
  errors: unknown[];
  ended: Promise<void>;
}

function subscribe(
  url: string,
  token: string | undefined,
  variables: Record<string, unknown> = {},
): Subscription {
  const client = createClient({
    url: `${url}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  clients.push(client);
  const events: Subscription['events'] = [];
  const errors: unknown[] = [];
  const ended = new Promise<void>((resolve) => {
    client.subscribe(
      { query: USER_EVENTS, variables },
      {
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
          if (result.data) events.push(result.data.userEvents as Record<string, unknown>);
        },
        error: (error) => {
          errors.push(...(Array.isArray(error) ? error : [error]));
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return { events, errors, ended };
}

/**
 * The BFF opens its lab connection when the subscription starts; what the lab publishes before that is not
 * replayed. Acts until the first message arrives (at most 10 s), so the test waits exactly as long as needed.
 */
async function untilFirstEvent(subscription: Subscription, act: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (subscription.events.length === 0) {
    if (Date.now() > deadline)
      throw new Error(`no event arrived; errors: ${JSON.stringify(subscription.errors)}`);
    await act();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Subscription.userEvents', () => {
  it("delivers the customer's roll events, recorded by staff in the lab, in the schema's terms", async () => {
    const mine = subscribe(bffUrl, customer);
    // A step needs the roll received (docs/decisions/102-desk-rules.md): both rolls are checked in first.
    await untilFirstEvent(mine, () => recordRollEvent('received', [rollIds[0]!, rollIds[1]!]));
    await recordRollEvent('developed', [rollIds[0]!, rollIds[1]!]);
    const developed = await until(() => {
      const found = mine.events.filter((e) => e.type === 'ROLL_EVENT' && e.event === 'DEVELOPED');
      return found.length === 2 ? found : undefined;
    }, 'two DEVELOPED roll events');
    expect(developed).toEqual(
      [rollIds[0], rollIds[1]].map((rollId) => ({
        __typename: 'UserEvent',
        type: 'ROLL_EVENT',
        userId: CUSTOMER_ID,
        orderId: String(orderId),
        rollId: String(rollId),
        event: 'DEVELOPED',
        status: 'OPEN',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })),
    );
    expect(mine.events).toContainEqual(
      expect.objectContaining({ type: 'ORDER_UPDATED', orderId: String(orderId), rollId: null, event: null }),
    );
    expect(mine.errors).toEqual([]);
  });

  it("lets an admin follow any user's events", async () => {
    const watching = subscribe(bffUrl, admin, { userId: CUSTOMER_ID });
    await untilFirstEvent(watching, () => recordRollEvent('received', [rollIds[0]!]));
    expect(watching.events[0]).toMatchObject({ userId: CUSTOMER_ID, orderId: String(orderId) });
  });

  it("refuses another customer's events (FORBIDDEN) and a visitor's subscription (UNAUTHENTICATED)", async () => {
    const theirs = subscribe(bffUrl, otherCustomer, { userId: CUSTOMER_ID });
    await theirs.ended;
    expect(theirs.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    ]);

    const visitor = subscribe(bffUrl, undefined);
    await visitor.ended;
    expect(visitor.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    ]);

    const forged = subscribe(bffUrl, `${customer}x`);
    await forged.ended;
    expect(forged.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    ]);
  });

  it('answers NOT_FOUND for an admin following a user that does not exist', async () => {
    const nobody = subscribe(bffUrl, admin, { userId: '99999' });
    await nobody.ended;
    expect(nobody.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    ]);
  });
});

describe('/api/users/{userId}/zip-downloads/socket', () => {
  function open(path: string, token: string): Promise<{ socket: WebSocket; messages: string[] }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${bffUrl}${path}`, [`bearer.${token}`]);
      const messages: string[] = [];
      socket.on('message', (data) => messages.push(data.toString()));
      socket.once('open', () => resolve({ socket, messages }));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  it("forwards the lab's messages and the client's ping both ways", async () => {
    const { socket, messages } = await open(`/api/users/${CUSTOMER_ID}/zip-downloads/socket`, customer);
    expect(socket.protocol).toBe(`bearer.${customer}`);
    socket.send('ping');
    await until(() => (messages.includes('pong') ? true : undefined), 'pong');
    await recordRollEvent('received', [rollIds[2]!]);
    const update = await until(
      () =>
        messages.map((m) => (m === 'pong' ? null : JSON.parse(m))).find((m) => m?.type === 'order_updated'),
      'an order_updated message',
    );
    expect(update).toMatchObject({ userId: Number(CUSTOMER_ID), orderId });
    socket.close();
  });

  it("refuses another user's socket with the lab's 403, and no token with 401", async () => {
    await expect(open(`/api/users/${CUSTOMER_ID}/zip-downloads/socket`, otherCustomer)).rejects.toThrow(
      'HTTP 403',
    );
    await expect(open(`/api/users/${CUSTOMER_ID}/zip-downloads/socket`, 'nonsense')).rejects.toThrow(
      'HTTP 401',
    );
  });

  it('never logs the token', async () => {
    const logs = stack.logs.join('\n');
    expect(logs).toContain('zip-downloads/socket');
    for (const token of [customer, otherCustomer, admin]) expect(logs).not.toContain(token);
  });
});

describe('with the production settings (persisted-only, CSRF prevention)', () => {
  let dir: string;
  let strict: Bff;
  let strictUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'filmlab-live-'));
    const manifestPath = join(dir, 'persisted-operations.json');
    await writeFile(manifestPath, JSON.stringify(extractOperations(webDocuments as Record<string, unknown>)));
    strict = await startBff(stack.labUrl, {
      GRAPHQL_PERSISTED_ONLY: 'true',
      GRAPHQL_PERSISTED_MANIFEST: manifestPath,
      CSRF_PREVENTION: 'true',
    });
    strictUrl = (await strict.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    await strict?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("runs the web client's subscription", async () => {
    const mine = subscribe(strictUrl, customer);
    await untilFirstEvent(mine, () => recordRollEvent('received', [rollIds[0]!]));
    expect(mine.events[0]).toMatchObject({ userId: CUSTOMER_ID });
  });

  it('refuses any other subscription document', async () => {
    const client = createClient({
      url: `${strictUrl}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${customer}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription Other { userEvents { type userId } }' },
        { next: () => undefined, error: resolve, complete: () => resolve([]) },
      );
    });
    expect(errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({ reason: 'PERSISTED_QUERY_REQUIRED' }),
      }),
    ]);
  });
});

describe('UpstreamEvents (the BFF side of the lab connection)', () => {
  let dir: { dir: string; databaseUrl?: string; remove(): Promise<void> };
  let running: Awaited<ReturnType<typeof startLab>>;
  let upstream: UpstreamEvents;
  let labToken: string;
  let adminToken: string;
  let labOrderId: number;
  const log = { info: () => undefined, warn: () => undefined };

  const labLogin = async (email: string) => {
    const response = await fetch(`${running.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'filmlab-demo' }),
    });
    return response.headers.get('authorization')!.slice('Bearer '.length);
  };
  const receive = async (order: number) => {
    await fetch(`${running.url}/orders/${order}/receive`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rollCount: 1 }),
    });
  };
  const listener = (token: string) => {
    const heard: LabUserEvent[] = [];
    const refused: number[] = [];
    return {
      heard,
      refused,
      subscriber: {
        token,
        onEvent: (e: LabUserEvent) => heard.push(e),
        onRefused: (s: number) => refused.push(s),
      },
    };
  };

  beforeAll(async () => {
    dir = await copyLabTemplate(inject('labTemplateDir'));
    running = await startLab({
      dataDir: dir.dir,
      databaseUrl: dir.databaseUrl,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      validateAnswers: true,
    });
    upstream = new UpstreamEvents({ labApiUrl: running.url, connectTimeoutMs: 2000, log, reconnectMs: 300 });
    labToken = await labLogin('customer@lab.test');
    adminToken = await labLogin('admin@lab.test');
    const created = await fetch(`${running.url}/users/${CUSTOMER_ID}/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${labToken}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        location: 'Mail-in',
        newRolls: [{ process: 'C-41', format: '35mm', brand: 'Ilford', model: 'HP5 Plus' }],
      }),
    });
    labOrderId = ((await created.json()) as { order: { id: number } }).order.id;
  });
  afterAll(async () => {
    await upstream?.close();
    await running?.close();
    await dir?.remove();
  });

  it('shares one lab connection among subscribers to one user and closes it with the last', async () => {
    const a = listener(labToken);
    const b = listener(labToken);
    const stopA = upstream.subscribe(CUSTOMER_ID, a.subscriber);
    const stopB = upstream.subscribe(CUSTOMER_ID, b.subscriber);
    expect(upstream.connectionCount).toBe(1);
    const deadline = Date.now() + 10_000;
    while (a.heard.length === 0 && Date.now() < deadline) {
      await receive(labOrderId);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(a.heard.length).toBeGreaterThan(0);
    expect(b.heard.length).toBe(a.heard.length);
    stopA();
    expect(upstream.connectionCount).toBe(1);
    stopB();
    expect(upstream.connectionCount).toBe(0);
  });

  it("ends a subscriber whose token the lab refuses, with the lab's status", async () => {
    const bad = listener(`${labToken}x`);
    upstream.subscribe(CUSTOMER_ID, bad.subscriber);
    await until(() => (bad.refused.length > 0 ? true : undefined), 'the refusal');
    expect(bad.refused).toEqual([401]);
    expect(upstream.connectionCount).toBe(0);
  });

  it('reconnects after the lab comes back, and events flow again', async () => {
    const mine = listener(labToken);
    const stop = upstream.subscribe(CUSTOMER_ID, mine.subscriber);
    const port = running.port;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await running.close();
    running = await startLab({
      dataDir: dir.dir,
      databaseUrl: dir.databaseUrl,
      port,
      host: '127.0.0.1',
      logLevel: 'silent',
      validateAnswers: true,
    });
    adminToken = await labLogin('admin@lab.test');
    const deadline = Date.now() + 10_000;
    while (mine.heard.length === 0 && Date.now() < deadline) {
      await receive(labOrderId);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(mine.heard.length).toBeGreaterThan(0);
    expect(mine.refused).toEqual([]);
    stop();
  });
});
