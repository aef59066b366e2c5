import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLab } from '../../lab/server.js';
import { issueIdentityToken } from '../../lab/services/identity-providers/stand-in.js';
import { copyLabTemplate } from '../support/lab-template.js';
import { type Bff, type Stack, startBff, startStack } from '../support/stack.js';

// Social sign-in through the stand-in identity provider, BFF → lab over HTTP (docs/decisions/073).
const SECRET = 'stand-in-identity-provider-secret-for-tests';
const GOOGLE =
  'mutation Google($token: String!) { googleSignIn(token: $token) { token user { email role firstName } } }';

let bff: Bff;
let close: () => Promise<void>;
beforeAll(async () => {
  const db = await copyLabTemplate(inject('labTemplateDir'));
  const lab = await startLab({
    dataDir: db.dir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    validateAnswers: true,
    socialSignInSecret: SECRET,
  });
  bff = await startBff(lab.url);
  close = async () => {
    await bff.close();
    await lab.close();
    await db.remove();
  };
});
afterAll(() => close?.());

describe('social sign-in', () => {
  it('signs a new person in with a Google token and answers a session', async () => {
    const token = await issueIdentityToken(SECRET, 'google', {
      subject: 'g-1',
      email: 'river.new@example.com',
      firstName: 'River',
      lastName: 'Stone',
    });
    const signedIn = await bff.gql<{
      googleSignIn: { token: string; user: { email: string; role: string; firstName: string } };
    }>(GOOGLE, { token });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data!.googleSignIn.user).toEqual({
      email: 'river.new@example.com',
      role: 'CUSTOMER',
      firstName: 'River',
    });
    const me = await bff.gql<{ me: { email: string } }>(
      'query Me { me { email } }',
      {},
      signedIn.body.data!.googleSignIn.token,
    );
    expect(me.body.data!.me.email).toBe('river.new@example.com');
  });

  it('refuses an expired token as UNAUTHENTICATED', async () => {
    const expired = await issueIdentityToken(
      SECRET,
      'google',
      { subject: 'g-2', email: 'late@example.com', firstName: 'Late', lastName: 'Comer' },
      -60,
    );
    const refused = await bff.gql(GOOGLE, { token: expired });
    expect(refused.body.errors![0]).toMatchObject({
      message: 'We could not confirm that sign-in. Please try again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

const PROVIDERS = '{ socialSignInProviders { provider name startUrl } }';

describe('the sign-in buttons and the stand-in provider’s page', () => {
  let off: Stack;
  beforeAll(async () => {
    off = await startStack();
  });
  afterAll(() => off?.close());

  it('lists Google and Facebook while the lab has social sign-in on, none when it is off', async () => {
    const on = await bff.gql<{ socialSignInProviders: unknown[] }>(PROVIDERS);
    expect(on.body.data!.socialSignInProviders).toEqual([
      { provider: 'GOOGLE', name: 'Google', startUrl: '/stand-in-identity/google' },
      { provider: 'FACEBOOK', name: 'Facebook', startUrl: '/stand-in-identity/facebook' },
    ]);
    const none = await off.gql<{ socialSignInProviders: unknown[] }>(PROVIDERS);
    expect(none.body.data!.socialSignInProviders).toEqual([]);
    expect((await off.app.inject({ url: '/stand-in-identity/google' })).statusCode).toBe(404);
  });

  it('the page signs the person in there and sends the browser back to /login with a token that signs in', async () => {
    const form = await bff.app.inject({ url: '/stand-in-identity/facebook' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Sign in with Facebook');
    const sent = await bff.app.inject({
      method: 'POST',
      url: '/stand-in-identity/facebook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=June.Page%40example.com&firstName=June&lastName=Page',
    });
    expect(sent.statusCode).toBe(303);
    const location = new URL(String(sent.headers.location), 'http://bff');
    expect(location.pathname).toBe('/login');
    const back = new URLSearchParams(location.hash.slice(1));
    expect(back.get('provider')).toBe('facebook');
    const signedIn = await bff.gql<{ facebookSignIn: { user: { email: string } } }>(
      'mutation F($token: String!) { facebookSignIn(token: $token) { user { email } } }',
      { token: back.get('token') },
    );
    expect(signedIn.body.data!.facebookSignIn.user.email).toBe('june.page@example.com');
  });

  it('shows each bad field beside it, and refuses a form posted from another site', async () => {
    const bad = await bff.app.inject({
      method: 'POST',
      url: '/stand-in-identity/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nope&firstName=&lastName=Page',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter an e-mail address like name@example.com');
    expect(bad.body).toContain('Enter a first name');
    const crossSite = await bff.app.inject({
      method: 'POST',
      url: '/stand-in-identity/google',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        host: 'localhost',
      },
      payload: 'email=a%40example.com&firstName=A&lastName=B',
    });
    expect(crossSite.statusCode).toBe(403);
    const fetchedCrossSite = await bff.app.inject({
      method: 'POST',
      url: '/stand-in-identity/google',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'email=a%40example.com&firstName=A&lastName=B',
    });
    expect(fetchedCrossSite.statusCode).toBe(403);
  });
});
