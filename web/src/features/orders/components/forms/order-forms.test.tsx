import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import { makeOrder, makeRoll } from '../../order-fixtures';

const ORDER = '/users/u1/orders/1042';

const order = makeOrder({
  rolls: [
    makeRoll({ id: 'r1', stock: 'Kodak Portra 400' }),
    makeRoll({ id: 'r2', stock: 'Ilford HP5 Plus', process: 'BW', processLabel: 'BW', stage: 'DEVELOPED' }),
    makeRoll({ id: 'r3', stock: 'Kodak Gold 200', stage: 'SCANNED' }),
    makeRoll({ id: 'r4', stock: 'Kodak Ektar 100', addRush: true }),
  ],
});

const addressBook = {
  data: {
    me: {
      __typename: 'User',
      id: 'u1',
      addresses: [
        {
          __typename: 'Address',
          id: 'a7',
          placeId: null,
          address1: '210 Kent Ave',
          address2: 'Apt 4',
          city: 'Brooklyn',
          state: 'NY',
          zip: '11249',
          country: 'US',
          primary: true,
        },
      ],
    },
  },
};

describe('add rush', () => {
  it('offers the rolls not yet scanned or rushed, prices the choice on the server, then adds rush', async () => {
    const app = renderApp(`${ORDER}/add-rush`, {
      user: makeUser(),
      handlers: {
        Order: { data: { order } },
        AddRushQuote: (variables) => ({
          data: {
            addRushQuote: {
              __typename: 'AddRushQuote',
              rollCount: (variables.rollIds as string[]).length,
              unitAmount: 1499,
              creditsApplied: 0,
              amount: 1499 * (variables.rollIds as string[]).length,
            },
          },
        }),
        AddRush: { data: { addRush: order } },
      },
    });
    expect(await screen.findByLabelText('Kodak Portra 400 · C-41 · 35mm')).toBeTruthy();
    expect(screen.getByLabelText('Ilford HP5 Plus · BW · 35mm')).toBeTruthy();
    expect(screen.queryByLabelText(/Kodak Gold 200/)).toBeNull();
    expect(screen.queryByLabelText(/Kodak Ektar 100/)).toBeNull();
    expect(await screen.findByText('$29.98')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Ilford HP5 Plus · BW · 35mm'));
    expect(await screen.findByText('$14.99')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Rush' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(ORDER));
    expect(app.calls.find((call) => call.name === 'AddRush')?.variables).toEqual({
      orderId: '1042',
      rollIds: ['r1'],
    });
  });
});

describe('return negatives', () => {
  it('asks for a service and an address when the negatives are shipped, then saves', async () => {
    const app = renderApp(`${ORDER}/return-negatives-form`, {
      user: makeUser(),
      handlers: {
        Order: { data: { order } },
        AddressBook: addressBook,
        SetReturnNegatives: { data: { setReturnNegatives: order } },
      },
    });
    const action = await screen.findByLabelText('What happens to the negatives');
    expect(screen.queryByLabelText('Return service')).toBeNull();
    await userEvent.selectOptions(action, 'SHIP');
    await userEvent.selectOptions(screen.getByLabelText('Return service'), 'fedex_2_day');
    await waitFor(() =>
      expect((screen.getByLabelText('Return address') as HTMLSelectElement).value).toBe('a7'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(ORDER));
    expect(app.calls.find((call) => call.name === 'SetReturnNegatives')?.variables).toEqual({
      input: {
        orderId: '1042',
        negativesAction: 'SHIP',
        returnShipment: { serviceLevel: 'fedex_2_day', addressId: 'a7' },
      },
    });
  });

  it('shows the server’s refusal beside the field it names', async () => {
    renderApp(`${ORDER}/return-negatives-form`, {
      user: makeUser(),
      handlers: {
        Order: { data: { order } },
        SetReturnNegatives: {
          errors: [
            {
              message: 'choose how the negatives come back',
              extensions: { code: 'BAD_USER_INPUT', field: 'negativesAction' },
            },
          ],
        },
      },
    });
    await screen.findByLabelText('What happens to the negatives');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Choose how the negatives come back');
    expect(screen.getByLabelText('What happens to the negatives').getAttribute('aria-describedby')).toContain(
      message.id,
    );
  });
});
