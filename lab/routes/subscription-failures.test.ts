import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSnapshot } from '../test-support/billing';
import { authHeader, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Every failed purchase must leave the database exactly as it was: each test compares full snapshots.
let lab: TestLab;
const tokens = { admin: '', customer: '', newCustomer: '' };
beforeAll(async () => {
  lab = await createTestLab();
  tokens.admin = await lab.login('admin@lab.test');
  tokens.customer = await lab.login('customer@lab.test');
  tokens.newCustomer = await lab.login('newcustomer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const purchase = (userId: number, plan: string, token: string, payload: object, query: object = {}) =>
  lab.app.inject({
    method: 'POST',
    url: `/users/${userId}/subscriptions/${plan}`,
    query: query as Record<string, string>,
    headers: authHeader(token),
    payload,
  });

const fieldError = (status: number, field: string, message: string) => ({
  message,
  status,
  errors: [{ field, message }],
});

/** Runs the failing call and checks that it changed nothing, for the paying user and across the tables. */
async function expectNoChange(userId: number, call: () => ReturnType<typeof purchase>) {
  const before = await billingSnapshot(lab.db, userId);
  const response = await call();
  expect(await billingSnapshot(lab.db, userId)).toEqual(before);
  return response;
}

const DECLINED = fieldError(402, 'token', 'Your card was declined.');

describe('a declined card', () => {
  it('answers 402 and leaves a member and a non-member untouched, with the promo code unredeemed', async () => {
    const member = await expectNoChange(SEED_IDS.customer, () =>
      purchase(
        SEED_IDS.customer,
        'VERY_NICE_2025',
        tokens.customer,
        { token: 'tok_chargeDeclined' },
        {
          promoCode: 'NICEFILM10',
        },
      ),
    );
    expect(member.statusCode).toBe(402);
    expect(member.json()).toEqual(DECLINED);
    const stranger = await expectNoChange(SEED_IDS.messenger, () =>
      purchase(SEED_IDS.messenger, 'NICE_2025', tokens.admin, { token: 'tok_chargeDeclined' }),
    );
    expect(stranger.json()).toEqual(DECLINED);
    const { rows } = await lab.db.query<{ active: boolean }>('SELECT active FROM users WHERE id = $1', [
      SEED_IDS.messenger,
    ]);
    expect(rows[0]!.active).toBe(false);
    const casey = (await lab.app.inject({ url: '/users/2', headers: authHeader(tokens.customer) })).json();
    expect(casey.active).toBe(true);
    expect(casey.paymentCustomer.subscriptions.data.map((s: { status: string }) => s.status)).toEqual([
      'active',
    ]);
  });

  it('is logged with the card brand and last 4 only', async () => {
    const line = lab.logs.find((entry) => entry.msg === 'card declined');
    expect(line).toMatchObject({
      level: 40,
      payment: {
        userId: SEED_IDS.customer,
        plan: 'VERY_NICE_2025',
        promoCode: 'NICEFILM10',
        amount: 89999,
        card: { brand: 'visa', last4: '0002' },
      },
    });
    expect(JSON.stringify(lab.logs)).not.toContain('tok_chargeDeclined');
  });
});

describe('purchase validation', () => {
  const buy = (plan: string, payload: object, query: object = {}) =>
    expectNoChange(SEED_IDS.newCustomer, () =>
      purchase(SEED_IDS.newCustomer, plan, tokens.newCustomer, payload, query),
    );

  it('refuses unknown tokens, and a missing or extra body field', async () => {
    const unknown = await buy('NICE_2025', { token: 'tok_amex_typo' });
    expect(unknown.json()).toEqual(fieldError(400, 'token', 'This payment token is not recognised'));
    expect((await buy('NICE_2025', { token: 'TOK_VISA' })).statusCode).toBe(400);
    const missing = await buy('NICE_2025', {});
    expect(missing.json()).toMatchObject({ status: 400, errors: [{ field: 'token' }] });
    const extra = await buy('NICE_2025', { token: 'tok_visa', amount: 1 });
    expect(extra.json().errors).toEqual([{ field: 'amount', message: 'Unknown field' }]);
  });

  it.each(['NICE_2023', 'NICE_MONTHLY', 'NICE_2021', 'GOLD_2025', 'nice_2025', 'NON_MEMBER'])(
    'refuses plan %s',
    async (plan) => {
      const response = await buy(plan, { token: 'tok_visa' });
      expect(response.json()).toEqual(fieldError(400, 'plan', 'This membership plan cannot be purchased'));
    },
  );

  it.each(['EXPIRED15', 'FIRST100', 'SUMMER24', 'NOSUCHCODE'])('refuses promo code %s', async (promoCode) => {
    const response = await buy('NICE_2025', { token: 'tok_visa' }, { promoCode });
    expect(response.json()).toEqual(fieldError(400, 'promoCode', 'This promo code is not valid'));
  });

  it('refuses a promo code for another product type, and unknown query keys', async () => {
    const prints = await buy('NICE_2025', { token: 'tok_visa' }, { promoCode: 'prints20' });
    expect(prints.json()).toEqual(
      fieldError(400, 'promoCode', 'This promo code does not apply to memberships'),
    );
    const typo = await buy('NICE_2025', { token: 'tok_visa' }, { promo: 'NICEFILM10' });
    expect(typo.json().errors).toEqual([{ field: 'promo', message: 'Unknown field' }]);
  });
});

describe('purchase access', () => {
  it('forbids buying for another customer, needs a token and answers 404 for a missing user', async () => {
    const other = await expectNoChange(SEED_IDS.customer, () =>
      purchase(SEED_IDS.customer, 'NICE_2025', tokens.newCustomer, { token: 'tok_visa' }),
    );
    expect(other.json()).toEqual({
      message: 'You do not have access to this resource',
      status: 403,
      errors: [],
    });
    const anonymous = await lab.app.inject({
      method: 'POST',
      url: '/users/3/subscriptions/NICE_2025',
      payload: { token: 'tok_visa' },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await purchase(999, 'NICE_2025', tokens.admin, { token: 'tok_visa' });
    expect(missing.json()).toEqual({ message: 'User not found', status: 404, errors: [] });
  });
});
