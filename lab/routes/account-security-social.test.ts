import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabApp } from '../app';
import { loadLabConfig } from '../config';
import { IN_MEMORY, openDatabase } from '../db';
import { createLabLogger } from '../logger';
import { issueIdentityToken } from '../services/identity-providers/stand-in';
import { authHeader, bearerToken } from '../test-support/test-lab';

const SECRET = 'stand-in-identity-provider-secret-for-tests';
const person = { subject: 'g-123', email: 'Robin.New@example.com', firstName: 'Robin', lastName: 'Vale' };

let app: Awaited<ReturnType<typeof buildLabApp>>;
let off: Awaited<ReturnType<typeof buildLabApp>>;
let db: Awaited<ReturnType<typeof openDatabase>>;
let offDb: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  const logger = createLabLogger('silent', { write: () => {} });
  [db, offDb] = await Promise.all([openDatabase(IN_MEMORY), openDatabase(IN_MEMORY)]);
  const base = { ...loadLabConfig({}), dataDir: IN_MEMORY };
  app = await buildLabApp({ config: { ...base, socialSignInSecret: SECRET }, db, logger });
  off = await buildLabApp({ config: base, db: offDb, logger });
}, 120_000);
afterAll(async () => {
  await Promise.all([app?.close(), off?.close()]);
  await Promise.all([db?.close(), offDb?.close()]);
});

const signIn = (target: typeof app, provider: string, token: string) =>
  target.inject({ method: 'POST', url: `/auth/${provider}-signin`, payload: { token } });

describe('social sign-in through the stand-in identity provider', () => {
  it('creates a customer on first sign-in and signs the same person in again', async () => {
    const first = await signIn(app, 'google', await issueIdentityToken(SECRET, 'google', person));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      email: 'robin.new@example.com',
      role: 'CUSTOMER',
      firstName: 'Robin',
    });
    const me = await app.inject({ url: '/auth/current-user', headers: authHeader(bearerToken(first)) });
    expect(me.json().email).toBe('robin.new@example.com');

    const again = await signIn(app, 'facebook', await issueIdentityToken(SECRET, 'facebook', person));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it('refuses invalid, expired, foreign and mismatched tokens', async () => {
    const refused = {
      message: 'We could not confirm that sign-in. Please try again.',
      status: 401,
      errors: [],
    };
    expect((await signIn(app, 'google', 'not-a-token')).json()).toEqual(refused);
    const expired = await issueIdentityToken(SECRET, 'google', person, -60);
    expect((await signIn(app, 'google', expired)).json()).toEqual(refused);
    const forged = await issueIdentityToken('another-secret-that-is-long-enough-1234', 'google', person);
    expect((await signIn(app, 'google', forged)).json()).toEqual(refused);
    // A Facebook token is not a Google one.
    const facebook = await issueIdentityToken(SECRET, 'facebook', person);
    expect((await signIn(app, 'google', facebook)).json()).toEqual(refused);
    expect((await signIn(app, 'google', '')).statusCode).toBe(400);
  });

  it('keeps staff to their password', async () => {
    const admin = await issueIdentityToken(SECRET, 'google', { ...person, email: 'admin@lab.test' });
    expect((await signIn(app, 'google', admin)).statusCode).toBe(401);
  });

  it('is off unless configured', async () => {
    const response = await signIn(off, 'google', await issueIdentityToken(SECRET, 'google', person));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Social sign-in is not configured');
  });
});

describe('which providers, and the stand-in provider’s token endpoint', () => {
  it('lists both providers only when social sign-in is configured', async () => {
    expect((await app.inject({ url: '/auth/social-providers' })).json()).toEqual({
      providers: ['google', 'facebook'],
    });
    expect((await off.inject({ url: '/auth/social-providers' })).json()).toEqual({ providers: [] });
  });

  it('issues a token the sign-in accepts, for the provider asked; 404 when not configured', async () => {
    const typed = { email: 'Ada.Stand@example.com', firstName: 'Ada', lastName: 'Stand' };
    const issued = await app.inject({
      method: 'POST',
      url: '/stand-in-identity/facebook/token',
      payload: typed,
    });
    expect(issued.statusCode).toBe(200);
    const { token } = issued.json();
    expect((await signIn(app, 'google', token)).statusCode).toBe(401);
    const signedIn = await signIn(app, 'facebook', token);
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json()).toMatchObject({
      email: 'ada.stand@example.com',
      firstName: 'Ada',
      role: 'CUSTOMER',
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/stand-in-identity/google/token',
      payload: { email: 'nope', firstName: '', lastName: 'X' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'firstName']);
    const offIssued = await off.inject({
      method: 'POST',
      url: '/stand-in-identity/google/token',
      payload: typed,
    });
    expect(offIssued.statusCode).toBe(404);
  });
});
