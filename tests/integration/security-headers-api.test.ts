import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from '../support/stack.js';
import { type StandIn, startStandIn } from './support/stand-in-upstream.js';

// GraphQL answers carry the security headers that mean something on a JSON answer; pages keep helmet's full
// set, including the headers that only govern a rendered document (decision 090).

const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
  'x-permitted-cross-domain-policies',
];

let lab: StandIn;
let bff: Bff;
let staticDir: string;
beforeAll(async () => {
  lab = await startStandIn();
  staticDir = mkdtempSync(join(tmpdir(), 'bff-headers-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Film lab</title>');
  bff = await startBff(lab.url, { STATIC_DIR: staticDir });
});
afterAll(async () => {
  await bff?.close();
  await lab?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('security headers by kind of answer', () => {
  it('gives a GraphQL answer the headers that protect a JSON answer, without the document-only ones', async () => {
    const res = await request(bff.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: 'query T { __typename }' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    for (const name of DOCUMENT_ONLY) expect(res.headers[name]).toBeUndefined();
  });

  it('gives a refused GraphQL request the same headers', async () => {
    const res = await request(bff.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{' });
    expect(res.status).toBe(400);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives a page every header, the document-only ones included', async () => {
    const res = await request(bff.app.server).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['x-download-options']).toBe('noopen');
    expect(res.headers['x-xss-protection']).toBe('0');
    expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
  });
});
