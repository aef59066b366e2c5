import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningLab, startLab } from '../../lab/server.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { extractOperations } from '../../server/graphql/persisted/extract.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { copyLabTemplate } from '../support/lab-template.js';

// Issue 16: two BFF replicas behind a small round-robin balancer share their rate limits through Redis,
// and keep answering when Redis stops. The test runs its own redis-server on a spare port (never the machine's 6379).

const TOKEN_MAX = 12;
// The web client's own subscription document (the BFF accepts no other).
const USER_EVENTS = Object.values(extractOperations(webDocuments as Record<string, unknown>)).find((query) =>
  query.includes('subscription UserEvents'),
)!;
const CACHE_TTL_MS = 4_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
}

/** A few lines of Node as the load balancer: round robin, each request to the next replica. */
function startBalancer(
  targets: number[],
): Promise<{ url: string; served: number[]; paths: string[]; close(): Promise<void> }> {
  const served = targets.map(() => 0);
  const paths: string[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % targets.length;
    served[index]!++;
    paths.push(`${req.method} ${req.url}`);
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targets[index], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  // WebSockets (GraphQL subscriptions, the lab's user events): the raw bytes, both ways, after the request line.
  server.on('upgrade', (req, socket, head) => {
    const index = next++ % targets.length;
    served[index]!++;
    paths.push(`UPGRADE ${req.url}`);
    const target = connect(targets[index]!, '127.0.0.1', () => {
      let header = `${req.method} ${req.url} HTTP/1.1\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        header += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      target.write(`${header}\r\n`);
      target.write(head);
      socket.pipe(target).pipe(socket);
    });
    target.on('error', () => socket.destroy());
    socket.on('error', () => target.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        served,
        paths,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('two BFF replicas sharing Redis behind a balancer', () => {
  let db: Awaited<ReturnType<typeof copyLabTemplate>>;
  let lab: RunningLab;
  let redis: ChildProcess;
  const replicas: Array<Awaited<ReturnType<typeof buildApp>>> = [];
  const logs: string[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  // In front of the lab, to count the calls the replicas make to it.
  let labCounter: Awaited<ReturnType<typeof startBalancer>>;

  const gql = async (query: string, token?: string) => {
    const res = await fetch(`${balancer.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
    };
  };

  beforeAll(async () => {
    db = await copyLabTemplate(inject('labTemplateDir'));
    lab = await startLab({
      dataDir: db.dir,
      databaseUrl: db.databaseUrl,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
    });
    labCounter = await startBalancer([Number(new URL(lab.url).port)]);
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    for (let i = 0; i < 2; i++) {
      const config = loadConfig({
        LOG_LEVEL: 'warn',
        STATIC_DIR: '/nonexistent',
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        RATE_LIMIT_TOKEN_MAX: String(TOKEN_MAX),
        RATE_LIMIT_IP_MAX: '0',
        PUBLIC_CACHE_TTL_MS: String(CACHE_TTL_MS),
      });
      const app = await buildApp(
        { ...config, labApiUrl: labCounter.url },
        { logStream: { write: (line: string) => logs.push(line) } },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      replicas.push(app);
    }
    balancer = await startBalancer(replicas.map((app) => (app.server.address() as AddressInfo).port));
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    await labCounter?.close();
    for (const app of replicas) await app.close();
    redis?.kill('SIGKILL');
    await lab?.close();
    await db?.remove();
  });

  it('enforces one per-token budget across both replicas: the N+1th request is 429 whichever replica gets it', async () => {
    const login = await gql(
      'mutation { login(email: "customer@lab.test", password: "filmlab-demo") { token } }',
    );
    const token = (login.body.data!.login as { token: string }).token;
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
    const labCalls = () => labCounter.paths.filter((path) => path === 'GET /public/locations').length;
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
    expect(labCalls() - before).toBe(1);
    // After the TTL, one more call for the whole fleet.
    await new Promise((resolve) => setTimeout(resolve, CACHE_TTL_MS + 200));
    await Promise.all(Array.from({ length: 10 }, () => gql('{ locations { name } }')));
    expect(labCalls() - before).toBe(2);
  });

  it('delivers to a subscription opened through replica A a roll event caused through replica B', async () => {
    const [portA, portB] = replicas.map((app) => (app.server.address() as AddressInfo).port);
    const loginAt = async (port: number | undefined, email: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { login(email: "${email}", password: "filmlab-demo") { token } }`,
        }),
      });
      return ((await res.json()) as { data: { login: { token: string } } }).data.login.token;
    };
    const customer = await loginAt(portA, 'customer@lab.test');
    const admin = await loginAt(portB, 'admin@lab.test');
    const created = await fetch(`${lab.url}/users/2/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customer}`,
        'content-type': 'application/json',
        'idempotency-key': `scale-${Date.now()}`,
      },
      body: JSON.stringify({
        location: 'Mail-in',
        rolls: [{ process: 'C-41', format: '35mm', brand: 'Kodak', model: 'Portra 400' }],
      }),
    });
    const order = (await created.json()) as { order: { id: number }; rolls: Array<{ id: number }> };
    const events: Array<Record<string, unknown>> = [];
    const client = createClient({
      url: `ws://127.0.0.1:${portA}/graphql`,
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
    try {
      // Each try spends the admin's token budget (TOKEN_MAX a window): give the subscription time to reach the lab.
      await new Promise((resolve) => setTimeout(resolve, 800));
      const deadline = Date.now() + 15_000;
      while (!events.some((e) => e.type === 'ROLL_EVENT' && e.event === 'RECEIVED')) {
        if (Date.now() > deadline)
          throw new Error(`no roll event reached replica A: ${JSON.stringify(events)}`);
        const res = await fetch(`http://127.0.0.1:${portB}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
          body: JSON.stringify({
            query: `mutation { addRollsEvent(orderId: "${order.order.id}", event: RECEIVED, rollIds: ["${order.rolls[0]!.id}"]) { id } }`,
          }),
        });
        expect(res.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'ROLL_EVENT',
          event: 'RECEIVED',
          rollId: String(order.rolls[0]!.id),
        }),
      );
    } finally {
      await client.dispose();
    }
  });

  it('keeps answering with Redis stopped mid-test: limits fall back to per-process, /readyz says so, a warning is logged', async () => {
    const ready = await (await fetch(`${balancer.url}/readyz`)).json();
    expect(ready).toEqual({ status: 'ready', redis: 'up' });
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
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
      expect(await res.json()).toEqual({ status: 'ready', redis: 'down' });
    }
    expect(logs.some((line) => line.includes('Redis is unreachable'))).toBe(true);
  });
});
