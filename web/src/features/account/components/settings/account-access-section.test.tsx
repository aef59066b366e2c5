import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { createStubClient, type StubCall, type StubHandler } from '../../../../testing/stub-client';
import { AccountAccessSection } from './account-access-section';

const status = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'User',
  id: 'u7',
  role: 'ADMIN',
  accountStatus: {
    __typename: 'AccountStatus',
    role: 'ADMIN',
    deactivated: false,
    deactivatedAt: null,
    changes: [],
    ...overrides,
  },
});

function renderSection(handlers: Record<string, StubHandler>, own = false, calls: StubCall[] = []) {
  const client = createStubClient(
    { LabFeatures: { data: { labFeatures: [], labFeatureNotes: [] } }, ...handlers },
    calls,
  );
  return render(
    <Provider value={client}>
      <AccountAccessSection userId="u7" name="Robin Staff" own={own} />
    </Provider>,
  );
}

describe('role and access, for staff', () => {
  it('changes the role, and shows who changed what', async () => {
    const calls: StubCall[] = [];
    let current = status();
    renderSection(
      {
        AccountStatus: () => ({ data: { user: current } }),
        ChangeUserRole: ({ role }) => {
          current = status({
            role,
            changes: [
              {
                __typename: 'AccountChange',
                kind: 'ROLE',
                fromRole: 'ADMIN',
                toRole: role,
                byName: 'Avery Lin',
                at: '2026-11-28T15:40:00.000Z',
              },
            ],
          });
          return { data: { changeUserRole: { ...current, role } } };
        },
      },
      false,
      calls,
    );
    expect(await screen.findByText('Active: Robin Staff can sign in as admin.')).toBeTruthy();
    expect(screen.getByText('No role or access changes yet.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Change role' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'CUSTOMER');
    await userEvent.click(save);
    expect(calls).toContainEqual({ name: 'ChangeUserRole', variables: { userId: 'u7', role: 'CUSTOMER' } });
    expect(await screen.findByText('Role changed from Admin to Customer by Avery Lin')).toBeTruthy();
  });

  it('deactivates only after confirming, and then offers reactivation', async () => {
    let current = status({ role: 'CUSTOMER' });
    renderSection({
      AccountStatus: () => ({ data: { user: current } }),
      DeactivateUser: () => {
        current = status({ role: 'CUSTOMER', deactivated: true, deactivatedAt: '2026-11-28T15:40:00.000Z' });
        return { data: { deactivateUser: current } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Robin Staff?' });
    expect(dialog.textContent).toContain('Their orders, rolls and scans stay.');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeTruthy();
    expect(screen.getByText(/^Deactivated on .*: Robin Staff cannot sign in/)).toBeTruthy();
  });

  it('offers no controls on one’s own account, and says why', async () => {
    renderSection({ AccountStatus: { data: { user: status() } } }, true);
    expect(
      await screen.findByText('You cannot change your own role or access: ask another admin.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).toBeNull();
    expect(screen.queryByLabelText('Role')).toBeNull();
  });
});
