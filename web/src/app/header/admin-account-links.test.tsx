import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { locationsAnswer, ordersAnswer, statsAnswer } from '../../features/admin/admin-fixtures';
import { renderApp } from '../../testing/render-app';
import { makeUser } from '../../testing/stub-client';

const handlers = {
  AdminGeneralStats: statsAnswer,
  AdminOrders: ordersAnswer(0, []),
  AdminLocations: locationsAnswer,
  QuickSearchOrders: {
    data: { quickSearchOrders: { __typename: 'OrderSearchResult', count: 0, orders: [] } },
  },
};
const admin = makeUser({
  id: 'a1',
  role: 'ADMIN',
  firstName: 'Avery',
  email: 'admin@lab.test',
  accountCredit: 700,
});

describe('admin menus', () => {
  it('gives an admin the admin areas instead of a customer’s credits and account links', async () => {
    renderApp('/admin/orders', { user: admin, handlers });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    const menu = (await screen.findByRole('link', { name: 'Roll Events Dashboard' })).closest(
      '[id]',
    ) as HTMLElement;
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Orders', '/admin/orders'],
      ['Roll Events Dashboard', '/admin/roll-events-dashboard'],
      ['Products', '/admin/products'],
      ['Messengers', '/admin/messengers'],
      ['Social Submissions', '/admin/social-submissions'],
      ['Contact Us', expect.stringMatching(/^mailto:/)],
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    for (const gone of [/Account Credit/, /Product Credits/, /Referrals/, /Become A Member/, /Settings/]) {
      expect(within(menu).queryByText(gone)).toBeNull();
    }
  });

  it('puts the admin areas in the admin header’s mobile menu, with Contact Us and Logout', async () => {
    renderApp('/admin/orders', { user: admin, handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('navigation', { name: 'Mobile' }).parentElement as HTMLElement;
    expect(within(panel).getAllByRole('link', { name: 'Orders' })).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: 'Messengers' }).getAttribute('href')).toBe(
      '/admin/messengers',
    );
    expect(within(panel).getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(panel).queryByText('Account Credit')).toBeNull();
  });

  it('keeps a customer’s menu as it was', async () => {
    renderApp('/about', { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    expect(await screen.findByText('Account Credit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Roll Events Dashboard' })).toBeNull();
  });

  it('shows the quick search and the stats bar on admin pages', async () => {
    renderApp('/admin/roll-events-dashboard', {
      user: admin,
      handlers: { ...handlers, RollEvents: { data: { rollEvents: [] } } },
    });
    expect(await screen.findByRole('combobox', { name: 'Quick order search' })).toBeTruthy();
    const bar = await screen.findByRole('region', { name: 'Lab stats' });
    expect(within(bar).getByText('Turnaround').nextElementSibling?.textContent).toBe('2 business days');
  });
});
