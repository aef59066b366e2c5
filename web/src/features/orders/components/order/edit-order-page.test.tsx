import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import {
  customerAnswer,
  locationsAnswer,
  makeOrder,
  makeRoll,
  quoteAnswer,
  stocksAnswer,
} from '../../order-fixtures';

const order = makeOrder({
  location: 'Nice Film Lab — Williamsburg',
  notes: 'Thanks!',
  rolls: [
    makeRoll({ id: 'r1', stock: 'Kodak Portra 400', pushPull: 1 }),
    makeRoll({ id: 'r2', stock: 'Ilford HP5 Plus', process: 'BW', processLabel: 'BW' }),
  ],
});

describe('editing an order', () => {
  it('opens the order’s rolls in the editor and saves edits, new and removed rolls with updateOrder', async () => {
    const app = renderApp('/users/u1/orders/1042/edit', {
      user: makeUser(),
      handlers: {
        Order: { data: { order } },
        OrderCustomer: customerAnswer(),
        FilmStocks: stocksAnswer,
        DropOffLocations: locationsAnswer,
        OrderQuote: quoteAnswer(),
        UpdateOrder: { data: { updateOrder: order } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Order 101042' })).toBeTruthy();
    const first = screen.getByRole('group', { name: /^Roll 1/ });
    expect((within(first).getByLabelText('Film stock') as HTMLInputElement).value).toBe('Kodak Portra 400');
    expect((within(first).getByLabelText('Push / pull') as HTMLSelectElement).value).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Roll 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a roll' }));
    await userEvent.type(
      within(screen.getByRole('group', { name: /^Roll 2/ })).getByLabelText('Film stock'),
      'Kodak Gold 200',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
    expect(((await screen.findByLabelText('Drop-off location')) as HTMLSelectElement).value).toBe(
      'Nice Film Lab — Williamsburg',
    );
    expect(screen.queryByRole('group', { name: 'How your film gets to us' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users/u1/orders/1042'));
    const input = app.calls.find((call) => call.name === 'UpdateOrder')?.variables.input as Record<
      string,
      unknown
    >;
    expect(input).toMatchObject({
      id: '1042',
      notes: 'Thanks!',
      location: 'Nice Film Lab — Williamsburg',
      removeRollIds: ['r2'],
      rolls: [{ id: 'r1', stock: 'Kodak Portra 400', pushPull: 1 }],
      newRolls: [{ stock: 'Kodak Gold 200', process: 'C41' }],
    });
  });
});
