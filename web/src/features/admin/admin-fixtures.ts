import type { OrderStatus } from '../../gql/graphql';

/** Answers the stub server gives the admin screens' queries in component tests. */
export const statsAnswer = {
  data: {
    generalStats: {
      __typename: 'GeneralStats',
      turnaround: { __typename: 'Turnaround', estimatedDays: 2, totalOutstanding: 4 },
      outstandingByProcess: [{ __typename: 'FilmTypeOutstanding', process: 'C-41', totalOutstanding: 4 }],
      rollsScannedToday: 1,
      rollsDevelopedToday: 2,
      rollsSyncedToday: 3,
      rollsSyncedYesterday: 4,
      ordersByLocation: [{ __typename: 'LocationCount', location: 'Mail-in', count: 5 }],
    },
  },
};

export const locationsAnswer = {
  data: {
    locations: [
      { __typename: 'Location', id: '1', name: 'Brooklyn' },
      { __typename: 'Location', id: '2', name: 'Los Angeles' },
    ],
  },
};

export function adminOrder(id: number, status: OrderStatus, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: String(id),
    number: `10${id}`,
    status,
    location: 'Mail-in',
    createdAt: '2026-11-20T15:00:00.000Z',
    rollCount: 3,
    customer: {
      __typename: 'OrderCustomer',
      id: '2',
      firstName: 'Casey',
      lastName: 'Moreno',
      email: 'customer@lab.test',
    },
    invoicedTotal: status === 'OPEN' ? null : 5397,
    ...extra,
  };
}

export const ordersAnswer = (count: number, items: ReturnType<typeof adminOrder>[]) => ({
  data: { orders: { __typename: 'OrderPage', count, items } },
});
