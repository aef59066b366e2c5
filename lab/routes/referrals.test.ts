import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
const tokens = { admin: '', customer: '', newCustomer: '' };
beforeAll(async () => {
  lab = await createTestLab();
  tokens.admin = await lab.login('admin@lab.test');
  tokens.customer = await lab.login('customer@lab.test');
  tokens.newCustomer = await lab.login('newcustomer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const get = (url: string, token: string) => lab.app.inject({ url, headers: authHeader(token) });

describe('referrals', () => {
  it('sends an invitation by e-mail (queued in the outbox) and lists it', async () => {
    const sent = await get('/users/2/send-referral?email=Friend.One%40example.com', tokens.customer);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      code: 'CASEY-7Q2K',
      invitations: [{ email: 'friend.one@example.com', sentAt: expect.any(String) }],
    });
    const mail = await lab.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE recipient = 'friend.one@example.com'",
    );
    expect(mail.rows[0]?.subject).toBe('Casey invited you to Nice Film Club');
    expect(mail.rows[0]?.body).toContain('/signup?ref=CASEY-7Q2K');
    expect((await get('/users/2/referrals', tokens.customer)).json().invitations).toHaveLength(1);
  });

  it('refuses a second invitation to the same friend the same day, oneself, and bad addresses', async () => {
    expect(
      (await get('/users/2/send-referral?email=friend.one%40example.com', tokens.customer)).statusCode,
    ).toBe(429);
    const self = await get('/users/2/send-referral?email=customer%40lab.test', tokens.customer);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors[0]).toMatchObject({ field: 'email' });
    expect((await get('/users/2/send-referral?email=nope', tokens.customer)).statusCode).toBe(400);
  });

  it('lets staff read a customer’s referrals; another customer neither reads nor sends', async () => {
    expect((await get('/users/2/referrals', tokens.admin)).statusCode).toBe(200);
    expect((await get('/users/2/referrals', tokens.newCustomer)).statusCode).toBe(403);
    expect((await get('/users/2/send-referral?email=x%40example.com', tokens.newCustomer)).statusCode).toBe(
      403,
    );
  });
});
