import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { makeUser } from '../../../../testing/stub-client';
import { makeOrder } from '../../order-fixtures';

// A shop or print order is not a development order (decision 106): its page shows its lines, prints, delivery,
// status and totals, and nothing of rolls, negatives or drop-offs.

const PATH = '/users/u1/orders/1042';

const shopOrder = (shipments: ReturnType<typeof makeOrder>['shipments'] = []) =>
  makeOrder({
    kind: 'SHOP',
    status: 'PAID',
    location: 'Shop',
    paidAt: '2026-11-24T15:00:00.000Z',
    invoicedAt: '2026-11-24T15:00:00.000Z',
    rolls: [],
    rollCount: 0,
    expectedRollCount: 0,
    shipments,
    actions: { ...makeOrder().actions, edit: false, delete: false, pay: false, returnNegatives: false },
  });

const prints = {
  data: {
    order: {
      __typename: 'Order',
      id: '1042',
      prints: [
        {
          __typename: 'OrderPrint',
          id: 'p1',
          kind: 'FOUR_BY_SIX',
          paperName: 'Lustre 4x6',
          width: 4,
          height: 6,
          border: 0,
          quantity: 1,
          amount: 999,
          draft: null,
          scan: { __typename: 'Scan', id: 's1', frame: 1, thumbnailUrl: '/thumbs/s1.jpg' },
        },
      ],
    },
  },
};

const handlers = (order: ReturnType<typeof makeOrder>) => ({
  Order: { data: { order } },
  OrderPrints: prints,
  OrderVendorOrders: { data: { me: { __typename: 'User', id: 'u1', vendorOrders: [] } } },
});

describe('a shop order’s page', () => {
  it('shows its prints and a pick-up at the lab, with no rolls, negatives or drop-off', async () => {
    renderApp(PATH, { user: makeUser(), handlers: handlers(shopOrder()) });
    expect(await screen.findByRole('heading', { name: 'Order 101042' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Prints' })).toBeTruthy();
    expect(screen.getByText('4x6 prints of 1 frame')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeTruthy();
    expect(screen.getByText(/Pick-up at the lab/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rolls' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Shipments' })).toBeNull();
    expect(screen.queryByText(/0 rolls/)).toBeNull();
    expect(screen.queryByText(/Drop your rolls off/)).toBeNull();
    expect(screen.queryByText(/Negatives back to you/)).toBeNull();
  });

  it('shows where a shipped shop order goes, not the negatives’ return', async () => {
    const shipment = {
      __typename: 'Shipment' as const,
      id: 'sh1',
      method: 'EXTERNAL_FULFILLMENT' as const,
      methodLabel: 'Ship Yourself',
      serviceLevel: 'USPS_FIRST' as never,
      toCustomer: true,
      carrier: 'USPS',
      trackingNumber: null,
      trackingUrl: null,
      labelUrl: null,
      createdAt: '2026-11-24T15:00:00.000Z',
      address: {
        __typename: 'Address' as const,
        id: 'a1',
        address1: '210 Kent Ave',
        address2: null,
        city: 'Brooklyn',
        state: 'NY',
        zip: '11249',
      },
    };
    renderApp(PATH, { user: makeUser(), handlers: handlers(shopOrder([shipment as never])) });
    expect(await screen.findByText('210 Kent Ave, Brooklyn, NY 11249')).toBeTruthy();
    expect(screen.getByText('Shipped to you')).toBeTruthy();
    expect(screen.queryByText(/Negatives back to you/)).toBeNull();
    expect(screen.queryByText(/Ship Yourself/)).toBeNull();
  });
});
