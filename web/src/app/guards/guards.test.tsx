import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { makeUser } from '../../testing/stub-client';

describe('login-required routes', () => {
  it('sends a visitor to /login and back to the original path and search after logging in', async () => {
    const user = makeUser();
    const app = renderApp('/users/u1/orders?status=open', {
      handlers: {
        Login: { data: { login: { token: 'fresh', user: { id: 'u1', role: 'CUSTOMER' } } } },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/login');

    app.setUser(user);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/users/u1/orders');
    expect(app.router.state.location.search).toBe('?status=open');
    expect(window.localStorage.getItem('filmlab.authToken')).toBe('fresh');
  });

  it('shows a loader, not a redirect, while the user is loading', async () => {
    const app = renderApp('/users/u1/rolls', { user: 'pending' });
    expect(await screen.findByText('Loading your account…')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/users/u1/rolls');
  });

  it('sends unknown customer paths home', async () => {
    const app = renderApp('/users/u1/no-such-page', { user: makeUser() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users/u1/rolls'));
  });
});

describe('admin routes', () => {
  it('sends a non-admin from /admin to /, which then picks their own start page', async () => {
    const app = renderApp('/admin/orders', { user: makeUser({ role: 'CUSTOMER' }) });
    expect(await screen.findByRole('heading', { name: 'Your Rolls' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/users/u1/rolls');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('sends a visitor to /login first', async () => {
    const app = renderApp('/admin/products');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(app.router.state.location.state).toEqual({ from: '/admin/products' });
  });

  it('lets an admin in', async () => {
    renderApp('/admin/social-submissions', { user: makeUser({ role: 'ADMIN' }) });
    expect(await screen.findByRole('heading', { name: 'Social Submissions' })).toBeTruthy();
  });

  it('sends unknown admin paths home', async () => {
    const app = renderApp('/admin/nothing-here', { user: makeUser({ role: 'ADMIN' }) });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/orders'));
  });
});

describe('the shop', () => {
  it('sends a customer without a first order home', async () => {
    const app = renderApp('/products/all', { user: makeUser({ firstOrderCreated: false }) });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/onboarding/rolls'));
  });
});

describe('login errors', () => {
  it('clears the token and sends the person to /login when the server says UNAUTHENTICATED', async () => {
    const app = renderApp('/users/u1/rolls?tag=beach', {
      user: makeUser(),
      handlers: { Me: { errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] } },
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(window.localStorage.getItem('filmlab.authToken')).toBeNull();
    expect(app.router.state.location.state).toEqual({ from: '/users/u1/rolls?tag=beach' });
  });
});

describe('vendors and couriers (issue 26)', () => {
  it.each([
    ['VENDOR', '/onboarding/rolls', '/vendor-orders'],
    ['VENDOR', '/users/u1/orders/new/rolls', '/vendor-orders'],
    ['MESSENGER', '/users/u1/rolls', '/courier'],
  ] as const)('sends a %s from %s to their own home, %s', async (role, path, home) => {
    const app = renderApp(path, { user: makeUser({ role }) });
    await waitFor(() => expect(app.router.state.location.pathname).toBe(home));
  });

  it('shows a vendor no New Order button', async () => {
    renderApp('/vendor-orders', { user: makeUser({ role: 'VENDOR' }) });
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New Order' })).toBeNull();
  });

  it('sends a customer away from another customer’s pages', async () => {
    const app = renderApp('/users/u2/orders', { user: makeUser() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users/u1/rolls'));
  });
});
