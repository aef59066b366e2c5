import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { makeUser } from '../../testing/stub-client';
import type { CurrentUser } from '../session/session-context';

type Membership = CurrentUser['membership'];

const membership = (fields: Partial<Membership>): Membership => ({
  planId: 'NICE_2025',
  label: 'Nice',
  status: 'RENEWS',
  periodEnd: '2027-03-14T12:00:00.000Z',
  lapsed: false,
  ...fields,
});

async function openMenu(user: CurrentUser) {
  renderApp('/about', { user });
  await userEvent.click(await screen.findByRole('button', { name: /^Account menu for/ }));
  // The menu's contents are their own chunk, loaded as it opens.
  const settings = await screen.findByRole('link', { name: 'Settings' });
  return settings.closest('[id]') as HTMLElement;
}

describe('avatar menu membership', () => {
  it('shows a renewing member their tier, renewal date and credits', async () => {
    const menu = await openMenu(
      makeUser({ accountCredit: 1500, productCredits: 2, membership: membership({ label: 'Very Nice' }) }),
    );
    expect(within(menu).getByText('Very Nice')).toBeTruthy();
    expect(within(menu).getByText('Renews On Mar 14, 2027')).toBeTruthy();
    expect(within(menu).getByText('Account Credit').nextSibling?.textContent).toBe('$15.00');
    expect(within(menu).getByText('Product Credits').nextSibling?.textContent).toBe('2');
    expect(within(menu).queryByRole('link', { name: 'Become A Member' })).toBeNull();
  });

  it('shows Expires On for a plan set to cancel', async () => {
    const menu = await openMenu(makeUser({ membership: membership({ status: 'EXPIRES' }) }));
    expect(within(menu).getByText('Expires On Mar 14, 2027')).toBeTruthy();
    expect(within(menu).getByText('Nice')).toBeTruthy();
  });

  it('offers a non-member Become A Member, with no plan line', async () => {
    const menu = await openMenu(makeUser());
    expect(within(menu).getByRole('link', { name: 'Become A Member' }).getAttribute('href')).toBe(
      '/memberships',
    );
    expect(within(menu).queryByText(/Renews On|Expires On/)).toBeNull();
    expect(within(menu).getByText('Account Credit').nextSibling?.textContent).toBe('$0.00');
  });

  it('tells a lapsed member their plan expired and offers a membership', async () => {
    const menu = await openMenu(
      makeUser({
        active: false,
        membership: membership({ status: 'EXPIRES', periodEnd: '2025-01-10T12:00:00.000Z', lapsed: true }),
      }),
    );
    expect(within(menu).getByText('Expired On Jan 10, 2025')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Become A Member' })).toBeTruthy();
  });

  it('keeps the menu short for a customer without a first order', async () => {
    const menu = await openMenu(makeUser({ firstOrderCreated: false, membership: membership({}) }));
    expect(within(menu).queryByText('Account Credit')).toBeNull();
    expect(within(menu).queryByText(/Renews On/)).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Become A Member' })).toBeNull();
  });
});

describe('avatar menu as spec §2 lists it (issue 26)', () => {
  it('gives a customer the cart with its count, New Order, Referrals with the code and the picture upload', async () => {
    const menu = await openMenu(makeUser({ referralCode: 'ADA10' }));
    const names = [...menu.querySelectorAll('a, button')].map((item) =>
      item.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(names).toEqual([
      'Cart0 items',
      'New Order',
      'Settings',
      'Referrals, your code ADA10',
      'Become A Member',
      'Request USPS Shipping Label',
      'Contact Us',
      'Upload PictureJPEG or PNG',
      'Logout',
    ]);
    expect(within(menu).getByRole('link', { name: 'New Order' }).getAttribute('href')).toBe(
      '/users/u1/orders/new/rolls',
    );
    expect(within(menu).getByRole('link', { name: /^Referrals/ }).textContent).toContain('ADA10');
    expect((within(menu).getByLabelText('Profile picture file') as HTMLInputElement).accept).toBe(
      'image/jpeg,image/png',
    );
  });

  it('stays open when the upload is chosen, and says a non-picture is not one', async () => {
    const menu = await openMenu(makeUser());
    await userEvent.click(within(menu).getByRole('button', { name: /Upload Picture/ }));
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    await userEvent.upload(
      within(menu).getByLabelText('Profile picture file'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await within(menu).findByText('Choose a JPEG or PNG picture.')).toBeTruthy();
  });
});
