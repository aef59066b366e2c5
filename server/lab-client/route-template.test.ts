import { describe, expect, it } from 'vitest';
import { routeTemplate } from './route-template';

describe('routeTemplate', () => {
  it.each([
    ['/public/locations', '/public/locations'],
    ['/users/42', '/users/:id'],
    ['/users/42/address/7', '/users/:id/address/:id'],
    ['/users/42/subscriptions/NICE_2025?promoCode=X', '/users/:id/subscriptions/NICE_2025'],
    ['/auth/password-reset/validate-token?token=secret', '/auth/password-reset/validate-token'],
    ['/rolls/3f2a8c1e-9b7d-4c2e-8f1a-0b9c8d7e6f5a', '/rolls/:id'],
    ['/users/a%40b.co', '/users/:id'],
    ['/files/0123456789abcdef0123', '/files/:id'],
  ])('%s → %s', (path, template) => expect(routeTemplate(path)).toBe(template));
});
