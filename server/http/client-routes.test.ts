import { describe, expect, it } from 'vitest';
import { clientRouteMatcher } from './client-routes.js';

describe('clientRouteMatcher', () => {
  const known = clientRouteMatcher([
    '/',
    '/login',
    '/users/:userId',
    '/users/:userId/rolls/:rollId',
    '/users/:userId/orders/:orderId/*',
    '/memberships/*',
  ]);

  it.each([
    ['/', true],
    ['/login', true],
    ['/login/', true],
    ['/users/12', true],
    ['/users/12/rolls/3', true],
    ['/users/12/orders/5', true],
    ['/users/12/orders/5/anything/else', true],
    ['/memberships', true],
    ['/memberships/gift', true],
    ['/users/12/nope', false],
    ['/users/12/rolls', false],
    ['/users/12/rolls/3/4', false],
    ['/loginx', false],
    ['/admin/whatever', false],
  ])('%s → %s', (path, expected) => {
    expect(known(path)).toBe(expected);
  });
});
