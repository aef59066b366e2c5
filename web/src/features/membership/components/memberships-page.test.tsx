import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plansAnswer } from '../../../testing/membership-fixtures';
import { renderApp } from '../../../testing/render-app';

describe('/memberships', () => {
  it('shows the four tiers with the server’s text, in Benefits, Pricing and Add-Ons', async () => {
    renderApp('/memberships', { handlers: { MembershipPlans: plansAnswer } });
    const table = await screen.findByRole('table');
    const head = table.querySelector('thead') as HTMLElement;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace('Join →', '')),
    ).toEqual(['On Demand', 'Nice', 'Very Nice', 'Super Nice']);
    const sections = table.querySelectorAll('tbody');
    expect([...sections].map((section) => section.querySelector('th')?.textContent)).toEqual([
      'Benefits',
      'Pricing',
      'Add-Ons',
    ]);
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(row('Dev + Scan Credits')).toEqual(['0', '10', '30', '90']);
    expect(row('Turnaround')).toEqual([
      'Standard',
      'Standard',
      'Priority, under 5 business days',
      '1 business day',
    ]);
    expect(row('Annual Cost')).toEqual(['$0.00', '$199.99', '$999.99', '$4,999.99']);
    expect(row('Rush')).toEqual(['$14.99', '$9.99', '$4.99', 'Included']);
    expect(row('Return Shipping')).toEqual(['$7.99', '$6.99', 'Free', 'Free']);
    // Annual cost and Dev + Scan are Pricing; Rush and Return Shipping are Add-Ons.
    expect(within(sections[1] as HTMLElement).getByRole('rowheader', { name: 'Dev + Scan' })).toBeTruthy();
    expect(
      within(sections[2] as HTMLElement).getByRole('rowheader', { name: 'Return Shipping' }),
    ).toBeTruthy();
  });

  it('links each paid tier to its purchase page, and Start Your First Order to sign-up', async () => {
    renderApp('/memberships', { handlers: { MembershipPlans: plansAnswer } });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getByRole('link', { name: /^Very Nice/ })
        .getAttribute('href'),
    ).toBe('/memberships/purchase?tier=VERY_NICE_2025');
    expect(within(table).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Start Your First Order' }).getAttribute('href')).toBe('/signup');
  });

  it('says so when the plans cannot be loaded', async () => {
    renderApp('/memberships', {
      handlers: { MembershipPlans: { errors: [{ message: 'the lab service is unavailable right now.' }] } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The lab service is unavailable right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
