import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesOf, userIdByEmail } from '../test-support/billing';
import { caller, SEED_ORDERS } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Money on the documented calls alone (docs/decisions/098-documented-money.md): the User's credits[] lists the
// membership credits left this period, and saving a card by token pays the customer's INVOICED orders with it.

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', casey: '', hannah: '', noah: '', mateo: '', leo: '' };
const ids = { hannah: 0, mateo: 0, leo: 0 };
/** Product id → the key its name carries (devscan, 4kscans, rush, proscans). */
const creditProduct = new Map<number, string>();

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  tokens.admin = await lab.login('admin@lab.test');
  tokens.casey = await lab.login('customer@lab.test');
  tokens.hannah = await lab.login('hannah.okafor@example.com');
  tokens.noah = await lab.login('newcustomer@lab.test');
  tokens.mateo = await lab.login('mateo.alvarez@example.com');
  tokens.leo = await lab.login('leo.bernstein@example.com');
  ids.hannah = await userIdByEmail(lab.db, 'hannah.okafor@example.com');
  ids.mateo = await userIdByEmail(lab.db, 'mateo.alvarez@example.com');
  ids.leo = await userIdByEmail(lab.db, 'leo.bernstein@example.com');
  for (const key of ['devscan', '4kscans', 'rush', 'proscans']) {
    const product = (await call('GET', `/products/name/${key}`, tokens.casey)).json();
    creditProduct.set(product.id, key);
  }
}, 60_000);
afterAll(() => lab.close());

/** A user's credits[] counted by product key. */
async function creditsOf(userId: number, token: string): Promise<Record<string, number>> {
  const user = (await call('GET', `/users/${userId}`, token)).json();
  const counts: Record<string, number> = {};
  for (const { productId } of user.credits as { productId: number }[]) {
    const key = creditProduct.get(productId) ?? `unknown ${productId}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const usedOf = async (userId: number, token: string) =>
  (await call('GET', `/users/${userId}/credit-usage`, token)).json().used;

const devScanLine = (unitAmount: number, quantity: number, creditsApplied = 0) => ({
  key: 'devscan',
  description: 'Dev + Scan (C-41)',
  productType: 'FULFILLMENT_SERVICE_ADD_ON',
  unitAmount,
  quantity,
  creditsApplied,
});

describe('the User’s credits[]', () => {
  it('names the four credit products, which the shop never lists', async () => {
    const product = (await call('GET', '/products/name/devscan', tokens.casey)).json();
    expect(product).toMatchObject({ name: 'Dev + Scan credit', active: false, collection: 'Services' });
    const shop = (await call('GET', '/products?collection=Services&active=true', tokens.casey)).json();
    expect(shop.products.map((p: { urlName: string }) => p.urlName)).toEqual(['scan-re-do-pro-scan']);
  });

  it('lists a Nice member’s credits left: the plan’s allowance less what this period’s invoices spent', async () => {
    const used = await usedOf(SEED_IDS.customer, tokens.casey);
    expect(used.DEV_SCAN).toBeGreaterThan(0);
    expect(await creditsOf(SEED_IDS.customer, tokens.casey)).toEqual({
      devscan: 10 - used.DEV_SCAN,
      '4kscans': 3 - used.SCAN_4K,
      rush: 3 - used.RUSH,
    });
  });

  it('leaves out a kind the plan grants without limit (Super Nice rush)', async () => {
    const used = await usedOf(ids.hannah, tokens.hannah);
    expect(await creditsOf(ids.hannah, tokens.hannah)).toEqual({
      devscan: 90 - used.DEV_SCAN,
      '4kscans': 90 - used.SCAN_4K,
      proscans: 9 - used.PRO_SCAN,
    });
  });

  it('is empty for a non-member', async () => {
    expect(await creditsOf(SEED_IDS.newCustomer, tokens.noah)).toEqual({});
  });

  it('drops by what an invoice spends and comes back when that order is canceled', async () => {
    const before = await creditsOf(SEED_IDS.customer, tokens.casey);
    const invoiced = await call('PUT', `/orders/${SEED_ORDERS.caseyAtLab}/invoice`, tokens.admin, {
      lines: [devScanLine(1499, 2, 2)],
      credits: [{ kind: 'DEV_SCAN', quantity: 2 }],
      tax: 0,
    });
    expect(invoiced.statusCode).toBe(200);
    expect(await creditsOf(SEED_IDS.customer, tokens.casey)).toEqual({
      ...before,
      devscan: (before.devscan ?? 0) - 2,
    });
    const canceled = await call('PUT', `/orders/${SEED_ORDERS.caseyAtLab}/cancel`, tokens.admin, {});
    expect(canceled.statusCode).toBe(200);
    expect(await creditsOf(SEED_IDS.customer, tokens.casey)).toEqual(before);
  });
});

describe('PUT /users/{id}/payment-methods/token pays the customer’s open invoices', () => {
  const attach = (userId: number, token: string, card: string) =>
    call('PUT', `/users/${userId}/payment-methods/token`, token, { token: card });
  const statusOf = async (orderId: number) =>
    (await call('GET', `/orders/${orderId}`, tokens.admin)).json().order.status;

  it('saves a declined card and leaves the invoice INVOICED, charging nothing', async () => {
    const response = await attach(ids.mateo, tokens.mateo, 'tok_chargeDeclined');
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '0002' });
    expect(await statusOf(SEED_ORDERS.mateoInvoiced)).toBe('INVOICED');
    expect(await invoicesOf(lab.db, ids.mateo)).toEqual([]);
  });

  it('charges a good card for the INVOICED order, once, and leaves the OPEN one alone', async () => {
    const response = await attach(ids.mateo, tokens.mateo, 'tok_visa');
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const paid = (await call('GET', `/orders/${SEED_ORDERS.mateoInvoiced}`, tokens.admin)).json().order;
    expect(paid).toMatchObject({ status: 'PAID', paymentId: expect.stringMatching(/^pi_/) });
    expect(await statusOf(SEED_ORDERS.mateoOpen)).toBe('OPEN');
    expect(await invoicesOf(lab.db, ids.mateo)).toMatchObject([
      { amount: 3913, status: 'paid', description: `Development order 10${SEED_ORDERS.mateoInvoiced}` },
    ]);
    // The same card again: nothing left to pay, nothing charged twice.
    expect((await attach(ids.mateo, tokens.mateo, 'tok_visa')).statusCode).toBe(200);
    expect(await invoicesOf(lab.db, ids.mateo)).toHaveLength(1);
  });

  it('charges once when the card is sent twice at the same time (a double click)', async () => {
    const [first, second] = await Promise.all([
      attach(ids.leo, tokens.leo, 'tok_mastercard'),
      attach(ids.leo, tokens.leo, 'tok_mastercard'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await statusOf(SEED_ORDERS.leoInvoiced)).toBe('PAID');
    expect(await invoicesOf(lab.db, ids.leo)).toMatchObject([{ amount: 5575, status: 'paid' }]);
  });

  it('lets staff save the card for the customer, which pays the invoice too', async () => {
    const invoiced = await call('PUT', `/orders/${SEED_ORDERS.jordanOpen}/invoice`, tokens.admin, {
      lines: [devScanLine(1199, 1)],
      tax: 105,
    });
    expect(invoiced.statusCode).toBe(200);
    const customerId = invoiced.json().order.customerId as number;
    expect((await attach(customerId, tokens.admin, 'tok_visa')).statusCode).toBe(200);
    expect(await statusOf(SEED_ORDERS.jordanOpen)).toBe('PAID');
  });
});
