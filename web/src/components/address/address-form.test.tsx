import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubCall, type StubHandler } from '../../testing/stub-client';
import { makeAddress } from './address-fixtures';
import { AddressForm, type SavedAddress } from './address-form';

const suggestions = {
  data: {
    placeSuggestions: [
      {
        __typename: 'PlaceSuggestion',
        placeId: 'p-kent',
        description: '210 Kent Ave, Brooklyn, NY 11249, USA',
      },
      { __typename: 'PlaceSuggestion', placeId: 'p-park', description: 'Prospect Park, Brooklyn, NY, USA' },
    ],
  },
};
const kent = {
  __typename: 'Place',
  placeId: 'p-kent',
  formattedAddress: '210 Kent Ave, Brooklyn, NY 11249, USA',
  address1: '210 Kent Ave',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11249',
};

function renderForm(handlers: Record<string, StubHandler>, address?: SavedAddress) {
  const calls: StubCall[] = [];
  const onSaved = vi.fn();
  render(
    <Provider value={createStubClient(handlers, calls)}>
      <AddressForm address={address} onSaved={onSaved} />
    </Provider>,
  );
  // What was asked, once each (urql's first read of a synchronous answer sends an operation twice without a cache).
  const asked = () => [
    ...new Set(calls.filter((call) => call.name === 'PlaceSuggestions').map((call) => call.variables.input)),
  ];
  return { calls, onSaved, asked };
}

const search = () => screen.getByRole('combobox', { name: 'Search for an address' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('AddressForm place search', () => {
  it('asks the places service only once typing has paused for 500 ms', async () => {
    vi.useFakeTimers();
    const { asked } = renderForm({ PlaceSuggestions: suggestions });
    const type = (value: string) => fireEvent.change(search(), { target: { value } });

    type('210 Ke');
    act(() => vi.advanceTimersByTime(499));
    expect(asked()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(asked()).toEqual(['210 Ke']);

    // Typing again restarts the wait: still one question until the next 500 ms pass.
    type('210 Ken');
    act(() => vi.advanceTimersByTime(300));
    type('210 Kent');
    act(() => vi.advanceTimersByTime(300));
    expect(asked()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(asked()).toEqual(['210 Ke', '210 Kent']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '210 Kent Ave, Brooklyn, NY 11249, USA',
      'Prospect Park, Brooklyn, NY, USA',
    ]);
  });

  it('says when nothing matched and offers the fields instead (issue 26)', async () => {
    renderForm({ PlaceSuggestions: { data: { placeSuggestions: [] } } });
    await userEvent.type(search(), '1 Nowhere Lane, Atlantis');
    expect(
      await screen.findByText(
        'Nothing matched “1 Nowhere Lane, Atlantis”. Type the address in the fields below.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enter the address by hand' }));
    expect(document.activeElement).toBe(field('Street address'));
  });

  it('fills street, city, state and zip from a picked suggestion (keyboard)', async () => {
    const { calls } = renderForm({ PlaceSuggestions: suggestions, PlaceDetails: { data: { place: kent } } });
    await userEvent.type(search(), '210 Kent');
    await screen.findByRole('option', { name: '210 Kent Ave, Brooklyn, NY 11249, USA' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(field('Street address').value).toBe('210 Kent Ave'));
    expect([field('City').value, field('State').value, field('Zip').value]).toEqual([
      'Brooklyn',
      'NY',
      '11249',
    ]);
    expect(calls.find((call) => call.name === 'PlaceDetails')?.variables).toEqual({ placeId: 'p-kent' });
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('ignores a place whose address does not split into street, city, state and zip, and says so quietly', async () => {
    renderForm({ PlaceSuggestions: suggestions, PlaceDetails: { data: { place: null } } });
    await userEvent.type(field('Street address'), '1 Main St');
    await userEvent.type(search(), 'Prospect');
    await userEvent.click(await screen.findByRole('option', { name: 'Prospect Park, Brooklyn, NY, USA' }));
    const note = await screen.findByText(
      /could not be split into street, city, state and zip, so it was not used/,
    );
    expect(note.getAttribute('role')).toBe('status');
    // Quiet: a polite status line, not the form's alert.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']);
    expect([field('Street address').value, field('City').value, field('Zip').value]).toEqual([
      '1 Main St',
      '',
      '',
    ]);
  });
});

describe('AddressForm saving', () => {
  it('shows the server’s field errors beside the fields', async () => {
    const { onSaved } = renderForm({
      CreateAddress: {
        errors: [
          {
            message: 'State must be a two-letter code',
            extensions: { code: 'BAD_USER_INPUT', field: 'state' },
          },
        ],
      },
    });
    await userEvent.type(field('Street address'), '1 Main St');
    await userEvent.type(field('City'), 'Albany');
    await userEvent.type(field('State'), 'N');
    await userEvent.type(field('Zip'), '12207');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('State must be a two-letter code')).toBeTruthy();
    expect(field('State').getAttribute('aria-invalid')).toBe('true');
    expect(field('City').getAttribute('aria-invalid')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('updates an address that has an id (Enter in a field saves) and hands back the answer', async () => {
    const address = makeAddress({ id: 'a9', address1: '12 Elm St', city: 'Albany', zip: '12207' });
    const changed = { ...address, address1: '14 Elm St' };
    const { calls, onSaved } = renderForm({ UpdateAddress: { data: { updateAddress: changed } } }, address);
    const street = field('Street address');
    await userEvent.clear(street);
    await userEvent.type(street, '14 Elm St{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(changed));
    expect(calls.filter((call) => call.name === 'UpdateAddress').map((call) => call.variables)).toEqual([
      {
        id: 'a9',
        input: {
          placeId: null,
          address1: '14 Elm St',
          address2: null,
          city: 'Albany',
          state: 'NY',
          zip: '12207',
        },
        userId: undefined,
      },
    ]);
    expect(calls.some((call) => call.name === 'CreateAddress')).toBe(false);
  });

  it('cannot save without a street, nor twice while a save is in flight', async () => {
    const { calls } = renderForm({ CreateAddress: null });
    const save = screen.getByRole('button', { name: 'Save Address' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(field('Street address'), '1 Main St');
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    expect(save.disabled).toBe(true);
    await userEvent.type(field('City'), 'Albany{Enter}');
    expect(calls.filter((call) => call.name === 'CreateAddress')).toHaveLength(1);
  });
});

const PLACES_OFF = "Address search isn't offered by this lab yet; type the address in instead.";

describe('AddressForm on a lab without address search (places off)', () => {
  it('shows the lab’s sentence where the search would be, and a typed address still saves', async () => {
    const saved = makeAddress({ id: 'a3', address1: '12 Test Street', city: 'Brooklyn', zip: '11211' });
    const { calls, onSaved } = renderForm({
      LabFeatures: {
        data: { labFeatures: [], labFeatureNotes: [{ feature: 'places', message: PLACES_OFF }] },
      },
      CreateAddress: { data: { createAddress: saved } },
    });
    expect(await screen.findByText(PLACES_OFF)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Search for an address' })).toBeNull();
    await userEvent.type(field('Street address'), '12 Test Street');
    await userEvent.type(field('City'), 'Brooklyn');
    await userEvent.type(field('State'), 'NY');
    await userEvent.type(field('Zip'), '11211');
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.find((call) => call.name === 'CreateAddress')?.variables.input).toEqual({
      placeId: null,
      address1: '12 Test Street',
      address2: null,
      city: 'Brooklyn',
      state: 'NY',
      zip: '11211',
    });
    expect(calls.some((call) => call.name === 'PlaceSuggestions')).toBe(false);
  });

  it('says the lab’s sentence, not “not answering”, when the search answers that the feature is off', async () => {
    renderForm({
      LabFeatures: { data: { labFeatures: [], labFeatureNotes: [] } },
      PlaceSuggestions: {
        errors: [{ message: PLACES_OFF, extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'places' } }],
      },
    });
    await userEvent.type(search(), '210 Kent');
    expect(await screen.findByText(PLACES_OFF, {}, { timeout: 2_000 })).toBeTruthy();
    expect(screen.queryByText(/not answering/)).toBeNull();
  });
});
