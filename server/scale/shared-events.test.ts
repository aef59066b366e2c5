import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { startRedis } from '../../tests/scale/cluster.js';
import type { LabUserEvent } from '../realtime/lab-events.js';
import type { UpstreamSubscriber } from '../realtime/upstream-events.js';
import { SharedUserEvents } from './shared-events.js';
import { SharedRedis } from './shared-redis.js';

// Two replicas' event sources sharing a real redis-server, each in front of its own stand-in lab, so a test knows
// which replica opened a lab connection and which delivered an event through Redis.

const LEASE_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

interface FakeLab {
  url: string;
  /** Open connections, by the path they asked for. */
  open: Array<{ path: string; socket: WebSocket }>;
  connections: number;
  /** Set: the next connections are refused with this status, as the lab refuses a deleted user (404). */
  refuse?: number;
  send(event: LabUserEvent): void;
  close(): Promise<void>;
}

async function fakeLab(): Promise<FakeLab> {
  let lab: FakeLab;
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (_info, done) => (lab.refuse ? done(false, lab.refuse) : done(true)),
  });
  await new Promise((resolve) => server.once('listening', resolve));
  lab = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: [],
    connections: 0,
    send: (event) => {
      for (const { socket } of lab.open) socket.send(JSON.stringify(event));
    },
    close: () => {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  server.on('connection', (socket, request) => {
    const entry = { path: request.url ?? '', socket };
    lab.connections++;
    lab.open.push(entry);
    socket.on('close', () => lab.open.splice(lab.open.indexOf(entry), 1));
  });
  return lab;
}

function listener(token: string) {
  const events: LabUserEvent[] = [];
  const refused: number[] = [];
  const subscriber: UpstreamSubscriber = {
    token,
    onEvent: (event) => events.push(event),
    onRefused: (status) => refused.push(status),
  };
  return { subscriber, events, refused };
}

const rollEvent = (rollId: number): LabUserEvent => ({
  type: 'roll_event',
  userId: 2,
  rollId,
  event: 'received',
  at: new Date().toISOString(),
});

// This machine kind has redis-server (issue 16); elsewhere the file says so, and under CI it fails instead.
const haveRedis = !spawnSync('redis-server', ['--version']).error;
if (!haveRedis && process.env.CI === 'true') throw new Error('CI: redis-server is not installed');

if (!haveRedis) {
  describe('live events through Redis without redis-server', () => {
    it('did not run the fan-out tests', () => {
      process.stdout.write(
        'redis-server is not installed here: the Redis fan-out tests did not run (CI runs them)\n',
      );
      expect(haveRedis).toBe(false);
    });
  });
}

describe.runIf(haveRedis)('live events fanned out through Redis across replicas', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const labs: FakeLab[] = [];
  const sources: SharedUserEvents[] = [];
  const clients: SharedRedis[] = [];
  const warnings: string[] = [];
  const stops: Array<() => void> = [];
  const log = { info: () => undefined, warn: (_: object, message: string) => warnings.push(message) };

  const replica = async () => {
    const lab = await fakeLab();
    const shared = new SharedRedis(redis.url, log);
    await until(() => shared.ready, 'Redis');
    const source = new SharedUserEvents({
      labApiUrl: lab.url,
      connectTimeoutMs: 2_000,
      log,
      redis: shared,
      leaseMs: LEASE_MS,
    });
    labs.push(lab);
    clients.push(shared);
    sources.push(source);
    return { lab, source, shared };
  };

  beforeAll(async () => {
    redis = await startRedis();
  });

  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    for (const source of sources.splice(0)) await source.close();
    for (const client of clients.splice(0)) await client.close();
    for (const lab of labs.splice(0)) await lab.close();
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it("delivers to replica A's subscriber, once, an event that reached only replica B's lab connection", async () => {
    const a = await replica();
    const b = await replica();
    await sleep(100); // both replicas' channel subscriptions are up
    const onB = listener('token-b');
    stops.push(b.source.subscribe('2', onB.subscriber));
    await until(() => b.lab.open.length === 1, "B's lab connection");
    const onA = listener('token-a');
    stops.push(a.source.subscribe('2', onA.subscriber));
    // Several lease periods: A never opens its own connection while B holds the lease.
    await sleep(LEASE_MS * 2);
    expect(a.lab.connections).toBe(0);
    expect(b.lab.open.map((entry) => entry.path)).toEqual(['/users/2/events/socket']);

    const event = rollEvent(31);
    b.lab.send(event);
    await until(() => onA.events.length > 0 && onB.events.length > 0, 'the event on both replicas');
    await sleep(300);
    expect(onA.events).toEqual([event]);
    expect(onB.events).toEqual([event]);
    expect(a.source.counts).toEqual({ published: 0, fromRedis: 1, local: 0, duplicates: 0 });
    expect(b.source.counts).toEqual({ published: 1, fromRedis: 1, local: 0, duplicates: 0 });
  });

  it('hands the lab connection to another replica as soon as the holder has no subscriber left', async () => {
    const a = await replica();
    const b = await replica();
    await sleep(100);
    const onB = listener('token-b');
    const stopB = b.source.subscribe('2', onB.subscriber);
    await until(() => b.lab.open.length === 1, "B's lab connection");
    const onA = listener('token-a');
    stops.push(a.source.subscribe('2', onA.subscriber));
    await sleep(100);
    const leftAt = Date.now();
    stopB();
    await until(() => a.lab.open.length === 1 && b.lab.open.length === 0, 'the hand-over to A');
    // Told by B's 'released' message, not by the lease running out.
    expect(Date.now() - leftAt).toBeLessThan(LEASE_MS);
    const event = rollEvent(32);
    a.lab.send(event);
    await until(() => onA.events.length > 0, 'the event on A');
    await sleep(200);
    expect(onA.events).toEqual([event]);
    expect(onB.events).toEqual([]);
  });

  it('delivers an event once when two lab connections overlap (the same event from both)', async () => {
    const a = await replica();
    const b = await replica();
    await sleep(100);
    const onA = listener('token-a');
    stops.push(a.source.subscribe('2', onA.subscriber));
    const onB = listener('token-b');
    stops.push(b.source.subscribe('2', onB.subscriber));
    await until(() => a.lab.open.length + b.lab.open.length === 1, 'one lab connection');
    const holder = a.lab.open.length === 1 ? a : b;
    const other = holder === a ? b : a;
    // The other replica's connection opened while Redis was briefly unusable to it: the lab sends both the event.
    (other.shared.client as unknown as { status: string }).status = 'reconnecting';
    await until(() => other.lab.open.length === 1, 'the fallback connection');
    const event = rollEvent(33);
    other.lab.send(event);
    holder.lab.send(event);
    (other.shared.client as unknown as { status: string }).status = 'ready';
    await until(() => onA.events.length > 0 && onB.events.length > 0, 'the event on both');
    await sleep(300);
    expect(onA.events).toEqual([event]);
    expect(onB.events).toEqual([event]);
    // It did reach the other replica twice (its own connection and Redis): one copy was dropped.
    expect(other.source.counts.duplicates).toBe(1);
  });

  it("ends every replica's streams for a user the lab no longer knows (404)", async () => {
    const a = await replica();
    const b = await replica();
    await sleep(100);
    b.lab.refuse = 404;
    const onA = listener('token-a');
    stops.push(a.source.subscribe('2', onA.subscriber));
    await sleep(100);
    const onB = listener('token-b');
    stops.push(b.source.subscribe('2', onB.subscriber));
    // A holds the lease: make it let go, so B (whose lab refuses) takes over.
    a.lab.refuse = 404;
    for (const { socket } of a.lab.open) socket.close();
    await until(() => onA.refused.length > 0 && onB.refused.length > 0, 'both streams ended');
    expect(onA.refused).toEqual([404]);
    expect(onB.refused).toEqual([404]);
  });

  it('falls back to its own lab connection and local delivery when Redis stops, with a warning', async () => {
    const a = await replica();
    const b = await replica();
    await sleep(100);
    const onB = listener('token-b');
    stops.push(b.source.subscribe('2', onB.subscriber));
    await until(() => b.lab.open.length === 1, "B's lab connection");
    const onA = listener('token-a');
    stops.push(a.source.subscribe('2', onA.subscriber));
    await sleep(LEASE_MS);
    expect(a.lab.connections).toBe(0);

    await redis.stop();
    await until(() => a.lab.open.length === 1, "A's own lab connection");
    const event = rollEvent(34);
    a.lab.send(event);
    await until(() => onA.events.length > 0, 'the event on A');
    expect(onA.events).toEqual([event]);
    expect(a.source.counts.local).toBe(1);
    expect(a.shared.fallbacks).toBeGreaterThan(0);
    expect(warnings.some((line) => line.includes('Redis is unreachable'))).toBe(true);

    // Redis back (same address): one lab connection for the fleet again, and events through Redis, once.
    redis = await startRedis(redis.port);
    await until(() => a.lab.open.length + b.lab.open.length === 1, 'one lab connection again', 10_000);
    const holder = a.lab.open.length === 1 ? a : b;
    const later = rollEvent(35);
    holder.lab.send(later);
    await until(() => onA.events.length === 2 && onB.events.length === 1, 'the later event on both');
    await sleep(300);
    // (The outage's event reached A's own connection only: B's lab sent nothing then.)
    expect(onA.events).toEqual([event, later]);
    expect(onB.events).toEqual([later]);
  });
});
