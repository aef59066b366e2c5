import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-patterns';
import { routes } from './routes';

describe('routePatterns', () => {
  const patterns = routePatterns(routes);

  it('lists the pages of every area with their parameters', () => {
    for (const pattern of [
      '/',
      '/login',
      '/users/:userId',
      '/users/:userId/rolls/:rollId',
      '/users/:userId/orders/:orderId/*',
      '/admin/users/:userId/settings',
      '/admin/roll-events-dashboard/:event',
      '/memberships/*',
      '/shared-scans/:scanCode',
      '/vendor-orders',
      '/courier',
    ]) {
      expect(patterns, pattern).toContain(pattern);
    }
  });

  it('leaves out the catch-alls, so an address only they match is unknown', () => {
    expect(patterns).not.toContain('/*');
    expect(patterns).not.toContain('/users/:userId/*');
    expect(patterns).not.toContain('/admin/*');
  });

  it('joins nested paths under pathless layout routes', () => {
    expect(
      routePatterns([{ children: [{ path: 'a', children: [{ index: true }, { path: 'b/:id' }] }] }]),
    ).toEqual(['/a', '/a/b/:id']);
  });
});
