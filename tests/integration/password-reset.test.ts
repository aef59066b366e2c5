import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

const REQUEST = 'mutation RequestReset($email: String!) { requestPasswordReset(email: $email) }';
const VALIDATE = 'query ValidateReset($token: String!) { validatePasswordResetToken(token: $token) }';
const RESET =
  'mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

function tokenFromMail(body: string): string {
  const link = body.match(/https?:\/\/\S+\/password-reset\?token=([\w-]+)/);
  if (!link) throw new Error(`no reset link in: ${body}`);
  return link[1];
}

describe('password reset through the e-mailed link', () => {
  it('answers true for an unknown e-mail and sends nothing', async () => {
    const res = await stack.gql(REQUEST, { email: 'nobody@example.com' });
    expect(res.body).toEqual({ data: { requestPasswordReset: true } });
    expect(await stack.lab.outbox('nobody@example.com')).toEqual([]);
  });

  it('mails a link whose token validates once and sets the new password', async () => {
    const res = await stack.gql(REQUEST, { email: 'NewCustomer@lab.test' });
    expect(res.body).toEqual({ data: { requestPasswordReset: true } });
    const [mail] = await stack.lab.outbox('newcustomer@lab.test');
    expect(mail.subject).toMatch(/reset/i);
    const token = tokenFromMail(mail.body);

    expect((await stack.gql(VALIDATE, { token })).body).toEqual({
      data: { validatePasswordResetToken: true },
    });
    expect((await stack.gql(RESET, { token, password: 'ektar-100-new' })).body).toEqual({
      data: { resetPassword: true },
    });

    const oldLogin = await stack.gql(LOGIN, { email: 'newcustomer@lab.test', password: 'filmlab-demo' });
    expect(oldLogin.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const newLogin = await stack.gql<{ login: { token: string } }>(LOGIN, {
      email: 'newcustomer@lab.test',
      password: 'ektar-100-new',
    });
    expect(newLogin.body.data!.login.token).toBeTruthy();

    // The link is spent.
    expect((await stack.gql(VALIDATE, { token })).body).toEqual({
      data: { validatePasswordResetToken: false },
    });
    const again = await stack.gql(RESET, { token, password: 'another-pass-1' });
    expect(again.body.errors![0]).toMatchObject({
      message: 'This reset link is invalid or has expired',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a made-up token and a short new password', async () => {
    expect((await stack.gql(VALIDATE, { token: 'made-up' })).body).toEqual({
      data: { validatePasswordResetToken: false },
    });
    const short = await stack.gql(RESET, { token: 'made-up', password: 'short' });
    expect(short.body.errors![0]).toMatchObject({
      message: 'Password must be at least 8 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });
  });
});
