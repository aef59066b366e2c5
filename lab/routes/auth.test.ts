import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, bearerToken, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
beforeAll(async () => {
  lab = await createTestLab();
}, 60_000);
afterAll(() => lab.close());

const post = (url: string, payload: unknown) =>
  lab.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /auth/login', () => {
  it('answers the user and a fresh token the client may read', async () => {
    const response = await post('/auth/login', { email: 'Customer@Lab.test', password: 'filmlab-demo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-expose-headers']).toBe('Authorization');
    const me = await lab.app.inject({
      url: '/auth/current-user',
      headers: authHeader(bearerToken(response)),
    });
    expect(me.json().id).toBe(SEED_IDS.customer);
    const user = response.json();
    expect(user).toMatchObject({ id: 2, email: 'customer@lab.test', role: 'CUSTOMER', firstName: 'Casey' });
    expect(response.body).not.toMatch(/passwordHash|password_hash|scrypt/);
  });

  it('answers 401 with the error shape for a wrong password or an unknown e-mail', async () => {
    for (const email of ['customer@lab.test', 'nobody@lab.test']) {
      const response = await post('/auth/login', { email, password: 'not-the-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password', status: 401, errors: [] });
      expect(response.headers.authorization).toBeUndefined();
    }
  });

  it('answers 400 naming each missing field', async () => {
    const response = await post('/auth/login', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('POST /auth/signup', () => {
  const signup = {
    email: 'New.Shooter@Example.com',
    password: 'long-enough-1',
    firstName: 'Robin',
    lastName: 'Hale',
    phone: '+1 718 555 0111',
  };

  it('creates a non-member customer and logs them in', async () => {
    const response = await post('/auth/signup', signup);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'new.shooter@example.com',
      role: 'CUSTOMER',
      firstName: 'Robin',
      lastName: 'Hale',
      phone: '+1 718 555 0111',
      active: false,
      firstOrderCreated: false,
      addresses: [],
      preferences: [],
      credits: [],
      openOrders: [],
      paymentCustomer: { balance: 0, subscriptions: { data: [] } },
    });
    expect(user.referralCode).toMatch(/^ROBIN-[2-9A-HJ-NP-Z]{4}$/);
    expect(user.paymentCustomer.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(response.body).not.toContain('passwordHash');
    const me = await lab.app.inject({
      url: '/auth/current-user',
      headers: authHeader(bearerToken(response)),
    });
    expect(me.json().email).toBe('new.shooter@example.com');
    const relogin = await post('/auth/login', {
      email: 'new.shooter@example.com',
      password: 'long-enough-1',
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const response = await post('/auth/signup', { ...signup, email: 'CUSTOMER@lab.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this e-mail already exists',
      status: 409,
      errors: [],
    });
  });

  it('answers 400 with one entry per bad field, unknown keys included', async () => {
    const response = await post('/auth/signup', {
      email: 'not-an-email',
      password: 'short',
      firstName: '',
      lastName: 'Hale',
      phone: 'call me',
      role: 'ADMIN',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request',
      status: 400,
      errors: [
        { field: 'email', message: 'Must be a valid e-mail address' },
        { field: 'password', message: 'Password must be at least 8 characters' },
        { field: 'firstName', message: 'Must not be empty' },
        { field: 'phone', message: 'Must be 7 to 20 digits, spaces or + - ( ) .' },
        { field: 'role', message: 'Unknown field' },
      ],
    });
  });

  it('rejects a password over 128 characters', async () => {
    const response = await post('/auth/signup', {
      ...signup,
      email: 'long@example.com',
      password: 'x'.repeat(129),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'password', message: 'Password must be at most 128 characters' },
    ]);
  });

  it('leaves nothing behind when the write fails halfway', async () => {
    // Fail the second insert of the signup transaction (the payment customer) after the user row is written.
    await lab.db.exec(`
      CREATE FUNCTION fail_payment_customer() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'card processor unavailable'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_payment_customer BEFORE INSERT ON payment_customers
      FOR EACH ROW EXECUTE FUNCTION fail_payment_customer();`);
    try {
      const response = await post('/auth/signup', { ...signup, email: 'halfway@example.com' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error', status: 500, errors: [] });
      const { rows } = await lab.db.query("SELECT id FROM users WHERE email = 'halfway@example.com'");
      expect(rows).toEqual([]);
      expect(JSON.stringify(lab.logs)).toContain('card processor unavailable');
    } finally {
      await lab.db.exec(`DROP TRIGGER fail_payment_customer ON payment_customers;
        DROP FUNCTION fail_payment_customer();`);
    }
  });
});

describe('GET /auth/current-user', () => {
  const sign = (claims: { sub: string; role: string }, expiresAt: number, secret = lab.config.tokenSecret) =>
    new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(expiresAt - 60)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(secret));
  const now = () => Math.floor(Date.now() / 1000);
  const expectUnauthorized = (response: { statusCode: number; json(): unknown }, message: string) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message, status: 401, errors: [] });
  };

  it('answers the user and a new token for a valid one', async () => {
    const token = await sign({ sub: '3', role: 'CUSTOMER' }, now() + 600);
    const response = await lab.app.inject({ url: '/auth/current-user', headers: authHeader(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 3, email: 'newcustomer@lab.test', firstOrderCreated: false });
    expect(bearerToken(response)).not.toBe(token);
  });

  it('answers 401 for an expired, forged, garbage or missing token', async () => {
    const invalid = 'Your session is invalid or has expired';
    const expired = await sign({ sub: '2', role: 'CUSTOMER' }, now() - 10);
    expectUnauthorized(
      await lab.app.inject({ url: '/auth/current-user', headers: authHeader(expired) }),
      invalid,
    );
    const forged = await sign({ sub: '1', role: 'ADMIN' }, now() + 600, 'x'.repeat(40));
    expectUnauthorized(
      await lab.app.inject({ url: '/auth/current-user', headers: authHeader(forged) }),
      invalid,
    );
    const garbage = { authorization: 'Bearer not.a.jwt' };
    expectUnauthorized(await lab.app.inject({ url: '/auth/current-user', headers: garbage }), invalid);
    expectUnauthorized(await lab.app.inject({ url: '/auth/current-user' }), 'Authentication required');
  });

  it('answers 401 when the account behind a valid token is gone', async () => {
    const token = await sign({ sub: '9999', role: 'CUSTOMER' }, now() + 600);
    const response = await lab.app.inject({ url: '/auth/current-user', headers: authHeader(token) });
    expect(response.statusCode).toBe(401);
  });
});
