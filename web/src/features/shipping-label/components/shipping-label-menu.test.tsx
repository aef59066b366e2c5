import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { makeUser } from '../../../testing/stub-client';

const noOrders = {
  data: {
    me: {
      __typename: 'User',
      id: 'u1',
      membership: { __typename: 'Membership', planId: 'NON_MEMBER', lapsed: false },
      orders: { __typename: 'OrderPage', count: 0, items: [] },
    },
  },
};

async function openAccountMenu() {
  const button = await screen.findByRole('button', { name: /^Account menu for/ });
  await userEvent.click(button);
  // The menu's contents are their own chunk, loaded as it opens.
  await screen.findByRole('link', { name: 'Settings' });
  return button;
}

describe('Request USPS Shipping Label in the avatar menu', () => {
  it('opens the label dialog; closing it gives focus back to the account menu button', async () => {
    renderApp('/about', { user: makeUser(), handlers: { ShippingLabelOrders: noOrders } });
    const button = await openAccountMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Request USPS Shipping Label' }));

    const dialog = await screen.findByRole('dialog', { name: 'Free Shipping Label' });
    expect(await within(dialog).findByRole('link', { name: 'Create New Order' })).toBeTruthy();
    // The menu closed behind it.
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('from the small-screen menu, the menu panel closes so it is not left behind the dialog', async () => {
    renderApp('/about', { user: makeUser(), handlers: { ShippingLabelOrders: noOrders } });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    // The menu's account part is its own chunk (loaded with a user): it arrives a moment later.
    await userEvent.click(await within(panel).findByRole('button', { name: 'Request USPS Shipping Label' }));
    expect(await screen.findByRole('dialog', { name: 'Free Shipping Label' })).toBeTruthy();
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('false'));
  });

  it('Create New Order closes the dialog on its way to the new-order page', async () => {
    const { router } = renderApp('/about', { user: makeUser(), handlers: { ShippingLabelOrders: noOrders } });
    await openAccountMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Request USPS Shipping Label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free Shipping Label' });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Create New Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/u1/orders/new/rolls'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Free Shipping Label' })).toBeNull());
  });

  it('is not in the menu of a customer without a first order', async () => {
    renderApp('/about', { user: makeUser({ firstOrderCreated: false }) });
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request USPS Shipping Label' })).toBeNull();
  });
});
