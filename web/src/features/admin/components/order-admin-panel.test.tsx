import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../gql/graphql';
import { createStubClient, type StubCall, type StubHandler } from '../../../testing/stub-client';
import { OrderAdminPanel } from './order-admin-panel';

const NO_ACTIONS = {
  addRush: false,
  receive: false,
  addRollsEvent: false,
  invoice: false,
  sendInvoice: false,
  attachPayment: false,
  markPrintsReady: false,
  complete: false,
  cancel: false,
};

function panelOrder(
  status: OrderStatus,
  actions: Partial<typeof NO_ACTIONS>,
  extra: Record<string, unknown> = {},
) {
  return {
    __typename: 'Order',
    id: '1001',
    number: '101001',
    status,
    actions: { __typename: 'OrderActions', ...NO_ACTIONS, ...actions },
    rolls: [
      {
        __typename: 'FilmRoll',
        id: 'r1',
        stock: 'Kodak Portra 400',
        processLabel: 'C-41',
        formatLabel: '35mm',
        stage: null,
      },
      {
        __typename: 'FilmRoll',
        id: 'r2',
        stock: 'Ilford HP5',
        processLabel: 'BW',
        formatLabel: '120',
        stage: 'RECEIVED',
      },
      {
        __typename: 'FilmRoll',
        id: 'r3',
        stock: 'Fuji Provia',
        processLabel: 'E-6',
        formatLabel: '35mm',
        stage: null,
      },
    ],
    expectedRollCount: 3,
    receivedRollCount: null,
    countMismatch: false,
    internalNotes: null as string | null,
    prints: [] as { id: string }[],
    ...extra,
  };
}

const answer = (order: ReturnType<typeof panelOrder>) => ({ data: { order } });

function renderPanel(handlers: Record<string, StubHandler>) {
  const calls: StubCall[] = [];
  const router = createMemoryRouter([{ path: '*', element: <OrderAdminPanel orderId="1001" userId="2" /> }], {
    initialEntries: ['/admin/users/2/orders/1001'],
  });
  render(
    <Provider value={createStubClient(handlers, calls)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.variables);
  return { sent, calls };
}

const openOrder = panelOrder('OPEN', { receive: true, addRollsEvent: true, addRush: true, cancel: true });

describe('OrderAdminPanel', () => {
  it('receives with the counted rolls, prefilled with the order’s count, and warns when they differ', async () => {
    const { sent } = renderPanel({
      AdminOrderPanel: answer(openOrder),
      ReceiveOrder: answer(
        panelOrder('OPEN', { receive: true }, { receivedRollCount: 2, countMismatch: true }),
      ),
    });
    const count = (await screen.findByLabelText('Rolls counted')) as HTMLInputElement;
    expect(count.value).toBe('3');
    expect(screen.getByText('The order lists 3 rolls. Not received yet.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    expect(screen.getByRole('note').textContent).toContain('e-mails the customer');
    await userEvent.click(screen.getByRole('button', { name: 'Receive Rolls' }));
    expect(await screen.findByText('Received 2 rolls.')).toBeTruthy();
    expect(screen.getByText('Received 2 rolls.').getAttribute('role')).toBe('status');
    expect(sent('ReceiveOrder')).toEqual([{ orderId: '1001', rollCount: 2 }]);
  });

  it('sends an action once while it is in flight, with its button disabled', async () => {
    const { sent } = renderPanel({ AdminOrderPanel: answer(openOrder), ReceiveOrder: null });
    const button = await screen.findByRole('button', { name: 'Receive Rolls' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Event' })).toHaveProperty('disabled', true);
    expect(sent('ReceiveOrder')).toHaveLength(1);
  });

  it('refuses a count of 0 and, once received, corrects the count instead of receiving again', async () => {
    const received = panelOrder(
      'OPEN',
      { receive: true, addRollsEvent: true },
      { receivedRollCount: 1, countMismatch: true },
    );
    const { sent } = renderPanel({ AdminOrderPanel: answer(received), ReceiveOrder: answer(received) });
    const count = (await screen.findByLabelText('Rolls counted')) as HTMLInputElement;
    expect(count.value).toBe('1');
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    expect(screen.getByText('Enter a whole number from 1 to 500.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Correct Count' })).toHaveProperty('disabled', true);
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    expect(screen.getByText('Correcting the count from 1 to 3 e-mails the customer once.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Correct Count' }));
    expect(await screen.findByText('Count set to 3 rolls.')).toBeTruthy();
    expect(sent('ReceiveOrder')).toEqual([{ orderId: '1001', rollCount: 3 }]);
  });

  it('offers to take the rolls that did not arrive off a short order, which invoicing waits for', async () => {
    const short = panelOrder(
      'OPEN',
      { receive: true, addRollsEvent: true, cancel: true },
      { receivedRollCount: 1, countMismatch: true },
    );
    const { sent } = renderPanel({ AdminOrderPanel: answer(short), RemoveMissingRolls: answer(short) });
    expect(await screen.findByRole('region', { name: 'Invoicing waits for the count' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice' })).toBeNull();
    const which = screen.getByRole('group', { name: 'Which rolls did not arrive?' });
    expect(within(which).getByRole('checkbox', { name: /Kodak Portra 400/ })).toHaveProperty('checked', true);
    expect(within(which).getByRole('checkbox', { name: /Fuji Provia/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Take 2 Missing Rolls Off the Order' }));
    expect(await screen.findByText('2 rolls taken off the order.')).toBeTruthy();
    expect(sent('RemoveMissingRolls')).toEqual([{ orderId: '1001', rollIds: ['r1', 'r3'] }]);
  });

  it('lets the desk say a received roll is the one that never came, ticking exactly as many as missing', async () => {
    const short = panelOrder(
      'OPEN',
      { receive: true, addRollsEvent: true, cancel: true },
      { receivedRollCount: 2, countMismatch: true },
    );
    const { sent } = renderPanel({ AdminOrderPanel: answer(short), RemoveMissingRolls: answer(short) });
    const which = await screen.findByRole('group', { name: 'Which roll did not arrive?' });
    const take = screen.getByRole('button', { name: 'Take 1 Missing Roll Off the Order' });
    await userEvent.click(within(which).getByRole('checkbox', { name: /Ilford HP5/ }));
    expect(take).toHaveProperty('disabled', true);
    expect(screen.getByText('Tick 1 roll: 2 ticked.')).toBeTruthy();
    await userEvent.click(within(which).getByRole('checkbox', { name: /Kodak Portra 400/ }));
    expect(take).toHaveProperty('disabled', false);
    await userEvent.click(take);
    expect(await screen.findByText('1 roll taken off the order.')).toBeTruthy();
    expect(sent('RemoveMissingRolls')).toEqual([{ orderId: '1001', rollIds: ['r2'] }]);
  });

  it('sends the desk to the order editor to add the extra rolls it counted', async () => {
    const over = panelOrder(
      'OPEN',
      { receive: true, addRollsEvent: true, cancel: true },
      { receivedRollCount: 5, countMismatch: true },
    );
    renderPanel({ AdminOrderPanel: answer(over) });
    const add = await screen.findByRole('link', { name: 'Add 2 Extra Rolls' });
    expect(add.getAttribute('href')).toBe('/admin/users/2/orders/1001/edit');
  });

  it('adds an event to every received roll, or to the received rolls ticked', async () => {
    const { sent } = renderPanel({ AdminOrderPanel: answer(openOrder), AddRollsEvent: answer(openOrder) });
    const event = await screen.findByLabelText('Event');
    expect(Array.from((event as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Developed',
      'Scanned',
      'Synced',
      'Delivered',
      'Shipped',
    ]);
    await userEvent.selectOptions(event, 'DEVELOPED');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(screen.getByRole('radio', { name: 'All 1 received roll' })).toBeTruthy();
    expect(await screen.findByText('Developed recorded on 1 roll.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Chosen rolls' }));
    expect(screen.getByRole('checkbox', { name: /Kodak Portra 400/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add Event' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Ilford HP5/ }));
    await userEvent.selectOptions(event, 'SCANNED');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Scanned recorded on 1 roll.')).toBeTruthy();
    expect(sent('AddRollsEvent')).toEqual([
      { orderId: '1001', event: 'DEVELOPED', rollIds: null },
      { orderId: '1001', event: 'SCANNED', rollIds: ['r2'] },
    ]);
  });

  it('offers only what the order allows now (add rush stays with the page’s own actions)', async () => {
    renderPanel({ AdminOrderPanel: answer(openOrder) });
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Rush' })).toBeNull();
    for (const name of ['Invoice', 'Send Invoice', 'Mark Prints Ready', 'Complete', 'Attach Payment']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('marks a shop order of goods ready for pick-up (decision 107)', async () => {
    const goods = panelOrder('PAID', { markPrintsReady: true, complete: true }, { kind: 'SHOP', rolls: [] });
    const { sent } = renderPanel({ AdminOrderPanel: answer(goods), MarkPrintsReady: answer(goods) });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Ready for Pick-up' }));
    expect(await screen.findByText('Marked ready for pick-up.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Prints Ready' })).toBeNull();
    expect(sent('MarkPrintsReady')).toEqual([{ orderId: '1001' }]);
  });

  it('invoices, sends the invoice again, marks prints ready and attaches a card-reader payment', async () => {
    const invoiced = panelOrder('INVOICED', {
      invoice: true,
      sendInvoice: true,
      markPrintsReady: true,
      attachPayment: true,
      cancel: true,
    });
    const { sent } = renderPanel({
      AdminOrderPanel: answer(invoiced),
      InvoiceOrder: answer(invoiced),
      SendInvoice: answer(invoiced),
      MarkPrintsReady: answer(invoiced),
      AttachPayment: answer(panelOrder('PAID', { complete: true })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invoice' }));
    expect(await screen.findByText(/Invoiced: the invoice is on its way/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(await screen.findByText('The invoice was sent again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Prints Ready' }));
    expect(await screen.findByText('Prints marked ready.')).toBeTruthy();
    expect(screen.queryByLabelText('Rolls counted')).toBeNull();
    const payment = screen.getByLabelText('Card reader payment id');
    expect(screen.getByRole('button', { name: 'Attach Payment' })).toHaveProperty('disabled', true);
    await userEvent.type(payment, ' pi_3Nreader ');
    await userEvent.click(screen.getByRole('button', { name: 'Attach Payment' }));
    expect(await screen.findByText('Payment attached: the order is paid.')).toBeTruthy();
    expect(sent('InvoiceOrder')).toEqual([{ orderId: '1001' }]);
    expect(sent('SendInvoice')).toEqual([{ orderId: '1001' }]);
    expect(sent('MarkPrintsReady')).toEqual([{ orderId: '1001' }]);
    expect(sent('AttachPayment')).toEqual([{ orderId: '1001', paymentId: 'pi_3Nreader' }]);
  });

  it('asks before canceling', async () => {
    const { sent } = renderPanel({
      AdminOrderPanel: answer(openOrder),
      CancelOrder: answer(panelOrder('CANCELED', {})),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const question = screen.getByRole('group', { name: 'Cancel order 101001? This cannot be undone.' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep Order' }));
    expect(sent('CancelOrder')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Order 101001 was canceled.')).toBeTruthy();
    expect(sent('CancelOrder')).toEqual([{ orderId: '1001' }]);
  });

  it('shows a refused transition clearly and reloads the order', async () => {
    const paid = panelOrder('PAID', { complete: true });
    const { sent } = renderPanel({
      AdminOrderPanel: answer(paid),
      CompleteOrder: {
        errors: [
          { message: 'An order that is COMPLETE cannot be completed', extensions: { code: 'CONFLICT' } },
        ],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const alert = await screen.findByText(/^Not done:/);
    expect(alert.textContent).toBe(
      'Not done: An order that is COMPLETE cannot be completed The order is shown as it is now.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(sent('AdminOrderPanel').length).toBeGreaterThan(1));
  });

  it('saves staff notes while the order is open, and shows them read-only afterwards', async () => {
    const { sent } = renderPanel({
      AdminOrderPanel: answer({ ...openOrder, internalNotes: 'Roll 2 is taped' }),
      UpdateInternalNotes: answer({ ...openOrder, internalNotes: 'Roll 2 is taped. Call first.' }),
    });
    const notes = await screen.findByRole('textbox', { name: 'Internal notes' });
    expect((notes as HTMLTextAreaElement).value).toBe('Roll 2 is taped');
    expect(screen.getByRole('button', { name: 'Save Notes' })).toHaveProperty('disabled', true);
    await userEvent.type(notes, '. Call first.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Internal notes saved.')).toBeTruthy();
    expect(sent('UpdateInternalNotes')).toEqual([
      { id: '1001', internalNotes: 'Roll 2 is taped. Call first.' },
    ]);
  });

  it('shows a closed order’s notes without a form, and the count notice when the lab counted differently', async () => {
    renderPanel({
      AdminOrderPanel: answer(
        panelOrder(
          'COMPLETE',
          {},
          { internalNotes: 'Shipped back', receivedRollCount: 2, countMismatch: true },
        ),
      ),
    });
    expect(await screen.findByText('Shipped back')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Internal notes' })).toBeNull();
    expect(screen.getByText('The order lists 3 rolls. The lab counted 2.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Count differs from the order: the customer has been told.',
    );
  });

  it('reloads when the lab reports a change to this order (the customer paid)', async () => {
    const { sent } = renderLive('1001');
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(sent('UserEvents')[0]).toEqual({ userId: '2' });
  });

  it('does not reload for another order of the customer', async () => {
    renderLive('999');
    expect(await screen.findByText('The order lists 3 rolls. Not received yet.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
  });
});

/** The panel of an INVOICED order whose customer's live events report a payment on `eventOrderId`. */
function renderLive(eventOrderId: string) {
  let paid = false;
  return renderPanel({
    AdminOrderPanel: () => answer(paid ? panelOrder('PAID', { complete: true }) : panelOrder('INVOICED', {})),
    UserEvents: () => {
      paid = true;
      return {
        data: {
          userEvents: {
            __typename: 'UserEvent',
            type: 'ORDER_UPDATED',
            userId: '2',
            orderId: eventOrderId,
            rollId: null,
            event: null,
            status: 'PAID',
            at: '2026-11-24T16:00:00.000Z',
          },
        },
      };
    },
  });
}
