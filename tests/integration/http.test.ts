import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startBff, startStack } from '../support/stack.js';

describe('health, readiness, static client and logs', () => {
  let stack: Stack;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'filmlab-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Film Lab</title><div id="root"></div>',
    );
    await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    stack = await startStack({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await stack?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('/healthz answers while the process is up', async () => {
    const res = await request(stack.app.server).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 once the lab answers and 503 while shutting down', async () => {
    expect((await request(stack.app.server).get('/readyz')).status).toBe(200);
    stack.app.readiness.shuttingDown = true;
    const res = await request(stack.app.server).get('/readyz');
    expect(res.status).toBe(503);
    stack.app.readiness.shuttingDown = false;
  });

  it('/readyz answers 503 while the lab cannot be reached', async () => {
    const bff = await startBff('http://127.0.0.1:9');
    const res = await request(bff.app.server).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('waiting for the lab service');
    await bff.close();
  });

  it('serves hashed assets with a year-long cache and client routes with index.html', async () => {
    const asset = await request(stack.app.server).get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await request(stack.app.server).get('/users/2/rolls').set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Film Lab</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const missingAsset = await request(stack.app.server).get('/assets/nope.js').set('accept', 'text/html');
    expect(missingAsset.status).toBe(404);
  });

  it('serves GraphiQL', async () => {
    const res = await request(stack.app.server).get('/graphiql');
    expect(res.status).toBe(200);
    expect(res.text.toLowerCase()).toContain('graphiql');
  });

  it('keeps passwords and tokens out of the logs and tags lines with the request id', async () => {
    const token = await stack.login('customer@lab.test');
    await request(stack.app.server)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('x-request-id', 'req-test-42')
      .send({ query: 'query Me { me { id } }' });
    await request(stack.app.server)
      .get('/password-reset?token=secret-reset-token')
      .set('accept', 'text/html');
    const logs = stack.logs.join('\n');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('filmlab-demo');
    expect(logs).not.toContain('secret-reset-token');
    const lines = stack.logs.map((l) => JSON.parse(l));
    expect(lines.some((l) => l.reqId === 'req-test-42')).toBe(true);
  });
});

describe('introspection switch', () => {
  it('refuses introspection when INTROSPECTION=false', async () => {
    const bff = await startBff('http://127.0.0.1:9', { INTROSPECTION: 'false', GRAPHIQL: 'false' });
    const res = await bff.gql('query Intro { __schema { types { name } } }');
    expect(res.status).toBe(400);
    expect(res.body.errors![0].message).toMatch(/introspection/i);
    const graphiql = await request(bff.app.server).get('/graphiql');
    expect(graphiql.status).toBe(404);
    await bff.close();
  });
});
