import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
const tokens = { admin: '', customer: '', newCustomer: '', vendor: '' };
beforeAll(async () => {
  lab = await createTestLab();
  tokens.admin = await lab.login('admin@lab.test');
  tokens.customer = await lab.login('customer@lab.test');
  tokens.newCustomer = await lab.login('newcustomer@lab.test');
  tokens.vendor = await lab.login('vendor@lab.test');
}, 60_000);
afterAll(() => lab.close());

const get = (url: string, token: string) => lab.app.inject({ url, headers: authHeader(token) });
const put = (url: string, token: string, payload: object) =>
  lab.app.inject({ method: 'PUT', url, headers: authHeader(token), payload });
const FORBIDDEN = { message: 'You do not have access to this resource', status: 403, errors: [] };

describe('GET /users/{id}', () => {
  it('gives a customer their own user, membership included', async () => {
    const response = await get('/users/2', tokens.customer);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      id: 2,
      email: 'customer@lab.test',
      role: 'CUSTOMER',
      firstName: 'Casey',
      lastName: 'Moreno',
      phone: '+1 718 555 0142',
      profileImageUrl: null,
      referralCode: 'CASEY-7Q2K',
      active: true,
      firstOrderCreated: true,
      // Nice credits left this period, one per credit (decision 098): 5 dev + scan (1), 2 4K (2), 2 rush (3).
      credits: [1, 1, 1, 1, 1, 2, 2, 3, 3].map((productId) => ({ productId })),
      openOrders: [
        { id: 1013, status: 'OPEN' },
        { id: 1017, status: 'OPEN' },
      ],
      paymentCustomer: { balance: -1500 },
    });
    expect(user.addresses).toEqual([
      expect.objectContaining({
        userId: 2,
        address1: '210 Kent Ave',
        city: 'Brooklyn',
        zip: '11249',
        primary: true,
      }),
      expect.objectContaining({ userId: 2, address1: '88 Orchard St', city: 'New York', primary: false }),
    ]);
    expect(user.preferences).toContainEqual({ key: 'defaultSleeving', value: 'CUT' });
    const [subscription] = user.paymentCustomer.subscriptions.data;
    expect(subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      items: { data: [{ price: { lookup_key: 'NICE_2025', unit_amount: 19999 } }] },
    });
    const monthsAhead = (subscription.current_period_end - Date.now() / 1000) / (30.4 * 24 * 3600);
    expect(Math.round(monthsAhead)).toBe(8);
    expect(Date.parse(user.createdAt)).toBeLessThan(Date.now());
    expect(Object.keys(user)).not.toContain('passwordHash');
  });

  it('forbids another customer, and a vendor, but lets a vendor see themselves', async () => {
    expect((await get('/users/2', tokens.newCustomer)).json()).toEqual(FORBIDDEN);
    expect((await get('/users/2', tokens.vendor)).statusCode).toBe(403);
    expect((await get('/users/4', tokens.vendor)).json()).toMatchObject({ id: 4, role: 'VENDOR' });
  });

  it('lets an admin see anyone, with 404 for a missing user and 400 for a bad id', async () => {
    expect((await get('/users/3', tokens.admin)).json()).toMatchObject({
      id: 3,
      paymentCustomer: { balance: 0 },
    });
    expect((await get('/users/3', tokens.admin)).json().paymentCustomer.subscriptions.data).toEqual([]);
    expect((await get('/users/999', tokens.admin)).json()).toEqual({
      message: 'User not found',
      status: 404,
      errors: [],
    });
    const bad = await get('/users/abc', tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });

  it('needs a token', async () => {
    const response = await lab.app.inject({ url: '/users/2' });
    expect(response.json()).toEqual({ message: 'Authentication required', status: 401, errors: [] });
  });
});

describe('PUT /users/{id}', () => {
  it('updates only the fields given', async () => {
    const response = await put('/users/3', tokens.newCustomer, {
      firstName: ' Noah ',
      phone: '(347) 555-0199',
      profileImageUrl: 'https://images.test/noah.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Noah',
      lastName: 'Patel',
      phone: '(347) 555-0199',
      profileImageUrl: 'https://images.test/noah.jpg',
    });
    // Only web links: a javascript: or data: URL has no business in an <img src>.
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd']) {
      expect((await put('/users/3', tokens.newCustomer, { profileImageUrl: url })).json().errors).toEqual([
        { field: 'profileImageUrl', message: 'Must be an http or https URL' },
      ]);
    }
    const cleared = await put('/users/3', tokens.newCustomer, { profileImageUrl: null });
    expect(cleared.json()).toMatchObject({ profileImageUrl: null, phone: '(347) 555-0199' });
  });

  it('validates names, phone and unknown keys', async () => {
    const response = await put('/users/3', tokens.newCustomer, {
      lastName: 'x'.repeat(81),
      phone: '12',
      email: 'me@new.test',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'lastName', message: 'Must be at most 80 characters' },
      { field: 'phone', message: 'Must be 7 to 20 digits, spaces or + - ( ) .' },
      { field: 'email', message: 'Unknown field' },
    ]);
  });

  it('forbids another customer and lets an admin edit anyone', async () => {
    expect((await put('/users/2', tokens.newCustomer, { firstName: 'Mallory' })).statusCode).toBe(403);
    const byAdmin = await put('/users/5', tokens.admin, { lastName: 'Reed-Okoro' });
    expect(byAdmin.json()).toMatchObject({ id: 5, lastName: 'Reed-Okoro' });
    expect((await put('/users/999', tokens.admin, { lastName: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('GET /users (admin)', () => {
  const names = (body: { users: { email: string }[] }) => body.users.map((user) => user.email);

  it('searches name, e-mail and phone without regard to case', async () => {
    const byName = (await get('/users?query=moreno', tokens.admin)).json();
    expect(byName.count).toBe(1);
    expect(names(byName)).toEqual(['customer@lab.test']);
    expect(byName.users[0].openOrders).toHaveLength(2);
    expect(names((await get('/users?query=CASEY%20MOR', tokens.admin)).json())).toEqual([
      'customer@lab.test',
    ]);
    expect(names((await get('/users?query=555%200191', tokens.admin)).json())).toEqual([
      'hannah.okafor@example.com',
    ]);
    expect((await get('/users?query=50%25', tokens.admin)).json()).toEqual({ users: [], count: 0 });
  });

  it('pages with limit and offset while count stays the total', async () => {
    const all = (await get('/users?query=lab.test', tokens.admin)).json();
    expect(all.count).toBe(6);
    const page = (await get('/users?query=lab.test&limit=2&offset=2', tokens.admin)).json();
    expect(page.count).toBe(6);
    expect(page.users.map((user: { id: number }) => user.id)).toEqual([3, 4]);
    expect((await get('/users?limit=0', tokens.admin)).statusCode).toBe(400);
  });

  it('filters by role: the print shops for the order desk', async () => {
    const shops = (await get('/users?role=VENDOR', tokens.admin)).json();
    expect(shops.count).toBe(1);
    expect(shops.users.map((user: { email: string }) => user.email)).toEqual(['vendor@lab.test']);
    expect((await get('/users?role=VENDOR&query=nobody', tokens.admin)).json()).toEqual({
      users: [],
      count: 0,
    });
    expect((await get('/users?role=CHEF', tokens.admin)).statusCode).toBe(400);
  });

  it('is admin-only', async () => {
    expect((await get('/users?query=moreno', tokens.customer)).json()).toEqual(FORBIDDEN);
    expect((await lab.app.inject({ url: '/users' })).statusCode).toBe(401);
  });
});

describe('POST /users (admin)', () => {
  const create = (token: string, payload: object) =>
    lab.app.inject({ method: 'POST', url: '/users', headers: authHeader(token), payload });

  it('creates the account and mails a link to set a password', async () => {
    const response = await create(tokens.admin, {
      email: 'Darkroom.Tech@Lab.test',
      firstName: 'Sam',
      lastName: 'Idris',
      role: 'MESSENGER',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'darkroom.tech@lab.test',
      role: 'MESSENGER',
      phone: null,
    });
    const { rows } = await lab.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE recipient = 'darkroom.tech@lab.test'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Welcome to Nice Film Club: set your password');
    expect(rows[0]!.body).toMatch(/http:\/\/web\.test\/password-reset\?token=\S{40,}/);
    expect(response.headers.authorization).toBeUndefined();
  });

  it('answers 409 for a taken e-mail, 400 for a bad role and 403 to non-admins', async () => {
    const base = { email: 'customer@lab.test', firstName: 'A', lastName: 'B' };
    expect((await create(tokens.admin, base)).statusCode).toBe(409);
    const badRole = await create(tokens.admin, { ...base, email: 'x@lab.test', role: 'OWNER' });
    expect(badRole.json().errors[0].field).toBe('role');
    expect((await create(tokens.customer, { ...base, email: 'y@lab.test' })).json()).toEqual(FORBIDDEN);
  });
});
