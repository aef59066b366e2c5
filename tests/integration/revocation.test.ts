import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { extractOperations } from '../../server/graphql/persisted/extract.js';
import * as webDocuments from '../../web/src/gql/graphql.js';
import { type Stack, startStack } from '../support/stack.js';

// Revocation reaches open connections (issue 24, decision 110): within a second of a session ending, the GraphQL
// subscription and the zip-downloads socket opened with it close with code 4401 and a reason that says why.

const USER_EVENTS = Object.values(extractOperations(webDocuments as Record<string, unknown>)).find((query) =>
  query.includes('subscription UserEvents'),
)!;
const ENDED = { code: 4401, reason: 'Signed out: this session has ended' };

let stack: Stack;
let wsBase: string;
const cleanups: Array<() => unknown> = [];
beforeAll(async () => {
  stack = await startStack();
  wsBase = (await stack.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await stack?.close();
});

interface Live {
  /** When and how the connection closed. */
  closed: Promise<{ code: number; reason: string; at: number }>;
  /** Resolves once the subscription is running (its first lab connection may still be opening). */
  started: Promise<void>;
}

/** A graphql-ws subscription to a user's events, as the web client opens it. */
function subscribe(token: string, userId?: string): Live {
  let started: () => void = () => undefined;
  let closedWith: (value: { code: number; reason: string; at: number }) => void = () => undefined;
  const client = createClient({
    url: `${wsBase}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        closedWith({ code, reason, at: Date.now() });
      },
    },
  });
  cleanups.push(() => client.dispose());
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) => {
    closedWith = resolve;
  });
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  client.subscribe(
    { query: USER_EVENTS, variables: userId ? { userId } : {} },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  // The subscription is running once the server has taken it: give the connection and the lab check a moment.
  client.on('connected', () => setTimeout(started, 300));
  return { closed, started: running };
}

/** The zip-downloads socket through the BFF, as the documented client opens it (token as subprotocol). */
async function zipSocket(userId: string, token: string): Promise<Live> {
  const socket = new WebSocket(`${wsBase}/api/users/${userId}/zip-downloads/socket`, [`bearer.${token}`]);
  cleanups.push(() => socket.terminate());
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    started: Promise.resolve(),
    closed: new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })),
    ),
  };
}

const gqlOk = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
  const res = await stack.gql<T>(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!;
};

async function tempAdmin(email: string): Promise<string> {
  const { rows } = await stack.lab.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, first_name, last_name, referral_code)
     SELECT $1, password_hash, 'ADMIN', 'Temp', 'Admin', upper(md5($1)) FROM users WHERE id = 1 RETURNING id`,
    [email],
  );
  return String(rows[0]!.id);
}

describe('a session ending closes what was opened with it, within a second', () => {
  it('"sign out everywhere else" closes the other device’s subscription and zip socket, not its own', async () => {
    const phone = await stack.login('customer@lab.test');
    const laptop = await stack.login('customer@lab.test');
    const phoneLive = subscribe(phone);
    const phoneZip = await zipSocket('2', phone);
    const laptopLive = subscribe(laptop);
    await Promise.all([phoneLive.started, laptopLive.started]);

    await gqlOk('mutation SignOutOthers { signOutOtherSessions { id } }', {}, laptop);
    const answeredAt = Date.now();
    const [live, zip] = await Promise.all([phoneLive.closed, phoneZip.closed]);
    expect({ code: live.code, reason: live.reason }).toEqual(ENDED);
    expect({ code: zip.code, reason: zip.reason }).toEqual(ENDED);
    expect(live.at - answeredAt).toBeLessThan(1_000);
    expect(zip.at - answeredAt).toBeLessThan(1_000);
    const stillOpen = await Promise.race([
      laptopLive.closed,
      new Promise((r) => setTimeout(() => r('open'), 500)),
    ]);
    expect(stillOpen).toBe('open');
  });

  it('a demoted admin’s subscription to another user’s events ends', async () => {
    const id = await tempAdmin('revoked.admin@lab.test');
    const theirs = await stack.login('revoked.admin@lab.test');
    const watching = subscribe(theirs, '2');
    await watching.started;
    const admin = await stack.login('admin@lab.test');
    await gqlOk(
      'mutation ChangeUserRole($userId: ID!, $role: Role!) { changeUserRole(userId: $userId, role: $role) { id } }',
      { userId: id, role: 'CUSTOMER' },
      admin,
    );
    const answeredAt = Date.now();
    const closed = await watching.closed;
    expect({ code: closed.code, reason: closed.reason }).toEqual(ENDED);
    expect(closed.at - answeredAt).toBeLessThan(1_000);
  });

  it('a password change closes the other session’s subscription; a deactivation closes every one', async () => {
    const phone = await stack.login('newcustomer@lab.test');
    const laptop = await stack.login('newcustomer@lab.test');
    const phoneLive = subscribe(phone);
    const laptopLive = subscribe(laptop);
    await Promise.all([phoneLive.started, laptopLive.started]);
    await gqlOk(
      'mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }',
      { currentPassword: 'filmlab-demo', newPassword: 'filmlab-demo' },
      laptop,
    );
    const changedAt = Date.now();
    const closed = await phoneLive.closed;
    expect({ code: closed.code, reason: closed.reason }).toEqual(ENDED);
    expect(closed.at - changedAt).toBeLessThan(1_000);

    const admin = await stack.login('admin@lab.test');
    await gqlOk(
      'mutation DeactivateUser($userId: ID!) { deactivateUser(userId: $userId) { id } }',
      { userId: '3' },
      admin,
    );
    const deactivatedAt = Date.now();
    const laptopClosed = await laptopLive.closed;
    expect({ code: laptopClosed.code, reason: laptopClosed.reason }).toEqual(ENDED);
    expect(laptopClosed.at - deactivatedAt).toBeLessThan(1_000);
    await gqlOk(
      'mutation ReactivateUser($userId: ID!) { reactivateUser(userId: $userId) { id } }',
      { userId: '3' },
      admin,
    );
  });

  it('a password reset (the BFF does not know whose) still closes the account’s subscriptions', async () => {
    const token = await stack.login('vendor@lab.test');
    const live = subscribe(token);
    await live.started;
    await stack.gql('mutation Reset($email: String!) { requestPasswordReset(email: $email) }', {
      email: 'vendor@lab.test',
    });
    const { rows } = await stack.lab.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE recipient = 'vendor@lab.test' ORDER BY id DESC LIMIT 1",
    );
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(rows[0]!.body)![1]!);
    await gqlOk(
      'mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }',
      { token: resetToken, password: 'vendor-new-secret' },
      token,
    );
    const answeredAt = Date.now();
    const closed = await live.closed;
    expect({ code: closed.code, reason: closed.reason }).toEqual(ENDED);
    expect(closed.at - answeredAt).toBeLessThan(1_000);
  });

  it('a connection opened before its session ended cannot start a subscription after it', async () => {
    const phone = await stack.login('messenger@lab.test');
    const laptop = await stack.login('messenger@lab.test');
    let closed: { code: number; reason: string } | undefined;
    const client = createClient({
      url: `${wsBase}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${phone}` },
      lazy: false,
      // The close is what this test waits for, not an error to print.
      onNonLazyError: () => undefined,
      retryAttempts: 0,
      on: {
        closed: (event) => {
          closed = event as { code: number; reason: string };
        },
      },
    });
    cleanups.push(() => client.dispose());
    await new Promise<void>((resolve) => client.on('connected', () => resolve()));

    await gqlOk('mutation SignOutOthers { signOutOtherSessions { id } }', {}, laptop);
    const errors: unknown[] = [];
    await new Promise<void>((resolve) =>
      client.subscribe(
        { query: USER_EVENTS, variables: {} },
        {
          next: (result) => errors.push(...(result.errors ?? [])),
          error: (error) => {
            errors.push(error);
            resolve();
          },
          complete: () => resolve(),
        },
      ),
    );
    expect(closed).toMatchObject(ENDED);
  });
});
