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
    // Adding a card is the documented payment-methods/token call: its form stays; the list's buttons do not.
    expect(within(cards).getByRole('button', { name: 'Add card' })).toBeTruthy();
    expect(within(cards).queryByRole('button', { name: /Remove/ })).toBeNull();
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

const OFF_NOTES = [
  {
    feature: 'account-security',
    message: "Changing your e-mail or password here isn't offered by this lab yet.",
  },
  { feature: 'saved-cards', message: CARDS_OFF },
  {
    feature: 'membership-changes',
    message: "Changing your plan or its renewal here isn't offered by this lab yet.",
  },
];
const member = {
  ...person,
  membership: {
    ...person.membership,
    planId: 'NICE',
    label: 'Nice',
    status: 'RENEWS',
    periodEnd: '2031-05-01',
  },
  cards: [{ __typename: 'Card', id: 'c1', label: 'Visa ending 4242', isDefault: true }],
};

describe('settings page, hiding what the lab does not offer up front', () => {
  it('shows each sentence in place of the e-mail, password, card list and renewal controls, before any press', async () => {
    renderSettings({
      AccountSettings: { data: { me: member } },
      LabFeatures: { data: { labFeatures: [], labFeatureNotes: OFF_NOTES } },
    });
    const email = (await screen.findByRole('heading', { name: 'E-mail' })).parentElement as HTMLElement;
    expect(await within(email).findByText(OFF_NOTES[0]!.message)).toBeTruthy();
    expect(within(email).getByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change e-mail' })).toBeNull();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    const password = screen.getByRole('heading', { name: 'Password' }).parentElement as HTMLElement;
    expect(within(password).getByText(OFF_NOTES[0]!.message)).toBeTruthy();

    const cards = screen.getByRole('heading', { name: 'Cards' }).closest('section') as HTMLElement;
    expect(within(cards).getByText(CARDS_OFF)).toBeTruthy();
    expect(within(cards).queryByText('Visa ending 4242')).toBeNull();
    expect(within(cards).getByRole('button', { name: 'Add card' })).toBeTruthy();

    const membership = screen.getByRole('heading', { name: 'Membership' }).closest('section') as HTMLElement;
    expect(within(membership).getByText('Nice')).toBeTruthy();
    expect(within(membership).getByText(OFF_NOTES[2]!.message)).toBeTruthy();
    expect(within(membership).queryByRole('button', { name: 'Cancel at period end' })).toBeNull();

    // What needs no extension stays.
    expect(screen.getByRole('button', { name: 'Save details' })).toBeTruthy();
  });

  it('offers the controls when the lab has every feature (no notes)', async () => {
    renderSettings({
      AccountSettings: { data: { me: member } },
      LabFeatures: { data: { labFeatures: [], labFeatureNotes: [] } },
    });
    expect(await screen.findByRole('button', { name: 'Change e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Visa ending 4242' })).toBeTruthy();
    for (const note of OFF_NOTES) expect(screen.queryByText(note.message)).toBeNull();
  });
});

describe('staff settings pages', () => {
  const renderAs = (viewerId: string) => {
    const client = createStubClient({
      AccountSettings: { data: { user: { ...member } } },
      LabFeatures: { data: { labFeatures: [], labFeatureNotes: [] } },
      MySessions: { data: { me: { __typename: 'User', id: 'u1', sessions: [] } } },
      AccountStatus: {
        data: {
          user: {
            __typename: 'User',
            id: 'u1',
            role: 'ADMIN',
            accountStatus: {
              __typename: 'AccountStatus',
              role: 'ADMIN',
              deactivated: false,
              deactivatedAt: null,
              changes: [],
            },
          },
        },
      },
    });
    const router = createMemoryRouter(
      [
        {
          path: '/admin/users/:id/settings',
          element: <SettingsPage userId="u1" asAdmin isStaff viewerId={viewerId} />,
        },
      ],
      { initialEntries: ['/admin/users/u1/settings'] },
    );
    return render(
      <Provider value={client}>
        <RouterProvider router={router} />
      </Provider>,
    );
  };

  it("show a customer's role and access, not their sessions", async () => {
    renderAs('staff-9');
    expect(await screen.findByRole('heading', { name: 'Role and access' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Deactivate account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Where you're signed in" })).toBeNull();
  });

  it('show staff their own sessions, and no controls over their own access', async () => {
    renderAs('u1');
    expect(await screen.findByRole('heading', { name: "Where you're signed in" })).toBeTruthy();
    expect(
      await screen.findByText('You cannot change your own role or access: ask another admin.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
  });
});
