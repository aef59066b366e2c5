import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { createStubClient, type StubHandler } from '../../../../testing/stub-client';
import { SettingsPage } from './settings-page';

const CARDS_OFF = "Managing saved cards isn't offered by this lab yet.";

const person = {
  __typename: 'User',
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '5551234567',
  profileImageUrl: null,
  preferences: [{ __typename: 'Preference', key: 'returnNegatives', value: 'true' }],
  addresses: [
    {
      __typename: 'Address',
      id: 'a1',
      placeId: null,
      address1: '1 Darkroom Lane',
      address2: null,
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      country: 'US',
      primary: true,
    },
  ],
  membership: {
    __typename: 'Membership',
    planId: 'NON_MEMBER',
    label: 'On Demand',
    status: 'NONE',
    periodEnd: null,
  },
};

function renderSettings(handlers: Record<string, StubHandler>) {
  const client = createStubClient(handlers);
  const router = createMemoryRouter(
    [{ path: '/users/:id/settings', element: <SettingsPage userId="u1" asAdmin={false} isStaff={false} /> }],
    { initialEntries: ['/users/u1/settings'] },
  );
  return render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('settings page on a lab without saved cards', () => {
  it('still edits names, addresses and preferences, with the sentence where the cards would be', async () => {
    renderSettings({
      AccountSettings: {
        data: { me: { ...person, cards: null } },
        errors: [
          {
            message: CARDS_OFF,
            path: ['me', 'cards'],
            extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'saved-cards' },
          } as never,
        ],
      },
    });
    const cards = (await screen.findByRole('heading', { name: 'Cards' })).closest('section') as HTMLElement;
    expect(within(cards).getByText(CARDS_OFF)).toBeTruthy();
    expect(within(cards).queryByRole('button', { name: 'Add card' })).toBeNull();
    expect(screen.queryByText(/We couldn’t load/)).toBeNull();

    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lovelace');
    expect(screen.getByRole('button', { name: 'Save details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Addresses' })).toBeTruthy();
    expect(screen.getByText(/1 Darkroom Lane/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'New roll defaults' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Membership' })).toBeTruthy();
  });
});
