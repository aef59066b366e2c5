import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookAnswer, makeAddress } from '../../../components/address/address-fixtures';
import { createStubClient, type StubCall, type StubHandler } from '../../../testing/stub-client';
import { LABEL_FILE_NAME } from '../label-rules';
import { NO_OPEN_ORDERS, ShippingLabelDialog } from './shipping-label-dialog';

interface OrderOverrides {
  id?: string;
  requestLabel?: boolean;
  labelUrl?: string | null;
}

function makeOrder({ id = '1001', requestLabel = true, labelUrl = null }: OrderOverrides = {}) {
  return {
    __typename: 'Order',
    id,
    number: `10${id}`,
    createdAt: '2026-03-03T15:00:00.000Z',
    rollCount: 3,
    actions: { __typename: 'OrderActions', requestLabel },
    shipments: labelUrl
      ? [{ __typename: 'Shipment', id: `s${id}`, method: 'PREPAID_LABEL', toCustomer: false, labelUrl }]
      : [],
  };
}

function ordersAnswer(orders: ReturnType<typeof makeOrder>[], planId = 'NON_MEMBER') {
  return {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        membership: { __typename: 'Membership', planId, lapsed: false },
        orders: { __typename: 'OrderPage', count: orders.length, items: orders },
      },
    },
  };
}

const primary = makeAddress({ id: 'a2', primary: true });

function renderDialog(handlers: Record<string, StubHandler>) {
  const calls: StubCall[] = [];
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <ShippingLabelDialog open onClose={onClose} newOrderTo="/users/u1/orders/new/rolls" />,
      },
    ],
    { initialEntries: ['/users/u1/rolls'] },
  );
  render(
    <Provider value={createStubClient({ AddressBook: bookAnswer([primary]), ...handlers }, calls)}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { calls, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Free Shipping Label' });

afterEach(() => vi.restoreAllMocks());

describe('the Free Shipping Label dialog', () => {
  it('with no open order, says so and offers Create New Order', async () => {
    renderDialog({ ShippingLabelOrders: ordersAnswer([]) });
    expect(await within(dialog()).findByText(NO_OPEN_ORDERS)).toBeTruthy();
    expect(NO_OPEN_ORDERS).toBe(
      "Looks like you don't have any open orders! You'll need to create an order for development & scanning before you can download a label",
    );
    const create = within(dialog()).getByRole('link', { name: 'Create New Order' });
    expect(create.getAttribute('href')).toBe('/users/u1/orders/new/rolls');
    expect(within(dialog()).queryByRole('button', { name: 'Confirm & Download Label' })).toBeNull();
  });

  it('confirms a label for the chosen order and address, downloads it and keeps a Download label link', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const labelUrl = '/labels/s77.png?expires=1&sig=abc';
    const { calls } = renderDialog({
      ShippingLabelOrders: ordersAnswer([
        makeOrder({ id: '1002', requestLabel: false, labelUrl: '/labels/old.png' }),
        makeOrder(),
      ]),
      RequestShippingLabel: {
        data: {
          requestShippingLabel: {
            __typename: 'Shipment',
            id: 's77',
            method: 'PREPAID_LABEL',
            toCustomer: false,
            labelUrl,
            createdAt: '2026-03-04T10:00:00.000Z',
          },
        },
      },
    });
    // The order that can get a label is chosen first; the other shows it has one.
    const order = (await within(dialog()).findByRole('combobox', {
      name: 'Open order',
    })) as HTMLSelectElement;
    expect(order.value).toBe('1001');
    expect(Array.from(order.options).map((option) => option.textContent)).toEqual([
      '101002 · 3 rolls · Mar 3 (label ready)',
      '101001 · 3 rolls · Mar 3',
    ]);
    const address = (await within(dialog()).findByRole('combobox', {
      name: 'Return address',
    })) as HTMLSelectElement;
    await waitFor(() => expect(address.value).toBe('a2'));
    expect(
      within(dialog()).getByText('Labels are free for members; otherwise $14.99 is added to this order.'),
    ).toBeTruthy();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirm & Download Label' }));
    const link = await within(dialog()).findByRole('link', { name: 'Download label' });
    expect(link.getAttribute('href')).toBe(labelUrl);
    expect(link.getAttribute('download')).toBe(LABEL_FILE_NAME);
    expect(clicked).toEqual([{ href: labelUrl, download: LABEL_FILE_NAME }]);
    expect(within(dialog()).getByText(/Your label for order 101001 is downloading/)).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Confirm & Download Label' })).toBeNull();
    expect(
      calls.filter((call) => call.name === 'RequestShippingLabel').map((call) => call.variables),
    ).toEqual([{ orderId: '1001', addressId: 'a2' }]);
  });

  it('shows an order’s existing label instead of offering a second one', async () => {
    renderDialog({
      ShippingLabelOrders: ordersAnswer(
        [makeOrder({ requestLabel: false, labelUrl: '/labels/old.png' })],
        'NICE_2025',
      ),
    });
    const link = await within(dialog()).findByRole('link', { name: 'Download label' });
    expect(link.getAttribute('href')).toBe('/labels/old.png');
    expect(within(dialog()).getByText('Order 101001 already has its shipping label.')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Confirm & Download Label' })).toBeNull();
    expect(within(dialog()).queryByRole('combobox', { name: 'Return address' })).toBeNull();
  });

  it('tells a member the label is free', async () => {
    renderDialog({ ShippingLabelOrders: ordersAnswer([makeOrder()], 'VERY_NICE_2025') });
    expect(
      await within(dialog()).findByText('Free for members: nothing is added to this order.'),
    ).toBeTruthy();
  });

  it('shows the server’s message when the orders cannot be fetched', async () => {
    renderDialog({
      ShippingLabelOrders: {
        errors: [{ message: 'the lab is not answering', extensions: { code: 'UPSTREAM_ERROR' } }],
      },
    });
    expect(await within(dialog()).findByRole('alert')).toHaveProperty(
      'textContent',
      'The lab is not answering',
    );
    expect(within(dialog()).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows the server’s message when the label is refused, and downloads nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDialog({
      ShippingLabelOrders: ordersAnswer([makeOrder()]),
      RequestShippingLabel: {
        errors: [{ message: 'This order already has a shipping label', extensions: { code: 'CONFLICT' } }],
      },
    });
    const confirm = await within(dialog()).findByRole('button', { name: 'Confirm & Download Label' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe('This order already has a shipping label'),
    );
    expect(within(dialog()).queryByRole('link', { name: 'Download label' })).toBeNull();
    expect(click).not.toHaveBeenCalled();
  });
});
