import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildLabApp } from '../app';
import { loadLabConfig } from '../config';
import { type Db, IN_MEMORY, openDatabase } from '../db';
import { createLabLogger } from '../logger';
import { createTokenService } from '../services/tokens';
import { type UserEvent, UserEventBus } from '../services/user-events';
import { SEED_IDS } from '../test-support/test-lab';

/** The lab's bus, counting who listens (to see that a closed socket stops listening). */
class CountingBus extends UserEventBus {
  readonly listening = new Map<string, number>();

  override subscribe(userId: number | '*', listener: (event: UserEvent) => void): () => void {
    const key = String(userId);
    const stop = super.subscribe(userId, listener);
    this.listening.set(key, (this.listening.get(key) ?? 0) + 1);
    return () => {
      this.listening.set(key, (this.listening.get(key) ?? 0) - 1);
      stop();
    };
  }
}

// The orders routes publish on this bus after their transactions commit; here the test publishes on it directly
// to check what the sockets do with an event, whoever published it.
const events = new CountingBus();
const listenerCount = (userId: number) => events.listening.get(String(userId)) ?? 0;
let app: FastifyInstance;
let db: Db;
let base: string;
let tokens: { customer: string; other: string; admin: string };

beforeAll(async () => {
  db = await openDatabase(IN_MEMORY);
  const config = { ...loadLabConfig({}), dataDir: IN_MEMORY };
  app = await buildLabApp({ config, db, events, logger: createLabLogger('silent') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
  const signer = createTokenService(config.tokenSecret, 3600);
  tokens = {
    customer: await signer.sign({ userId: SEED_IDS.customer, role: 'CUSTOMER' }),
    other: await signer.sign({ userId: SEED_IDS.newCustomer, role: 'CUSTOMER' }),
    admin: await signer.sign({ userId: SEED_IDS.admin, role: 'ADMIN' }),
  };
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const event = (userId: number, orderId: number): UserEvent => ({
  type: 'roll_event',
  userId,
  orderId,
  rollId: 31,
  event: 'developed',
  status: 'OPEN',
  at: new Date().toISOString(),
});

interface Opened {
  socket: WebSocket;
  messages: string[];
  /** Resolves with the next message (or one already received and not yet taken). */
  next(): Promise<string>;
}

function open(path: string, how: { header?: string; protocol?: string }): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${base}${path}`,
      how.protocol ? [how.protocol] : [],
      how.header ? { headers: { authorization: `Bearer ${how.header}` } } : {},
    );
    const messages: string[] = [];
    let taken = 0;
    const waiters: Array<(message: string) => void> = [];
    socket.on('message', (data) => {
      messages.push(data.toString());
      const waiter = waiters.shift();
      if (waiter) waiter(messages[taken++]!);
    });
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        next: () =>
          taken < messages.length
            ? Promise.resolve(messages[taken++]!)
            : new Promise<string>((done) => waiters.push(done)),
      }),
    );
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

async function close(opened: Opened): Promise<void> {
  if (opened.socket.readyState === WebSocket.CLOSED) return;
  await new Promise((done) => {
    opened.socket.once('close', done);
    opened.socket.close();
  });
}

/** Waits until the lab has attached its listener: events published before that are, rightly, not replayed. */
async function settled(): Promise<void> {
  await new Promise((done) => setTimeout(done, 50));
}

describe('GET /users/{id}/events/socket', () => {
  it("sends the user's own events as JSON and answers ping with pong (token in the Authorization header)", async () => {
    const mine = await open(`/users/${SEED_IDS.customer}/events/socket`, { header: tokens.customer });
    await settled();
    const sent = event(SEED_IDS.customer, 1001);
    events.publish(sent);
    expect(JSON.parse(await mine.next())).toEqual(sent);
    mine.socket.send('ping');
    expect(await mine.next()).toBe('pong');
    await close(mine);
  });

  it("takes the token as the subprotocol bearer.<token>, selects it, and never sends another user's events", async () => {
    const mine = await open(`/users/${SEED_IDS.customer}/events/socket`, {
      protocol: `bearer.${tokens.customer}`,
    });
    expect(mine.socket.protocol).toBe(`bearer.${tokens.customer}`);
    await settled();
    events.publish(event(SEED_IDS.newCustomer, 2002));
    const own = event(SEED_IDS.customer, 1002);
    events.publish(own);
    expect(JSON.parse(await mine.next())).toEqual(own);
    expect(mine.messages).toHaveLength(1);
    await close(mine);
  });

  it("refuses a customer another user's socket (403), a bad token (401) and no token (401)", async () => {
    const path = `/users/${SEED_IDS.customer}/events/socket`;
    await expect(open(path, { header: tokens.other })).rejects.toThrow('HTTP 403');
    await expect(open(path, { protocol: `bearer.${tokens.other}` })).rejects.toThrow('HTTP 403');
    await expect(open(path, { header: `${tokens.customer}x` })).rejects.toThrow('HTTP 401');
    await expect(open(path, { protocol: 'bearer.not-a-token' })).rejects.toThrow('HTTP 401');
    await expect(open(path, {})).rejects.toThrow('HTTP 401');
  });

  it("lets an admin open any user's socket, and answers 404 for a user that does not exist", async () => {
    const theirs = await open(`/users/${SEED_IDS.customer}/events/socket`, { header: tokens.admin });
    await settled();
    const sent = event(SEED_IDS.customer, 1003);
    events.publish(sent);
    expect(JSON.parse(await theirs.next())).toEqual(sent);
    await close(theirs);
    await expect(open('/users/99999/events/socket', { header: tokens.admin })).rejects.toThrow('HTTP 404');
  });

  it('stops listening when the socket closes', async () => {
    const before = listenerCount(SEED_IDS.customer);
    const mine = await open(`/users/${SEED_IDS.customer}/events/socket`, { header: tokens.customer });
    await settled();
    expect(listenerCount(SEED_IDS.customer)).toBe(before + 1);
    await close(mine);
    await settled();
    expect(listenerCount(SEED_IDS.customer)).toBe(before);
  });
});

describe('GET /users/{id}/zip-downloads/socket', () => {
  it('sends the same messages (spec §7: any message means "reload this user")', async () => {
    const zip = await open(`/users/${SEED_IDS.customer}/zip-downloads/socket`, {
      protocol: `bearer.${tokens.customer}`,
    });
    await settled();
    const sent: UserEvent = {
      type: 'zip_progress',
      userId: SEED_IDS.customer,
      progress: 40,
      at: new Date().toISOString(),
    };
    events.publish(sent);
    expect(JSON.parse(await zip.next())).toEqual(sent);
    await close(zip);
    await expect(
      open(`/users/${SEED_IDS.customer}/zip-downloads/socket`, { header: tokens.other }),
    ).rejects.toThrow('HTTP 403');
  });
});

describe('GET /events/socket', () => {
  it("hears every user's events, for admins only", async () => {
    const all = await open('/events/socket', { header: tokens.admin });
    await settled();
    const first = event(SEED_IDS.customer, 1004);
    const second = event(SEED_IDS.newCustomer, 2004);
    events.publish(first);
    events.publish(second);
    expect([JSON.parse(await all.next()), JSON.parse(await all.next())]).toEqual([first, second]);
    await close(all);
    await expect(open('/events/socket', { header: tokens.customer })).rejects.toThrow('HTTP 403');
    await expect(open('/events/socket', {})).rejects.toThrow('HTTP 401');
  });
});
