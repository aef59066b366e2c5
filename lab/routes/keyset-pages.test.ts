import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, SEED_ORDERS } from '../test-support/orders';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// The keyset pages (extension keyset-paging), the maintained order counts and the paged roll events (issue 25).

let lab: TestLab;
let call: ReturnType<typeof caller>;
let admin = '';
let casey = '';

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  admin = await lab.login('admin@lab.test');
  casey = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

/** Follows `nextCursor` from the first page to the last, collecting what `pick` takes from each page. */
async function walk<T>(path: string, token: string, pick: (body: never) => T[]): Promise<T[]> {
  const items: T[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const response = await call('GET', after ? `${path}&after=${after}` : path, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    items.push(...pick(body as never));
    after = body.nextCursor;
    if (!after) return items;
  }
  throw new Error('more than 100 pages');
}

type Wrapper = { order: { id: number } };
const orderIds = (body: { orders: Wrapper[] }) => body.orders.map((o) => o.order.id);
const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

describe('keyset pages', () => {
  it("walks the desk's orders by cursor in the offset list's order, filters kept", async () => {
    const all = orderIds((await call('GET', '/orders?limit=100', admin)).json());
    expect(await walk('/orders/page?limit=4', admin, orderIds)).toEqual(all);
    const open = orderIds((await call('GET', '/orders?status=OPEN&limit=100', admin)).json());
    expect(await walk('/orders/page?status=OPEN&limit=3', admin, orderIds)).toEqual(open);
    const first = (await call('GET', '/orders/page?limit=5', admin)).json();
    expect(first.count).toBe(all.length);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it("walks a customer's rolls and scans by cursor in the offset lists' order", async () => {
    const user = `/users/${SEED_IDS.customer}`;
    const rolls = (await call('GET', `${user}/film-rolls?limit=100`, casey)).json();
    expect(rolls.count).toBeGreaterThan(1);
    const rollPages = await walk(`${user}/film-rolls/page?limit=1`, casey, (body: { filmRolls: [] }) =>
      ids(body.filmRolls),
    );
    expect(rollPages).toEqual(ids(rolls.filmRolls));
    const scans = (await call('GET', `${user}/scans?limit=500`, casey)).json();
    expect(scans.count).toBeGreaterThan(7);
    const scanPages = await walk(`${user}/scans/page?limit=7`, casey, (body: { scans: [] }) =>
      ids(body.scans),
    );
    expect(scanPages).toEqual(ids(scans.scans));
    // Filters hold across pages.
    const oneRoll = rolls.filmRolls[0].id;
    const ofRoll = (await call('GET', `${user}/scans?limit=500&rollId=${oneRoll}`, casey)).json();
    expect(
      await walk(`${user}/scans/page?limit=5&rollId=${oneRoll}`, casey, (body: { scans: [] }) =>
        ids(body.scans),
      ),
    ).toEqual(ids(ofRoll.scans));
  });

  it("refuses a cursor that is not this list's, on the field", async () => {
    const rolls = (await call('GET', `/users/${SEED_IDS.customer}/film-rolls/page?limit=1`, casey)).json();
    for (const after of ['nonsense', rolls.nextCursor]) {
      const refused = await call('GET', `/orders/page?after=${after}`, admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { field: 'after', message: 'Not a cursor of this list: start again from the first page' },
      ]);
    }
    expect((await call('GET', '/orders/page', casey)).statusCode).toBe(403);
    expect((await call('GET', `/users/${SEED_IDS.admin}/scans/page`, casey)).statusCode).toBe(403);
  });
});

describe('order counts', () => {
  const counted = async () =>
    (
      await lab.db.query<{ status: string; location: string; count: number }>(
        `SELECT status, location, count(*)::int AS count FROM orders GROUP BY 1, 2
         UNION ALL SELECT status, location, -count FROM order_counts`,
      )
    ).rows;
  const disagreements = async () => {
    const sums = new Map<string, number>();
    for (const row of await counted()) {
      const key = `${row.status}|${row.location}`;
      sums.set(key, (sums.get(key) ?? 0) + row.count);
    }
    return [...sums].filter(([, difference]) => difference !== 0);
  };

  it('keeps the counts the list answers as orders are created, moved and deleted', async () => {
    expect(await disagreements()).toEqual([]);
    const before = (await call('GET', '/orders?status=CANCELED', admin)).json().count;
    expect((await call('PUT', `/orders/${SEED_ORDERS.priyaOpen}/cancel`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/orders?status=CANCELED', admin)).json().count).toBe(before + 1);
    // A statement moving many orders at once, one touching none of the counted columns, and a delete.
    await lab.db.query(`UPDATE orders SET location = 'Mail-in' WHERE status = 'COMPLETE'`);
    await lab.db.query(`UPDATE orders SET notes = 'checked' WHERE status = 'OPEN'`);
    await lab.db.query(`DELETE FROM orders WHERE id = $1`, [SEED_ORDERS.priyaOpen]);
    expect(await disagreements()).toEqual([]);
    const all = (await call('GET', '/orders?limit=1', admin)).json().count;
    const rows = (await lab.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
    expect(all).toBe(rows);
  });
});

describe('roll events, paged', () => {
  it("answers each day's count and the rolls a page at a time, newest first", async () => {
    const whole = (await call('GET', '/orders/roll-events?event=synced&days=2&limit=200', admin)).json();
    expect(whole.nextCursor).toBeNull();
    const dayCounts = whole.days.map((day: { count: number; rolls: unknown[] }) => [
      day.count,
      day.rolls.length,
    ]);
    expect(dayCounts).toEqual([
      [4, 4],
      [6, 6],
    ]);
    const first = (await call('GET', '/orders/roll-events?event=synced&days=2&limit=3', admin)).json();
    // Every day is listed with its count, whether or not this page holds its rolls.
    expect(
      first.days.map((day: { count: number; rolls: unknown[] }) => [day.count, day.rolls.length]),
    ).toEqual([
      [4, 3],
      [6, 0],
    ]);
    const rollsOf = (body: { days: Array<{ rolls: Array<{ roll: { id: number } }> }> }) =>
      body.days.flatMap((day) => day.rolls.map((entry) => entry.roll.id));
    expect(await walk('/orders/roll-events?event=synced&days=2&limit=3', admin, rollsOf)).toEqual(
      rollsOf(whole),
    );
    expect((await call('GET', '/orders/roll-events?event=synced&limit=201', admin)).statusCode).toBe(400);
  });

  it('keeps the day counts as events are written and removed', async () => {
    const shippedToday = async () =>
      (await call('GET', '/orders/roll-events?event=shipped&days=1', admin)).json().days[0]?.count ?? 0;
    const before = await shippedToday();
    const { rows } = await lab.db.query<{ id: number }>(
      `SELECT id FROM film_rolls r WHERE NOT EXISTS
         (SELECT 1 FROM roll_events e WHERE e.roll_id = r.id AND e.event = 'shipped') ORDER BY id LIMIT 2`,
    );
    await lab.db.query(`INSERT INTO roll_events (roll_id, event) SELECT unnest($1::int[]), 'shipped'`, [
      rows.map((row) => row.id),
    ]);
    expect(await shippedToday()).toBe(before + 2);
    await lab.db.query(`DELETE FROM roll_events WHERE roll_id = $1 AND event = 'shipped'`, [rows[0]!.id]);
    expect(await shippedToday()).toBe(before + 1);
  });
});
