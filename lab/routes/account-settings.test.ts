import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, DEMO_PASSWORD, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let admin: string;
let casey: string;
let noah: string;
beforeAll(async () => {
  lab = await createTestLab();
  [admin, casey, noah] = await Promise.all([
    lab.login('admin@lab.test'),
    lab.login('customer@lab.test'),
    lab.login('newcustomer@lab.test'),
  ]);
}, 60_000);
afterAll(() => lab.close());

const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) => {
  const response = await lab.app.inject({ method, url, headers: authHeader(token), payload });
  return { status: response.statusCode, body: response.json() };
};

describe('e-mail and password', () => {
  it('changes the e-mail with the current password, refusing a wrong one and a taken address', async () => {
    const wrong = await call('PUT', `/users/${SEED_IDS.newCustomer}/email`, noah, {
      email: 'noah.new@example.com',
      currentPassword: 'not-it',
    });
    expect(wrong.body.errors).toEqual([
      { field: 'currentPassword', message: 'That is not your current password' },
    ]);
    const taken = await call('PUT', `/users/${SEED_IDS.newCustomer}/email`, noah, {
      email: 'customer@lab.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.status).toBe(409);
    const changed = await call('PUT', `/users/${SEED_IDS.newCustomer}/email`, noah, {
      email: 'noah.new@example.com',
      currentPassword: DEMO_PASSWORD,
    });
    expect(changed.body.email).toBe('noah.new@example.com');
    expect(
      (await call('PUT', `/users/${SEED_IDS.customer}/email`, noah, { email: 'x@example.com' })).status,
    ).toBe(403);
  });

  it('changes the password only for the account holder, with the current one', async () => {
    const byAdmin = await call('PUT', `/users/${SEED_IDS.newCustomer}/password`, admin, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'another-long-one',
    });
    expect(byAdmin.status).toBe(403);
    const short = await call('PUT', `/users/${SEED_IDS.newCustomer}/password`, noah, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(short.body.errors).toEqual([
      { field: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
    const ok = await call('PUT', `/users/${SEED_IDS.newCustomer}/password`, noah, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'another-long-one',
    });
    expect(ok.body).toEqual({ changed: true });
    await expect(lab.login('noah.new@example.com', DEMO_PASSWORD)).rejects.toThrow();
    // The change ended Noah's other sessions (account-security-sessions.test.ts): sign in again for the rest.
    noah = await lab.login('noah.new@example.com', 'another-long-one');
  });
});

describe('saved cards and renewal', () => {
  it('lists cards, makes one the default and removes one', async () => {
    await call('PUT', `/users/${SEED_IDS.customer}/payment-methods/token`, casey, {
      token: 'tok_mastercard',
    });
    const cards = await call('GET', `/users/${SEED_IDS.customer}/payment-methods`, casey);
    expect(cards.body.map((c: { brand: string; isDefault: boolean }) => [c.brand, c.isDefault])).toEqual([
      ['mastercard', true],
      ['visa', false],
    ]);
    const visa = cards.body[1].id;
    const defaulted = await call('PUT', `/users/${SEED_IDS.customer}/payment-methods/${visa}/default`, casey);
    expect(defaulted.body.paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const removed = await call('DELETE', `/users/${SEED_IDS.customer}/payment-methods/${visa}`, casey);
    expect(removed.body.paymentCustomer.defaultPaymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });
    expect((await call('GET', `/users/${SEED_IDS.customer}/payment-methods`, casey)).body).toHaveLength(1);
    expect((await call('DELETE', `/users/${SEED_IDS.customer}/payment-methods/${visa}`, casey)).status).toBe(
      404,
    );
    expect((await call('GET', `/users/${SEED_IDS.customer}/payment-methods`, noah)).status).toBe(403);
  });

  it('turns renewal off and on again for a member, and says so for a non-member', async () => {
    const off = await call('PUT', `/users/${SEED_IDS.customer}/membership`, casey, {
      cancelAtPeriodEnd: true,
    });
    const live = (body: {
      paymentCustomer: { subscriptions: { data: Array<{ status: string; cancel_at_period_end: boolean }> } };
    }) => body.paymentCustomer.subscriptions.data.find((s) => s.status === 'active');
    expect(live(off.body)?.cancel_at_period_end).toBe(true);
    const on = await call('PUT', `/users/${SEED_IDS.customer}/membership`, casey, {
      cancelAtPeriodEnd: false,
    });
    expect(live(on.body)?.cancel_at_period_end).toBe(false);
    const none = await call('PUT', `/users/${SEED_IDS.newCustomer}/membership`, noah, {
      cancelAtPeriodEnd: true,
    });
    expect(none).toMatchObject({ status: 404, body: { message: 'There is no membership to change' } });
  });

  it('lets only staff set the default internal notes', async () => {
    const refused = await call('PUT', `/users/${SEED_IDS.customer}/preferences`, casey, {
      preferences: [{ key: 'defaultInternalNotes', value: 'VIP' }],
    });
    expect(refused.status).toBe(403);
    const byStaff = await call('PUT', `/users/${SEED_IDS.customer}/preferences`, admin, {
      preferences: [{ key: 'defaultInternalNotes', value: 'VIP' }],
    });
    expect(byStaff.body).toContainEqual({ key: 'defaultInternalNotes', value: 'VIP' });
  });
});
