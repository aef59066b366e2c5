import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLab } from '../../lab/server.js';
import { issueIdentityToken } from '../../lab/services/identity-providers/stand-in.js';
import { copyLabTemplate } from '../support/lab-template.js';
import { type Bff, startBff } from '../support/stack.js';

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
