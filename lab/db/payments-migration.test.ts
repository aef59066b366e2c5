import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db, IN_MEMORY } from './database';
import { migrate } from './migrate';
import { loadUser } from './queries/user-json';

// A database made before migration 005, with a subscription in the old shape (lookup key and amount copied in).
const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
let db: Db;
beforeAll(async () => {
  db = await connect(IN_MEMORY);
  await db.exec('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL)');
  const files = (await readdir(MIGRATIONS)).filter((file) => file < '005').sort();
  for (const file of files) {
    await db.exec(await readFile(`${MIGRATIONS}${file}`, 'utf8'));
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      Number(file.slice(0, 3)),
      file,
    ]);
  }
  await db.exec(`
    INSERT INTO users (id, email, password_hash, role, first_name, last_name, referral_code, active)
      VALUES (1, 'old@lab.test', 'x', 'CUSTOMER', 'Old', 'Member', 'OLD-2345', true);
    INSERT INTO payment_customers (id, user_id) VALUES ('cus_old', 1);
    INSERT INTO subscriptions (id, payment_customer_id, status, price_id, lookup_key, unit_amount, current_period_end)
      VALUES ('sub_old', 'cus_old', 'active', 'price_very_nice_2025', 'VERY_NICE_2025', 99999, '2030-06-01T00:00:00Z');`);
}, 60_000);
afterAll(() => db.close());

describe('migration 005 on an existing database', () => {
  it('adds the catalogue and points old subscriptions at their price', async () => {
    // 005 and every later migration apply, in order.
    const applied = await migrate(db);
    expect(applied[0]).toBe(5);
    expect(applied).toEqual([...applied].sort((a, b) => a - b));
    const prices = await db.query<{ lookup_key: string; active: boolean }>(
      'SELECT lookup_key, active FROM prices WHERE active ORDER BY unit_amount',
    );
    expect(prices.rows.map((row) => row.lookup_key)).toEqual([
      'NICE_2025',
      'VERY_NICE_2025',
      'SUPER_NICE_2025',
    ]);
    const codes = await db.query<{ code: string }>('SELECT code FROM promotion_codes ORDER BY code');
    expect(codes.rows.map((row) => row.code)).toEqual([
      'EXPIRED15',
      'FIRST100',
      'NICEFILM10',
      'PRINTS20',
      'SUMMER24',
      'WELCOME5',
    ]);
    const user = await loadUser(db, 1);
    expect(user?.paymentCustomer).toEqual({
      id: 'cus_old',
      balance: 0,
      defaultPaymentMethod: null,
      subscriptions: {
        data: [
          expect.objectContaining({
            id: 'sub_old',
            current_period_start: Date.parse('2029-06-01T00:00:00Z') / 1000,
            current_period_end: Date.parse('2030-06-01T00:00:00Z') / 1000,
            discount: null,
            items: {
              data: [
                {
                  price: {
                    id: 'price_very_nice_2025',
                    lookup_key: 'VERY_NICE_2025',
                    unit_amount: 99999,
                    recurring: { interval: 'year' },
                  },
                },
              ],
            },
          }),
        ],
      },
    });
  });
});
