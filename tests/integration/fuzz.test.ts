import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/stack.js';
import { QueryFuzzer, rng } from './support/fuzz-queries.js';
import { type Behaviour, LAB, type StandIn, startStandIn } from './support/stand-in-upstream.js';

// 2,000 generated requests (queries, mutations, variables, batches, broken texts) against a stand-in lab
// that answers at random: the BFF must never answer 5xx, never crash, and never log a token.

const COUNT = 2000;
const SEED = 20251105;
const BUDGET_MS = 20_000;
const USER = { id: 3, email: 'c@lab.test', role: 'CUSTOMER', firstName: 'C', lastName: 'D', active: true };

function randomLab(random: () => number) {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  return (path: string): Behaviour => {
    const ok: unknown =
      path === '/auth/current-user' || path.startsWith('/users/') || path.startsWith('/auth/')
        ? USER
        : path === '/public/general-stats'
          ? LAB.generalStats
          : path === '/users'
            ? { users: [USER], count: 1 }
            : path === '/public/locations'
              ? LAB.locations
              : [];
    return pick<Behaviour>([
      { status: 200, body: ok },
      { status: 200, body: ok },
      { status: 200, body: { unexpected: true } },
      { status: 401, body: { message: 'Unauthorized' } },
      { status: 404, body: { message: 'Not Found' } },
      { status: 422, body: { errors: [{ field: 'zip', message: 'bad zip' }] } },
      { status: 500, body: { message: 'internal at /srv/db.ts:1' } },
      { status: 503, headers: { 'retry-after': '0' } },
      { kind: 'malformed' },
      { kind: 'reset' },
    ]);
  };
}

let lab: StandIn;
let bff: Bff;
beforeAll(async () => {
  const random = rng(SEED + 1);
  lab = await startStandIn(randomLab(random));
  bff = await startBff(lab.url, {
    // Warnings and errors only: info lines would double the run's time; they carry no token either
    // (tests/integration/observability.test.ts checks every level).
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP_MAX: '0',
    RATE_LIMIT_TOKEN_MAX: '0',
    LAB_TIMEOUT_MS: '300',
    LAB_RETRY_BASE_MS: '1',
    LAB_BREAKER_OPEN_MS: '200',
    PUBLIC_CACHE_TTL_MS: '0',
  });
});
afterAll(async () => {
  await bff?.close();
  await lab?.close();
});

describe('fuzz', () => {
  it(`answers up to ${COUNT} generated requests without a 5xx or a crash`, async () => {
    const random = rng(SEED);
    const fuzzer = new QueryFuzzer(
      readFileSync(resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'),
      random,
    );
    const tokens = new Set<string>();
    const failures: string[] = [];
    const started = Date.now();

    const one = async (i: number) => {
      const token = random() < 0.5 ? `fuzz-token-${i}-${Math.floor(random() * 1e9)}` : undefined;
      if (token) tokens.add(token);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const shape = random();
      let payload: string;
      if (shape < 0.05) payload = JSON.stringify([fuzzer.next(), fuzzer.next()]);
      else if (shape < 0.08) {
        // Envelopes of the wrong shape, one field at a time (tests/integration/abuse-limits.test.ts names each).
        const { query, variables } = fuzzer.next();
        const wrong: unknown[] = [42, true, 'nope', [1], { kind: 'Document' }, null];
        const value = wrong[Math.floor(random() * wrong.length)];
        const field = ['query', 'variables', 'operationName', 'extensions', 'item'][Math.floor(random() * 5)];
        payload = JSON.stringify(
          field === 'item' ? [{ query, variables }, value] : { query, variables, [field as string]: value },
        );
      } else if (shape < 0.1) payload = '{"query": "query { me { id } }", "variables": {';
      else payload = JSON.stringify(fuzzer.next());
      const res = await bff.app.inject({ method: 'POST', url: '/graphql', headers, payload });
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${payload.slice(0, 300)} → ${res.body.slice(0, 300)}`);
      else JSON.parse(res.body);
    };
    // Eight at a time: the app sees concurrent requests, as in production. Bounded in count and in time
    // (a busy machine sends fewer rather than running long).
    let sent = 0;
    while (sent < COUNT && Date.now() - started < BUDGET_MS) {
      await Promise.all(Array.from({ length: 8 }, (_, j) => one(sent + j)));
      sent += 8;
    }

    expect(failures.slice(0, 5)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(500);
    expect((await bff.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const logs = bff.logs.join('\n');
    for (const token of tokens)
      if (logs.includes(token)) throw new Error(`a token reached the logs: ${token}`);
    expect(lab.seen.length).toBeGreaterThan(100);
  }, 30_000);
});
