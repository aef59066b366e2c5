import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE,
  freshKey,
  ORDER,
  ORDER_QUERY,
  type Order,
  roll,
  staffAction,
  UPDATE,
} from '../support/order-documents.js';
import { type Stack, startStack } from '../support/stack.js';

// Staff run an order through its life (docs/decisions/050): each move allowed from the right status, and refused
// from the wrong one with the lab's reason (CONFLICT, nothing written).

let stack: Stack;
let admin: string;
let casey: string; // Nice 2025 member, balance −1500, visa 4242 on file
let caseyId: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, casey] = await Promise.all([stack.login('admin@lab.test'), stack.login('customer@lab.test')]);
  const me = await stack.gql<{ me: { id: string } }>('query Me { me { id } }', {}, casey);
  caseyId = me.body.data!.me.id;
});
afterAll(() => stack?.close());

async function act(name: string, orderId: string, token = admin, extra: Record<string, unknown> = {}) {
  const vars = Object.keys(extra)
    .map(
      (key) =>
        `, $${key}: ${key === 'rollCount' ? 'Int!' : key === 'event' ? 'RollEvent!' : key === 'rollIds' ? '[ID!]' : 'String!'}`,
    )
    .join('');
  const args = Object.keys(extra)
    .map((key) => `, ${key}: $${key}`)
    .join('');
  const res = await stack.gql<Record<string, Order>>(
    staffAction(name, args, vars),
    { orderId, ...extra },
    token,
  );
  return { order: res.body.data?.[name] ?? null, errors: res.body.errors };
}

async function read(id: string, token = admin): Promise<Order> {
  const res = await stack.gql<{ order: Order }>(ORDER_QUERY, { id }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.order;
}

async function credits(): Promise<Record<string, number | null>> {
  const res = await stack.gql<{ me: { creditBalances: { kind: string; remaining: number | null }[] } }>(
    'query Credits { me { creditBalances { kind remaining } } }',
    {},
    casey,
  );
  return Object.fromEntries(res.body.data!.me.creditBalances.map((c) => [c.kind, c.remaining]));
}

const expectConflict = (
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined,
  message: string,
) => expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });

describe('an order from creation to completion', () => {
  let order: Order;

  it('staff create an order for a customer', async () => {
    const res = await stack.gql<{ createOrder: Order }>(
      CREATE,
      {
        input: {
          userId: caseyId,
          idempotencyKey: freshKey(),
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [
            roll({ process: 'ECN2', stock: 'Kodak Vision3 250D', sleeving: 'CUT' }),
            roll({ process: 'E6', stock: 'Fujifilm Provia 100F', addRush: true }),
          ],
        },
      },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    order = res.body.data!.createOrder;
    expect(order.customer.email).toBe('customer@lab.test');
    expect(order.status).toBe('OPEN');
    expect(order.actions).toMatchObject({
      receive: true,
      invoice: false,
      cancel: true,
      edit: true,
      complete: false,
    });
  });

  it('refuses to invoice or complete before the film is received', async () => {
    expectConflict(
      (await act('invoiceOrder', order.id)).errors,
      'Receive the rolls before invoicing this order',
    );
    expectConflict(
      (await act('completeOrder', order.id)).errors,
      'An order that is OPEN cannot be completed',
    );
    expectConflict(
      (await act('sendInvoice', order.id)).errors,
      'An order that is OPEN has no invoice to send',
    );
    expectConflict(
      (await act('attachPayment', order.id, admin, { paymentId: 'pi_test_1' })).errors,
      'Only an invoiced order can be paid',
    );
    expect((await read(order.id)).status).toBe('OPEN');
  });

  it('receives the rolls, flags a different count and starts the timeline', async () => {
    const zero = await act('receiveOrder', order.id, admin, { rollCount: 0 });
    expect(zero.errors?.[0]).toMatchObject({
      message: 'Count at least 1 roll',
      extensions: { code: 'BAD_USER_INPUT', field: 'rollCount' },
    });
    const { order: received, errors } = await act('receiveOrder', order.id, admin, { rollCount: 3 });
    expect(errors).toBeUndefined();
    expect(received).toMatchObject({ receivedRollCount: 3, expectedRollCount: 2, countMismatch: true });
    expect(received!.pickUps).toEqual([{ id: expect.any(String), rollCount: 3 }]);
    for (const r of received!.rolls) {
      expect(r.pickUpId).toBe(received!.pickUps[0]!.id);
      expect(r.stage).toBe('RECEIVED');
      expect(r.events[0]).toMatchObject({ event: 'RECEIVED', recordedBy: 'Avery' });
      expect(Date.parse(r.estimatedReadyAt!)).toBeGreaterThan(Date.parse(r.events[0]!.at));
    }
    // Invoicing waits until the count and the order agree (docs/decisions/102-desk-rules.md).
    expect(received!.actions).toMatchObject({ invoice: false, receive: true, edit: true, delete: false });
    // The customer can no longer change or delete it.
    const mine = await read(order.id, casey);
    expect(mine.actions).toMatchObject({ edit: false, delete: false, addRush: true });
    const edit = await stack.gql(UPDATE, { input: { id: order.id, notes: 'Too late' } }, casey);
    expectConflict(edit.body.errors, 'This order is already at the lab');
  });

  it('records a roll event on one roll', async () => {
    const rollId = order.rolls[0]!.id;
    const { order: after, errors } = await act('addRollsEvent', order.id, admin, {
      event: 'DEVELOPED',
      rollIds: [rollId],
    });
    expect(errors).toBeUndefined();
    expect(after!.rolls.map((r) => r.stage)).toEqual(['DEVELOPED', 'RECEIVED']);
    const events = await stack.gql<{
      rollEvents: { rolls: { orderNumber: string; roll: { id: string } }[] }[];
    }>(
      'query Events { rollEvents(event: DEVELOPED, days: 1) { date rolls { orderNumber customerName roll { id } } } }',
      {},
      admin,
    );
    const today = events.body.data!.rollEvents.flatMap((day) => day.rolls);
    expect(today).toContainEqual(
      expect.objectContaining({ orderNumber: order.number, roll: { id: rollId } }),
    );
  });

  it('keeps staff notes from the customer', async () => {
    const res = await stack.gql<{ updateOrder: Order }>(
      UPDATE,
      { input: { id: order.id, internalNotes: 'Counted three, listed two' } },
      admin,
    );
    expect(res.body.data!.updateOrder.internalNotes).toBe('Counted three, listed two');
    expect((await read(order.id, casey)).internalNotes).toBeNull();
  });

  it('waits to invoice until the desk resolves the count; a correction edits the one pick-up', async () => {
    expectConflict(
      (await act('invoiceOrder', order.id)).errors,
      'The lab counted 3 rolls but the order lists 2 rolls: add the extra rolls to the order and receive it again (or correct the count) before invoicing',
    );
    const { order: corrected, errors } = await act('receiveOrder', order.id, admin, { rollCount: 2 });
    expect(errors).toBeUndefined();
    expect(corrected).toMatchObject({ receivedRollCount: 2, countMismatch: false });
    expect(corrected!.pickUps).toEqual([{ id: expect.any(String), rollCount: 2 }]);
    expect(corrected!.actions).toMatchObject({ invoice: true });
  });

  it('invoices the estimate exactly, with the account credit the lab applies', async () => {
    const before = await credits();
    expect(before).toMatchObject({ DEV_SCAN: 5, RUSH: 2 });
    const estimate = await read(order.id);
    // dev + scan 2 × 1499 on credits, E-6 500, ECN-2 1500, rush 999 on a credit, cut sleeving 199
    expect(estimate.totals).toEqual({
      subtotal: 2199,
      discount: 0,
      credit: 1500,
      creditLabel: 'Account Credit',
      tax: 61,
      total: 760,
    });
    const deskQuery =
      'query Desk($filter: OrdersFilter) { orders(filter: $filter) { items { id invoicedTotal } } }';
    const open = await stack.gql<{ orders: { items: unknown[] } }>(
      deskQuery,
      { filter: { search: order.number } },
      admin,
    );
    expect(open.body.data!.orders.items).toEqual([{ id: order.id, invoicedTotal: null }]);
    const { order: invoiced, errors } = await act('invoiceOrder', order.id);
    expect(errors).toBeUndefined();
    expect(invoiced!.status).toBe('INVOICED');
    expect(invoiced!.lines).toEqual(estimate.lines);
    expect(invoiced!.credits).toEqual(estimate.credits);
    expect(invoiced!.totals).toEqual({ ...estimate.totals, creditLabel: 'Applied Credit' });
    // The desk's list reads the fixed total, which costs no call about the customer.
    const desk = await stack.gql<{ orders: { items: unknown[] } }>(
      deskQuery,
      { filter: { search: order.number } },
      admin,
    );
    expect(desk.body.data!.orders.items).toEqual([{ id: order.id, invoicedTotal: 760 }]);
    // Credits are spent at invoice.
    expect(await credits()).toMatchObject({ DEV_SCAN: 3, RUSH: 1 });
    const me = await stack.gql<{ me: { accountCredit: number } }>(
      'query A { me { accountCredit } }',
      {},
      casey,
    );
    expect(me.body.data!.me.accountCredit).toBe(0);
    expectConflict(
      (await act('invoiceOrder', order.id)).errors,
      'An order that is INVOICED cannot be invoiced',
    );
    expect((await read(order.id, casey)).actions).toMatchObject({ pay: true, edit: false, addRush: false });
  });

  it('mails the invoice again and marks prints ready', async () => {
    expect((await act('sendInvoice', order.id)).order!.status).toBe('INVOICED');
    expect((await act('markPrintsReady', order.id)).order!.status).toBe('INVOICED');
    expectConflict(
      (await act('completeOrder', order.id)).errors,
      'An order that is INVOICED cannot be completed',
    );
  });

  it('a declined card leaves the order INVOICED; the card on file pays it', async () => {
    const PAY = `mutation Pay($orderId: ID!, $paymentToken: String) { payOrder(orderId: $orderId, paymentToken: $paymentToken) { ${ORDER} } }`;
    const declined = await stack.gql(PAY, { orderId: order.id, paymentToken: 'tok_chargeDeclined' }, casey);
    expect(declined.body.errors![0]).toMatchObject({
      message: 'Your card was declined.',
      extensions: { code: 'PAYMENT_DECLINED', field: 'paymentToken' },
    });
    expect((await read(order.id)).status).toBe('INVOICED');
    const card = await stack.gql<{ me: { defaultCard: string } }>(
      'query Card { me { defaultCard } }',
      {},
      casey,
    );
    expect(card.body.data!.me.defaultCard).toBe('visa •••• 4242');

    const paid = await stack.gql<{ payOrder: Order }>(PAY, { orderId: order.id }, casey);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.payOrder.status).toBe('PAID');
    expect(paid.body.data!.payOrder.actions.pay).toBe(false);
    const again = await stack.gql(PAY, { orderId: order.id }, casey);
    expectConflict(again.body.errors, 'Only an invoiced order can be paid');
  });

  it('completes a paid order, which then cannot be canceled or changed', async () => {
    expectConflict((await act('cancelOrder', order.id)).errors, 'An order that is PAID cannot be canceled');
    const { order: done } = await act('completeOrder', order.id);
    expect(done!.status).toBe('COMPLETE');
    expect(Object.values(done!.actions).some(Boolean)).toBe(false);
    expectConflict(
      (await act('cancelOrder', order.id)).errors,
      'An order that is COMPLETE cannot be canceled',
    );
    expectConflict(
      (await act('addRollsEvent', order.id, admin, { event: 'SHIPPED' })).errors,
      'Roll events cannot be recorded on an order that is COMPLETE',
    );
    expectConflict(
      (await act('receiveOrder', order.id, admin, { rollCount: 1 })).errors,
      'An order that is COMPLETE cannot be received',
    );
    // The invoice stays as it was fixed.
    expect((await read(order.id)).totals).toMatchObject({
      subtotal: 2199,
      credit: 1500,
      tax: 61,
      total: 760,
    });
  });
});

describe('other staff moves', () => {
  it('attaches a card-reader payment to an invoiced order; a reader decline changes nothing', async () => {
    const list = await stack.gql<{ orders: { count: number; items: Order[] } }>(
      `query Invoiced { orders(filter: { status: INVOICED }) { count items { ${ORDER} } } }`,
      {},
      admin,
    );
    const invoiced = list.body.data!.orders.items[0]!;
    expect(invoiced.status).toBe('INVOICED');
    const declined = await act('attachPayment', invoiced.id, admin, { paymentId: 'pi_declined' });
    expect(declined.errors![0]!.extensions).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect((await read(invoiced.id)).status).toBe('INVOICED');
    const bad = await act('attachPayment', invoiced.id, admin, { paymentId: 'cash' });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentId' });
    const { order: paid, errors } = await act('attachPayment', invoiced.id, admin, {
      paymentId: 'pi_reader_42',
    });
    expect(errors).toBeUndefined();
    expect(paid!.status).toBe('PAID');
  });

  it('cancels an open order; a canceled order cannot be canceled again', async () => {
    const created = await stack.gql<{ createOrder: Order }>(
      CREATE,
      {
        input: {
          userId: caseyId,
          idempotencyKey: freshKey(),
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [roll()],
        },
      },
      admin,
    );
    const id = created.body.data!.createOrder.id;
    const { order: canceled } = await act('cancelOrder', id);
    expect(canceled!.status).toBe('CANCELED');
    expect(canceled!.lines).toEqual([]);
    expect(canceled!.totals).toMatchObject({ subtotal: 0, total: 0, creditLabel: 'Applied Credit' });
    expectConflict((await act('cancelOrder', id)).errors, 'An order that is CANCELED cannot be canceled');
    expectConflict(
      (await act('receiveOrder', id, admin, { rollCount: 1 })).errors,
      'An order that is CANCELED cannot be received',
    );
  });

  it('adds rush and deletes a customer’s order through the customer’s path', async () => {
    const created = await stack.gql<{ createOrder: Order }>(
      CREATE,
      {
        input: {
          userId: caseyId,
          idempotencyKey: freshKey(),
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [roll()],
        },
      },
      admin,
    );
    const made = created.body.data!.createOrder;
    const rushed = await stack.gql<{ addRush: Order }>(
      `mutation AddRush($orderId: ID!, $rollIds: [ID!]!) { addRush(orderId: $orderId, rollIds: $rollIds) { ${ORDER} } }`,
      { orderId: made.id, rollIds: [made.rolls[0]!.id] },
      admin,
    );
    expect(rushed.body.data!.addRush.rolls[0]!.addRush).toBe(true);
    const removed = await stack.gql(
      'mutation Delete($id: ID!) { deleteOrder(id: $id) }',
      { id: made.id },
      admin,
    );
    expect(removed.body).toEqual({ data: { deleteOrder: made.id } });
  });

  it('finds orders by number, customer and status; quick search needs text', async () => {
    const page = await stack.gql<{ orders: { count: number; items: { number: string }[] } }>(
      'query Find($filter: OrdersFilter) { orders(filter: $filter, limit: 5) { count items { number } } }',
      { filter: { search: 'Casey' } },
      admin,
    );
    expect(page.body.data!.orders.count).toBeGreaterThan(0);
    const number = page.body.data!.orders.items[0]!.number;
    const quick = await stack.gql<{ quickSearchOrders: { count: number; orders: { number: string }[] } }>(
      'query Quick($search: String!) { quickSearchOrders(search: $search) { count orders { number customer { email } } } }',
      { search: number },
      admin,
    );
    expect(quick.body.data!.quickSearchOrders.orders.map((o) => o.number)).toContain(number);
    const blank = await stack.gql('query Quick { quickSearchOrders(search: "   ") { count } }', {}, admin);
    expect(blank.body.errors![0]).toMatchObject({
      message: 'Type something to search for',
      extensions: { code: 'BAD_USER_INPUT', field: 'search' },
    });
    const user = await stack.gql<{ user: { orders: { count: number } } }>(
      'query UserOrders($id: ID!) { user(id: $id) { orders(status: OPEN) { count items { status } } } }',
      { id: caseyId },
      admin,
    );
    expect(user.body.data!.user.orders.count).toBeGreaterThan(0);
  });
});
