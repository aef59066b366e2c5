import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import { customerAnswer, makeOrder } from '../../order-fixtures';

// Paying an invoice (decision 104): a new card is saved only when the customer ticks the box, and the page says
// what was charged once the pay form has gone.

const PATH = '/users/u1/orders/1042';

function invoicedOrder() {
  return makeOrder({
    status: 'INVOICED',
    invoicedAt: '2026-11-23T15:00:00.000Z',
    totals: { subtotal: 1956, discount: 0, credit: 0, creditLabel: 'Applied Credit', tax: 0, total: 1956 },
    actions: { edit: false, delete: false, pay: true, addRush: false, returnNegatives: true },
  });
}

function renderPay(defaultCard: string | null, paymentOff = false) {
  const invoiced = invoicedOrder();
  let current = invoiced;
  const app = renderApp(PATH, {
    user: makeUser(),
    handlers: {
      ...(paymentOff
        ? {
            LabFeatures: {
              data: {
                labFeatures: [],
                labFeatureNotes: [{ feature: 'order-payment', message: 'Paying an order is not offered.' }],
              },
            },
          }
        : {}),
      Order: () => ({ data: { order: current } }),
      OrderCustomer: customerAnswer([], defaultCard),
      PayOrder: () => {
        current = {
          ...invoiced,
          status: 'PAID' as const,
          paidAt: '2026-11-24T15:00:00.000Z',
          actions: { ...invoiced.actions, pay: false },
        };
        return { data: { payOrder: current } };
      },
    },
  });
  return app;
}

describe('pay form', () => {
  it('saves a new card only when asked, and confirms what was charged', async () => {
    const app = renderPay(null);
    const save = (await screen.findByRole('checkbox', {
      name: 'Save this card for next time',
    })) as HTMLInputElement;
    expect(save.checked).toBe(false);
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.56' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Paid $19.56 with visa •••• 4242.');
    expect(app.calls.filter((call) => call.name === 'PayOrder').map((call) => call.variables)).toEqual([
      { orderId: '1042', paymentToken: 'tok_visa', saveCard: true },
    ]);
  });

  it('offers no saving for the card on file, and names it in the confirmation', async () => {
    const app = renderPay('mastercard •••• 4444');
    expect(((await screen.findByLabelText('Card')) as HTMLSelectElement).value).toBe('on-file');
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.56' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Paid $19.56 with mastercard •••• 4444.'),
    );
    expect(app.calls.filter((call) => call.name === 'PayOrder').map((call) => call.variables)).toEqual([
      { orderId: '1042', paymentToken: null },
    ]);
  });

  it('says that paying saves the card on a lab without order-payment, and offers no choice', async () => {
    const app = renderPay('visa •••• 4242', true);
    expect(
      await screen.findByText(
        'This card will be saved to your account: this lab charges an invoice when a card is added.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $19.56' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Paid $19.56 with visa •••• 4242.'),
    );
    expect(app.calls.filter((call) => call.name === 'PayOrder').map((call) => call.variables)).toEqual([
      { orderId: '1042', paymentToken: 'tok_visa' },
    ]);
  });
});
