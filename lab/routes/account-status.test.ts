import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED, OWN_DEACTIVATION, OWN_ROLE } from '../services/account-status';
import { authHeader, createTestLab, DEMO_PASSWORD, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Staff manage accounts (issue 24, decision 110): role and access, admins only, never their own, recorded.

let lab: TestLab;
let admin: string;
beforeAll(async () => {
  lab = await createTestLab();
  admin = await lab.login('admin@lab.test');
}, 60_000);
afterAll(() => lab.close());

const me = (token: string) => lab.app.inject({ url: '/auth/current-user', headers: authHeader(token) });
const put = (token: string, userId: number, what: 'role' | 'deactivation', payload: object) =>
  lab.app.inject({ method: 'PUT', url: `/users/${userId}/${what}`, headers: authHeader(token), payload });
const login = (email: string) =>
  lab.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: DEMO_PASSWORD } });

async function newAccount(email: string, role: string): Promise<number> {
  const created = await lab.app.inject({
    method: 'POST',
    url: '/users',
    headers: authHeader(admin),
    payload: { email, firstName: 'Temp', lastName: 'Person', role },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  // The mailed reset link would set it; the test sets the demo password directly.
  await lab.db.query(
    'UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = 1) WHERE id = $1',
    [id],
  );
  return id;
}

describe('role changes', () => {
  it('demoting an admin ends their sessions at once, is recorded with who and when, and a repeat changes nothing', async () => {
    const id = await newAccount('demoted.admin@lab.test', 'ADMIN');
    const theirs = await lab.login('demoted.admin@lab.test');
    expect((await lab.app.inject({ url: '/users', headers: authHeader(theirs) })).statusCode).toBe(200);

    const changed = await put(admin, id, 'role', { role: 'CUSTOMER' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      userId: id,
      role: 'CUSTOMER',
      deactivated: false,
      changes: [
        {
          change: 'role',
          from: 'ADMIN',
          to: 'CUSTOMER',
          by: { id: SEED_IDS.admin, name: expect.any(String) },
        },
      ],
    });
    expect(Date.now() - Date.parse(changed.json().changes[0].at)).toBeLessThan(60_000);
    expect((await lab.app.inject({ url: '/users', headers: authHeader(theirs) })).statusCode).toBe(401);

    // Signed in again, they are a customer: the admin area refuses them.
    const again = await lab.login('demoted.admin@lab.test');
    expect((await me(again)).json().role).toBe('CUSTOMER');
    expect((await lab.app.inject({ url: '/users', headers: authHeader(again) })).statusCode).toBe(403);

    const repeat = await put(admin, id, 'role', { role: 'CUSTOMER' });
    expect(repeat.json().changes).toHaveLength(1);
    expect((await me(again)).statusCode).toBe(200);
  });

  it('refuses an admin’s own role, non-admins, unknown roles and unknown users', async () => {
    const own = await put(admin, SEED_IDS.admin, 'role', { role: 'CUSTOMER' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: OWN_ROLE, status: 409, errors: [] });
    const customer = await lab.login('customer@lab.test');
    expect((await put(customer, SEED_IDS.customer, 'role', { role: 'ADMIN' })).statusCode).toBe(403);
    expect((await put(customer, SEED_IDS.vendor, 'role', { role: 'ADMIN' })).statusCode).toBe(403);
    const bad = await put(admin, SEED_IDS.vendor, 'role', { role: 'OWNER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
    expect((await put(admin, SEED_IDS.vendor, 'role', { role: 'VENDOR', active: false })).statusCode).toBe(
      400,
    );
    expect((await put(admin, 999_999, 'role', { role: 'VENDOR' })).statusCode).toBe(404);
    expect((await me(customer)).json().role).toBe('CUSTOMER');
  });
});

describe('deactivation', () => {
  it('ends every session, refuses sign-in saying so, keeps the data, and reactivation lets them back', async () => {
    const id = await newAccount('leaving@lab.test', 'CUSTOMER');
    const token = await lab.login('leaving@lab.test');
    await lab.app.inject({
      method: 'POST',
      url: `/users/${id}/address`,
      headers: authHeader(token),
      payload: { address1: '1 Film Way', city: 'Brooklyn', state: 'NY', zip: '11211' },
    });

    const off = await put(admin, id, 'deactivation', { deactivated: true });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ deactivated: true, deactivatedAt: expect.any(String) });
    expect((await me(token)).statusCode).toBe(401);
    const refused = await login('leaving@lab.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCOUNT_DEACTIVATED, status: 403, errors: [] });
    // A wrong password learns nothing about the account.
    const wrong = await lab.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'leaving@lab.test', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);

    const user = await lab.app.inject({ url: `/users/${id}`, headers: authHeader(admin) });
    expect(user.json().addresses).toHaveLength(1);

    const on = await put(admin, id, 'deactivation', { deactivated: false });
    expect(on.json()).toMatchObject({ deactivated: false, deactivatedAt: null });
    expect(on.json().changes.map((c: { change: string }) => c.change)).toEqual([
      'reactivated',
      'deactivated',
    ]);
    expect((await login('leaving@lab.test')).statusCode).toBe(200);

    const status = await lab.app.inject({ url: `/users/${id}/account-status`, headers: authHeader(admin) });
    expect(status.json().changes).toHaveLength(2);
  });

  it('refuses an admin’s own account and non-admins', async () => {
    const own = await put(admin, SEED_IDS.admin, 'deactivation', { deactivated: true });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(OWN_DEACTIVATION);
    const vendor = await lab.login('vendor@lab.test');
    expect((await put(vendor, SEED_IDS.customer, 'deactivation', { deactivated: true })).statusCode).toBe(
      403,
    );
    expect(
      (
        await lab.app.inject({
          url: `/users/${SEED_IDS.customer}/account-status`,
          headers: authHeader(vendor),
        })
      ).statusCode,
    ).toBe(403);
    expect((await me(admin)).statusCode).toBe(200);
  });
});
