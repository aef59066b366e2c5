import { describe, expect, it } from 'vitest';
import { mayOpenCustomerPath, ordersFilm } from './role-screens';

describe('mayOpenCustomerPath', () => {
  it.each([
    ['CUSTOMER', '/users/u1/rolls', true],
    ['CUSTOMER', '/users/u1/orders/new/rolls', true],
    ['CUSTOMER', '/users/u2/rolls', false],
    ['CUSTOMER', '/onboarding/rolls', true],
    ['CUSTOMER', '/products/all', true],
    ['ADMIN', '/users/u2/rolls', true],
    ['VENDOR', '/users/u1/settings', true],
    ['VENDOR', '/users/u1/settings/', true],
    ['VENDOR', '/users/u1/orders/new/rolls', false],
    ['VENDOR', '/users/u1/rolls', false],
    ['VENDOR', '/users/u2/settings', false],
    ['VENDOR', '/onboarding/rolls', false],
    ['VENDOR', '/complete-user-details', false],
    ['VENDOR', '/checkout', false],
    ['MESSENGER', '/users/u1/settings', true],
    ['MESSENGER', '/users/u1/referrals', false],
    ['MESSENGER', '/onboarding/rolls', false],
    ['MESSENGER', '/products/all', false],
  ] as const)('%s at %s: %s', (role, path, allowed) => {
    expect(mayOpenCustomerPath({ id: 'u1', role }, path)).toBe(allowed);
  });
});

describe('ordersFilm', () => {
  it.each([
    ['CUSTOMER', true],
    ['ADMIN', true],
    ['VENDOR', false],
    ['MESSENGER', false],
  ] as const)('%s: %s', (role, answer) => expect(ordersFilm({ role })).toBe(answer));
});
