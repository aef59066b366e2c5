import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/stack.js';
import { LAB, type StandIn, startStandIn } from './support/stand-in-upstream.js';

// Fault injection: a stand-in lab misbehaves in each way the issue lists; the BFF must answer with the
// right code, retry only what is safe, trip its breaker, and never hang.

const LOCATIONS = 'query Locations { locations { id name } }';
const WAITLIST = 'mutation Join { joinWaitlist(input: { email: "a@b.co" }) { id } }';
// Small budgets keep the suite fast; jitter is bounded by LAB_RETRY_BASE_MS.
const FAST = {
  LAB_TIMEOUT_MS: '800',
  LAB_RETRY_BASE_MS: '10',
  LAB_BREAKER_THRESHOLD: '0',
  PUBLIC_CACHE_TTL_MS: '0',
};

let lab: StandIn | undefined;
let bff: Bff | undefined;
afterEach(async () => {
  await bff?.close();
  await lab?.close();
  bff = lab = undefined;
});

async function setUp(env: Record<string, string> = {}) {
  lab = await startStandIn();
  bff = await startBff(lab.url, { ...FAST, ...env });
  return { lab, bff };
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
}

describe('retries', () => {
  it('500: UPSTREAM_ERROR, not retried (the lab answered; trying again would not help)', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/locations', { status: 500, body: { message: 'boom' } });
    const res = await bff.gql(LOCATIONS);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 500 });
    expect(lab.hits('/public/locations')).toBe(1);
  });

  it('503 then 200: a GET is retried and succeeds', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/locations', { status: 503 }, { status: 200, body: LAB.locations });
    const res = await bff.gql(LOCATIONS);
    expect(res.body).toEqual({ data: { locations: [{ id: '1', name: 'Williamsburg' }] } });
    expect(lab.hits('/public/locations')).toBe(2);
  });

  it('503 with Retry-After: waits as asked, gives up after two retries with UPSTREAM_ERROR', async () => {
    const { lab, bff } = await setUp({ LAB_TIMEOUT_MS: '5000', LAB_RETRY_MAX_DELAY_MS: '1000' });
    lab.on('/public/locations', { status: 503, headers: { 'retry-after': '1' } });
    const { result, ms } = await timed(() => bff.gql(LOCATIONS));
    expect(lab.hits('/public/locations')).toBe(3);
    expect(ms).toBeGreaterThanOrEqual(2000);
    expect(ms).toBeLessThan(4000);
    expect(result.body.errors![0].extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 503,
      retryAfter: 1,
    });
  });

  it('503 with a Retry-After longer than we may wait: no retry, the wait is passed on', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/locations', { status: 503, headers: { 'retry-after': '120' } });
    const { result, ms } = await timed(() => bff.gql(LOCATIONS));
    expect(lab.hits('/public/locations')).toBe(1);
    expect(ms).toBeLessThan(500);
    expect(result.body.errors![0].extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 503,
      retryAfter: 120,
    });
  });

  it('502 and 504 are retried too; an upstream 5xx reads as UPSTREAM_ERROR', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/locations', { status: 502 }, { status: 504 });
    const res = await bff.gql(LOCATIONS);
    expect(lab.hits('/public/locations')).toBe(3);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 504 });
  });

  it('connection reset: retried twice, then UPSTREAM_UNAVAILABLE', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/locations', { kind: 'reset' });
    const res = await bff.gql(LOCATIONS);
    expect(lab.hits('/public/locations')).toBe(3);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('connection reset then 200: the retry answers', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/locations', { kind: 'reset' }, { status: 200, body: LAB.locations });
    const res = await bff.gql(LOCATIONS);
    expect(res.body.data).toEqual({ locations: [{ id: '1', name: 'Williamsburg' }] });
  });

  it('a mutation is never retried, whatever the failure', async () => {
    const { lab, bff } = await setUp();
    lab.on('/waitlist', { status: 503 });
    const res = await bff.gql(WAITLIST);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 503 });
    lab.on('/waitlist', { kind: 'reset' });
    await bff.gql(WAITLIST);
    expect(lab.hits('/waitlist')).toBe(1);
  });
});

describe('timeouts and bad bodies', () => {
  it('a lab that never answers: UPSTREAM_TIMEOUT within LAB_TIMEOUT_MS, not retried', async () => {
    const { lab, bff } = await setUp({ LAB_TIMEOUT_MS: '400' });
    lab.on('/public/locations', { kind: 'hang' });
    const { result, ms } = await timed(() => bff.gql(LOCATIONS));
    expect(ms).toBeLessThan(1500);
    expect(result.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    expect(lab.hits('/public/locations')).toBe(1);
  });

  it('a body that drips forever: UPSTREAM_TIMEOUT at the budget, though bytes keep coming', async () => {
    const { lab, bff } = await setUp({ LAB_TIMEOUT_MS: '500' });
    lab.on('/public/locations', { kind: 'slow-body', chunkEveryMs: 50, chunks: 1000 });
    const { result, ms } = await timed(() => bff.gql(LOCATIONS));
    expect(ms).toBeLessThan(1500);
    expect(result.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  });

  it('malformed JSON: UPSTREAM_ERROR, without the body in the answer', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/locations', { kind: 'malformed' });
    const res = await bff.gql(LOCATIONS);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
    expect(JSON.stringify(res.body)).not.toContain('"name": ');
  });

  it('a failing nullable field gives partial data with the error on its path', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/general-stats', { status: 500 });
    lab.on('/public/locations', { status: 200, body: LAB.locations });
    const res = await bff.gql('query Home { generalStats { rollsScannedToday } locations { name } }');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ generalStats: null, locations: [{ name: 'Williamsburg' }] });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]).toMatchObject({
      path: ['generalStats'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('circuit breaker', () => {
  const BREAKER = { LAB_BREAKER_THRESHOLD: '3', LAB_BREAKER_OPEN_MS: '300', LAB_RETRIES: '0' };

  async function breakerState(app: Bff['app']): Promise<string | undefined> {
    const text = (await request(app.server).get('/metrics')).text;
    return text.match(/^upstream_circuit_state\{upstream="[^"]+"\} (\d)/m)?.[1];
  }

  it('opens after repeated failures, fails fast, and closes after a successful probe', async () => {
    const { lab, bff } = await setUp(BREAKER);
    lab.on('/public/locations', { status: 503 });
    for (let i = 0; i < 3; i++) await bff.gql(LOCATIONS);
    expect(lab.hits('/public/locations')).toBe(3);
    expect(await breakerState(bff.app)).toBe('2');

    const { result, ms } = await timed(() => bff!.gql(LOCATIONS));
    expect(ms).toBeLessThan(100);
    expect(lab.hits('/public/locations')).toBe(3);
    expect(result.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 1 });

    lab.on('/public/locations', { status: 200, body: LAB.locations });
    await new Promise((r) => setTimeout(r, 350));
    const probe = await bff.gql(LOCATIONS);
    expect(probe.body.data).toEqual({ locations: [{ id: '1', name: 'Williamsburg' }] });
    expect(await breakerState(bff.app)).toBe('0');
    expect((await bff.gql(LOCATIONS)).body.errors).toBeUndefined();
  });

  it('a failed probe opens it again', async () => {
    const { lab, bff } = await setUp(BREAKER);
    lab.on('/public/locations', { kind: 'reset' });
    for (let i = 0; i < 3; i++) await bff.gql(LOCATIONS);
    await new Promise((r) => setTimeout(r, 350));
    await bff.gql(LOCATIONS); // the probe, which fails
    expect(lab.hits('/public/locations')).toBe(4);
    await bff.gql(LOCATIONS);
    expect(lab.hits('/public/locations')).toBe(4);
    expect(await breakerState(bff.app)).toBe('2');
  });

  it.each([
    [404, 'Not Found'],
    // The lab answering 500 (to one caller's input, say) is not the lab being down: a handful of bad requests
    // must not shut the lab off for everyone.
    [500, 'Internal Server Error'],
  ])('%i answers do not count as failures', async (status, message) => {
    const { lab, bff } = await setUp(BREAKER);
    lab.on('/public/locations', { status, body: { message, status, errors: [] } });
    for (let i = 0; i < 5; i++) await bff.gql(LOCATIONS);
    expect(lab.hits('/public/locations')).toBe(5);
    expect(await breakerState(bff.app)).toBe('0');
  });
});
