import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLED } from '../services/sessions';
import {
  authHeader,
  bearerToken,
  createTestLab,
  DEMO_PASSWORD,
  SEED_IDS,
  type TestLab,
} from '../test-support/test-lab';

let lab: TestLab;
beforeAll(async () => {
  lab = await createTestLab();
}, 60_000);
afterAll(() => lab.close());

const me = (token: string) => lab.app.inject({ url: '/auth/current-user', headers: authHeader(token) });
const login = (email: string, password: string) =>
  lab.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

async function lastCodeMailedTo(recipient: string): Promise<string> {
  const { rows } = await lab.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${recipient}`);
  return code;
}

describe('sessions end with a password change or reset', () => {
  it('a password change ends the other sessions and keeps the one that changed it', async () => {
    const phone = await lab.login('newcustomer@lab.test');
    const laptop = await lab.login('newcustomer@lab.test');
    const changed = await lab.app.inject({
      method: 'PUT',
      url: `/users/${SEED_IDS.newCustomer}/password`,
      headers: authHeader(laptop),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    const kept = bearerToken(changed);

    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session is invalid or has expired');
    // The laptop's session carries on (decision 110): its token before the change and the fresh one both work.
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(kept)).statusCode).toBe(200);
    expect((await login('newcustomer@lab.test', 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const token = await lab.login('vendor@lab.test');
    await lab.app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { email: 'vendor@lab.test' },
    });
    const { rows } = await lab.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE recipient = 'vendor@lab.test' ORDER BY id DESC LIMIT 1",
    );
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(rows[0]!.body)![1]!);
    const reset = await lab.app.inject({
      method: 'PUT',
      url: '/auth/password-reset/reset',
      payload: { token: resetToken, password: 'vendor-new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('roles come from the database', () => {
  it('a demoted admin is refused on the next call', async () => {
    const { rows } = await lab.db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, role, first_name, last_name, referral_code)
       SELECT 'temp.admin@lab.test', password_hash, 'ADMIN', 'Temp', 'Admin', 'TEMP-ADMIN' FROM users WHERE id = 1
       RETURNING id`,
    );
    const token = await lab.login('temp.admin@lab.test');
    expect((await lab.app.inject({ url: '/users?limit=1', headers: authHeader(token) })).statusCode).toBe(
      200,
    );

    await lab.db.query("UPDATE users SET role = 'CUSTOMER' WHERE id = $1", [rows[0]!.id]);
    const refused = await lab.app.inject({ url: '/users?limit=1', headers: authHeader(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have access to this resource');
    // Other people's accounts are closed too, not only admin-only routes.
    expect(
      (await lab.app.inject({ url: `/users/${SEED_IDS.customer}`, headers: authHeader(token) })).statusCode,
    ).toBe(403);
  });
});

describe('managers pass the two-factor code before admin actions', () => {
  it('refuses a manager without the code, and lets them in with it', async () => {
    const token = await lab.login('manager@lab.test');
    const refused = await lab.app.inject({ url: '/users?limit=1', headers: authHeader(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/code we e-mail you/);
    expect((await me(token)).statusCode).toBe(200);

    const requested = await lab.app.inject({
      method: 'POST',
      url: '/auth/managers/request-two-factor-code',
      headers: authHeader(token),
    });
    expect(requested.statusCode).toBe(200);
    const code = await lastCodeMailedTo('manager@lab.test');
    const wrong = await lab.app.inject({
      method: 'POST',
      url: '/auth/managers/verify-two-factor-code',
      headers: authHeader(token),
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const verified = await lab.app.inject({
      method: 'POST',
      url: '/auth/managers/verify-two-factor-code',
      headers: authHeader(token),
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    const confirmed = bearerToken(verified);
    expect((await lab.app.inject({ url: '/users?limit=1', headers: authHeader(confirmed) })).statusCode).toBe(
      200,
    );
    // current-user keeps the confirmation in the fresh token it hands back.
    const refreshed = bearerToken(await me(confirmed));
    expect((await lab.app.inject({ url: '/users?limit=1', headers: authHeader(refreshed) })).statusCode).toBe(
      200,
    );
  });

  it('leaves the seeded admin, who is not a manager, free of the code', async () => {
    const token = await lab.login('admin@lab.test');
    expect((await lab.app.inject({ url: '/users?limit=1', headers: authHeader(token) })).statusCode).toBe(
      200,
    );
  });
});

describe('login throttle', () => {
  it('throttles the tenth wrong password in a minute, per account', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await login('customer@lab.test', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const tenth = await login('customer@lab.test', 'wrong-10');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({ message: LOGIN_THROTTLED, status: 429, errors: [] });
    // Even the right password waits out the minute; other accounts are not affected.
    expect((await login('customer@lab.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login('admin@lab.test', DEMO_PASSWORD)).statusCode).toBe(200);

    await lab.db.query("UPDATE login_failures SET failed_at = failed_at - interval '61 seconds'");
    expect((await login('customer@lab.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
