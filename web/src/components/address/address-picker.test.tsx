import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubCall, type StubHandler } from '../../testing/stub-client';
import { bookAnswer, makeAddress } from './address-fixtures';
import { AddressPicker } from './address-picker';

const home = makeAddress({ id: 'a1', address1: '12 Elm St', city: 'Albany', zip: '12207' });
const studio = makeAddress({ id: 'a2', address1: '210 Kent Ave', primary: true });

function renderPicker(handlers: Record<string, StubHandler>, props: { userId?: string } = {}) {
  const calls: StubCall[] = [];
  const changes: (string | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<string | null>(null);
    return (
      <AddressPicker
        {...props}
        label="Return address"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <Provider value={createStubClient(handlers, calls)}>
      <Harness />
    </Provider>,
  );
  return { calls, changes };
}

const select = () => screen.getByRole('combobox', { name: 'Return address' }) as HTMLSelectElement;
const optionTexts = () =>
  within(select())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('AddressPicker', () => {
  it('lists saved addresses as “line 1, city, zip”, marks the primary and chooses it first', async () => {
    const { changes } = renderPicker({ AddressBook: bookAnswer([home, studio]) });
    await waitFor(() => expect(select().value).toBe('a2'));
    expect(changes).toEqual(['a2']);
    expect(optionTexts()).toEqual([
      '12 Elm St, Albany, 12207',
      '210 Kent Ave, Brooklyn, 11249 (Primary)',
      'Add A New Address',
    ]);
  });

  it('asks for a customer’s book through user(id) when an admin passes userId', async () => {
    const { calls } = renderPicker(
      { AddressBook: { data: { user: { __typename: 'User', id: '7', addresses: [studio] } } } },
      { userId: '7' },
    );
    await waitFor(() => expect(select().value).toBe('a2'));
    expect(calls.find((call) => call.name === 'AddressBook')?.variables).toEqual({
      userId: '7',
      asAdmin: true,
    });
  });

  it('adds a new address inline, then chooses it', async () => {
    const saved = makeAddress({ id: 'a3', address1: '9 Grand St', address2: 'Apt 2', zip: '11211' });
    const create = vi.fn(() => ({ data: { createAddress: saved } }));
    const { calls, changes } = renderPicker({
      AddressBook: bookAnswer([home, studio]),
      CreateAddress: create,
    });
    await waitFor(() => expect(select().value).toBe('a2'));

    await userEvent.selectOptions(select(), 'Add A New Address');
    // Nothing stays chosen while the new address is written.
    expect(changes.at(-1)).toBeNull();
    const form = screen.getByRole('group', { name: 'New address' });
    const save = within(form).getByRole('button', { name: 'Save Address' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await userEvent.type(within(form).getByLabelText('Street address'), '9 Grand St');
    await userEvent.type(within(form).getByLabelText('Apartment, suite, etc. (optional)'), 'Apt 2');
    await userEvent.type(within(form).getByLabelText('City'), 'Brooklyn');
    await userEvent.type(within(form).getByLabelText('State'), 'NY');
    await userEvent.type(within(form).getByLabelText('Zip'), '11211');
    await userEvent.click(save);

    await waitFor(() => expect(select().value).toBe('a3'));
    expect(changes.at(-1)).toBe('a3');
    expect(screen.queryByRole('group', { name: 'New address' })).toBeNull();
    expect(optionTexts()).toContain('9 Grand St, Brooklyn, 11211');
    expect(calls.find((call) => call.name === 'CreateAddress')?.variables).toEqual({
      input: {
        placeId: null,
        address1: '9 Grand St',
        address2: 'Apt 2',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11211',
      },
      userId: undefined,
    });
  });

  it('Cancel puts back the address chosen before', async () => {
    renderPicker({ AddressBook: bookAnswer([home, studio]) });
    await waitFor(() => expect(select().value).toBe('a2'));
    await userEvent.selectOptions(select(), '12 Elm St, Albany, 12207');
    await userEvent.selectOptions(select(), 'Add A New Address');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(select().value).toBe('a1');
  });

  it('opens the form at once for a person with no saved address', async () => {
    renderPicker({ AddressBook: bookAnswer([]) });
    const form = await screen.findByRole('group', { name: 'Return address: add your first address' });
    expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Return address' })).toBeNull();
  });
});
