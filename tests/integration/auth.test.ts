import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

const ME = 'query Me { me { id email role firstName lastName phone firstOrderCreated active } }';
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { id email role firstOrderCreated } }
}`;
const SIGNUP = `mutation Signup($input: SignupInput!) {
  signup(input: $input) { token user { id email role firstName lastName phone firstOrderCreated } }
}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('login', () => {
  it('answers a token and the user, and sends the token in the Authorization header', async () => {
    const res = await stack.gql<{ login: { token: string; user: Record<string, unknown> } }>(LOGIN, {
      email: 'customer@lab.test',
      password: 'filmlab-demo',
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const { token, user } = res.body.data!.login;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(token.startsWith('Bearer')).toBe(false);
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    expect(res.headers['access-control-expose-headers']).toBe('Authorization');
    expect(user).toEqual({
      id: expect.any(String),
      email: 'customer@lab.test',
      role: 'CUSTOMER',
      firstOrderCreated: true,
    });
  });

  it('is case-insensitive about the e-mail', async () => {
    const res = await stack.gql(LOGIN, { email: '  Admin@Lab.Test ', password: 'filmlab-demo' });
    expect(res.body.data).toMatchObject({ login: { user: { role: 'ADMIN' } } });
  });

  it('refuses a wrong password with UNAUTHENTICATED and no token', async () => {
    const res = await stack.gql(LOGIN, { email: 'customer@lab.test', password: 'not-the-password' });
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Invalid email or password',
      path: ['login'],
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(res.headers.authorization).toBeUndefined();
  });
});

describe('me and token rotation', () => {
  it('is null for a visitor and for an invalid token, without an error', async () => {
    const visitor = await stack.gql(ME);
    expect(visitor.body).toEqual({ data: { me: null } });
    const forged = await stack.gql(ME, {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged');
    expect(forged.body).toEqual({ data: { me: null } });
    expect(forged.headers.authorization).toBeUndefined();
  });

  it('answers the logged-in user and rotates the token in the response header', async () => {
    const token = await stack.login('customer@lab.test');
    await new Promise((r) => setTimeout(r, 1100)); // a token issued a second later differs (iat)
    const res = await stack.gql<{ me: Record<string, unknown> }>(ME, {}, token);
    expect(res.body.data!.me).toMatchObject({
      email: 'customer@lab.test',
      role: 'CUSTOMER',
      firstName: 'Casey',
      firstOrderCreated: true,
      active: true,
    });
    const rotated = res.headers.authorization?.replace('Bearer ', '');
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(token);
    const again = await stack.gql<{ me: { email: string } }>(ME, {}, rotated);
    expect(again.body.data!.me.email).toBe('customer@lab.test');
  });
});

describe('signup', () => {
  const input = {
    email: 'new.shooter@example.com',
    password: 'portra400!',
    firstName: 'Noa',
    lastName: 'Park',
    phone: '+1 347 555 0199',
  };

  it('creates a customer without a first order and logs them in', async () => {
    const res = await stack.gql<{ signup: { token: string; user: Record<string, unknown> } }>(SIGNUP, {
      input,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.signup.user).toMatchObject({
      email: 'new.shooter@example.com',
      role: 'CUSTOMER',
      firstName: 'Noa',
      phone: '+1 347 555 0199',
      firstOrderCreated: false,
    });
    const me = await stack.gql<{ me: { email: string } }>(ME, {}, res.body.data!.signup.token);
    expect(me.body.data!.me.email).toBe('new.shooter@example.com');
  });

  it('answers CONFLICT for an e-mail already taken', async () => {
    const res = await stack.gql(SIGNUP, { input: { ...input, email: 'customer@lab.test' } });
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(res.body.errors![0].message).toMatch(/already exists/i);
  });

  it.each([
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    [{ email: `${'a'.repeat(300)}@example.com` }, 'email', 'E-mail must be at most 254 characters'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ phone: 'call me' }, 'phone', 'Enter a valid phone number'],
  ])('refuses bad input %o with BAD_USER_INPUT on the field', async (override, field, message) => {
    const res = await stack.gql(SIGNUP, { input: { ...input, email: 'other@example.com', ...override } });
    expect(res.body.data).toBeNull();
    expect(res.body.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });
});
