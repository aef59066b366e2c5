import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/stack.js';
import { hex, installRecordingTracer } from './support/recording-tracer.js';
import { LAB, type StandIn, startStandIn } from './support/stand-in-upstream.js';

// Prometheus metrics by route template and operation name, the request id on every log line and lab call,
// no token anywhere in the logs, and OpenTelemetry spans when OTEL_TRACING is on.

const ADMIN = { id: 1, email: 'admin@lab.test', role: 'ADMIN', firstName: 'A', lastName: 'B' };
const TOKEN = 'secret-session-token-0123456789';

let lab: StandIn;
let bff: Bff;
beforeAll(async () => {
  lab = await startStandIn();
  lab.on('/public/locations', { status: 200, body: LAB.locations });
  lab.on('/auth/current-user', { status: 200, body: ADMIN, headers: { authorization: `Bearer ${TOKEN}-2` } });
  lab.on('/users/5', { status: 200, body: { ...ADMIN, id: 5, email: 'five@lab.test' } });
  lab.on('/public/general-stats', { status: 503 }, { status: 500 });
  bff = await startBff(lab.url, {
    PUBLIC_CACHE_TTL_MS: '0',
    LAB_RETRY_BASE_MS: '5',
    METRICS_TOKEN: 'metrics-token-0123456789',
  });
});
afterAll(async () => {
  await bff?.close();
  await lab?.close();
});

const metrics = () =>
  request(bff.app.server).get('/metrics').set('authorization', 'Bearer metrics-token-0123456789');

describe('Prometheus /metrics', () => {
  it('records HTTP, GraphQL and upstream figures with templates, not raw ids', async () => {
    await bff.gql('query Locations { locations { name } }');
    await bff.gql('query UserPage($id: ID!) { user(id: $id) { email } }', { id: '5' }, TOKEN);
    await bff.gql('query Stats { generalStats { rollsScannedToday } }');
    const res = await metrics();
    expect(res.status).toBe(200);
    const text = res.text;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/graphql",status_code="200"\} \d/,
    );
    expect(text).toMatch(
      /graphql_operation_duration_seconds_count\{operation_name="Locations",operation_type="query",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /graphql_operation_duration_seconds_count\{operation_name="Stats",[^}]*outcome="error"\} 1/,
    );
    expect(text).toMatch(
      /upstream_request_duration_seconds_count\{method="GET",route="\/users\/:id",status="200"\} 1/,
    );
    expect(text).not.toContain('/users/5');
    expect(text).toMatch(
      /upstream_errors_total\{method="GET",route="\/public\/general-stats",status="500"\} 1/,
    );
    expect(text).toMatch(
      /upstream_retries_total\{method="GET",route="\/public\/general-stats",status="503"\} 1/,
    );
    expect(text).toMatch(/upstream_circuit_state\{upstream="127\.0\.0\.1:\d+"\} 0/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('asks for the metrics token when one is configured', async () => {
    expect((await request(bff.app.server).get('/metrics')).status).toBe(401);
  });
});

describe('request id and logs', () => {
  it('passes the request id to every lab call and puts it on every log line of the request', async () => {
    lab.on('/public/general-stats', { status: 503 }, { status: 500 });
    const before = bff.logs.length;
    const seenBefore = lab.seen.length;
    const res = await request(bff.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${TOKEN}`)
      .set('x-request-id', 'req-abc-1')
      .send({ query: 'query Home { me { email } generalStats { rollsScannedToday } locations { name } }' });
    expect(res.headers['x-request-id']).toBe('req-abc-1');
    const calls = lab.seen.slice(seenBefore);
    expect(calls.length).toBeGreaterThanOrEqual(4);
    for (const call of calls) expect(call.headers['x-request-id']).toBe('req-abc-1');

    const lines = bff.logs.slice(before).map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'retrying a lab call',
        'resolver failed',
        'request completed',
      ]),
    );
    for (const line of lines) expect(line.reqId).toBe('req-abc-1');
    const all = bff.logs.join('\n');
    expect(all).not.toContain(TOKEN);
  });

  it('replaces an unsafe request id with a fresh one', async () => {
    const res = await request(bff.app.server)
      .post('/graphql')
      .set('x-request-id', 'x'.repeat(300))
      .send({ query: 'query T { __typename }' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenTelemetry tracing', () => {
  // With an SDK registered (a recording stand-in here): a span per operation under the caller's traceparent,
  // one per lab call under it, and the lab receives the call's own traceparent.
  let tracer: ReturnType<typeof installRecordingTracer>;
  let traced: Bff;
  beforeAll(async () => {
    tracer = installRecordingTracer();
    traced = await startBff(lab.url, { OTEL_TRACING: 'true', PUBLIC_CACHE_TTL_MS: '0' });
  });
  afterAll(async () => {
    await traced?.close();
    tracer?.uninstall();
  });

  it('makes an operation span under the caller’s trace and a client span per lab call', async () => {
    const traceId = hex(16);
    const callerSpan = hex(8);
    const res = await traced.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${callerSpan}-01` },
      payload: { query: 'query Locations { locations { name } }' },
    });
    expect(res.statusCode).toBe(200);
    const operation = tracer.spans.find((s) => s.name === 'query Locations');
    const call = tracer.spans.find((s) => s.name === 'GET /public/locations');
    expect(operation).toMatchObject({ parentSpanId: callerSpan, ended: true, context: { traceId } });
    expect(operation!.attributes['graphql.operation.name']).toBe('Locations');
    expect(call).toMatchObject({
      parentSpanId: operation!.context.spanId,
      ended: true,
      context: { traceId },
    });
    expect(call!.attributes['http.response.status_code']).toBe('200');
    const seen = lab.seen.filter((s) => s.path === '/public/locations').at(-1);
    expect(seen?.headers.traceparent).toBe(`00-${traceId}-${call!.context.spanId}-01`);
    expect(traced.logs.join('\n')).not.toContain('no OpenTelemetry SDK');
  });
});
