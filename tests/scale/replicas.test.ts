import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { extractOperations } from '../../server/graphql/persisted/extract.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { copyLabTemplate } from '../support/lab-template.js';
import {
  type Balancer,
  type LabProcess,
  type Replica,
  startBalancer,
  startLabProcess,
  startRedis,
  startReplica,
  stopReplicas,
} from './cluster.js';
import { openSubscription, orderAndReceiveRoll } from './live-clients.js';

// Issue 16: two BFF replicas (child processes running server/main.ts) behind a small round-robin balancer share
// their rate limits, public cache and live events through Redis, and keep answering when Redis stops. The lab runs
// as two processes on one PostgreSQL database: replica A talks to lab 1, replica B to lab 2, each through a
// counting pass-through, so the test sees which replica opened which lab connection. The test runs its own
// redis-server on a spare port (never the machine's 6379).

const TOKEN_MAX = 12;
// The web client's own subscription document (the BFF accepts no other).
const USER_EVENTS = Object.values(extractOperations(webDocuments as Record<string, unknown>)).find((query) =>
  query.includes('subscription UserEvents'),
)!;
const CACHE_TTL_MS = 4_000;
const TOKEN_SECRET = 'scale-test-secret-shared-by-both-lab-processes';
const CUSTOMER_EVENTS_SOCKET = 'UPGRADE /users/2/events/socket';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two BFF replicas sharing Redis behind a balancer', () => {
  let db: Awaited<ReturnType<typeof copyLabTemplate>>;
  const labs: LabProcess[] = [];
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let replicas: Replica[] = [];
  let balancer: Balancer;
  // One in front of each lab process, to count the calls each replica makes to it.
  const labCounters: Balancer[] = [];

  const gqlAt = async (url: string, query: string, token?: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
    };
  };
  const gql = (query: string, token?: string) => gqlAt(balancer.url, query, token);
  const loginAt = async (url: string, email: string) => {
    const { body } = await gqlAt(
      url,
      `mutation { login(email: "${email}", password: "filmlab-demo") { token } }`,
    );
    return (body.data!.login as { token: string }).token;
  };
  /** The seeded demo password on an account staff just made (its holder would set one from the mailed link). */
  const setDemoPassword = async (userId: string) => {
    const { Client } = pg;
    const client = new Client({ connectionString: db.databaseUrl! });
    await client.connect();
    try {
      await client.query(
        'UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = 1) WHERE id = $1',
        [Number(userId)],
      );
    } finally {
      await client.end();
    }
  };
  const openLive = (url: string, token: string, userId?: string) =>
    openSubscription(url, token, USER_EVENTS, userId);
  const receiveNewRoll = (labUrl: string, replicaUrl: string, customer: string, staff: string) =>
    orderAndReceiveRoll(labUrl, customer, (query) => gqlAt(replicaUrl, query, staff));

  beforeAll(async () => {
    db = await copyLabTemplate(inject('labTemplateDir'));
    if (!db.databaseUrl)
      throw new Error('tests/scale runs the lab on the PostgreSQL server (integration-postgres)');
    const labEnv = { DATABASE_URL: db.databaseUrl, LAB_DATA_DIR: db.dir, LAB_TOKEN_SECRET: TOKEN_SECRET };
    labs.push(...(await Promise.all([startLabProcess(labEnv), startLabProcess(labEnv)])));
    for (const lab of labs) labCounters.push(await startBalancer([lab.port]));
    redis = await startRedis();
    replicas = await Promise.all(
      labCounters.map((counter) =>
        startReplica({
          LAB_API_URL: counter.url,
          REDIS_URL: redis.url,
          // 500 ms (the default) gives up on a Redis that a starved CI machine delays, and the replica then acts
          // alone (a second lab load, its own event connection): what this file checks is the sharing itself.
          REDIS_COMMAND_TIMEOUT_MS: '3000',
          RATE_LIMIT_TOKEN_MAX: String(TOKEN_MAX),
          RATE_LIMIT_IP_MAX: '0',
          PUBLIC_CACHE_TTL_MS: String(CACHE_TTL_MS),
          UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        }),
      ),
    );
    balancer = await startBalancer(replicas.map((replica) => replica.port));
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    await stopReplicas(replicas);
    for (const counter of labCounters) await counter.close();
    await redis?.stop();
    for (const lab of labs) await lab.stop();
    await db?.remove();
  });

  it('enforces one per-token budget across both replicas: the N+1th request is 429 whichever replica gets it', async () => {
    const token = await loginAt(balancer.url, 'customer@lab.test');
    const before = [...balancer.served];
    const statuses: number[] = [];
    for (let i = 0; i < TOKEN_MAX + 2; i++) statuses.push((await gql('{ me { id } }', token)).status);
    expect(statuses.slice(0, TOKEN_MAX).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(TOKEN_MAX)).toEqual([429, 429]);
    // Both replicas took part: alone, each saw about half the budget.
    expect(balancer.served[0]! - before[0]!).toBeGreaterThanOrEqual(TOKEN_MAX / 2);
    expect(balancer.served[1]! - before[1]!).toBeGreaterThanOrEqual(TOKEN_MAX / 2);
  });

  it('makes one lab call per public key per TTL while both replicas are under load', async () => {
    const labCalls = () =>
      labCounters.flatMap((counter) => counter.paths).filter((path) => path === 'GET /public/locations')
        .length;
    const before = labCalls();
    const started = Date.now();
    // Two waves of 20 concurrent anonymous reads through the balancer (10 to each replica), within one TTL.
    for (let wave = 0; wave < 2; wave++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => gql('{ locations { name } }')));
      expect(
        answers.every((answer) => answer.status === 200 && Array.isArray(answer.body.data?.locations)),
      ).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(CACHE_TTL_MS);
    // On failure, the replicas' warnings say whether Redis answered too slowly (a fallback loads on its own).
    expect(labCalls() - before, replicas.map((replica) => replica.output()).join('\n')).toBe(1);
    // After the TTL, one more call for the whole fleet.
    await sleep(CACHE_TTL_MS + 200);
    await Promise.all(Array.from({ length: 10 }, () => gql('{ locations { name } }')));
    expect(labCalls() - before, replicas.map((replica) => replica.output()).join('\n')).toBe(2);
  });

  it('delivers to a subscription opened through replica A, once, a roll event caused through replica B, over Redis from the one lab connection B holds; and one caused on the other lab process', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const customer = await loginAt(a.url, 'customer@lab.test');
    const admin = await loginAt(b.url, 'admin@lab.test');
    const newOrder = async (rolls: number) => {
      const created = await fetch(`${labs[0]!.url}/users/2/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer}`,
          'content-type': 'application/json',
          'idempotency-key': `scale-${Date.now()}-${rolls}`,
        },
        body: JSON.stringify({
          location: 'Mail-in',
          newRolls: Array(rolls).fill({
            process: 'C-41',
            format: '35mm',
            brand: 'Kodak',
            model: 'Portra 400',
          }),
        }),
      });
      return (await created.json()) as { order: { id: number }; rolls: Array<{ id: number }> };
    };
    const receive = async (replica: Replica, orderId: number, rollId: number) => {
      const answer = await gqlAt(
        replica.url,
        `mutation { addRollsEvent(orderId: "${orderId}", event: RECEIVED, rollIds: ["${rollId}"]) { id } }`,
        admin,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    };
    const subscribe = (replica: Replica) => {
      const events: Array<Record<string, unknown>> = [];
      const client = createClient({
        url: `${replica.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${customer}` },
        retryAttempts: 0,
      });
      client.subscribe(
        { query: USER_EVENTS, variables: {} },
        {
          next: (result) => {
            if (result.data) events.push(result.data.userEvents as Record<string, unknown>);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return { events, client };
    };
    const received = (events: Array<Record<string, unknown>>, rollId: number) =>
      events.filter((e) => e.type === 'ROLL_EVENT' && e.event === 'RECEIVED' && e.rollId === String(rollId));

    const order = await newOrder(2);
    // B subscribes first, so B holds the customer's lease and the fleet's one lab connection (to lab 2).
    const onB = subscribe(b);
    const open = [onB];
    try {
      const deadline = Date.now() + 20_000;
      while (!labCounters[1]!.paths.includes(CUSTOMER_EVENTS_SOCKET)) {
        if (Date.now() > deadline) throw new Error('replica B opened no lab connection');
        await sleep(50);
      }
      const onA = subscribe(a);
      open.push(onA);
      // Until both subscriptions are live end to end: events on warm-up orders, each try a fresh one.
      const warmUps: number[] = [];
      while (![onA, onB].every((s) => warmUps.some((rollId) => received(s.events, rollId).length > 0))) {
        if (Date.now() > deadline) throw new Error(`no warm-up event: A ${JSON.stringify(onA.events)}`);
        const warmUp = await newOrder(1);
        warmUps.push(warmUp.rolls[0]!.id);
        await receive(b, warmUp.order.id, warmUp.rolls[0]!.id);
        await sleep(1_000);
      }

      // Caused through B (lab 2, the lab process holding the connection); then through A (lab 1, the other).
      const [viaB, viaA] = order.rolls.map((roll) => roll.id) as [number, number];
      await receive(b, order.order.id, viaB);
      await receive(a, order.order.id, viaA);
      while (
        ![onA, onB].every((s) => received(s.events, viaA).length > 0 && received(s.events, viaB).length > 0)
      ) {
        if (Date.now() > deadline) throw new Error(`events missing: A ${JSON.stringify(onA.events)}`);
        await sleep(50);
      }
      await sleep(1_000);
      for (const { events } of [onA, onB]) {
        expect(received(events, viaB)).toEqual([
          expect.objectContaining({ type: 'ROLL_EVENT', event: 'RECEIVED', rollId: String(viaB) }),
        ]);
        expect(received(events, viaA)).toHaveLength(1);
      }
      // Replica A never opened a lab connection for the customer: what it delivered came through Redis.
      const warnings = replicas.map((replica) => replica.output()).join('\n');
      expect(labCounters[0]!.paths, warnings).not.toContain(CUSTOMER_EVENTS_SOCKET);
      expect(labCounters[1]!.paths.filter((path) => path === CUSTOMER_EVENTS_SOCKET)).toHaveLength(1);
    } finally {
      for (const { client } of open) await client.dispose();
    }
  });

  it('ends, on replica A, the subscriptions of sessions signed out through replica B, within a second (a demoted admin’s too)', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const phone = await loginAt(a.url, 'newcustomer@lab.test');
    const laptop = await loginAt(b.url, 'newcustomer@lab.test');
    const staff = await loginAt(b.url, 'admin@lab.test');
    // A second admin, watching the customer's events on A, whom staff then demote through B.
    const made = await fetch(`${labs[0]!.url}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'scale.admin@lab.test',
        firstName: 'Scale',
        lastName: 'Admin',
        role: 'ADMIN',
      }),
    });
    const watcherId = String(((await made.json()) as { id: number }).id);
    await setDemoPassword(watcherId);
    const watcher = await loginAt(a.url, 'scale.admin@lab.test');
    const phoneLive = openLive(a.url, phone);
    const watching = openLive(a.url, watcher, '3');
    await Promise.all([phoneLive.connected, watching.connected]);
    await sleep(500);

    const signedOut = await gqlAt(b.url, 'mutation { signOutOtherSessions { id } }', laptop);
    expect(signedOut.body.errors).toBeUndefined();
    const phoneAnsweredAt = Date.now();
    const demoted = await gqlAt(
      b.url,
      `mutation { changeUserRole(userId: "${watcherId}", role: CUSTOMER) { id } }`,
      staff,
    );
    expect(demoted.body.errors).toBeUndefined();
    const demotedAt = Date.now();
    const [phoneClosed, watcherClosed] = await Promise.all([phoneLive.closed, watching.closed]);
    expect(phoneClosed).toMatchObject({ code: 4401, reason: 'Signed out: this session has ended' });
    expect(watcherClosed).toMatchObject({ code: 4401, reason: 'Signed out: this session has ended' });
    expect(phoneClosed.at - phoneAnsweredAt).toBeLessThan(1_000);
    expect(watcherClosed.at - demotedAt).toBeLessThan(1_000);
  });

  describe('a second deployment on the same Redis (REDIS_PREFIX)', () => {
    let otherDb: Awaited<ReturnType<typeof copyLabTemplate>>;
    let otherLab: LabProcess;
    let otherCounter: Balancer;
    let other: Replica;

    beforeAll(async () => {
      otherDb = await copyLabTemplate(inject('labTemplateDir'));
      otherLab = await startLabProcess({
        DATABASE_URL: otherDb.databaseUrl!,
        LAB_DATA_DIR: otherDb.dir,
        LAB_TOKEN_SECRET: TOKEN_SECRET,
      });
      otherCounter = await startBalancer([otherLab.port]);
      other = await startReplica({
        LAB_API_URL: otherCounter.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: 'deployment-two',
        REDIS_COMMAND_TIMEOUT_MS: '3000',
        RATE_LIMIT_TOKEN_MAX: String(TOKEN_MAX),
        RATE_LIMIT_IP_MAX: '0',
        PUBLIC_CACHE_TTL_MS: String(CACHE_TTL_MS),
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      });
    }, 120_000);

    afterAll(async () => {
      if (other) await stopReplicas([other]);
      await otherCounter?.close();
      await otherLab?.stop();
      await otherDb?.remove();
    });

    it('shares no rate limit and no cache entry, and every key sits under its own deployment’s prefix', async () => {
      // One token string spent to the last request on the first deployment is still fresh on the second.
      const token = await loginAt(balancer.url, 'vendor@lab.test');
      for (let i = 0; i < TOKEN_MAX; i++) await gql('{ me { id } }', token);
      expect((await gql('{ me { id } }', token)).status).toBe(429);
      expect((await gqlAt(other.url, '{ me { id } }', token)).status).toBe(200);

      // The first deployment has the public locations cached: the second still asks its own lab.
      expect((await gql('{ locations { name } }')).status).toBe(200);
      const asked = () => otherCounter.paths.filter((path) => path === 'GET /public/locations').length;
      const before = asked();
      expect((await gqlAt(other.url, '{ locations { name } }')).status).toBe(200);
      expect(asked() - before).toBe(1);

      const client = new Redis(redis.url);
      try {
        const keys = await client.keys('*');
        expect(keys.some((key) => key.startsWith('deployment-two:rl:'))).toBe(true);
        expect(keys.some((key) => key.startsWith('deployment-two:cache:'))).toBe(true);
        expect(
          keys.filter((key) => !key.startsWith('filmlab:') && !key.startsWith('deployment-two:')),
        ).toEqual([]);
      } finally {
        client.disconnect();
      }
    });

    it('never delivers the first deployment’s events to the second’s subscriber with the same user id', async () => {
      const [, b] = replicas as [Replica, Replica];
      const here = await loginAt(other.url, 'customer@lab.test');
      const events: Array<Record<string, unknown>> = [];
      const client = createClient({
        url: `${other.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${here}` },
        retryAttempts: 0,
      });
      client.subscribe(
        { query: USER_EVENTS, variables: {} },
        {
          next: (result) => {
            if (result.data) events.push(result.data.userEvents as Record<string, unknown>);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      try {
        // Live on its own deployment: an event of its own lab arrives.
        const staffHere = await loginAt(other.url, 'admin@lab.test');
        const deadline = Date.now() + 20_000;
        while (!events.some((event) => event.type === 'ROLL_EVENT')) {
          if (Date.now() > deadline) throw new Error('no event from the second deployment’s own lab');
          await receiveNewRoll(otherLab.url, other.url, here, staffHere);
          await sleep(1_000);
        }
        const seen = events.length;
        // The same user id on the first deployment: its events stay there.
        const customerThere = await loginAt(b.url, 'customer@lab.test');
        const staffThere = await loginAt(b.url, 'admin@lab.test');
        const rollThere = await receiveNewRoll(labs[0]!.url, b.url, customerThere, staffThere);
        await sleep(1_500);
        expect(events.slice(seen).filter((event) => event.rollId === String(rollThere))).toEqual([]);
      } finally {
        await client.dispose();
      }
    });
  });

  it('keeps answering with Redis stopped mid-test: limits fall back to per-process, /readyz says so, a warning is logged', async () => {
    const ready = await (await fetch(`${balancer.url}/readyz`)).json();
    // It also lists the lab's extension features the replica found (decision 097).
    expect(ready).toMatchObject({ status: 'ready', redis: 'up', features: expect.any(Array) });
    await redis.stop();
    // A sign-in and the account's own data, both through the lab, on both replicas.
    const login = await gql(
      'mutation { login(email: "admin@lab.test", password: "filmlab-demo") { token } }',
    );
    expect(login.status).toBe(200);
    const token = (login.body.data!.login as { token: string }).token;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await gql('{ me { email } }', token));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => (answer.body.data!.me as { email: string }).email)).toEqual(
      Array(4).fill('admin@lab.test'),
    );
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${balancer.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ready', redis: 'down', features: expect.any(Array) });
    }
    expect(replicas.some((replica) => replica.output().includes('Redis is unreachable'))).toBe(true);
  });
});
