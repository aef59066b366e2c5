import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bookAnswer, makeAddress } from '../../../../components/address/address-fixtures';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import { customerAnswer, locationsAnswer, makeOrder, quoteAnswer, stocksAnswer } from '../../order-fixtures';

// Decision 105: with Prepaid Label, the shipping step asks where the label ships from, and Review repeats it.

const home = makeAddress({ id: 'a1', address1: '210 Kent Ave', primary: true });
const studio = makeAddress({ id: 'a2', address1: '55 Water St', city: 'Brooklyn', zip: '11201' });

afterEach(() => window.localStorage.clear());

describe('new order with a prepaid label', () => {
  it('repeats on Review the address the label ships from, and sends that address', async () => {
    const app = renderApp('/users/u1/orders/new/rolls', {
      user: makeUser(),
      handlers: {
        OrderCustomer: customerAnswer(),
        FilmStocks: stocksAnswer,
        DropOffLocations: locationsAnswer,
        OrderQuote: quoteAnswer(),
        AddressBook: bookAnswer([home, studio]),
        Order: { data: { order: makeOrder() } },
        CreateOrder: { data: { createOrder: makeOrder() } },
      },
    });
    await userEvent.type(
      within(await screen.findByRole('group', { name: /^Roll 1/ })).getByLabelText('Film stock'),
      'Kodak Portra 400',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Prepaid Label/ }));
    const from = (await screen.findByLabelText('Label from (your address)')) as HTMLSelectElement;
    // The primary address is preselected; the customer picks the studio instead.
    await waitFor(() => expect(from.value).toBe('a1'));
    await userEvent.selectOptions(from, 'a2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await screen.findByRole('heading', { name: /Review/ });

    const fact = (await screen.findByText('Label from')).parentElement as HTMLElement;
    expect(within(fact).getByText('55 Water St, Brooklyn, 11201')).toBeTruthy();
    expect(within(fact).queryByText(/210 Kent Ave/)).toBeNull();

    const create = await screen.findByRole('button', { name: 'Create Order' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await userEvent.click(create);
    await waitFor(() => expect(app.calls.some((call) => call.name === 'CreateOrder')).toBe(true));
    const sent = app.calls.find((call) => call.name === 'CreateOrder')?.variables.input;
    expect(sent).toMatchObject({ shippingMethod: 'PREPAID_LABEL', labelAddressId: 'a2' });
  });

  it('names no label address for a drop-off', async () => {
    renderApp('/users/u1/orders/new/rolls', {
      user: makeUser(),
      handlers: {
        OrderCustomer: customerAnswer(),
        FilmStocks: stocksAnswer,
        DropOffLocations: locationsAnswer,
        OrderQuote: quoteAnswer(),
        AddressBook: bookAnswer([home]),
      },
    });
    await userEvent.type(
      within(await screen.findByRole('group', { name: /^Roll 1/ })).getByLabelText('Film stock'),
      'Kodak Portra 400',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
    await userEvent.selectOptions(
      await screen.findByLabelText('Drop-off location'),
      'Nice Film Lab — Williamsburg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await screen.findByRole('heading', { name: /Review/ });
    expect(screen.queryByText('Label from')).toBeNull();
  });
});
