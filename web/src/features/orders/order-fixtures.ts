import type { OrderFieldsFragment, OrderQuoteQuery } from '../../gql/graphql';

/** What the stub server answers for orders in component tests: server-shaped, figures as the server gives them. */

type Roll = OrderFieldsFragment['rolls'][number];

export function makeRoll(overrides: Partial<Roll> = {}): Roll {
  return {
    __typename: 'FilmRoll',
    id: 'r1',
    process: 'C41',
    processLabel: 'C-41',
    format: 'FORMAT_35MM',
    formatLabel: '35mm',
    stock: 'Kodak Portra 400',
    pushPull: 0,
    crossProcess: false,
    addPrints: false,
    addRush: false,
    sleeving: 'NONE',
    scanQuality: 'STANDARD_2K',
    halfFrames: false,
    negativesAction: 'TOSS',
    notes: null,
    stage: null,
    estimatedReadyAt: null,
    events: [],
    ...overrides,
  } as Roll;
}

export function makeOrder(overrides: Partial<OrderFieldsFragment> = {}): OrderFieldsFragment {
  return {
    __typename: 'Order',
    id: '1042',
    number: '101042',
    kind: 'DEVELOPMENT',
    status: 'OPEN',
    location: 'Mail-in',
    notes: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    invoicedAt: null,
    paidAt: null,
    completedAt: null,
    canceledAt: null,
    printsReadyAt: null,
    customer: {
      __typename: 'OrderCustomer',
      id: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    },
    rollCount: 1,
    expectedRollCount: 1,
    receivedRollCount: null,
    countMismatch: false,
    rolls: [makeRoll()],
    shipments: [],
    lines: [
      {
        __typename: 'OrderLine',
        key: 'devscan',
        description: 'Develop + scan, C-41',
        unitAmount: 1799,
        quantity: 1,
        creditsApplied: 0,
        amount: 1799,
      },
    ],
    credits: [],
    totals: {
      __typename: 'OrderTotals',
      subtotal: 1799,
      discount: 0,
      credit: 0,
      creditLabel: 'Account Credit',
      tax: 157,
      total: 1956,
    },
    actions: {
      __typename: 'OrderActions',
      edit: true,
      delete: true,
      pay: false,
      addRush: true,
      returnNegatives: true,
    },
    ...overrides,
  } as OrderFieldsFragment;
}

export function quoteAnswer(total = 5632, overrides: Partial<OrderQuoteQuery['orderQuote']> = {}) {
  return {
    data: {
      orderQuote: {
        __typename: 'OrderQuote',
        defaultScanQuality: 'STANDARD_2K',
        lines: [
          {
            __typename: 'OrderLine',
            key: 'devscan',
            description: 'Develop + scan, C-41',
            unitAmount: 1799,
            quantity: 2,
            creditsApplied: 0,
            amount: 3598,
          },
          {
            __typename: 'OrderLine',
            key: 'pushpullroll',
            description: 'Push/pull',
            unitAmount: 299,
            quantity: 1,
            creditsApplied: 0,
            amount: 299,
          },
        ],
        credits: [],
        totals: {
          __typename: 'OrderTotals',
          subtotal: 3897,
          discount: 0,
          credit: 0,
          creditLabel: 'Account Credit',
          tax: 341,
          total,
        },
        ...overrides,
      },
    },
  };
}

export function customerAnswer(
  preferences: { key: string; value: string }[] = [],
  defaultCard: string | null = null,
) {
  return {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        firstName: 'Ada',
        firstOrderCreated: true,
        defaultCard,
        preferences: preferences.map((p) => ({ __typename: 'Preference', ...p })),
      },
    },
  };
}

export const locationsAnswer = {
  data: {
    locations: [
      {
        __typename: 'Location',
        id: 'l1',
        name: 'Nice Film Lab — Williamsburg',
        address1: '210 Kent Ave',
        city: 'Brooklyn',
        hours: 'Mon–Fri 10–6',
      },
    ],
  },
};

export const stocksAnswer = {
  data: { filmStocks: ['Kodak Portra 400', 'Ilford HP5 Plus', 'Fujifilm Velvia 50'] },
};
