import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
const tokens = { admin: '', customer: '', newCustomer: '' };
beforeAll(async () => {
  lab = await createTestLab();
  tokens.admin = await lab.login('admin@lab.test');
  tokens.customer = await lab.login('customer@lab.test');
  tokens.newCustomer = await lab.login('newcustomer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const attach = (userId: number, token: string, payload: object) =>
  lab.app.inject({
    method: 'PUT',
    url: `/users/${userId}/payment-methods/token`,
    headers: authHeader(token),
    payload,
  });
const defaultCard = async (userId: number) =>
  (await lab.app.inject({ url: `/users/${userId}`, headers: authHeader(tokens.admin) })).json()
    .paymentCustomer.defaultPaymentMethod;

describe('PUT /users/{id}/payment-methods/token', () => {
  it('shows the card a seeded member paid with, and none for a non-member', async () => {
    expect(await defaultCard(SEED_IDS.customer)).toEqual({ brand: 'visa', last4: '4242' });
    expect(await defaultCard(SEED_IDS.newCustomer)).toBeNull();
  });

  it('attaches the card as the default and answers the User', async () => {
    const response = await attach(SEED_IDS.newCustomer, tokens.newCustomer, { token: 'tok_visa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: SEED_IDS.newCustomer,
      active: false,
      paymentCustomer: {
        defaultPaymentMethod: { brand: 'visa', last4: '4242' },
        subscriptions: { data: [] },
      },
    });
    const replaced = await attach(SEED_IDS.newCustomer, tokens.newCustomer, { token: 'tok_mastercard' });
    expect(replaced.json().paymentCustomer.defaultPaymentMethod).toEqual({
      brand: 'mastercard',
      last4: '4444',
    });
  });

  it('attaches the decline test card, which fails only when charged', async () => {
    const response = await attach(SEED_IDS.newCustomer, tokens.newCustomer, { token: 'tok_chargeDeclined' });
    expect(response.json().paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '0002' });
    const { rows } = await lab.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_methods pm JOIN payment_customers pc ON pc.id = pm.payment_customer_id
       WHERE pc.user_id = $1`,
      [SEED_IDS.newCustomer],
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('refuses an unknown or missing token and changes nothing', async () => {
    const unknown = await attach(SEED_IDS.customer, tokens.customer, { token: 'tok_unknown' });
    expect(unknown.json()).toEqual({
      message: 'This payment token is not recognised',
      status: 400,
      errors: [{ field: 'token', message: 'This payment token is not recognised' }],
    });
    const empty = await attach(SEED_IDS.customer, tokens.customer, { token: '  ' });
    expect(empty.json()).toMatchObject({ message: 'Invalid request', errors: [{ field: 'token' }] });
    expect(await defaultCard(SEED_IDS.customer)).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('is for the user themself or an admin', async () => {
    expect((await attach(SEED_IDS.customer, tokens.newCustomer, { token: 'tok_visa' })).statusCode).toBe(403);
    const byAdmin = await attach(SEED_IDS.customer, tokens.admin, { token: 'tok_mastercard' });
    expect(byAdmin.json().paymentCustomer.defaultPaymentMethod).toEqual({
      brand: 'mastercard',
      last4: '4444',
    });
    expect((await attach(999, tokens.admin, { token: 'tok_visa' })).statusCode).toBe(404);
  });
});

describe('PUT /users/{id}/payment-methods/reader', () => {
  const reader = (userId: number, token: string, payload: object) =>
    lab.app.inject({
      method: 'PUT',
      url: `/users/${userId}/payment-methods/reader`,
      headers: authHeader(token),
      payload,
    });

  it('lets staff attach the card the counter reader read as the customer default', async () => {
    const response = await reader(SEED_IDS.newCustomer, tokens.admin, {
      paymentMethodId: 'pm_card_present_mastercard',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentCustomer.defaultPaymentMethod).toEqual({
      brand: 'mastercard',
      last4: '4444',
    });
  });

  it('is for staff at the counter, not for customers', async () => {
    const response = await reader(SEED_IDS.customer, tokens.customer, {
      paymentMethodId: 'pm_card_present_visa',
    });
    expect(response.statusCode).toBe(403);
  });

  it('names the field for a payment method the reader never made, and attaches nothing', async () => {
    const before = await defaultCard(SEED_IDS.customer);
    const response = await reader(SEED_IDS.customer, tokens.admin, { paymentMethodId: 'pm_made_up' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'paymentMethodId', message: 'This card-reader payment method is not recognised' },
    ]);
    expect(await defaultCard(SEED_IDS.customer)).toEqual(before);
  });
});
