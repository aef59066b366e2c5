import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-to-use';

describe('token service', () => {
  it('signs {sub, role, iat, exp} and reads it back', async () => {
    const tokens = createTokenService(secret, 3600);
    const token = await tokens.sign({ userId: 2, role: 'CUSTOMER' });
    const payload = decodeJwt(token);
    expect(payload).toEqual({
      sub: '2',
      role: 'CUSTOMER',
      iat: expect.any(Number),
      exp: payload.iat! + 3600,
    });
    expect(await tokens.verify(token)).toEqual({ userId: 2, role: 'CUSTOMER', mfa: undefined });
  });

  it('carries the mfa flag only when set', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign({ userId: 1, role: 'ADMIN', mfa: true });
    expect(await tokens.verify(token)).toEqual({ userId: 1, role: 'ADMIN', mfa: true });
  });

  it('rejects expired, foreign and garbage tokens', async () => {
    const expired = await createTokenService(secret, -10).sign({ userId: 2, role: 'CUSTOMER' });
    const foreign = await createTokenService(`${secret}-other`, 60).sign({ userId: 2, role: 'CUSTOMER' });
    const tokens = createTokenService(secret, 60);
    expect(await tokens.verify(expired)).toBeNull();
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });
});
