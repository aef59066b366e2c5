import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_TIME_ZONE } from '../db/queries/general-stats';
import { WILLIAMSBURG } from '../db/seed/orders-data';
import { invoicesOf } from '../test-support/billing';
import { caller, mailsTo, newRoll, orderSnapshot, published, SEED_ORDERS } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
let admin = '';
let casey = '';

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  admin = await lab.login('admin@lab.test');
  casey = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

type Wrapper = { order: { id: number; status: string } };
const ids = (body: { orders: Wrapper[] }) => body.orders.map((o) => o.order.id);
const labToday = (daysAgo = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: LAB_TIME_ZONE }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
const balanceOf = async (userId: number) =>
  (
    await lab.db.query<{ balance: number }>('SELECT balance FROM payment_customers WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]!.balance;

describe('staff only', () => {
  it('answers 403 to customers and 404 for an unknown order', async () => {
    expect((await call('GET', '/orders', casey)).statusCode).toBe(403);
    expect((await call('GET', '/orders/quick-search?search=casey', casey)).statusCode).toBe(403);
    expect((await call('PUT', `/orders/${SEED_ORDERS.caseyAtLab}/cancel`, casey)).statusCode).toBe(403);
    const unknown = await call('GET', '/orders/99999', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');
  });
});

describe('finding orders', () => {
  it('lists every order newest first with filters and a count', async () => {
    const all = (await call('GET', '/orders?limit=100', admin)).json();
    expect(all.count).toBe(19);
    expect(ids(all)).toHaveLength(19);
    expect(ids(all).slice(0, 2)).toEqual([SEED_ORDERS.mateoOpen, SEED_ORDERS.priyaOpen]);
    expect(ids(all).slice(-2)).toEqual([SEED_ORDERS.hannahComplete, SEED_ORDERS.caseyComplete]);
    expect((await call('GET', '/orders?status=OPEN', admin)).json().count).toBe(8);
    expect((await call('GET', '/orders?location=Mail-in', admin)).json().count).toBe(9);
    const page = (await call('GET', '/orders?status=OPEN&limit=2&offset=1', admin)).json();
    expect(page.count).toBe(8);
    expect(page.orders).toHaveLength(2);
  });

  it('searches by number, bare id, name and e-mail', async () => {
    const search = async (term: string) =>
      (await call('GET', `/orders?search=${encodeURIComponent(term)}&limit=100`, admin)).json();
    expect(ids(await search('101013'))).toEqual([SEED_ORDERS.caseyAtLab]);
    expect(ids(await search('1013'))).toEqual([SEED_ORDERS.caseyAtLab]);
    expect(ids(await search('casey'))).toEqual([
      SEED_ORDERS.caseyInTheMail,
      SEED_ORDERS.caseyAtLab,
      SEED_ORDERS.caseyPaid,
      SEED_ORDERS.caseyComplete,
    ]);
    expect((await search('Hannah Okafor')).count).toBe(3);
    expect((await search('customer@lab')).count).toBe(4);
    expect((await search('%')).count).toBe(0);
  });

  it('quick-searches at most 10 orders and refuses a blank search', async () => {
    const wide = (await call('GET', '/orders/quick-search?search=example.com', admin)).json();
    expect(wide.count).toBe(15);
    expect(wide.orders).toHaveLength(10);
    const one = (await call('GET', '/orders/quick-search?search=101015', admin)).json();
    expect(one).toMatchObject({
      count: 1,
      orders: [{ order: { id: SEED_ORDERS.danielMiscounted, receivedRollCount: 3, expectedRollCount: 2 } }],
    });
    const blank = await call('GET', '/orders/quick-search?search=%20%20', admin);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'search', message: 'Type something to search for' }]);
  });

  it('groups roll events by the lab’s day, newest first', async () => {
    const scanned = (await call('GET', '/orders/roll-events?event=scanned&days=1', admin)).json();
    expect(scanned.days.map((d: { date: string }) => d.date)).toEqual([labToday()]);
    // As the stats bar counts: 5 rolls scanned today, 4 synced today and 6 yesterday.
    expect(scanned.days[0].rolls).toHaveLength(5);
    expect(scanned.days[0].rolls[0]).toEqual({
      roll: expect.objectContaining({ id: expect.any(Number), events: expect.any(Array) }),
      orderId: expect.any(Number),
      customerId: expect.any(Number),
      customerName: expect.any(String),
      at: expect.any(String),
    });
    const synced = (await call('GET', '/orders/roll-events?event=synced&days=2', admin)).json();
    expect(synced.days.map((d: { date: string; rolls: unknown[] }) => [d.date, d.rolls.length])).toEqual([
      [labToday(), 4],
      [labToday(1), 6],
    ]);
    expect((await call('GET', '/orders/roll-events?event=washed', admin)).statusCode).toBe(400);
    expect((await call('GET', '/orders/roll-events?event=synced&days=61', admin)).statusCode).toBe(400);
  });

  it('lists an order’s shipments', async () => {
    const response = await call('GET', `/orders/${SEED_ORDERS.jordanComplete}/shipments`, admin);
    expect(response.json()).toEqual([
      expect.objectContaining({
        method: 'PREPAID_LABEL',
        toCustomer: false,
        carrier: 'USPS',
        address: expect.objectContaining({ address1: '455 Graham Ave' }),
        label: null,
      }),
      expect.objectContaining({ method: 'PREPAID_LABEL', toCustomer: true, serviceLevel: 'usps_first' }),
    ]);
  });
});

describe('creating and editing as staff', () => {
  it('creates an order for a customer, with internal notes, lines and priced prints', async () => {
    const body = {
      customerId: 13,
      location: WILLIAMSBURG,
      internalNotes: 'Dropped off at the counter',
      newRolls: [newRoll('C-41', '120', 'Kodak', 'Portra 400', { crossProcessId: 'crossprocessroll' })],
      newLines: [
        {
          key: 'film',
          description: 'Kodak Portra 400 (shop)',
          productType: 'PRODUCT',
          unitAmount: 1299,
          quantity: 1,
        },
      ],
      newPrints: [{ paper: { name: 'Lustre', paperType: 'RC' }, width: 8, height: 10, amount: 2500 }],
    };
    const response = await call('POST', '/orders', admin, body, { 'idempotency-key': 'counter-1' });
    expect(response.statusCode).toBe(201);
    const wrapper = response.json();
    expect(wrapper.order).toMatchObject({
      customerId: 13,
      internalNotes: 'Dropped off at the counter',
    });
    expect(wrapper.rolls).toEqual([
      expect.objectContaining({
        crossProcessId: 'crossprocessroll',
        pushPullId: null,
        returnToCustomer: false,
      }),
    ]);
    expect(wrapper.lines).toEqual([
      expect.objectContaining({ key: 'film', unitAmount: 1299, quantity: 1, amount: 1299 }),
    ]);
    expect(wrapper.prints).toEqual([expect.objectContaining({ amount: 2500, quantity: 1 })]);
    const old = await call(
      'POST',
      '/orders',
      admin,
      { customerId: 13, location: WILLIAMSBURG, rolls: body.newRolls },
      { 'idempotency-key': 'counter-old' },
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toContainEqual({ field: 'rolls', message: 'Unknown field' });

    // A count is at least 1; receiving again edits the count of the one pick-up (order-desk.test.ts has the rest).
    const zero = await call('PUT', `/orders/${wrapper.order.id}/receive`, admin, { rollCount: 0 });
    expect(zero.statusCode).toBe(400);
    const first = await call('PUT', `/orders/${wrapper.order.id}/receive`, admin, { rollCount: 2 });
    expect(first.json().pickUp).toEqual(expect.objectContaining({ rollCount: 2 }));
    const second = await call('PUT', `/orders/${wrapper.order.id}/receive`, admin, { rollCount: 1 });
    expect(second.statusCode).toBe(200);
    const { pickUp, pickUps, rolls } = second.json();
    expect(pickUps).toEqual([expect.objectContaining({ id: first.json().pickUp.id, rollCount: 1 })]);
    expect(pickUp).toEqual(pickUps[0]);
    expect(rolls[0].pickUpId).toBe(pickUps[0].id);
    const nobody = await call(
      'POST',
      '/orders',
      admin,
      { ...body, customerId: 999 },
      { 'idempotency-key': 'x' },
    );
    expect(nobody.statusCode).toBe(404);
  });

  it('edits an order the lab has: notes, lines and priced prints', async () => {
    const response = await call('PUT', `/orders/${SEED_ORDERS.danielMiscounted}`, admin, {
      internalNotes: 'Third roll was a spare Gold 200 — added.',
      newRolls: [newRoll('C-41', '35mm', 'Kodak', 'Gold 200')],
      newLines: [
        {
          key: 'film',
          description: 'Kodak Gold 200 (shop)',
          productType: 'PRODUCT',
          unitAmount: 1299,
          quantity: 1,
        },
      ],
      newPrints: [
        { paper: { name: 'Matte', paperType: 'Fiber' }, width: 11, height: 14, border: 0.5, amount: 4500 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const wrapper = response.json();
    expect(wrapper.order).toMatchObject({
      internalNotes: 'Third roll was a spare Gold 200 — added.',
      expectedRollCount: 3,
    });
    expect(wrapper.lines).toEqual([
      {
        id: expect.any(Number),
        key: 'film',
        description: 'Kodak Gold 200 (shop)',
        productType: 'PRODUCT',
        unitAmount: 1299,
        quantity: 1,
        creditsApplied: 0,
        amount: 1299,
      },
    ]);
    expect(wrapper.prints[0]).toMatchObject({
      width: 11,
      height: 14,
      border: 0.5,
      amount: 4500,
      quantity: 1,
    });
  });
});

describe('the roll timeline', () => {
  const url = (event: string) => `/orders/${SEED_ORDERS.caseyAtLab}/add-rolls-event/${event}`;

  it('records an event on some rolls, then on the rest, never twice, and the stats follow', async () => {
    const { rolls } = (await call('GET', `/orders/${SEED_ORDERS.caseyAtLab}`, admin)).json();
    const rst = async () => (await lab.app.inject({ url: '/public/general-stats' })).json().rst;
    const before = await rst();
    let response = await call('PUT', url('synced'), admin, { rollIds: [rolls[0].id] });
    expect(response.statusCode).toBe(200);
    expect(await rst()).toBe(before + 1);
    let heard: Awaited<ReturnType<typeof published>> = [];
    heard = await published(lab, async () => {
      response = await call('PUT', url('synced'), admin);
    });
    expect(heard.filter((e) => e.type === 'roll_event').map((e) => [e.userId, e.rollId, e.event])).toEqual([
      [SEED_IDS.customer, rolls[1].id, 'synced'],
      [SEED_IDS.customer, rolls[2].id, 'synced'],
    ]);
    const synced = response
      .json()
      .rolls.map((r: { events: { event: string; recordedBy: string | null }[] }) =>
        r.events.filter((e) => e.event === 'synced').map((e) => e.recordedBy),
      );
    expect(synced).toEqual([['Avery'], ['Avery'], ['Avery']]);
    expect(await rst()).toBe(before + 3);
  });

  it('refuses rolls of another order, unknown events and finished orders', async () => {
    const foreign = await call('PUT', url('developed'), admin, { rollIds: [1] });
    expect(foreign.json()).toMatchObject({ status: 400, errors: [{ field: 'rollIds.0' }] });
    expect((await call('PUT', url('washed'), admin, {})).statusCode).toBe(400);
    const done = await call('PUT', `/orders/${SEED_ORDERS.caseyComplete}/add-rolls-event/shipped`, admin);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Roll events cannot be recorded on an order that is COMPLETE');
  });
});

describe('invoicing and payment', () => {
  const lines = [
    {
      key: 'devscan',
      description: 'Dev + Scan (C-41)',
      productType: 'SERVICE_ADD_ON',
      unitAmount: 1499,
      quantity: 1,
      creditsApplied: 1,
    },
    {
      key: 'devscan',
      description: 'Dev + Scan (ECN-2)',
      productType: 'SERVICE_ADD_ON',
      unitAmount: 2999,
      quantity: 1,
      creditsApplied: 0,
    },
    {
      key: 'devscan',
      description: 'Dev + Scan (BW)',
      productType: 'SERVICE_ADD_ON',
      unitAmount: 1499,
      quantity: 1,
      creditsApplied: 1,
    },
    {
      key: 'sleeving',
      description: 'Cut sleeving',
      productType: 'SERVICE_ADD_ON',
      unitAmount: 199,
      quantity: 3,
    },
  ];
  const invoice = { lines, credits: [{ kind: 'DEV_SCAN', quantity: 2 }], discount: 100, tax: 175 };

  it('refuses an invoice before any roll is received, or a discount over the subtotal, writing nothing', async () => {
    const early = await call('PUT', `/orders/${SEED_ORDERS.caseyInTheMail}/invoice`, admin, invoice);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Receive the rolls before invoicing this order');
    const before = await orderSnapshot(lab.db, SEED_ORDERS.caseyAtLab);
    const tooMuch = await call('PUT', `/orders/${SEED_ORDERS.caseyAtLab}/invoice`, admin, {
      ...invoice,
      discount: 3597,
    });
    expect(tooMuch.json()).toMatchObject({ status: 400, errors: [{ field: 'discount' }] });
    expect(await orderSnapshot(lab.db, SEED_ORDERS.caseyAtLab)).toEqual(before);
  });

  it('fixes lines and totals, draws the account credit and mails the invoice', async () => {
    expect(await balanceOf(SEED_IDS.customer)).toBe(-1500);
    const response = await call('PUT', `/orders/${SEED_ORDERS.caseyAtLab}/invoice`, admin, invoice);
    expect(response.statusCode).toBe(200);
    const wrapper = response.json();
    // 2999 + 3 × 199 = 3596; − 100 discount − 1500 credit = 1996; tax 174.65 → 175 (the BFF's figure); 2171.
    expect(wrapper.order).toMatchObject({
      status: 'INVOICED',
      subtotal: 3596,
      appliedDiscount: 100,
      appliedCredit: 1500,
      tax: 175,
      total: 2171,
      invoicedAt: expect.any(String),
    });
    expect(wrapper.lines.map((l: { amount: number }) => l.amount)).toEqual([0, 2999, 0, 597]);
    expect(wrapper.credits).toEqual([{ kind: 'DEV_SCAN', quantity: 2 }]);
    expect(await balanceOf(SEED_IDS.customer)).toBe(0);
    const [mail] = await mailsTo(lab.db, 'customer@lab.test');
    expect(mail!.subject).toBe(`Your invoice for order 10${SEED_ORDERS.caseyAtLab}`);
    expect(mail!.body).toContain('Total: $21.71');
    const usage = (await call('GET', '/users/2/credit-usage', casey)).json();
    expect(usage.used.DEV_SCAN).toBe(7);
  });

  it('sends the invoice again, only while invoiced', async () => {
    const count = (await mailsTo(lab.db, 'customer@lab.test')).length;
    expect((await call('PUT', `/orders/${SEED_ORDERS.caseyAtLab}/send-invoice`, admin)).statusCode).toBe(200);
    expect(await mailsTo(lab.db, 'customer@lab.test')).toHaveLength(count + 1);
    const open = await call('PUT', `/orders/${SEED_ORDERS.hannahOpen}/send-invoice`, admin);
    expect(open.json().message).toBe('An order that is OPEN has no invoice to send');
  });

  it('lets the customer pay with the card on file', async () => {
    const response = await call('PUT', `/users/2/orders/${SEED_ORDERS.caseyAtLab}/pay`, casey);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({ status: 'PAID', paymentId: expect.stringMatching(/^pi_/) });
    const [latest] = await invoicesOf(lab.db, SEED_IDS.customer);
    expect(latest).toMatchObject({ amount: 2171, status: 'paid', subscriptionId: null });
  });

  it('attaches a card-reader payment; a declined one changes nothing, and a payment pays one order', async () => {
    const url = `/orders/${SEED_ORDERS.leoInvoiced}/attach-payment`;
    const before = await orderSnapshot(lab.db, SEED_ORDERS.leoInvoiced);
    const declined = await call('PUT', url, admin, { paymentId: 'pi_declined' });
    expect(declined.statusCode).toBe(402);
    expect(await orderSnapshot(lab.db, SEED_ORDERS.leoInvoiced)).toEqual(before);
    expect((await call('PUT', url, admin, { paymentId: 'cash' })).statusCode).toBe(400);
    const paid = await call('PUT', url, admin, { paymentId: 'pi_reader_0042' });
    expect(paid.json().order).toMatchObject({ status: 'PAID', paymentId: 'pi_reader_0042', total: 5575 });
    const twice = await call('PUT', `/orders/${SEED_ORDERS.mateoInvoiced}/attach-payment`, admin, {
      paymentId: 'pi_reader_0042',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`This payment already paid order 10${SEED_ORDERS.leoInvoiced}`);
  });
});

describe('finishing orders', () => {
  it('marks prints ready on a paid order, not on an open one', async () => {
    const ready = await call('PUT', `/orders/${SEED_ORDERS.hannahPaid}/mark-prints-ready`, admin);
    expect(ready.json().order.printsReadyAt).toEqual(expect.any(String));
    const open = await call('PUT', `/orders/${SEED_ORDERS.priyaOpen}/mark-prints-ready`, admin);
    expect(open.statusCode).toBe(409);
  });

  it('completes a paid order only', async () => {
    const done = await call('PUT', `/orders/${SEED_ORDERS.priyaPaid}/complete`, admin);
    expect(done.json().order).toMatchObject({ status: 'COMPLETE', completedAt: expect.any(String) });
    const before = await orderSnapshot(lab.db, SEED_ORDERS.priyaOpen);
    const open = await call('PUT', `/orders/${SEED_ORDERS.priyaOpen}/complete`, admin);
    expect(open.json()).toEqual({
      message: 'An order that is OPEN cannot be completed',
      status: 409,
      errors: [],
    });
    expect(await orderSnapshot(lab.db, SEED_ORDERS.priyaOpen)).toEqual(before);
  });

  it('cancels an invoiced order and gives its credit back; a paid order cannot be canceled', async () => {
    const hannah = 9;
    const id = SEED_ORDERS.hannahOpen;
    const twoThousand = [
      { key: 'prints', description: '4x6 prints', productType: 'PRINT', unitAmount: 1000, quantity: 2 },
    ];
    const invoiced = await call('PUT', `/orders/${id}/invoice`, admin, {
      lines: twoThousand,
      credits: [],
      tax: 0,
    });
    expect(invoiced.json().order).toMatchObject({ appliedCredit: 2000, total: 0 });
    expect(await balanceOf(hannah)).toBe(-2200);
    const canceled = await call('PUT', `/orders/${id}/cancel`, admin);
    expect(canceled.json().order).toMatchObject({ status: 'CANCELED', canceledAt: expect.any(String) });
    expect(await balanceOf(hannah)).toBe(-4200);
    const before = await orderSnapshot(lab.db, SEED_ORDERS.caseyPaid);
    const paid = await call('PUT', `/orders/${SEED_ORDERS.caseyPaid}/cancel`, admin);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('An order that is PAID cannot be canceled');
    expect(await orderSnapshot(lab.db, SEED_ORDERS.caseyPaid)).toEqual(before);
  });
});

describe('a customer’s own actions, for staff by the order’s id', () => {
  it('adds rush, refuses to take payment before the invoice, and deletes an order still in the mail', async () => {
    const created = await call(
      'POST',
      '/orders',
      admin,
      {
        customerId: SEED_IDS.customer,
        location: 'Mail-in',
        newRolls: [newRoll('C-41', '35mm', 'Kodak', 'Gold 200')],
      },
      { 'idempotency-key': 'staff-paths-1' },
    );
    const { order, rolls } = created.json();
    expect(
      (await call('POST', `/orders/${order.id}/add-rush`, casey, { rollIds: [rolls[0].id] })).statusCode,
    ).toBe(403);
    const rushed = await call('POST', `/orders/${order.id}/add-rush`, admin, { rollIds: [rolls[0].id] });
    expect(rushed.statusCode).toBe(200);
    expect(rushed.json().rolls[0].addRush).toBe(true);

    const pay = await call('PUT', `/orders/${order.id}/pay`, admin, {});
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('Only an invoiced order can be paid');

    expect((await call('DELETE', `/orders/${order.id}`, casey)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/orders/${order.id}`, admin);
    expect(deleted.json()).toEqual({ id: order.id });
    expect((await call('GET', `/orders/${order.id}`, admin)).statusCode).toBe(404);
  });
});
