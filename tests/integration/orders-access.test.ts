import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE,
  freshKey,
  ORDER_QUERY,
  type Order,
  roll,
  staffAction,
  UPDATE,
} from '../support/order-documents.js';
import { type Stack, startStack } from '../support/stack.js';

// Customers reach only their own orders; staff actions are staff's. Another customer's order looks like one
// that does not exist (NOT_FOUND), and nothing about it changes.

let stack: Stack;
let casey: string;
let newcomer: string;
let caseyId: string;
let caseyOrder: Order; // OPEN, not yet at the lab
beforeAll(async () => {
  stack = await startStack();
  [casey, newcomer] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
  ]);
  const created = await stack.gql<{ createOrder: Order }>(
    CREATE,
    {
      input: {
        idempotencyKey: freshKey(),
        shippingMethod: 'EXTERNAL_FULFILLMENT',
        rolls: [roll()],
        notes: 'Mine',
      },
    },
    casey,
  );
  caseyOrder = created.body.data!.createOrder;
  caseyId = caseyOrder.customer.id;
});
afterAll(() => stack?.close());

async function unchanged() {
  const res = await stack.gql<{ order: Order }>(ORDER_QUERY, { id: caseyOrder.id }, casey);
  const order = res.body.data!.order;
  expect(order).toMatchObject({ status: 'OPEN', notes: 'Mine', rollCount: 1 });
  expect(order.rolls[0]!.addRush).toBe(false);
}

describe('another customer’s order', () => {
  it('cannot be read', async () => {
    const res = await stack.gql<{ order: Order | null }>(ORDER_QUERY, { id: caseyOrder.id }, newcomer);
    expect(res.body.data!.order).toBeNull();
    expect(res.body.errors![0]).toMatchObject({
      message: 'Order not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const quote = await stack.gql(
      'query Rush($orderId: ID!, $rollIds: [ID!]!) { addRushQuote(orderId: $orderId, rollIds: $rollIds) { amount } }',
      { orderId: caseyOrder.id, rollIds: [caseyOrder.rolls[0]!.id] },
      newcomer,
    );
    expect(quote.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it.each([
    ['updateOrder', UPDATE, () => ({ input: { id: caseyOrder.id, notes: 'Hijacked' } })],
    ['deleteOrder', 'mutation D($id: ID!) { deleteOrder(id: $id) }', () => ({ id: caseyOrder.id })],
    [
      'addRush',
      'mutation R($orderId: ID!, $rollIds: [ID!]!) { addRush(orderId: $orderId, rollIds: $rollIds) { id } }',
      () => ({ orderId: caseyOrder.id, rollIds: [caseyOrder.rolls[0]!.id] }),
    ],
    [
      'payOrder',
      'mutation P($orderId: ID!) { payOrder(orderId: $orderId) { id } }',
      () => ({ orderId: caseyOrder.id }),
    ],
    [
      'setReturnNegatives',
      'mutation N($input: ReturnNegativesInput!) { setReturnNegatives(input: $input) { id } }',
      () => ({ input: { orderId: caseyOrder.id, negativesAction: 'TOSS' } }),
    ],
    [
      'requestShippingLabel',
      'mutation L($orderId: ID!, $addressId: ID!) { requestShippingLabel(orderId: $orderId, addressId: $addressId) { id } }',
      () => ({ orderId: caseyOrder.id, addressId: '1' }),
    ],
  ] as const)('cannot be changed with %s', async (_name, document, variables) => {
    const res = await stack.gql(document, variables(), newcomer);
    expect(res.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    await unchanged();
  });

  it('cannot be listed through the owner’s user', async () => {
    const res = await stack.gql(
      'query U($id: ID!) { user(id: $id) { orders { count } } }',
      { id: caseyId },
      newcomer,
    );
    expect(res.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('cannot be created for someone else', async () => {
    const res = await stack.gql(
      CREATE,
      {
        input: {
          userId: caseyId,
          idempotencyKey: freshKey(),
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [roll()],
        },
      },
      newcomer,
    );
    expect(res.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const quote = await stack.gql(
      'query Q($input: OrderQuoteInput!) { orderQuote(input: $input) { totals { total } } }',
      { input: { userId: caseyId, shippingMethod: 'DROP_OFF', rolls: [roll()] } },
      newcomer,
    );
    expect(quote.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('staff-only operations', () => {
  it.each([
    ['receiveOrder', ', rollCount: 1', ''],
    ['addRollsEvent', ', event: DEVELOPED', ''],
    ['invoiceOrder', '', ''],
    ['sendInvoice', '', ''],
    ['attachPayment', ', paymentId: "pi_reader_1"', ''],
    ['markPrintsReady', '', ''],
    ['completeOrder', '', ''],
    ['cancelOrder', '', ''],
  ])('%s is refused to a customer, even on their own order', async (name, args, vars) => {
    const res = await stack.gql(staffAction(name, args, vars), { orderId: caseyOrder.id }, casey);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Only lab staff can do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    await unchanged();
  });

  it.each([
    ['orders', 'query { orders { count } }'],
    ['quickSearchOrders', 'query { quickSearchOrders(search: "Casey") { count } }'],
    ['rollEvents', 'query { rollEvents(event: RECEIVED) { date } }'],
  ])('%s is refused to a customer', async (_name, document) => {
    const res = await stack.gql(document, {}, casey);
    expect(res.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });

  it('internal notes are staff’s to write', async () => {
    const res = await stack.gql(
      UPDATE,
      { input: { id: caseyOrder.id, internalNotes: 'Note to self' } },
      casey,
    );
    expect(res.body.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await unchanged();
  });
});

describe('visitors', () => {
  it('must log in', async () => {
    const read = await stack.gql<{ order: Order | null }>(ORDER_QUERY, { id: caseyOrder.id });
    expect(read.body.data!.order).toBeNull();
    expect(read.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const create = await stack.gql(CREATE, {
      input: { idempotencyKey: freshKey(), shippingMethod: 'EXTERNAL_FULFILLMENT', rolls: [roll()] },
    });
    expect(create.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const stocks = await stack.gql<{ filmStocks: string[] }>('query Stocks { filmStocks }');
    expect(stocks.body.data!.filmStocks).toContain('Kodak Portra 400');
  });
});
