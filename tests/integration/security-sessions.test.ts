import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const ME = 'query Me { me { id email role } }';
const USERS = 'query Users { users(limit: 1) { count } }';
const CHANGE_PASSWORD =
  'mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }';
const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

describe('account security through the BFF', () => {
  it('a password change ends the other session; the one that changed it carries on', async () => {
    const phone = await stack.login('newcustomer@lab.test');
    const laptop = await stack.login('newcustomer@lab.test');
    const changed = await stack.gql<{ changePassword: boolean }>(
      CHANGE_PASSWORD,
      { currentPassword: 'filmlab-demo', newPassword: 'a-new-long-password' },
      laptop,
    );
    expect(changed.body.data!.changePassword).toBe(true);
    const kept = String(changed.headers.authorization ?? '').replace(/^Bearer /, '');
    expect(kept).not.toBe('');

    // The revoked token is refused outright: a staff query asks for a signed-in user first.
    const refused = await stack.gql(USERS, {}, phone);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await stack.gql<{ me: null }>(ME, {}, phone)).body.data!.me).toBeNull();
    expect((await stack.gql<{ me: { email: string } }>(ME, {}, kept)).body.data!.me.email).toBe(
      'newcustomer@lab.test',
    );
  });

  it('a demoted admin is refused on the next call', async () => {
    const token = await stack.login('admin@lab.test');
    expect((await stack.gql(USERS, {}, token)).body.errors).toBeUndefined();
    await stack.lab.db.query("UPDATE users SET role = 'CUSTOMER' WHERE email = 'admin@lab.test'");
    try {
      const refused = await stack.gql(USERS, {}, token);
      expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await stack.lab.db.query("UPDATE users SET role = 'ADMIN' WHERE email = 'admin@lab.test'");
    }
  });

  it('a manager without the code is refused, and admitted with it', async () => {
    const token = await stack.login('manager@lab.test');
    const refused = await stack.gql(USERS, {}, token);
    expect(refused.body.errors![0]).toMatchObject({
      message: 'Confirm your sign-in with the code we e-mail you before managing the lab',
      extensions: { code: 'FORBIDDEN', field: 'twoFactorCode' },
    });
    const requested = await stack.gql<{ requestTwoFactorCode: boolean }>(
      'mutation Request { requestTwoFactorCode }',
      {},
      token,
    );
    expect(requested.body.data!.requestTwoFactorCode).toBe(true);
    const [mail] = await stack.lab.outbox('manager@lab.test');
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;

    const VERIFY =
      'mutation Verify($code: String!) { verifyTwoFactorCode(code: $code) { token user { email } } }';
    const wrong = await stack.gql(VERIFY, { code: code === '000000' ? '111111' : '000000' }, token);
    expect(wrong.body.errors![0]).toMatchObject({
      message: 'This code is invalid or has expired',
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
    const verified = await stack.gql<{ verifyTwoFactorCode: { token: string; user: { email: string } } }>(
      VERIFY,
      { code },
      token,
    );
    const confirmed = verified.body.data!.verifyTwoFactorCode.token;
    expect(verified.body.data!.verifyTwoFactorCode.user.email).toBe('manager@lab.test');
    expect((await stack.gql(USERS, {}, confirmed)).body.errors).toBeUndefined();
  });

  it('the tenth wrong password in a minute is throttled with a clear message', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) {
      const wrong = await stack.gql(LOGIN, { email: 'vendor@lab.test', password: `wrong-${attempt}` });
      expect(wrong.body.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const tenth = await stack.gql(LOGIN, { email: 'vendor@lab.test', password: 'filmlab-demo' });
    expect(tenth.body.errors![0]).toMatchObject({
      message: 'Too many wrong passwords for this account. Wait a minute and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});
