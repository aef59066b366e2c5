import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import { customerAnswer, makeOrder, makeRoll } from '../../order-fixtures';

const PATH = '/users/u1/orders/1042';

const paid = (order: ReturnType<typeof makeOrder>) => ({
  ...order,
  status: 'PAID' as const,
  paidAt: '2026-11-24T15:00:00.000Z',
  actions: { ...order.actions, pay: false },
});

describe('order page', () => {
  it('shows each roll’s timeline, the count notice, the server’s lines and what may be done now', async () => {
    const order = makeOrder({
      countMismatch: true,
      receivedRollCount: 1,
      expectedRollCount: 2,
      rollCount: 2,
      rolls: [
        makeRoll({
          id: 'r1',
          stage: 'DEVELOPED',
          pushPull: 1,
          estimatedReadyAt: '2026-11-27T17:00:00.000Z',
          events: [
            {
              event: 'RECEIVED',
              at: '2026-11-21T15:00:00.000Z',
              recordedBy: 'Avery',
            },
            {
              event: 'DEVELOPED',
              at: '2026-11-22T15:00:00.000Z',
              recordedBy: null,
            },
          ],
        }),
        makeRoll({
          id: 'r2',
          stock: 'Fujifilm Velvia 50',
          process: 'E6',
          processLabel: 'E-6',
          addRush: true,
        }),
      ],
      actions: {
        edit: false,
        delete: false,
        pay: false,
        addRush: true,
        returnNegatives: true,
      },
    });
    renderApp(PATH, { user: makeUser(), handlers: { Order: { data: { order } } } });
    expect(await screen.findByRole('heading', { name: 'Order 101042' })).toBeTruthy();
    expect(screen.getByText(/We counted 1 roll for this order, but it lists 2/).textContent).toContain(
      'We’ve e-mailed you about it',
    );

    const first = screen
      .getByRole('heading', { name: /Roll 1: Kodak Portra 400/ })
      .closest('li') as HTMLElement;
    const timeline = within(first).getByRole('list', { name: 'Progress through the lab' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/Not yet$/, ''))).toEqual([
      expect.stringMatching(/^ReceivedNov 21/),
      expect.stringMatching(/^DevelopedNov 22/),
      'Scanned',
      'Synced',
      'Delivered',
      'Shipped',
    ]);
    expect(steps[1].getAttribute('aria-current')).toBe('step');
    expect(within(first).getByText('Push +1 stop')).toBeTruthy();
    expect(within(first).getByText('Scans expected by Nov 27, 2026')).toBeTruthy();

    expect(screen.getByRole('table', { name: 'Charges' })).toBeTruthy();
    expect(screen.getByText('Account Credit')).toBeTruthy();
    expect(screen.getByText('$19.56')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Rush' }).getAttribute('href')).toBe(`${PATH}/add-rush`);
    expect(screen.getByRole('link', { name: 'Return Negatives' }).getAttribute('href')).toBe(
      `${PATH}/return-negatives-form`,
    );
    expect(screen.queryByRole('link', { name: 'Edit Order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Order' })).toBeNull();
  });

  it('deletes only after the person confirms, then lists the orders', async () => {
    const app = renderApp(PATH, {
      user: makeUser(),
      handlers: {
        Order: { data: { order: makeOrder() } },
        DeleteOrder: { data: { deleteOrder: '1042' } },
        UserOrders: {
          data: {
            me: { __typename: 'User', id: 'u1', orders: { __typename: 'OrderPage', count: 0, items: [] } },
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Order' }));
    expect(app.calls.some((call) => call.name === 'DeleteOrder')).toBe(false);
    const yes = screen.getByRole('button', { name: 'Yes, Delete Order' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    await userEvent.click(screen.getByRole('button', { name: 'Keep It' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Order' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete Order' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users/u1/orders'));
    expect(await screen.findByText('Order 101042 was deleted.')).toBeTruthy();
  });

  it('pays an invoiced order; a declined card is named beside the card and nothing changes', async () => {
    const invoiced = makeOrder({
      status: 'INVOICED',
      invoicedAt: '2026-11-23T15:00:00.000Z',
      totals: {
        subtotal: 1799,
        discount: 0,
        credit: 1500,
        creditLabel: 'Applied Credit',
        tax: 26,
        total: 325,
      },
      actions: {
        edit: false,
        delete: false,
        pay: true,
        addRush: false,
        returnNegatives: true,
      },
    });
    let attempt = 0;
    let current = invoiced;
    const app = renderApp(PATH, {
      user: makeUser(),
      handlers: {
        Order: () => ({ data: { order: current } }),
        OrderCustomer: customerAnswer([], 'visa •••• 4242'),
        PayOrder: () => {
          attempt += 1;
          if (attempt > 1) current = paid(invoiced);
          return attempt === 1
            ? {
                errors: [
                  {
                    message: 'your card was declined.',
                    extensions: { code: 'PAYMENT_DECLINED', field: 'token' },
                  },
                ],
              }
            : { data: { payOrder: current } };
        },
      },
    });
    expect(await screen.findByText('Applied Credit')).toBeTruthy();
    const card = (await screen.findByLabelText('Card')) as HTMLSelectElement;
    expect(card.value).toBe('on-file');
    expect(within(card).getByRole('option', { name: 'Card on file (visa •••• 4242)' })).toBeTruthy();
    await userEvent.selectOptions(card, 'tok_chargeDeclined');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $3.25' }));
    const message = await screen.findByText('Your card was declined.');
    expect(card.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('Invoiced', { selector: 'span' })).toBeTruthy();
    await userEvent.selectOptions(card, 'on-file');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $3.25' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull());
    expect(screen.getByText('Paid', { selector: 'span' })).toBeTruthy();
    expect(app.calls.filter((call) => call.name === 'PayOrder').map((call) => call.variables)).toEqual([
      { orderId: '1042', paymentToken: 'tok_chargeDeclined' },
      { orderId: '1042', paymentToken: null },
    ]);
  });

  it('fetches the order again when the lab reports an event for it', async () => {
    let received = false;
    const app = renderApp(PATH, {
      user: makeUser(),
      handlers: {
        Order: () => ({
          data: {
            order: makeOrder({
              rolls: [
                makeRoll({
                  stage: received ? 'RECEIVED' : null,
                  events: received
                    ? [{ event: 'RECEIVED', at: '2026-11-24T15:00:00.000Z', recordedBy: 'Avery' }]
                    : [],
                }),
              ],
            }),
          },
        }),
        UserEvents: (variables) => {
          expect(variables).toEqual({ userId: 'u1' });
          received = true;
          return {
            data: {
              userEvents: {
                type: 'ROLL_EVENT',
                userId: 'u1',
                orderId: '1042',
                rollId: 'r1',
                event: 'RECEIVED',
                status: 'OPEN',
                at: '2026-11-24T15:00:00.000Z',
              },
            },
          };
        },
      },
    });
    expect(await screen.findByText('In the lab.')).toBeTruthy();
    expect(app.calls.filter((call) => call.name === 'Order').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the order cannot be found', async () => {
    renderApp(PATH, {
      user: makeUser(),
      handlers: {
        Order: {
          data: { order: null },
          errors: [{ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }],
        },
      },
    });
    expect(await screen.findByText('We couldn’t find this order.')).toBeTruthy();
  });

  it('tells staff, on the customer’s order under /admin, that the customer was e-mailed about the count', async () => {
    const order = makeOrder({ countMismatch: true, receivedRollCount: 3, expectedRollCount: 2 });
    renderApp('/admin/users/u2/orders/1042', {
      user: makeUser({ id: 'a1', role: 'ADMIN' }),
      handlers: { Order: { data: { order } } },
    });
    const notice = await screen.findByText(/We counted 3 rolls for this order, but it lists 2/);
    expect(notice.textContent).toContain('The customer has been e-mailed about it.');
    expect(notice.textContent).not.toContain('We’ve e-mailed you');
  });
});
