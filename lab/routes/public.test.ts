import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
beforeAll(async () => {
  lab = await createTestLab();
}, 60_000);
afterAll(() => lab.close());

const get = (url: string) => lab.app.inject({ url });

describe('GET /public/general-stats', () => {
  // Derived by hand from lab/db/seed/orders-data.ts (see the table at its top).
  it('counts the seeded rolls and orders', async () => {
    const response = await get('/public/general-stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      turnaround: {
        overall: { totalOutstanding: 16, estimatedDays: 5 },
        'C-41': { totalOutstanding: 8 },
        BW: { totalOutstanding: 3 },
        'E-6': { totalOutstanding: 2 },
        'ECN-2': { totalOutstanding: 3 },
      },
      rsct: 5,
      rdt: 5,
      rst: 4,
      rsy: 6,
      obl: {
        'Nice Film Lab — Williamsburg': 3,
        'Mail-in': 3,
        'Greenpoint drop-off at Franklin Street Cameras': 1,
        'Lower East Side drop-off at Orchard Darkroom Supply': 1,
      },
    });
  });

  it('follows the rows: delivering a roll and closing an order change the figures', async () => {
    await lab.db.transaction(async (tx) => {
      await tx.query(`UPDATE film_rolls SET synced_at = now(), delivered_at = now()
        WHERE id = (SELECT min(id) FROM film_rolls WHERE process = 'E-6' AND received_at IS NOT NULL
                    AND delivered_at IS NULL)`);
      await tx.query(`UPDATE orders SET status = 'COMPLETE' WHERE id = 1019`);
    });
    const stats = (await get('/public/general-stats')).json();
    expect(stats.turnaround.overall).toEqual({ totalOutstanding: 15, estimatedDays: 4.8 });
    expect(stats.turnaround['E-6']).toEqual({ totalOutstanding: 1 });
    expect(stats.rst).toBe(5);
    expect(stats.obl['Lower East Side drop-off at Orchard Darkroom Supply']).toBeUndefined();
  });
});

describe('public content', () => {
  it('lists the drop-off locations, the lab first', async () => {
    const locations = (await get('/public/locations')).json();
    expect(locations).toHaveLength(3);
    expect(locations[0]).toMatchObject({
      id: 1,
      name: 'Nice Film Lab — Williamsburg',
      address1: '361 Kent Ave',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11249',
      phone: '+1 718 555 0199',
      latitude: 40.7129,
      longitude: -73.9667,
    });
    expect(locations[0].hours).toMatch(/^Mon–Fri/);
    expect(locations.map((l: { city: string }) => l.city)).toEqual(['Brooklyn', 'Brooklyn', 'New York']);
  });

  it('lists blog posts oldest first, entities kept', async () => {
    const posts = (await get('/blog/notes/posts')).json();
    expect(posts).toHaveLength(8);
    expect(posts[0]).toEqual({
      title: 'Choosing Your First Film Stock',
      url: 'https://notes.nicefilm.club/choosing-your-first-film-stock',
    });
    expect(posts[7].title).toBe('Winter Shooting Tips for Film Cameras');
    expect(posts[2].title).toBe('Pushing &amp; Pulling: A Field Guide');
  });

  it('filters zip codes by active', async () => {
    const all = (await get('/zip-codes')).json();
    expect(all).toHaveLength(13);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      zip: '10002',
      city: 'New York',
      state: 'NY',
      active: true,
    });
    const active = (await get('/zip-codes?active=true')).json();
    expect(active).toHaveLength(10);
    expect(active.every((zip: { active: boolean }) => zip.active)).toBe(true);
    const inactive = (await get('/zip-codes?active=false')).json();
    expect(inactive.map((zip: { zip: string }) => zip.zip)).toEqual(['10301', '10451', '11101']);
    const bad = await get('/zip-codes?active=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'active', message: 'Must be true or false' }]);
  });
});

describe('POST /waitlist', () => {
  const join = (payload: object) => lab.app.inject({ method: 'POST', url: '/waitlist', payload });

  it('adds an e-mail once and answers the same entry on a repeat', async () => {
    const first = await join({ email: 'Queens.Shooter@Example.com', zip: '11101', name: 'Ari' });
    expect(first.statusCode).toBe(201);
    const entry = first.json();
    expect(entry).toMatchObject({ email: 'queens.shooter@example.com', zip: '11101', name: 'Ari' });
    expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const repeat = await join({ email: 'queens.shooter@example.com', zip: '10002' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(entry);
  });

  it('needs only a valid e-mail', async () => {
    expect((await join({ email: 'solo@example.com' })).json()).toMatchObject({ zip: null, name: null });
    const bad = await join({ email: 'nope', zip: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(['email', 'zip']);
    expect((await join({ email: 'named@example.com', name: ' ' })).json().errors).toEqual([
      { field: 'name', message: 'Must not be empty' },
    ]);
  });
});

describe('errors and request ids', () => {
  it('answers an unknown route with the error shape', async () => {
    const response = await lab.app.inject({ method: 'POST', url: '/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found', status: 404, errors: [] });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await lab.app.inject({
      method: 'POST',
      url: '/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON body', status: 400, errors: [] });
  });

  it('answers a missing body with 400', async () => {
    const response = await lab.app.inject({ method: 'POST', url: '/waitlist' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { message: 'Invalid input: expected object, received undefined' },
    ]);
  });

  it('takes the caller’s x-request-id and logs every line with it', async () => {
    const response = await lab.app.inject({
      url: '/public/locations',
      headers: { 'x-request-id': 'bff-42' },
    });
    expect(response.headers['x-request-id']).toBe('bff-42');
    const lines = lab.logs.filter((line) => line.reqId === 'bff-42');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const generated = await get('/public/locations');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // An id that could forge or flood log lines is replaced, not echoed.
    for (const forged of ['a b', 'x'.repeat(129), 'id"}{"level":50']) {
      const replaced = await lab.app.inject({
        url: '/public/locations',
        headers: { 'x-request-id': forged },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
