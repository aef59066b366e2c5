import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
