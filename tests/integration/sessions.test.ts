import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Sessions and staff account management through the BFF (issue 24, decision 110), against the real lab.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const SESSIONS =
  'query MySessions { me { id sessions { id device country method current signedInAt lastSeenAt } } }';
const ME = 'query Me { me { id role } }';

/** Signs in as a browser would: its user agent, and the edge's country header. */
async function signIn(email: string, userAgent: string, country?: string): Promise<string> {
  let req = request(stack.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('user-agent', userAgent);
  if (country) req = req.set('cf-ipcountry', country);
  const res = await req.send({ query: LOGIN, variables: { email, password: 'filmlab-demo' } });
  const token = res.body.data?.login.token as string | undefined;
  if (!token) throw new Error(`login failed: ${JSON.stringify(res.body.errors)}`);
  return token;
}

type Listed = { id: string; device: string; country: string | null; method: string; current: boolean };
const listed = async (token: string) =>
  (await stack.gql<{ me: { sessions: Listed[] } }>(SESSIONS, {}, token)).body.data!.me.sessions;
const isSignedIn = async (token: string) =>
  (await stack.gql<{ me: { id: string } | null }>(ME, {}, token)).body.data?.me != null;

async function tempAccount(email: string, role: string): Promise<string> {
  const { rows } = await stack.lab.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, first_name, last_name, referral_code)
     SELECT $1, password_hash, $2, 'Temp', 'Person', upper(md5($1)) FROM users WHERE id = 1 RETURNING id`,
    [email, role],
  );
  return String(rows[0]!.id);
}

describe('me.sessions', () => {
  it('lists each sign-in with its device, country and method, this one first', async () => {
    const phone = await signIn('customer@lab.test', IPHONE, 'US');
    const laptop = await signIn('customer@lab.test', MAC);
    expect(phone).not.toBe(laptop);
    const sessions = await listed(phone);
    expect(sessions[0]).toMatchObject({
      device: 'Safari on iPhone',
      country: 'United States',
      current: true,
    });
    expect(sessions[0]!.method).toBe('PASSWORD');
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Chrome on Mac', country: null, current: false }),
    );
  });

  it("is the holder's own: staff reading a customer's sessions are refused", async () => {
    const admin = await stack.login('admin@lab.test');
    const res = await stack.gql(
      'query TheirSessions($id: ID!) { user(id: $id) { id sessions { id } } }',
      { id: '2' },
      admin,
    );
    expect(res.body.errors![0]).toMatchObject({
      message: 'Only the account holder sees where they are signed in.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('signs one session out, then every other; signOut ends only its own', async () => {
    const phone = await signIn('newcustomer@lab.test', IPHONE);
    const laptop = await signIn('newcustomer@lab.test', MAC);
    const tablet = await signIn('newcustomer@lab.test', MAC);
    const phoneId = (await listed(phone)).find((s) => s.current)!.id;

    const one = await stack.gql<{ signOutSession: Listed[] }>(
      'mutation SignOutSession($id: ID!) { signOutSession(id: $id) { id current } }',
      { id: phoneId },
      laptop,
    );
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data!.signOutSession.map((s) => s.id)).not.toContain(phoneId);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(true);

    const bad = await stack.gql(
      'mutation SignOutSession($id: ID!) { signOutSession(id: $id) { id } }',
      { id: 'x' },
      laptop,
    );
    expect(bad.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    const others = await stack.gql<{ signOutOtherSessions: Listed[] }>(
      'mutation SignOutOthers { signOutOtherSessions { id current } }',
      {},
      laptop,
    );
    expect(others.body.data!.signOutOtherSessions).toEqual([expect.objectContaining({ current: true })]);
    expect(await isSignedIn(tablet)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);

    const again = await signIn('newcustomer@lab.test', IPHONE);
    const out = await stack.gql<{ signOut: boolean }>('mutation SignOut { signOut }', {}, laptop);
    expect(out.body.data!.signOut).toBe(true);
    // No fresh token comes back for the session being ended.
    expect(out.headers.authorization).toBeUndefined();
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(again)).toBe(true);
    // Signing out with a token that no longer works is not an error: the client forgets it either way.
    expect(
      (await stack.gql<{ signOut: boolean }>('mutation SignOut { signOut }', {}, laptop)).body.data!.signOut,
    ).toBe(true);
  });
});

describe('staff manage accounts', () => {
  const ROLE =
    'mutation ChangeUserRole($userId: ID!, $role: Role!) { changeUserRole(userId: $userId, role: $role) { id role accountStatus { role deactivated changes { kind fromRole toRole byName at } } } }';
  const DEACTIVATE =
    'mutation DeactivateUser($userId: ID!) { deactivateUser(userId: $userId) { id accountStatus { deactivated deactivatedAt changes { kind byName } } } }';
  const REACTIVATE =
    'mutation ReactivateUser($userId: ID!) { reactivateUser(userId: $userId) { id accountStatus { deactivated } } }';

  it('demotes an admin, whose open admin session fails at its next request; recorded with who and when', async () => {
    const id = await tempAccount('temp.admin@lab.test', 'ADMIN');
    const theirs = await stack.login('temp.admin@lab.test');
    const users = 'query Users { users(limit: 1) { count } }';
    expect((await stack.gql(users, {}, theirs)).body.errors).toBeUndefined();

    const admin = await stack.login('admin@lab.test');
    const res = await stack.gql<{ changeUserRole: { role: string; accountStatus: Record<string, unknown> } }>(
      ROLE,
      { userId: id, role: 'CUSTOMER' },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.changeUserRole).toMatchObject({
      role: 'CUSTOMER',
      accountStatus: {
        role: 'CUSTOMER',
        deactivated: false,
        changes: [{ kind: 'ROLE', fromRole: 'ADMIN', toRole: 'CUSTOMER', byName: 'Avery Lin' }],
      },
    });
    const refused = await stack.gql(users, {}, theirs);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an admin their own account, and non-admins anyone’s', async () => {
    const admin = await stack.login('admin@lab.test');
    const own = await stack.gql(ROLE, { userId: '1', role: 'CUSTOMER' }, admin);
    expect(own.body.errors![0]).toMatchObject({
      message: 'You cannot change your own role: ask another admin.',
      extensions: { code: 'CONFLICT', field: 'userId' },
    });
    const ownAccess = await stack.gql(DEACTIVATE, { userId: '1' }, admin);
    expect(ownAccess.body.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT' });
    const customer = await stack.login('customer@lab.test');
    for (const [query, variables] of [
      [ROLE, { userId: '2', role: 'ADMIN' }],
      [ROLE, { userId: '3', role: 'ADMIN' }],
      [DEACTIVATE, { userId: '3' }],
      ['query Status($id: ID!) { user(id: $id) { id accountStatus { role } } }', { id: '2' }],
    ] as const) {
      const res = await stack.gql(query, variables, customer);
      expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    const me = await stack.gql<{ me: { role: string } }>(ME, {}, customer);
    expect(me.body.data!.me.role).toBe('CUSTOMER');
  });

  it('deactivates an account: its sessions end, sign-in says why, data stays; reactivation lets it back', async () => {
    const id = await tempAccount('temp.leaving@lab.test', 'CUSTOMER');
    const theirs = await stack.login('temp.leaving@lab.test');
    const admin = await stack.login('admin@lab.test');
    const off = await stack.gql<{
      deactivateUser: { accountStatus: { deactivated: boolean; changes: unknown[] } };
    }>(DEACTIVATE, { userId: id }, admin);
    expect(off.body.data!.deactivateUser.accountStatus).toMatchObject({
      deactivated: true,
      changes: [{ kind: 'DEACTIVATED', byName: 'Avery Lin' }],
    });
    expect(await isSignedIn(theirs)).toBe(false);
    const login = await stack.gql(LOGIN, { email: 'temp.leaving@lab.test', password: 'filmlab-demo' });
    expect(login.body.errors![0]).toMatchObject({
      message: 'This account has been deactivated. Contact the lab if you think this is a mistake.',
      extensions: { code: 'FORBIDDEN' },
    });
    const still = await stack.gql<{ user: { email: string } }>(
      'query U($id: ID!) { user(id: $id) { email } }',
      { id },
      admin,
    );
    expect(still.body.data!.user.email).toBe('temp.leaving@lab.test');

    const on = await stack.gql<{ reactivateUser: { accountStatus: { deactivated: boolean } } }>(
      REACTIVATE,
      { userId: id },
      admin,
    );
    expect(on.body.data!.reactivateUser.accountStatus.deactivated).toBe(false);
    expect(await isSignedIn(await stack.login('temp.leaving@lab.test'))).toBe(true);
  });
});
