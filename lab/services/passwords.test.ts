import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('filmlab-demo'), hashPassword('filmlab-demo')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('filmlab-demo');
    expect(await verifyPassword('filmlab-demo', stored)).toBe(true);
    expect(await verifyPassword('filmlab-demO', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses hashes it does not understand', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
