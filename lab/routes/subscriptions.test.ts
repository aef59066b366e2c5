import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesOf, timesRedeemed, userIdByEmail } from '../test-support/billing';
import { authHeader, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
const tokens = { admin: '', newCustomer: '', mateo: '', leo: '' };
const ids = { mateo: 0, leo: 0, sofia: 0 };
beforeAll(async () => {
  lab = await createTestLab();
  tokens.admin = await lab.login('admin@lab.test');
  tokens.newCustomer = await lab.login('newcustomer@lab.test');
  tokens.mateo = await lab.login('mateo.alvarez@example.com');
  tokens.leo = await lab.login('leo.bernstein@example.com');
  ids.mateo = await userIdByEmail(lab.db, 'mateo.alvarez@example.com');
  ids.leo = await userIdByEmail(lab.db, 'leo.bernstein@example.com');
  ids.sofia = await userIdByEmail(lab.db, 'sofia.rossi@example.com');
}, 60_000);
afterAll(() => lab.close());

const purchase = (userId: number, plan: string, token: string, payload: object, promoCode?: string) =>
  lab.app.inject({
    method: 'POST',
    url: `/users/${userId}/subscriptions/${plan}`,
    query: promoCode === undefined ? {} : { promoCode },
    headers: authHeader(token),
    payload,
  });

/** Unix seconds of now + the given calendar years and months, as Postgres adds an interval. */
function fromNow({ years = 0, months = 0 }) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years, date.getUTCMonth() + months);
  return date.getTime() / 1000;
}

describe('POST /users/{id}/subscriptions/{plan}', () => {
  it('buys a membership with tok_visa: 201 User, active, a year from now, one paid invoice', async () => {
    const response = await purchase(ids.mateo, 'NICE_2025', tokens.mateo, { token: 'tok_visa' });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ id: ids.mateo, active: true });
    expect(user.paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const [subscription] = user.paymentCustomer.subscriptions.data;
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_[A-Za-z0-9]{14}$/),
      status: 'active',
      cancel_at_period_end: false,
      discount: null,
      items: {
        data: [
          {
            price: {
              id: 'price_nice_2025',
              lookup_key: 'NICE_2025',
              unit_amount: 19999,
              recurring: { interval: 'year' },
            },
          },
        ],
      },
    });
    expect(Math.abs(subscription.current_period_start - Date.now() / 1000)).toBeLessThan(120);
    expect(Math.abs(subscription.current_period_end - fromNow({ years: 1 }))).toBeLessThan(120);
    expect(await invoicesOf(lab.db, ids.mateo)).toEqual([
      {
        subtotal: 19999,
        discount: 0,
        amount: 19999,
        status: 'paid',
        description: 'Membership NICE_2025, 1 year',
        subscriptionId: subscription.id,
      },
    ]);
    const fetched = await lab.app.inject({ url: `/users/${ids.mateo}`, headers: authHeader(tokens.mateo) });
    expect(fetched.json()).toEqual(user);
  });

  it('takes 10% off with NICEFILM10, typed in any case, rounding half up: 19999 − 2000 = 17999', async () => {
    const before = await timesRedeemed(lab.db, 'NICEFILM10');
    const response = await purchase(ids.leo, 'NICE_2025', tokens.leo, { token: 'tok_visa' }, ' nicefilm10 ');
    expect(response.statusCode).toBe(201);
    const [subscription] = response.json().paymentCustomer.subscriptions.data;
    expect(subscription.discount).toEqual({
      coupon: { id: 'ten-percent-off', name: '10% off', amount_off: null, percent_off: 10, duration: 'once' },
      promotion_code: { id: 'promo_nicefilm10', code: 'NICEFILM10' },
    });
    expect(subscription.items.data[0].price.unit_amount).toBe(19999);
    expect(await invoicesOf(lab.db, ids.leo)).toMatchObject([
      { subtotal: 19999, discount: 2000, amount: 17999 },
    ]);
    expect(await timesRedeemed(lab.db, 'NICEFILM10')).toBe(before + 1);
  });

  it('lets an admin buy for a customer, with WELCOME5 taking 500 off: 19499', async () => {
    const response = await purchase(ids.sofia, 'NICE_2025', tokens.admin, { token: 'tok_visa' }, 'WELCOME5');
    expect(response.statusCode).toBe(201);
    const { active, paymentCustomer } = response.json();
    expect(active).toBe(true);
    // Her lapsed membership stays canceled behind the new one.
    expect(
      paymentCustomer.subscriptions.data.map(
        (s: { status: string; items: { data: { price: { lookup_key: string } }[] } }) => [
          s.status,
          s.items.data[0]!.price.lookup_key,
        ],
      ),
    ).toEqual([
      ['active', 'NICE_2025'],
      ['canceled', 'NICE_2025'],
    ]);
    expect(paymentCustomer.subscriptions.data[0].discount.coupon).toMatchObject({ amount_off: 500 });
    const [latest] = await invoicesOf(lab.db, ids.sofia);
    expect(latest).toMatchObject({ subtotal: 19999, discount: 500, amount: 19499, status: 'paid' });
    expect(await timesRedeemed(lab.db, 'WELCOME5')).toBe(1);
  });

  it('replaces the old plan on an upgrade: the new one is data[0], the old one canceled', async () => {
    const userId = SEED_IDS.newCustomer;
    expect((await purchase(userId, 'NICE_2025', tokens.newCustomer, { token: 'tok_visa' })).statusCode).toBe(
      201,
    );
    const response = await purchase(userId, 'VERY_NICE_2025', tokens.newCustomer, {
      token: 'tok_mastercard',
    });
    expect(response.statusCode).toBe(201);
    const { paymentCustomer, active } = response.json();
    expect(active).toBe(true);
    expect(paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });
    const [upgraded, previous] = paymentCustomer.subscriptions.data;
    expect(paymentCustomer.subscriptions.data).toHaveLength(2);
    expect(upgraded).toMatchObject({
      status: 'active',
      items: { data: [{ price: { lookup_key: 'VERY_NICE_2025', unit_amount: 99999 } }] },
    });
    expect(previous).toMatchObject({
      status: 'canceled',
      items: { data: [{ price: { lookup_key: 'NICE_2025' } }] },
    });
    expect((await invoicesOf(lab.db, userId)).map((invoice) => invoice.amount)).toEqual([99999, 19999]);
  });

  it('applies a coupon limited to SUBSCRIPTION products', async () => {
    await lab.db.exec(`
      INSERT INTO coupons (id, name, percent_off, product_type) VALUES ('members-half', '50% off', 50, 'SUBSCRIPTION');
      INSERT INTO promotion_codes (id, code, coupon_id) VALUES ('promo_half', 'HALFCLUB', 'members-half');`);
    const jordan = await userIdByEmail(lab.db, 'jordan.kim@example.com');
    const response = await purchase(
      jordan,
      'SUPER_NICE_2025',
      tokens.admin,
      { token: 'tok_visa' },
      'HalfClub',
    );
    expect(response.statusCode).toBe(201);
    const [latest] = await invoicesOf(lab.db, jordan);
    expect(latest).toMatchObject({ subtotal: 499999, discount: 250000, amount: 249999 });
  });
});
