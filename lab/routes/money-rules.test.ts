import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdByEmail } from '../test-support/billing';
import { caller, SEED_ORDERS } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Issue 23's money rules (docs/decisions/104-money-rules.md): a card is saved once (the processor's fingerprint) and
// only when the customer chooses; a member price is at most the list price.

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', noah: '', mateo: '', leo: '' };
const ids = { mateo: 0, leo: 0 };

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  tokens.admin = await lab.login('admin@lab.test');
  tokens.noah = await lab.login('newcustomer@lab.test');
  tokens.mateo = await lab.login('mateo.alvarez@example.com');
  tokens.leo = await lab.login('leo.bernstein@example.com');
  ids.mateo = await userIdByEmail(lab.db, 'mateo.alvarez@example.com');
  ids.leo = await userIdByEmail(lab.db, 'leo.bernstein@example.com');
}, 60_000);
afterAll(() => lab.close());

async function cardsOf(userId: number): Promise<{ brand: string; last4: string }[]> {
  const { rows } = await lab.db.query<{ brand: string; last4: string }>(
    `SELECT pm.brand, pm.last4 FROM payment_methods pm JOIN payment_customers pc ON pc.id = pm.payment_customer_id
     WHERE pc.user_id = $1 ORDER BY pm.created_at, pm.id`,
    [userId],
  );
  return rows;
}

describe('saved cards', () => {
  it('stores the same card once, however often it is tokenized or read at the counter', async () => {
    const save = (card: string) =>
      call('PUT', `/users/${SEED_IDS.newCustomer}/payment-methods/token`, tokens.noah, { token: card });
    expect((await save('tok_visa')).statusCode).toBe(200);
    expect((await save('tok_mastercard')).statusCode).toBe(200);
    const again = await save('tok_visa');
    expect(again.json().paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const reader = await call('PUT', `/users/${SEED_IDS.newCustomer}/payment-methods/reader`, tokens.admin, {
      paymentMethodId: 'pm_card_present_visa',
    });
    expect(reader.statusCode).toBe(200);
    await Promise.all([save('tok_mastercard'), save('tok_mastercard')]);
    expect(await cardsOf(SEED_IDS.newCustomer)).toEqual([
      { brand: 'visa', last4: '4242' },
      { brand: 'mastercard', last4: '4444' },
    ]);
  });

  it('charges a new card for an invoice without saving it, unless the customer chooses to', async () => {
    const before = await cardsOf(ids.leo);
    const paid = await call('PUT', `/users/${ids.leo}/orders/${SEED_ORDERS.leoInvoiced}/pay`, tokens.leo, {
      token: 'tok_mastercard',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status).toBe('PAID');
    expect(await cardsOf(ids.leo)).toEqual(before);
    const { rows } = await lab.db.query<{ method: string | null; amount: number }>(
      `SELECT i.payment_method_id AS method, i.amount FROM invoices i
       JOIN payment_customers pc ON pc.id = i.payment_customer_id WHERE pc.user_id = $1`,
      [ids.leo],
    );
    expect(rows).toEqual([{ method: null, amount: paid.json().order.total }]);

    const saved = await call(
      'PUT',
      `/users/${ids.mateo}/orders/${SEED_ORDERS.mateoInvoiced}/pay`,
      tokens.mateo,
      {
        token: 'tok_visa',
        saveCard: true,
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(await cardsOf(ids.mateo)).toEqual([{ brand: 'visa', last4: '4242' }]);
    const user = (await call('GET', `/users/${ids.mateo}`, tokens.mateo)).json();
    expect(user.paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('refuses a saveCard that is not a boolean', async () => {
    const response = await call(
      'PUT',
      `/users/${ids.mateo}/orders/${SEED_ORDERS.mateoOpen}/pay`,
      tokens.mateo,
      {
        token: 'tok_visa',
        saveCard: 'yes',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('saveCard');
  });
});

describe('member prices', () => {
  const product = {
    name: 'Member price test film',
    sku: 'TEST-MEMBER-PRICE',
    productType: 'PRODUCT',
    price: 999,
    stock: 5,
    collection: 'Film',
  };

  it('refuses a member price above the list price, on create and on edit', async () => {
    const above = await call('POST', '/products', tokens.admin, { ...product, memberPrice: 9900 });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual([
      { field: 'memberPrice', message: 'A member price is at most the list price ($9.99)' },
    ]);
    const created = await call('POST', '/products', tokens.admin, { ...product, memberPrice: 899 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const raised = await call('PUT', `/products/${id}`, tokens.admin, { memberPrice: 1000 });
    expect(raised.statusCode).toBe(400);
    // A new list price under the member price kept is refused too.
    const lowered = await call('PUT', `/products/${id}`, tokens.admin, { price: 800 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errors[0].field).toBe('memberPrice');
    const both = await call('PUT', `/products/${id}`, tokens.admin, { price: 800, memberPrice: 800 });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ price: 800, memberPrice: 800 });
    const cleared = await call('PUT', `/products/${id}`, tokens.admin, { price: 500, memberPrice: null });
    expect(cleared.statusCode).toBe(200);
  });
});
