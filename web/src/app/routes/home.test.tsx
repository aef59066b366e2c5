import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { makeUser } from '../../testing/stub-client';
import { homePathFor, safeReturnPath } from '../home-path';

describe('home redirects', () => {
  it.each([
    ['a vendor', makeUser({ role: 'VENDOR', phone: null }), '/vendor-orders'],
    ['an admin', makeUser({ role: 'ADMIN', firstOrderCreated: false }), '/admin/orders'],
    ['a user without a phone', makeUser({ phone: null }), '/complete-user-details'],
    ['a customer without a first order', makeUser({ firstOrderCreated: false }), '/onboarding/rolls'],
    ['a customer with a first order', makeUser(), '/users/u1/rolls'],
  ])('sends %s to %s', async (_who, user, path) => {
    expect(homePathFor(user)).toBe(path);
    const app = renderApp('/', { user });
    await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
  });

  it('shows the landing page to a visitor', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your film, developed with care' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0].getAttribute('href')).toBe('/signup');
  });

  it('shows a loader while the user loads', async () => {
    const app = renderApp('/', { user: 'pending' });
    expect(await screen.findByText('Loading your account…')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/users/1/rolls?x=1', '/users/1/rolls?x=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login', '/'],
    [undefined, '/'],
  ])('%s → %s', (from, expected) => expect(safeReturnPath(from)).toBe(expected));
});
