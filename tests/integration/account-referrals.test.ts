import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, freshKey, ORDER, type Order, roll, staffAction } from '../support/order-documents.js';
import { type Stack, startStack } from '../support/stack.js';

let stack: Stack;
let admin: string;
let casey: string;
let noah: string;
let caseyId: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, casey, noah] = await Promise.all([
    stack.login('admin@lab.test'),
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
  ]);
  caseyId = (await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, casey)).body.data!.me.id;
});
afterAll(() => stack?.close());

const SEND = `mutation Send($email: String!, $userId: ID) {
  sendReferral(email: $email, userId: $userId) { id referrals { code invitations { email sentAt } } } }`;
const READ = 'query Read($id: ID!) { user(id: $id) { referrals { code invitations { email } } } }';

describe('referrals over GraphQL', () => {
  it('a customer invites a friend and sees the invitation under User.referrals', async () => {
    const sent = await stack.gql<{
      sendReferral: { referrals: { code: string; invitations: Array<{ email: string }> } };
    }>(SEND, { email: 'pal@example.com' }, casey);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.sendReferral.referrals).toMatchObject({
      code: 'CASEY-7Q2K',
      invitations: [{ email: 'pal@example.com' }],
    });
    const again = await stack.gql(SEND, { email: 'pal@example.com' }, casey);
    expect(again.body.errors?.[0]?.message).toBe('You invited this friend today already');
    const bad = await stack.gql(SEND, { email: 'not-an-address' }, casey);
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('staff read and send for a customer; another customer can do neither', async () => {
    const read = await stack.gql<{ user: { referrals: { invitations: unknown[] } } }>(
      READ,
      { id: caseyId },
      admin,
    );
    expect(read.body.data!.user.referrals.invitations.length).toBeGreaterThan(0);
    const other = await stack.gql(READ, { id: caseyId }, noah);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const send = await stack.gql(SEND, { email: 'x@example.com', userId: caseyId }, noah);
    expect(send.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { token user { id } } }`;
const FRIENDS = `query Friends($id: ID!) { user(id: $id) { accountCredit referrals {
  totalEarned friendCredit referrerCredit friends { name signedUpAt ordered creditEarned } } } }`;
interface Friends {
  user: {
    accountCredit: number;
    referrals: {
      totalEarned: number;
      friendCredit: number;
      referrerCredit: number;
      friends: Array<{ name: string; signedUpAt: string; ordered: boolean; creditEarned: number }>;
    };
  };
}

// The referral reward (docs/decisions/092): the code at sign-up, the referrer's credit when the friend pays.
describe('the referral reward over GraphQL', () => {
  const friend = {
    email: 'ines.referred@example.com',
    password: 'long-enough-1',
    firstName: 'Ines',
    lastName: 'Ortega',
  };
  let friendToken = '';
  let friendId = '';

  it('refuses an unknown code at its field', async () => {
    const res = await stack.gql(SIGNUP, { input: { ...friend, referralCode: 'NOPE-0000' } });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'No member has this referral code. Check the link, or leave it empty.',
      extensions: { code: 'BAD_USER_INPUT', field: 'referralCode' },
    });
  });

  it('a friend signs up with the code and starts with $10 of credit', async () => {
    const res = await stack.gql<{ signup: { token: string; user: { id: string } } }>(SIGNUP, {
      input: { ...friend, referralCode: 'CASEY-7Q2K' },
    });
    expect(res.body.errors).toBeUndefined();
    friendToken = res.body.data!.signup.token;
    friendId = res.body.data!.signup.user.id;
    const me = await stack.gql<{ me: { accountCredit: number } }>(
      '{ me { accountCredit } }',
      {},
      friendToken,
    );
    expect(me.body.data!.me.accountCredit).toBe(1000);
    const seen = await stack.gql<Friends>(FRIENDS, { id: caseyId }, casey);
    expect(seen.body.data!.user.referrals.friends[0]).toEqual({
      name: 'Ines O.',
      signedUpAt: expect.any(String),
      ordered: false,
      creditEarned: 0,
    });
    expect(seen.body.data!.user.referrals).toMatchObject({ friendCredit: 1000, referrerCredit: 1000 });
  });

  it('the referrer earns $10 credit when the friend pays their first order, once', async () => {
    const before = (await stack.gql<Friends>(FRIENDS, { id: caseyId }, casey)).body.data!.user;
    const created = await stack.gql<{ createOrder: Order }>(
      CREATE,
      {
        input: {
          userId: friendId,
          idempotencyKey: freshKey(),
          shippingMethod: 'EXTERNAL_FULFILLMENT',
          rolls: [roll()],
        },
      },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const orderId = created.body.data!.createOrder.id;
    const act = (name: string, args = '', vars = '', extra = {}) =>
      stack.gql(staffAction(name, args, vars), { orderId, ...extra }, admin);
    expect(
      (await act('receiveOrder', ', rollCount: $rollCount', ', $rollCount: Int!', { rollCount: 1 })).body
        .errors,
    ).toBeUndefined();
    expect((await act('invoiceOrder')).body.errors).toBeUndefined();
    const ordered = (await stack.gql<Friends>(FRIENDS, { id: caseyId }, casey)).body.data!.user.referrals;
    expect(ordered.friends[0]).toMatchObject({ name: 'Ines O.', ordered: true, creditEarned: 0 });

    const PAY = `mutation Pay($orderId: ID!, $paymentToken: String) { payOrder(orderId: $orderId, paymentToken: $paymentToken) { ${ORDER} } }`;
    const paid = await stack.gql<{ payOrder: Order }>(
      PAY,
      { orderId, paymentToken: 'tok_visa' },
      friendToken,
    );
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.payOrder.status).toBe('PAID');
    const after = (await stack.gql<Friends>(FRIENDS, { id: caseyId }, casey)).body.data!.user;
    expect(after.referrals.friends[0]).toMatchObject({ name: 'Ines O.', ordered: true, creditEarned: 1000 });
    expect(after.referrals.totalEarned).toBe(before.referrals.totalEarned + 1000);
    expect(after.accountCredit).toBe(before.accountCredit + 1000);
  });

  it('another customer cannot read the friends list', async () => {
    const other = await stack.gql(FRIENDS, { id: caseyId }, noah);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
