import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Credits, order pages and paying an invoice on spec §7's calls alone (docs/decisions/098-documented-money.md): a
// documented-only lab (no credit-usage, no order-payment) answers what the full lab answers for the same seed data,
// and an invoice is paid by saving the card with the documented payment-methods/token call.

const CREDITS = 'query Credits { me { creditBalances { kind label remaining } } }';
const ORDER = `query Order($id: ID!) {
  order(id: $id) {
    id number status invoicedTotal paidAt
    lines { key description unitAmount quantity creditsApplied amount }
    credits { kind label quantity value }
    totals { subtotal discount credit creditLabel tax total }
  }
}`;
const COURIER = 'query Courier($id: ID!) { order(id: $id) { id status courierPickUp { messengerName } } }';
const MY_ORDERS = `query MyOrders {
  me { orders { count items { id number status invoicedTotal totals { total } } } }
}`;
const INVOICE =
  'mutation Invoice($id: ID!) { invoiceOrder(orderId: $id) { id status credits { kind quantity } } }';
const PAY = `mutation Pay($id: ID!, $token: String) {
  payOrder(orderId: $id, paymentToken: $token) { id status paidAt totals { total } }
}`;

// Seeded orders (lab/db/seed/orders-data.ts).
const CASEY_PAID = '1004';
const CASEY_AT_LAB = '1013';
const MATEO_INVOICED = '1007';
const LEO_INVOICED = '1011';

let full: Stack;
let documented: Stack;
const tokens: Record<'full' | 'documented', Record<string, string>> = { full: {}, documented: {} };
const PEOPLE = {
  casey: 'customer@lab.test',
  hannah: 'hannah.okafor@example.com',
  noah: 'newcustomer@lab.test',
  mateo: 'mateo.alvarez@example.com',
  leo: 'leo.bernstein@example.com',
  admin: 'admin@lab.test',
};

beforeAll(async () => {
  [full, documented] = await Promise.all([startStack(), startStack({}, { labContract: 'documented' })]);
  for (const [name, email] of Object.entries(PEOPLE)) {
    tokens.full[name] = await full.login(email);
    tokens.documented[name] = await documented.login(email);
  }
}, 120_000);
afterAll(async () => {
  await full?.close();
  await documented?.close();
});

/** The same query as the same person on both labs: the data of each, and the documented lab's errors. */
async function both(query: string, person: string, variables: Record<string, unknown> = {}) {
  const [a, b] = await Promise.all([
    full.gql(query, variables, tokens.full[person]),
    documented.gql(query, variables, tokens.documented[person]),
  ]);
  expect(a.body.errors).toBeUndefined();
  return { full: a.body.data, documented: b.body.data, errors: b.body.errors };
}

/** Payments the lab recorded for an order (its invoices table). */
async function charges(orderId: string): Promise<number> {
  const { rows } = await documented.lab.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM invoices WHERE description = $1',
    [`Development order 10${orderId}`],
  );
  return rows[0]!.n;
}

describe('credits left without credit-usage', () => {
  it('the documented-only lab offers neither credit-usage nor order-payment', async () => {
    const res = await documented.gql<{ labFeatures: string[] }>('query { labFeatures }');
    expect(res.body.data!.labFeatures).not.toContain('credit-usage');
    expect(res.body.data!.labFeatures).not.toContain('order-payment');
  });

  it('a Nice member’s balances are what the full lab answers', async () => {
    const res = await both(CREDITS, 'casey');
    expect(res.errors).toBeUndefined();
    expect(res.documented).toEqual(res.full);
    const balances = (res.documented as { me: { creditBalances: { kind: string; remaining: number }[] } }).me
      .creditBalances;
    expect(balances.find((b) => b.kind === 'DEV_SCAN')?.remaining).toBeLessThan(10);
  });

  it('a Super Nice member keeps unlimited rush, and a non-member has none', async () => {
    const hannah = await both(CREDITS, 'hannah');
    expect(hannah.errors).toBeUndefined();
    expect(hannah.documented).toEqual(hannah.full);
    expect(hannah.documented).toMatchObject({
      me: {
        creditBalances: expect.arrayContaining([{ kind: 'RUSH', label: 'Rush credits', remaining: null }]),
      },
    });
    const noah = await both(CREDITS, 'noah');
    expect(noah.documented).toEqual({ me: { creditBalances: [] } });
  });
});

describe('order pages and lists', () => {
  it('a member’s paid order shows the lines, credits and totals the full lab shows', async () => {
    const res = await both(ORDER, 'casey', { id: CASEY_PAID });
    expect(res.errors).toBeUndefined();
    expect(res.documented).toEqual(res.full);
    expect(res.documented).toMatchObject({
      order: {
        status: 'PAID',
        credits: expect.arrayContaining([
          { kind: 'DEV_SCAN', label: 'Dev + Scan credits', quantity: 3, value: 4997 },
        ]),
      },
    });
  });

  it('a member’s open order is estimated with the same credits left', async () => {
    const res = await both(ORDER, 'casey', { id: CASEY_AT_LAB });
    expect(res.errors).toBeUndefined();
    expect(res.documented).toEqual(res.full);
    expect(res.documented).toMatchObject({ order: { totals: { creditLabel: 'Account Credit' } } });
  });

  it('a member’s orders list and a non-member’s invoiced order match the full lab', async () => {
    const list = await both(MY_ORDERS, 'casey');
    expect(list.errors).toBeUndefined();
    expect(list.documented).toEqual(list.full);
    const mateo = await both(ORDER, 'mateo', { id: MATEO_INVOICED });
    expect(mateo.errors).toBeUndefined();
    expect(mateo.documented).toEqual(mateo.full);
    expect(mateo.documented).toMatchObject({
      order: {
        status: 'INVOICED',
        invoicedTotal: 3913,
        totals: { total: 3913, creditLabel: 'Applied Credit' },
      },
    });
  });

  it('a field on an extension fails alone: the rest of the page is there', async () => {
    const res = await documented.gql(COURIER, { id: CASEY_AT_LAB }, tokens.documented.casey);
    expect(res.body.data).toEqual({ order: { id: CASEY_AT_LAB, status: 'OPEN', courierPickUp: null } });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        path: ['order', 'courierPickUp'],
        extensions: expect.objectContaining({ code: 'FEATURE_UNAVAILABLE', feature: 'courier-booking' }),
      }),
    ]);
  });
});

describe('paying an invoice by saving the card (no order-payment)', () => {
  const pay = (id: string, token: string | null, person: string) =>
    documented.gql<{ payOrder: { id: string; status: string; paidAt: string | null } }>(
      PAY,
      { id, token },
      tokens.documented[person],
    );
  const statusOf = async (id: string, person: string) =>
    (await documented.gql<{ order: { status: string } }>(ORDER, { id }, tokens.documented[person])).body.data
      ?.order.status ?? null;

  it('staff invoice a member’s order, which spends their credits', async () => {
    const before = await documented.gql<{ me: { creditBalances: { kind: string; remaining: number }[] } }>(
      CREDITS,
      {},
      tokens.documented.casey,
    );
    const invoiced = await documented.gql<{
      invoiceOrder: { status: string; credits: { kind: string; quantity: number }[] };
    }>(INVOICE, { id: CASEY_AT_LAB }, tokens.documented.admin);
    expect(invoiced.body.errors).toBeUndefined();
    expect(invoiced.body.data!.invoiceOrder.status).toBe('INVOICED');
    const spent = invoiced.body.data!.invoiceOrder.credits;
    const after = await documented.gql<{ me: { creditBalances: { kind: string; remaining: number }[] } }>(
      CREDITS,
      {},
      tokens.documented.casey,
    );
    const devScan = (res: typeof after) =>
      res.body.data!.me.creditBalances.find((b) => b.kind === 'DEV_SCAN')!.remaining;
    const spentDevScan = spent.find((credit) => credit.kind === 'DEV_SCAN')?.quantity ?? 0;
    expect(spentDevScan).toBeGreaterThan(0);
    expect(devScan(after)).toBe(devScan(before) - spentDevScan);
  });

  it('a member pays the invoice with a new card: PAID, and the order page shows it', async () => {
    const res = await pay(CASEY_AT_LAB, 'tok_visa', 'casey');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.payOrder).toMatchObject({
      id: CASEY_AT_LAB,
      status: 'PAID',
      paidAt: expect.any(String),
    });
    expect(await statusOf(CASEY_AT_LAB, 'casey')).toBe('PAID');
    // A second click: nothing left to charge, the order as it is.
    const again = await pay(CASEY_AT_LAB, 'tok_visa', 'casey');
    expect(again.body.data!.payOrder.status).toBe('PAID');
    expect(await charges(CASEY_AT_LAB)).toBe(1);
  });

  it('a declined card is saved but charges nothing: PAYMENT_DECLINED, and the order stays INVOICED', async () => {
    const res = await pay(MATEO_INVOICED, 'tok_chargeDeclined', 'mateo');
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message:
          "Your card was saved, but the lab couldn't charge it: the invoice is still unpaid. Please try another card.",
        extensions: expect.objectContaining({ code: 'PAYMENT_DECLINED', field: 'paymentToken' }),
      }),
    ]);
    expect(await statusOf(MATEO_INVOICED, 'mateo')).toBe('INVOICED');
    expect(await charges(MATEO_INVOICED)).toBe(0);
    const me = await documented.gql<{ me: { defaultCard: string } }>(
      'query { me { defaultCard } }',
      {},
      tokens.documented.mateo,
    );
    expect(me.body.data!.me.defaultCard).toBe('visa •••• 0002');
  });

  it('asks for a card rather than the one on file, and names a token the lab does not know', async () => {
    const onFile = await pay(MATEO_INVOICED, null, 'mateo');
    expect(onFile.body.errors?.[0]).toMatchObject({
      message: 'Choose a card to pay with: this lab charges an invoice when a card is added.',
      extensions: { code: 'BAD_USER_INPUT', field: 'paymentToken' },
    });
    const unknown = await pay(MATEO_INVOICED, 'tok_unknown', 'mateo');
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'This payment token is not recognised',
      extensions: { code: 'BAD_USER_INPUT', field: 'paymentToken' },
    });
    expect(await statusOf(MATEO_INVOICED, 'mateo')).toBe('INVOICED');
  });

  it('a good card then pays it; a double click charges once', async () => {
    const [first, second] = await Promise.all([
      pay(LEO_INVOICED, 'tok_visa', 'leo'),
      pay(LEO_INVOICED, 'tok_visa', 'leo'),
    ]);
    expect(first.body.data?.payOrder.status).toBe('PAID');
    expect(second.body.data?.payOrder.status).toBe('PAID');
    expect(await charges(LEO_INVOICED)).toBe(1);
    const mateo = await pay(MATEO_INVOICED, 'tok_mastercard', 'mateo');
    expect(mateo.body.data!.payOrder.status).toBe('PAID');
    expect(await charges(MATEO_INVOICED)).toBe(1);
  });

  it('an order that is not invoiced cannot be paid, and nothing is saved', async () => {
    const res = await pay('1019', 'tok_visa', 'mateo');
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Only an invoiced order can be paid',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('staff add rush and delete a customer’s open order under the customer’s documented path', async () => {
    const order = await documented.gql<{ order: { rolls: { id: string }[] } }>(
      'query R($id: ID!) { order(id: $id) { rolls { id } } }',
      { id: '1014' },
      tokens.documented.admin,
    );
    const rollId = order.body.data!.order.rolls[0]!.id;
    const rushed = await documented.gql<{ addRush: { id: string; rolls: { addRush: boolean }[] } }>(
      'mutation Rush($id: ID!, $rolls: [ID!]!) { addRush(orderId: $id, rollIds: $rolls) { id rolls { addRush } } }',
      { id: '1014', rolls: [rollId] },
      tokens.documented.admin,
    );
    expect(rushed.body.errors, JSON.stringify(rushed.body.errors)).toBeUndefined();
    expect(rushed.body.data?.addRush.rolls[0]?.addRush).toBe(true);
    const removed = await documented.gql<{ deleteOrder: string }>(
      'mutation Delete($id: ID!) { deleteOrder(id: $id) }',
      { id: '1019' },
      tokens.documented.admin,
    );
    expect(removed.body.errors, JSON.stringify(removed.body.errors)).toBeUndefined();
    expect(removed.body.data?.deleteOrder).toBe('1019');
    const gone = await documented.gql(
      'query G($id: ID!) { order(id: $id) { id } }',
      { id: '1019' },
      tokens.documented.admin,
    );
    expect(gone.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
