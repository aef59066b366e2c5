import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/stack.js';
import { LAB, type StandIn, startStandIn } from './support/stand-in-upstream.js';

// Each abuse limit refuses with HTTP 400 (or 413/429) and a coded error, before any lab call; rate limits
// (per address, per token) and under-pressure shedding answer 429/503 with Retry-After and a code.

let lab: StandIn;
let bff: Bff;
beforeAll(async () => {
  lab = await startStandIn();
  lab.on('/public/locations', { status: 200, body: LAB.locations });
  bff = await startBff(lab.url, { GRAPHQL_MAX_COST: '200', RATE_LIMIT_IP_MAX: '0' });
});
afterAll(async () => {
  await bff?.close();
  await lab?.close();
});

const post = (body: unknown, type = 'application/json') =>
  request(bff.app.server)
    .post('/graphql')
    .set('content-type', type)
    .send(typeof body === 'string' ? body : JSON.stringify(body));

describe('query limits', () => {
  it('refuses a query deeper than the limit with QUERY_TOO_DEEP', async () => {
    // The schema has no cycles, so no valid query reaches 13 levels: a limit of 2 shows the same rule.
    // (server/graphql/limits/limits-rule.test.ts checks 12 vs 13 on a recursive schema.)
    const shallow = await startBff(lab.url, { GRAPHQL_MAX_DEPTH: '2' });
    try {
      const ok = await shallow.gql('query Ok { membershipPlans { id } }');
      expect(ok.status).toBe(200);
      const deep = await shallow.gql('query Deep { membershipPlans { benefits { key } } }');
      expect(deep.status).toBe(400);
      expect(deep.body.errors![0]).toMatchObject({
        message: 'Operation Deep is 3 levels deep; the limit is 2.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_DEEP', limit: 2, actual: 3 },
      });
    } finally {
      await shallow.close();
    }
  });

  it('refuses too many aliases with TOO_MANY_ALIASES', async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await post({ query: `query Ok { ${aliases(30)} }` })).status).toBe(200);
    const res = await post({ query: `query Many { ${aliases(31)} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_MANY_ALIASES',
    });
  });

  it('refuses a query over the cost limit with QUERY_TOO_COSTLY', async () => {
    const res = await post({
      query: 'query Big { users(limit: 100) { items { id email addresses { id zip } } } }',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'QUERY_TOO_COSTLY',
    });
    expect(lab.seen).toHaveLength(0);
  });

  it('refuses a field repeated too often to validate with QUERY_TOO_COMPLEX and says what to change', async () => {
    // Cheap by the cost rule (one point each) and under the token limit, but comparing the copies for merging
    // is quadratic: graphql-js gives up with a bare "Validation aborted.".
    const res = await post({ query: `query Many { ${'__typename '.repeat(1000)}}` });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message: 'This query repeats fields or fragments too many times to check. Ask for each field once.',
        extensions: { code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_COMPLEX' },
      },
    ]);
  });

  it('keeps introspection working (GraphiQL asks for 15 levels)', async () => {
    const res = await post({ query: getIntrospectionQuery() });
    expect(res.status).toBe(200);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses introspection that nests lists to multiply its answer', async () => {
    const res = await post({
      query: '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.reason).toBe('INTROSPECTION_TOO_LARGE');
  });

  it('bounds page sizes to 1–100, literal or variable, before calling the lab', async () => {
    const literal = await post({ query: 'query U { users(limit: 101) { count } }' });
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
      reason: 'LIST_LIMIT_OUT_OF_RANGE',
    });
    const variable = await post({
      query: 'query U($n: Int) { users(limit: $n) { count } }',
      variables: { n: 0 },
    });
    expect(variable.status).toBe(400);
    const offset = await post({ query: 'query U { users(offset: -1) { count } }' });
    expect(offset.status).toBe(400);
    expect(lab.seen.filter((s) => s.path === '/users')).toHaveLength(0);
  });

  it('caps batches: 10 operations run, 11 are refused with TOO_MANY_OPERATIONS', async () => {
    const op = { query: 'query T { __typename }' };
    const ok = await post(Array.from({ length: 10 }, () => op));
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(10);
    const empty = await post([]);
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({
      message: 'A batch must hold at least one operation.',
      extensions: { reason: 'MALFORMED_REQUEST' },
    });
    const res = await post(Array.from({ length: 11 }, () => op));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_MANY_OPERATIONS',
    });
  });

  it('refuses a request of the wrong shape with 400 and a message naming the field', async () => {
    const refusals: Array<[unknown, string]> = [
      [{ query: 5 }, '"query" must be a string holding a GraphQL document'],
      [
        { query: { kind: 'Document', definitions: [] } },
        '"query" must be a string holding a GraphQL document',
      ],
      [{ query: 'query T { __typename }', variables: 5 }, '"variables" must be a JSON object'],
      [{ query: 'query T { __typename }', variables: [1] }, '"variables" must be a JSON object'],
      [{ query: 'query T { __typename }', operationName: 7 }, '"operationName" must be a string'],
      [{ query: 'query T { __typename }', extensions: 'x' }, '"extensions" must be a JSON object'],
      ['"hi"', 'Each operation must be a JSON object'],
      [[{ query: 'query T { __typename }' }, { query: 5 }], 'Operation 2: "query" must be a string'],
      [[{ query: 'query T { __typename }' }, null], 'Operation 2: Each operation must be a JSON object'],
    ];
    for (const [body, message] of refusals) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].message).toContain(message);
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'MALFORMED_REQUEST',
      });
    }
    const get = (query: Record<string, string>) =>
      request(bff.app.server).get('/graphql').set('mercurius-require-preflight', 'true').query(query);
    const badJson = await get({ query: 'query T { __typename }', variables: '{oops' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.errors[0].message).toBe('"variables" must be a JSON object, written as JSON text');
    const fine = await get({ query: 'query T { __typename }', variables: '{}' });
    expect(fine.status).toBe(200);
    expect(fine.body).toEqual({ data: { __typename: 'Query' } });
    // Null variables and a persisted hash without a query are still requests.
    expect((await post({ query: 'query T { __typename }', variables: null })).body).toEqual({
      data: { __typename: 'Query' },
    });
  });

  it('refuses a body over the GraphQL route limit (3 MiB, room for an exposure log) with 413', async () => {
    const res = await post({
      query: 'query T { __typename }',
      variables: { pad: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 413 });
  });
});

describe('CSRF prevention', () => {
  it('refuses a text/plain POST and a GET without a preflight-forcing header', async () => {
    const plain = await post(JSON.stringify({ query: 'query T { __typename }' }), 'text/plain');
    expect(plain.status).toBe(400);
    expect(plain.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const get = await request(bff.app.server).get('/graphql').query({ query: 'query T { __typename }' });
    expect(get.status).toBe(400);
  });

  it('accepts JSON POSTs (the web client) and GETs that force a preflight', async () => {
    expect((await post({ query: 'query T { __typename }' })).status).toBe(200);
    const get = await request(bff.app.server)
      .get('/graphql')
      .set('x-mercurius-operation-name', 'T')
      .query({ query: 'query T { __typename }' });
    expect(get.status).toBe(200);
  });
});

describe('headers', () => {
  it('sends a Content-Security-Policy the same-origin client satisfies, and helmet’s other headers', async () => {
    const res = await post({ query: 'query T { __typename }' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['access-control-expose-headers']).toMatch(/authorization/i);
  });

  it('allows exactly the inline stylesheets the build recorded for the prerendered pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bff-static-'));
    mkdirSync(join(dir, 'pages'));
    const hash = "'sha256-AE/1pxD/V90NJ/t2pbJmxQLPWte1EdIhdKIKv3v5h2s='";
    writeFileSync(join(dir, 'pages/inline-style-hashes.json'), JSON.stringify([hash, "'unsafe-inline'"]));
    const own = await startBff(lab.url, { STATIC_DIR: dir });
    try {
      const res = await request(own.app.server).post('/graphql').send({ query: 'query T { __typename }' });
      const styleSrc = /style-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')?.[1];
      // Anything but a sha256 source in the file is ignored.
      expect(styleSrc).toBe(`'self' ${hash}`);
    } finally {
      await own.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets GraphiQL load from its CDN on /graphiql only', async () => {
    const page = await request(bff.app.server).get('/graphiql');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain('https://unpkg.com');
    const api = await post({ query: 'query T { __typename }' });
    expect(api.headers['content-security-policy']).not.toContain('unpkg');
  });
});

describe('CORS by configured origins', () => {
  let cors: Bff;
  beforeAll(async () => {
    cors = await startBff(lab.url, { CORS_ORIGINS: 'https://app.example.com' });
  });
  afterAll(() => cors?.close());

  it('answers a preflight from an allowed origin, and exposes Authorization on the answer', async () => {
    const preflight = await request(cors.app.server)
      .options('/graphql')
      .set('origin', 'https://app.example.com')
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'authorization,content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const res = await request(cors.app.server)
      .post('/graphql')
      .set('origin', 'https://app.example.com')
      .send({ query: 'query T { __typename }' });
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(res.headers['access-control-expose-headers']).toMatch(/authorization/i);
  });

  it('gives other origins no CORS headers', async () => {
    const res = await request(cors.app.server)
      .post('/graphql')
      .set('origin', 'https://evil.example')
      .send({ query: 'query T { __typename }' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const T = 'query T { __typename }';
let own: Bff | undefined;
afterEach(async () => {
  await own?.close();
  own = undefined;
});

const send = (app: Bff['app'], token?: string) => {
  const req = request(app.server).post('/graphql').set('content-type', 'application/json');
  return (token ? req.set('authorization', `Bearer ${token}`) : req).send({ query: T });
};

describe('rate limits', () => {
  it('per address: over the limit answers 429 with Retry-After and RATE_LIMITED', async () => {
    own = await startBff('http://127.0.0.1:9', { RATE_LIMIT_IP_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    for (let i = 0; i < 3; i++) expect((await send(own.app)).status).toBe(200);
    const res = await send(own.app);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toMatchObject({
      data: null,
      errors: [{ extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) } }],
    });
    // Health and static routes are not limited.
    expect((await request(own.app.server).get('/healthz')).status).toBe(200);
  });

  it('per token: one token is limited while another from the same address is not; tokens stay out of logs', async () => {
    own = await startBff('http://127.0.0.1:9', { RATE_LIMIT_IP_MAX: '100', RATE_LIMIT_TOKEN_MAX: '2' });
    const a = 'token-a-0123456789abcdef';
    const b = 'token-b-0123456789abcdef';
    expect((await send(own.app, a)).status).toBe(200);
    expect((await send(own.app, a)).status).toBe(200);
    const limited = await send(own.app, a);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await send(own.app, b)).status).toBe(200);
    expect((await send(own.app)).status).toBe(200);
    expect(own.logs.join('\n')).not.toContain('token-a-');
  });
});

describe('under pressure', () => {
  it('answers 503 with Retry-After while over a limit (GraphQL error, busy page or plain error by caller) and keeps /healthz and /metrics up', async () => {
    // A 1-byte heap limit is always exceeded: the first sample (after ~1 s) puts the server under pressure.
    own = await startBff('http://127.0.0.1:9', {
      UNDER_PRESSURE_MAX_HEAP_BYTES: '1',
      UNDER_PRESSURE_RETRY_AFTER_S: '7',
    });
    await new Promise((r) => setTimeout(r, 1200));
    const res = await send(own.app);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 7 });
    expect((await request(own.app.server).get('/healthz')).status).toBe(200);
    expect((await request(own.app.server).get('/metrics')).status).toBe(200);

    // A person opening a page gets a page that says so, not a GraphQL error.
    const page = await request(own.app.server).get('/pricing').set('accept', 'text/html,*/*;q=0.8');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('7');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Please reload this page in 7 seconds.');
    const image = await request(own.app.server).get('/images/roll-1.webp').set('accept', 'image/*');
    expect(image.status).toBe(503);
    expect(image.body).toEqual({
      message: 'The service is busy right now. Please try again shortly.',
      status: 503,
    });
  });
});
