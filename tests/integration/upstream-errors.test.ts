import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, type Stack, startBff, startStack } from '../support/stack.js';

// 401/403/404/400/409 come from the real lab. 422, 5xx, refused connections and hangs cannot be provoked
// in a healthy lab, so a small HTTP stand-in plays a misbehaving upstream for those.

const LOCATIONS = 'query Locations { locations { id name } }';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

describe('errors from the real lab', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('FORBIDDEN when a customer asks for the user list', async () => {
    const token = await stack.login('customer@lab.test');
    const res = await stack.gql('query Users { users { count } }', {}, token);
    expect(res.body.errors![0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', status: 403 },
      path: ['users'],
    });
  });

  it('FORBIDDEN when a customer asks for another user', async () => {
    const token = await stack.login('customer@lab.test');
    const admin = await stack.gql<{ me: { id: string } }>(
      'query Me { me { id } }',
      {},
      await stack.login('admin@lab.test'),
    );
    const res = await stack.gql(
      'query User($id: ID!) { user(id: $id) { email } }',
      { id: admin.body.data!.me.id },
      token,
    );
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('NOT_FOUND for an unknown user, asked by an admin', async () => {
    const token = await stack.login('admin@lab.test');
    const res = await stack.gql('query User($id: ID!) { user(id: $id) { email } }', { id: '987654' }, token);
    expect(res.body.errors![0]).toMatchObject({
      extensions: { code: 'NOT_FOUND', status: 404 },
      path: ['user'],
    });
  });

  it('UNAUTHENTICATED for a logged-out caller of a login-only mutation', async () => {
    const res = await stack.gql('mutation U { updateUser(input: { firstName: "X" }) { id } }');
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('BAD_USER_INPUT for a malformed query, with the HTTP status 400', async () => {
    const res = await stack.gql('query Broken { me { nope } }');
    expect(res.status).toBe(400);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.errors![0].message).toContain('nope');
  });
});

describe('errors from a misbehaving upstream', () => {
  let server: Server | undefined;
  let bff: Bff | undefined;
  afterEach(async () => {
    await bff?.close();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    server = undefined;
    bff = undefined;
  });

  async function upstream(status: number, body: unknown): Promise<string> {
    server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    return listen(server);
  }

  it('BAD_USER_INPUT for a 422, with the errors list joined', async () => {
    bff = await startBff(
      await upstream(422, {
        message: 'Unprocessable',
        errors: [{ message: 'zip is closed' }, { message: 'try later' }],
      }),
    );
    const res = await bff.gql(LOCATIONS);
    expect(res.body.errors![0]).toMatchObject({
      message: 'zip is closed, try later',
      extensions: { code: 'BAD_USER_INPUT', status: 422 },
    });
  });

  it('UPSTREAM_ERROR for a 500, without leaking its internals', async () => {
    bff = await startBff(
      await upstream(500, {
        message: 'relation "locations" does not exist at /srv/lab/db.ts:42',
        status: 500,
      }),
    );
    const res = await bff.gql(LOCATIONS);
    expect(res.body.errors![0]).toEqual({
      message: 'The lab service could not complete this request. Please try again.',
      locations: [{ line: 1, column: 19 }],
      path: ['locations'],
      extensions: { code: 'UPSTREAM_ERROR', status: 500 },
    });
    expect(JSON.stringify(res.body)).not.toContain('relation');
    expect(bff.logs.join('\n')).toContain('resolver failed');
  });

  it('UPSTREAM_UNAVAILABLE when the connection is refused', async () => {
    const closed = await upstream(200, []);
    await new Promise((r) => server!.close(r));
    server = undefined;
    bff = await startBff(closed);
    const res = await bff.gql(LOCATIONS);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('UPSTREAM_TIMEOUT when the lab does not answer within LAB_TIMEOUT_MS', async () => {
    server = createServer(() => {
      /* never answers */
    });
    const url = await listen(server);
    bff = await startBff(url, { LAB_TIMEOUT_MS: '300' });
    const started = Date.now();
    const res = await bff.gql(LOCATIONS);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.body.errors![0]).toMatchObject({
      message: 'The lab service took too long to answer. Please try again.',
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    server.closeAllConnections();
  });

  it('INTERNAL for a body that is not what the lab promised, without a stack trace', async () => {
    bff = await startBff(await upstream(200, { not: 'a list' }));
    const res = await bff.gql(LOCATIONS);
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'INTERNAL' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
