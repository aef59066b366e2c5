import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

const MEMBERSHIP = `query MyMembership { me { id active accountCredit productCredits
  membership { planId label active lapsed superTier status periodEnd } } }`;
const PURCHASE = `mutation PurchaseMembership($planId: ID!, $paymentToken: String!, $promoCode: String) {
  purchaseMembership(planId: $planId, paymentToken: $paymentToken, promoCode: $promoCode) {
    id active membership { planId label status periodEnd lapsed }
  }
}`;
const COMPARE = `query PriceComparison($input: PriceCalculatorInput!) {
  priceComparison(input: $input) { columns { planId label membership devScan rush scan4K proScan sleeving prints total perRoll best } }
}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('membership plans and the price calculator', () => {
  it('lists the four tiers, and the legacy ones when asked', async () => {
    const res = await stack.gql<{
      current: Array<Record<string, unknown>>;
      all: Array<{ id: string; active: boolean }>;
    }>(
      `query Plans { current: membershipPlans { id label price active rushCredits billingInterval
          benefits { key value type } addOnPrices { devScan rush scan4K uncutSleeving } }
        all: membershipPlans(includeLegacy: true) { id active } }`,
    );
    const { current, all } = res.body.data!;
    expect(current.map((p) => p.id)).toEqual([
      'NON_MEMBER',
      'NICE_2025',
      'VERY_NICE_2025',
      'SUPER_NICE_2025',
    ]);
    expect(current[1]).toMatchObject({ label: 'Nice', price: 19999, active: true, billingInterval: 'YEAR' });
    expect(current[1].addOnPrices).toEqual({ devScan: 1499, rush: 999, scan4K: 999, uncutSleeving: 99 });
    expect(current[3]).toMatchObject({ rushCredits: null });
    expect(all).toHaveLength(9);
    expect(all.filter((p) => p.active).map((p) => p.id)).toEqual([
      'NICE_2025',
      'VERY_NICE_2025',
      'SUPER_NICE_2025',
    ]);
  });

  it('computes the worked example of 20 rolls without add-ons', async () => {
    const res = await stack.gql<{ priceComparison: { columns: Array<Record<string, unknown>> } }>(COMPARE, {
      input: {},
    });
    const columns = res.body.data!.priceComparison.columns;
    expect(columns.map((c) => c.total)).toEqual([35980, 34989, 99999, 499999]);
    expect(columns.map((c) => c.perRoll)).toEqual([1799, 1749, 5000, 25000]);
    expect(columns.map((c) => c.best)).toEqual([false, true, false, false]);
  });

  it('refuses both sleeving kinds and negative counts with field errors', async () => {
    const both = await stack.gql(COMPARE, { input: { addCutSleeving: true, addUncutSleeving: true } });
    expect(both.body.errors![0]).toMatchObject({
      message: 'Choose cut or uncut sleeving, not both',
      extensions: { code: 'BAD_USER_INPUT', field: 'addUncutSleeving' },
    });
    const negative = await stack.gql(COMPARE, { input: { numRolls: { devScan: -1 } } });
    expect(negative.body.errors![0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'numRolls.devScan' },
    });
  });
});

describe('User.membership', () => {
  it('shows the demo member renewing Nice with their account credit', async () => {
    const res = await stack.gql<{ me: Record<string, unknown> & { membership: Record<string, unknown> } }>(
      MEMBERSHIP,
      {},
      await stack.login('customer@lab.test'),
    );
    const me = res.body.data!.me;
    // productCredits: the membership credits left this period, as the lab lists them in credits[] (decision 098).
    expect(me).toMatchObject({ active: true, accountCredit: 1500, productCredits: 9 });
    expect(me.membership).toMatchObject({
      planId: 'NICE_2025',
      label: 'Nice',
      active: true,
      lapsed: false,
      superTier: false,
      status: 'RENEWS',
    });
    const end = Date.parse(me.membership.periodEnd as string);
    expect(end).toBeGreaterThan(Date.now() + 200 * 86_400_000);
  });

  it('shows a non-member as On Demand with no period', async () => {
    const res = await stack.gql<{ me: { membership: Record<string, unknown> } }>(
      MEMBERSHIP,
      {},
      await stack.login('newcustomer@lab.test'),
    );
    expect(res.body.data!.me.membership).toEqual({
      planId: 'NON_MEMBER',
      label: 'On Demand',
      active: false,
      lapsed: false,
      superTier: false,
      status: 'NONE',
      periodEnd: null,
    });
  });
});

describe('purchaseMembership', () => {
  it('refuses a plan that cannot be bought before calling the lab', async () => {
    const token = await stack.login('newcustomer@lab.test');
    for (const planId of ['NON_MEMBER', 'NICE_2023', 'GOLD']) {
      const res = await stack.gql(PURCHASE, { planId, paymentToken: 'tok_visa' }, token);
      expect(res.body.errors![0]).toMatchObject({
        message: 'This membership plan cannot be purchased',
        extensions: { code: 'BAD_USER_INPUT', field: 'planId' },
      });
    }
  });

  it('buys Nice with tok_visa and a promo code, and the user then renews Nice', async () => {
    const token = await stack.login('newcustomer@lab.test');
    const res = await stack.gql<{
      purchaseMembership: Record<string, unknown> & { membership: Record<string, unknown> };
    }>(PURCHASE, { planId: 'NICE_2025', paymentToken: 'tok_visa', promoCode: ' nicefilm10 ' }, token);
    expect(res.body.errors).toBeUndefined();
    const user = res.body.data!.purchaseMembership;
    expect(user.active).toBe(true);
    expect(user.membership).toMatchObject({
      planId: 'NICE_2025',
      label: 'Nice',
      status: 'RENEWS',
      lapsed: false,
    });
    const end = Date.parse(user.membership.periodEnd as string);
    expect(Math.abs(end - (Date.now() + 365 * 86_400_000))).toBeLessThan(2 * 86_400_000);
  });

  it('reports a declined card as PAYMENT_DECLINED and changes nothing', async () => {
    const token = await stack.login('customer@lab.test');
    const before = await stack.gql(MEMBERSHIP, {}, token);
    const res = await stack.gql(
      PURCHASE,
      { planId: 'SUPER_NICE_2025', paymentToken: 'tok_chargeDeclined' },
      token,
    );
    expect(res.body.data).toBeNull();
    expect(res.body.errors![0]).toMatchObject({
      message: 'Your card was declined.',
      path: ['purchaseMembership'],
      extensions: { code: 'PAYMENT_DECLINED', status: 402, field: 'token' },
    });
    const after = await stack.gql(MEMBERSHIP, {}, token);
    expect(after.body).toEqual(before.body);
  });

  it('refuses an expired promo code on its field', async () => {
    const token = await stack.login('customer@lab.test');
    const res = await stack.gql(
      PURCHASE,
      { planId: 'NICE_2025', paymentToken: 'tok_visa', promoCode: 'EXPIRED15' },
      token,
    );
    expect(res.body.errors![0]).toMatchObject({
      message: 'This promo code is not valid',
      extensions: { code: 'BAD_USER_INPUT', field: 'promoCode' },
    });
  });

  it('asks a visitor to log in', async () => {
    const res = await stack.gql(PURCHASE, { planId: 'NICE_2025', paymentToken: 'tok_visa' });
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
