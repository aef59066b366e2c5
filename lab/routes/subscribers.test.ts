import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
beforeAll(async () => {
  lab = await createTestLab();
}, 60_000);
afterAll(() => lab.close());

const subscribe = (payload: object) => lab.app.inject({ method: 'POST', url: '/subscribers', payload });

describe('POST /subscribers', () => {
  it('stores a subscriber with zip defaulting to "0"', async () => {
    const response = await subscribe({ email: 'Ada@Example.com', ipAddress: '203.0.113.9', country: 'us' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'ada@example.com',
      zip: '0',
      ipAddress: '203.0.113.9',
      country: 'US',
      createdAt: expect.any(String),
    });
  });

  it('answers 200 with the existing subscriber for a repeated e-mail, whatever its case', async () => {
    const first = await subscribe({ email: 'repeat@example.com', zip: '11211' });
    const again = await subscribe({ email: 'REPEAT@example.com', zip: '90210', ipAddress: '2001:db8::1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { rows } = await lab.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscribers WHERE lower(email) = 'repeat@example.com'",
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses a bad e-mail, zip, ip address, country or unknown field', async () => {
    const cases: Array<[object, string]> = [
      [{ email: 'not-an-email' }, 'email'],
      [{}, 'email'],
      [{ email: 'a@b.co', zip: '123' }, 'zip'],
      [{ email: 'a@b.co', ipAddress: 'localhost' }, 'ipAddress'],
      [{ email: 'a@b.co', country: 'USA' }, 'country'],
      [{ email: 'a@b.co', name: 'Ada' }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const response = await subscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('keeps one row per address even when two arrive at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => subscribe({ email: 'race@example.com' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  });
});
