import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { createStubClient, type StubCall, type StubHandler } from '../../../../testing/stub-client';
import { SessionsSection } from './sessions-section';

const session = (id: string, device: string, current: boolean, country: string | null = null) => ({
  __typename: 'Session',
  id,
  device,
  method: 'PASSWORD',
  country,
  signedInAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-28T15:40:00.000Z',
  current,
});
const here = session('s-here-0000000000', 'Chrome on Mac', true, 'United States');
const phone = session('s-phone-000000000', 'Safari on iPhone', false);
const tablet = session('s-tablet-00000000', 'Safari on iPad', false, 'Canada');

function renderSection(handlers: Record<string, StubHandler>, calls: StubCall[] = []) {
  const client = createStubClient(
    { LabFeatures: { data: { labFeatures: [], labFeatureNotes: [] } }, ...handlers },
    calls,
  );
  return render(
    <Provider value={client}>
      <SessionsSection />
    </Provider>,
  );
}

describe('where you are signed in', () => {
  it('lists each session with its device and place, this device first and without a sign-out button', async () => {
    renderSection({
      MySessions: { data: { me: { __typename: 'User', id: 'u1', sessions: [here, phone, tablet] } } },
    });
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Chrome on Mac');
    expect(items[0]!.textContent).toMatch(/This device · Signed in .* from United States with password/);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[2]!.textContent).toMatch(/Signed in .* from Canada with password/);
    expect(within(items[1]!).getByText(/^Last seen/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sign out Safari on iPhone, signed in/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
  });

  it('signs one session out, and then every other, saying so', async () => {
    const calls: StubCall[] = [];
    let open = [here, phone, tablet];
    renderSection(
      {
        MySessions: () => ({ data: { me: { __typename: 'User', id: 'u1', sessions: open } } }),
        SignOutSession: ({ id }) => {
          open = open.filter((s) => s.id !== id);
          return { data: { signOutSession: open } };
        },
        SignOutOtherSessions: () => {
          open = [here];
          return { data: { signOutOtherSessions: open } };
        },
      },
      calls,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Sign out Safari on iPhone/ }));
    expect(calls).toContainEqual({ name: 'SignOutSession', variables: { id: phone.id } });
    // The iPad was listed all along: wait for the iPhone's row to leave, and the iPad's to stay.
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText('Safari on iPad')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('You are signed out everywhere else.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('says when the lab does not offer sessions, instead of the list', async () => {
    const message = "Listing and ending your sign-ins on other devices isn't offered by this lab yet.";
    renderSection({
      MySessions: {
        data: { me: { __typename: 'User', id: 'u1', sessions: null } },
        errors: [
          {
            message,
            path: ['me', 'sessions'],
            extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'sessions' },
          } as never,
        ],
      },
    });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
