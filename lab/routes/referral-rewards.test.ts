import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, mailsTo } from '../test-support/orders';
import { bearerToken, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// The referral reward (docs/decisions/092): the friend's welcome credit at sign-up with a code, the referrer's
// reward in the same transaction as the friend's first paid development order, once per friend.

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', casey: '', friend: '' };
let friendId = 0;
beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  tokens.admin = await lab.login('admin@lab.test');
  tokens.casey = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const friend = {
  email: 'sam.friend@example.com',
  password: 'long-enough-1',
  firstName: 'Sam',
  lastName: 'Kowalski',
};

const balanceOf = async (userId: number) =>
  (
    await lab.db.query<{ balance: number }>('SELECT balance FROM payment_customers WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]!.balance;

/** An invoiced development order of `customerId` for `total` cents, as staff leave it for payment. */
async function invoicedOrder(customerId: number, total: number): Promise<number> {
  const { rows } = await lab.db.query<{ id: number }>(
    `INSERT INTO orders (customer_id, status, location, subtotal, applied_discount, applied_credit, tax, total, invoiced_at)
     VALUES ($1, 'INVOICED', 'Mail-in', $2, 0, 0, 0, $2, now()) RETURNING id`,
    [customerId, total],
  );
  return rows[0]!.id;
}

describe('signing up with a referral code', () => {
  it('refuses an unknown code at its field and makes no account', async () => {
    const response = await lab.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { ...friend, referralCode: 'NOBODY-0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'referralCode',
        message: 'No member has this referral code. Check the link, or leave it empty.',
      },
    ]);
    const { rows } = await lab.db.query('SELECT 1 FROM users WHERE email = $1', [friend.email]);
    expect(rows).toHaveLength(0);
  });

  it('records the referrer and gives the friend $10 of account credit', async () => {
    const response = await lab.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { ...friend, referralCode: ' casey-7q2k ' },
    });
    expect(response.statusCode).toBe(201);
    friendId = response.json().id;
    tokens.friend = bearerToken(response);
    const { rows } = await lab.db.query<{ referred_by: number }>(
      'SELECT referred_by FROM users WHERE id = $1',
      [friendId],
    );
    expect(rows[0]!.referred_by).toBe(SEED_IDS.customer);
    expect(await balanceOf(friendId)).toBe(-1000);
  });

  it('lists the friend for the referrer: short name, signed up, not ordered yet, nothing earned', async () => {
    const listing = (await call('GET', '/users/2/referrals', tokens.casey)).json();
    expect(listing.friends).toEqual([
      { name: 'Sam K.', signedUpAt: expect.any(String), ordered: false, creditEarned: 0 },
    ]);
    expect(listing.totalEarned).toBe(0);
    expect(listing.reward).toEqual({ friendCredit: 1000, referrerCredit: 1000 });
    expect(JSON.stringify(listing)).not.toContain('Kowalski');
  });
});

describe('the referrer’s reward', () => {
  it('is granted when the friend’s first order is paid, with a mail, in the payment’s transaction', async () => {
    const caseyBefore = await balanceOf(SEED_IDS.customer);
    const declined = await invoicedOrder(friendId, 2500);
    const refused = await call('PUT', `/orders/${declined}/attach-payment`, tokens.admin, {
      paymentId: 'pi_declined',
    });
    expect(refused.statusCode).toBe(402);
    expect(await balanceOf(SEED_IDS.customer)).toBe(caseyBefore);

    const paid = await call('PUT', `/orders/${declined}/attach-payment`, tokens.admin, {
      paymentId: 'pi_reader_friend_1',
    });
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(SEED_IDS.customer)).toBe(caseyBefore - 1000);
    const [mail] = await mailsTo(lab.db, 'customer@lab.test');
    expect(mail!.subject).toBe('You earned $10.00 credit: Sam K. paid their first order');
    const listing = (await call('GET', '/users/2/referrals', tokens.casey)).json();
    expect(listing.friends).toEqual([
      { name: 'Sam K.', signedUpAt: expect.any(String), ordered: true, creditEarned: 1000 },
    ]);
    expect(listing.totalEarned).toBe(1000);
  });

  it('is granted once per friend: a second paid order earns nothing more', async () => {
    const caseyBefore = await balanceOf(SEED_IDS.customer);
    const second = await invoicedOrder(friendId, 1800);
    const paid = await call('PUT', `/orders/${second}/attach-payment`, tokens.admin, {
      paymentId: 'pi_reader_friend_2',
    });
    expect(paid.statusCode).toBe(200);
    expect(await balanceOf(SEED_IDS.customer)).toBe(caseyBefore);
    expect((await call('GET', '/users/2/referrals', tokens.casey)).json().totalEarned).toBe(1000);
  });

  it('is not paid for customers who signed up without a code', async () => {
    const noahBefore = await balanceOf(SEED_IDS.newCustomer);
    const order = await invoicedOrder(SEED_IDS.newCustomer, 900);
    await call('PUT', `/orders/${order}/attach-payment`, tokens.admin, { paymentId: 'pi_reader_noah' });
    const { rows } = await lab.db.query('SELECT 1 FROM referral_credits WHERE friend_id = $1', [
      SEED_IDS.newCustomer,
    ]);
    expect(rows).toHaveLength(0);
    expect(await balanceOf(SEED_IDS.newCustomer)).toBe(noahBefore);
  });

  it('keeps the friends list to the referrer and staff', async () => {
    expect((await call('GET', '/users/2/referrals', tokens.friend)).statusCode).toBe(403);
    expect((await call('GET', '/users/2/referrals', tokens.admin)).json().totalEarned).toBe(1000);
  });
});
