import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ORDER_KEY } from '../../lib/local-drafts';
import { CLUB_FLAG_KEY } from '../../lib/site';
import { renderApp } from '../../testing/render-app';
import { makeUser } from '../../testing/stub-client';

async function navLabels(name = 'Main') {
  const nav = await screen.findByRole('navigation', { name });
  await waitFor(() => expect(within(nav).queryAllByRole('listitem').length).toBeGreaterThan(0));
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('header links', () => {
  it('shows a visitor the public links and Log In', async () => {
    renderApp('/about');
    expect(await navLabels()).toEqual(['About', 'Pricing', 'Purchase Membership', 'Notes', 'FAQ', 'Club']);
    expect(href('Notes')).toBe('https://notes.nicefilm.club');
    expect(screen.getAllByRole('link', { name: 'Log In' })[0].getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('offers the Lab instead of the Club on the club variant', async () => {
    window.localStorage.setItem(CLUB_FLAG_KEY, 'true');
    renderApp('/about');
    expect((await navLabels()).at(-1)).toBe('Lab');
  });

  it('shows a user without a first order the onboarding links', async () => {
    renderApp('/about', { user: makeUser({ firstOrderCreated: false }) });
    expect(await navLabels()).toEqual(['Onboarding', 'About', 'FAQ', 'Purchase Membership']);
    expect(href('New Order')).toBe('/onboarding/rolls');
  });

  it('shows a customer with a first order the member links and print sub-links', async () => {
    renderApp('/about', { user: makeUser() });
    expect(await navLabels()).toEqual(['Rolls', 'Orders', 'Shop', 'Print', 'FAQ']);
    expect(href('Rolls')).toBe('/users/u1/rolls');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(href('4x6 Prints')).toBe('/users/u1/small-print-orders');
    expect(href('Large Format Prints')).toBe('/users/u1/print-orders/new/selector');
  });

  it('gives admins the member menu on /admin-prefixed routes', async () => {
    renderApp('/about', { user: makeUser({ id: 'a1', role: 'ADMIN', firstOrderCreated: false }) });
    expect(await navLabels()).toEqual(['Rolls', 'Orders', 'Shop', 'Print', 'FAQ']);
    expect(href('Rolls')).toBe('/admin/users/a1/rolls');
    expect(href('New Order')).toBe('/admin/users/a1/orders/new/rolls');
  });

  it('shows the admin header in the admin area', async () => {
    renderApp('/admin/orders', { user: makeUser({ role: 'ADMIN' }) });
    expect(await navLabels('Admin')).toEqual(['Social Submissions', 'Roll Events Dash']);
    expect(await navLabels('Admin orders and products')).toEqual(['Orders', 'Products']);
  });
});

describe('New Order', () => {
  it('clears the draft development order and opens the new-order page', async () => {
    window.localStorage.setItem(DEVELOPMENT_ORDER_KEY, '{"rolls":[]}');
    const app = renderApp('/about', { user: makeUser() });
    await userEvent.click(await screen.findByRole('link', { name: 'New Order' }));
    expect(window.localStorage.getItem(DEVELOPMENT_ORDER_KEY)).toBeNull();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users/u1/orders/new/rolls'));
  });
});

describe('avatar menu', () => {
  it('opens with the account links, closes on Escape, and logs out', async () => {
    const app = renderApp('/about', { user: makeUser() });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    await userEvent.click(trigger);
    await screen.findByRole('link', { name: 'Settings' });
    expect(href('Settings')).toBe('/users/u1/settings');
    expect(href(/^Referrals/)).toBe('/users/u1/referrals');
    expect(href('Contact Us')).toMatch(/^mailto:/);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('filmlab.authToken')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your film, developed with care' }),
    ).toBeTruthy();
  });
});

describe('logout from a login-only page', () => {
  it('goes home, not to /login', async () => {
    const app = renderApp('/users/u1/settings', { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your film, developed with care' }),
    ).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/');
  });
});
