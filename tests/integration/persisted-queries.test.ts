import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDocument, stringifyDocument } from '@urql/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { extractOperations } from '../../server/graphql/persisted/extract.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { type Bff, startBff } from '../support/stack.js';

// The web client's operations, extracted the way the build does, served by hash; with
// GRAPHQL_PERSISTED_ONLY nothing else runs. The web client sends hashes, and resends the full text (the way urql
// prints it) when a server does not know one: both must work.

const LAB = 'http://127.0.0.1:9';
let dir: string;
let manifestPath: string;
let manifest: Record<string, string>;
let strict: Bff;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'filmlab-persisted-'));
  manifest = extractOperations(webDocuments as Record<string, unknown>);
  manifestPath = join(dir, 'persisted-operations.json');
  await writeFile(manifestPath, JSON.stringify(manifest));
  strict = await startBff(LAB, { GRAPHQL_PERSISTED_ONLY: 'true', GRAPHQL_PERSISTED_MANIFEST: manifestPath });
});
afterAll(async () => {
  await strict?.close();
  await rm(dir, { recursive: true, force: true });
});

const hashOf = (name: string) => {
  // A whole name: 'query Me' must not find 'query Messengers'.
  const entry = Object.entries(manifest).find(([, query]) => new RegExp(`query ${name}\\b`).test(query));
  if (!entry) throw new Error(`no ${name} in the manifest`);
  return entry[0];
};
const byHash = (app: Bff['app'], hash: string) =>
  request(app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('persisted-only', () => {
  it('extracts every operation of the web client', () => {
    expect(Object.keys(manifest).length).toBeGreaterThanOrEqual(5);
    expect(Object.values(manifest).some((q) => q.includes('query Me'))).toBe(true);
    for (const hash of Object.keys(manifest)) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('runs an operation sent by hash', async () => {
    const res = await byHash(strict.app, hashOf('Me'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { me: null } });
  });

  it('runs the same operation sent as text the way urql sends it (with __typename added)', async () => {
    const text = stringifyDocument(formatDocument(webDocuments.MeDocument));
    expect(text).toContain('__typename');
    const res = await strict.gql(text);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ me: null });
  });

  it('refuses any other query with 400 PERSISTED_QUERY_REQUIRED, introspection included', async () => {
    const res = await strict.gql('query Sneaky { me { id email } }');
    expect(res.status).toBe(400);
    expect(res.body.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'PERSISTED_QUERY_REQUIRED',
    });
    expect((await strict.gql('query I { __schema { types { name } } }')).status).toBe(400);
  });

  it('answers an unknown hash with PersistedQueryNotFound (400)', async () => {
    const res = await byHash(strict.app, 'f'.repeat(64));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('turns GraphiQL off', async () => {
    expect((await request(strict.app.server).get('/graphiql')).status).toBe(404);
  });

  it('refuses to start without a manifest', async () => {
    const config = loadConfig({
      GRAPHQL_PERSISTED_ONLY: 'true',
      GRAPHQL_PERSISTED_MANIFEST: join(dir, 'missing.json'),
      LOG_LEVEL: 'silent',
    });
    await expect(buildApp({ ...config, labApiUrl: LAB })).rejects.toThrow(/GRAPHQL_PERSISTED_ONLY/);
  });
});

describe('persisted queries without persisted-only', () => {
  it('accepts hashes and any other query', async () => {
    const open = await startBff(LAB, { GRAPHQL_PERSISTED_MANIFEST: manifestPath });
    try {
      expect((await byHash(open.app, hashOf('Me'))).body).toEqual({ data: { me: null } });
      expect((await open.gql('query Other { me { id email } }')).body).toEqual({ data: { me: null } });
      // With a manifest Mercurius takes its persisted path, where a number as `query` once reached graphql-js's
      // validation as if it were a parsed document: an INTERNAL error, and a stack in the error log.
      const numeric = await request(open.app.server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: 5 });
      expect(numeric.status).toBe(400);
      expect(numeric.body.errors[0]).toMatchObject({
        message: '"query" must be a string holding a GraphQL document',
        extensions: { code: 'BAD_USER_INPUT', reason: 'MALFORMED_REQUEST' },
      });
    } finally {
      await open.close();
    }
  });
});
