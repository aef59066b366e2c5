import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, bearerToken, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
beforeAll(async () => {
  lab = await createTestLab();
}, 60_000);
afterAll(() => lab.close());

async function lastMailTo(recipient: string) {
  const { rows } = await lab.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  return rows[0];
}

const INVALID_LINK = { message: 'This reset link is invalid or has expired', status: 400, errors: [] };

describe('password reset', () => {
  const requestReset = (email: string) =>
    lab.app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email } });
  const validate = (token: string) =>
    lab.app.inject({ url: `/auth/password-reset/validate-token?token=${encodeURIComponent(token)}` });
  const reset = (token: string, password: string) =>
    lab.app.inject({ method: 'PUT', url: '/auth/password-reset/reset', payload: { token, password } });

  async function mailedToken(email: string): Promise<string> {
    const mail = await lastMailTo(email);
    const link = /http:\/\/web\.test\/password-reset\?token=(\S+)/.exec(mail?.body ?? '');
    if (!link) throw new Error(`no reset link mailed to ${email}`);
    return decodeURIComponent(link[1]!);
  }

  it('mails a single-use link that resets the password', async () => {
    const requested = await requestReset('Customer@lab.test');
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      message: 'If an account exists for this e-mail, a reset link is on its way.',
    });
    const token = await mailedToken('customer@lab.test');
    expect((await lastMailTo('customer@lab.test'))?.subject).toBe('Reset your Nice Film Club password');

    // The log names the mail but never carries the link.
    const mailLog = lab.logs.find((line) => line.msg === 'mail queued');
    expect(mailLog?.mail).toEqual({ to: 'customer@lab.test', subject: 'Reset your Nice Film Club password' });

    const validated = await validate(token);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ valid: true, email: 'c…@lab.test' });

    const tooShort = await reset(token, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);

    const done = await reset(token, 'a-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset.' });
    await expect(lab.login('customer@lab.test', 'a-new-password')).resolves.toMatch(/^ey/);
    await expect(lab.login('customer@lab.test', 'filmlab-demo')).rejects.toThrow(/login/);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await validate(token)).json()).toEqual(INVALID_LINK);

    // Neither the mail log nor the request log (whose URL held ?token=) carries the token.
    expect(JSON.stringify(lab.logs)).not.toContain(token);
    expect(lab.logs).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ url: '/auth/password-reset/validate-token?token=[redacted]' }),
      }),
    );
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const { rows: before } = await lab.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM outbox',
    );
    const response = await requestReset('nobody@lab.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('If an account exists for this e-mail, a reset link is on its way.');
    const { rows: after } = await lab.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM outbox',
    );
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('refuses an expired or made-up token', async () => {
    await requestReset('newcustomer@lab.test');
    const token = await mailedToken('newcustomer@lab.test');
    await lab.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    expect((await validate(token)).json()).toEqual(INVALID_LINK);
    expect((await reset(token, 'fresh-password-1')).statusCode).toBe(400);
    expect((await validate('made-up-token')).statusCode).toBe(400);
    const missing = await lab.app.inject({ url: '/auth/password-reset/validate-token' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'token', message: 'Token is required' }]);
  });
});

describe('manager two-factor code', () => {
  const requestCode = (token?: string) =>
    lab.app.inject({
      method: 'POST',
      url: '/auth/managers/request-two-factor-code',
      headers: token ? authHeader(token) : {},
    });
  const verify = (token: string, code: string) =>
    lab.app.inject({
      method: 'POST',
      url: '/auth/managers/verify-two-factor-code',
      headers: authHeader(token),
      payload: { code },
    });
  const mailedCode = async () =>
    /\b(\d{6})\b/.exec((await lastMailTo('admin@lab.test'))?.body ?? '')?.[1] ?? '';
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('is for admins only', async () => {
    const customer = await lab.login('newcustomer@lab.test');
    const response = await requestCode(customer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You do not have access to this resource',
      status: 403,
      errors: [],
    });
    expect((await requestCode()).statusCode).toBe(401);
    expect((await verify(customer, '123456')).statusCode).toBe(403);
  });

  it('mails a code that, once verified, earns a token marked mfa', async () => {
    const admin = await lab.login('admin@lab.test');
    const requested = await requestCode(admin);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toMatch(/on its way/);
    const code = await mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(lab.logs)).not.toContain(`is ${code}`);

    const bad = await verify(admin, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'This code is invalid or has expired',
      status: 400,
      errors: [{ field: 'code', message: 'This code is invalid or has expired' }],
    });

    const ok = await verify(admin, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: 1, email: 'admin@lab.test', role: 'ADMIN' });
    expect(decodeJwt(bearerToken(ok))).toMatchObject({ sub: '1', role: 'ADMIN', mfa: true });
    expect(decodeJwt(admin).mfa).toBeUndefined();

    expect((await verify(admin, code)).statusCode).toBe(400);
  });

  it('spends the code after five misses and validates its format', async () => {
    const admin = await lab.login('admin@lab.test');
    await requestCode(admin);
    const code = await mailedCode();
    for (let miss = 0; miss < 5; miss += 1) expect((await verify(admin, wrong(code))).statusCode).toBe(400);
    expect((await verify(admin, code)).statusCode).toBe(400);

    const malformed = await verify(admin, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ field: 'code', message: 'Code must be 6 digits' }]);
  });

  it('refuses an expired code', async () => {
    const admin = await lab.login('admin@lab.test');
    await requestCode(admin);
    const code = await mailedCode();
    await lab.db.query(`UPDATE two_factor_codes SET expires_at = now() - interval '1 second'`);
    expect((await verify(admin, code)).statusCode).toBe(400);
  });
});
