import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
let seed: SeededScans;
const tokens = { casey: '', hannah: '' };
const CASEY = SEED_IDS.customer;
const GONE = { message: 'This link is invalid or has expired', status: 404, errors: [] };

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  seed = await seededScans(lab.db);
  tokens.casey = await lab.login('customer@lab.test');
  tokens.hannah = await lab.login('hannah.okafor@example.com');
}, 120_000);
afterAll(() => lab.close());
afterEach(() => {
  vi.useRealTimers();
});

const open = (code: string, password?: string) =>
  lab.app.inject({
    method: 'GET',
    url: `/shared-scans/${code}`,
    headers: password === undefined ? {} : { 'x-share-password': password },
  });

const share = (query: string, token = tokens.casey) =>
  call('GET', `/users/${CASEY}/scans/share?${query}`, token);

describe('share links', () => {
  it('makes a 22-character code that expires in 30 days by default, and counts views', async () => {
    const ids = seed.casey.scanIds.slice(0, 3);
    const response = await share(`scanIds=${ids.join(',')}`);
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link).toMatchObject({
      scanIds: ids,
      hasPassword: false,
      allowDownload: true,
      revokedAt: null,
      viewCount: 0,
    });
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const viewed = await open(link.code);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ code: link.code, sharedBy: 'Casey', allowDownload: true });
    expect(viewed.json().scans).toHaveLength(3);
    expect(viewed.json().scans[0].thumbnail.read).toMatch(/^\/files\/scans\//);
    const downloads = await lab.app.inject({ method: 'GET', url: `/shared-scans/${link.code}/downloads` });
    expect(downloads.json().files).toHaveLength(3);
    const list = (await call('GET', `/users/${CASEY}/share-links`, tokens.casey)).json();
    expect(list[0]).toMatchObject({ code: link.code, viewCount: 1 });
    expect(list[0]).not.toHaveProperty('passwordHash');
  });

  it('answers the same 404 for unknown, expired and revoked codes', async () => {
    const made = (await share(`scanIds=${seed.casey.scanIds[0]}`)).json();
    expect((await open('A'.repeat(22))).json()).toEqual(GONE);
    expect((await open('nope')).json()).toEqual(GONE);
    await lab.db.query("UPDATE share_links SET expires_at = now() - interval '1 second' WHERE code = $1", [
      made.code,
    ]);
    expect((await open(made.code)).json()).toEqual(GONE);
    const other = (await share(`scanIds=${seed.casey.scanIds[0]}&expiresInDays=never`)).json();
    expect(other.expiresAt).toBeNull();
    expect((await open(other.code)).statusCode).toBe(200);
    const revoked = await call('DELETE', `/users/${CASEY}/share-links/${other.code}`, tokens.casey);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await open(other.code)).json()).toEqual(GONE);
    expect(
      (await lab.app.inject({ method: 'GET', url: `/shared-scans/${other.code}/downloads` })).json(),
    ).toEqual(GONE);
  });

  it('guards with a hashed password, throttles wrong guesses, and edits expiry and downloads', async () => {
    const link = (await share(`scanIds=${seed.casey.scanIds[1]}&allowDownload=false`)).json();
    let response = await call('PUT', `/users/${CASEY}/share-links/${link.code}`, tokens.casey, {
      password: 'darkroom',
      expiresInDays: 7,
    });
    expect(response.json()).toMatchObject({ hasPassword: true, allowDownload: false });
    const { rows } = await lab.db.query<{ hash: string }>(
      'SELECT password_hash AS hash FROM share_links WHERE code = $1',
      [link.code],
    );
    expect(rows[0]!.hash).toMatch(/^scrypt\$/);
    response = await open(link.code);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([{ field: 'password', message: 'This link needs a password' }]);
    response = await open(link.code, 'darkroom');
    expect(response.statusCode).toBe(200);
    expect(response.json().scans[0].hiRes).toBeNull();
    expect(
      (
        await lab.app.inject({
          method: 'GET',
          url: `/shared-scans/${link.code}/downloads`,
          headers: { 'x-share-password': 'darkroom' },
        })
      ).statusCode,
    ).toBe(403);
    for (let i = 0; i < 10; i++) {
      response = await open(link.code, `wrong-${i}`);
      expect(response.statusCode).toBe(401);
    }
    expect(response.json().errors[0]).toEqual({ field: 'password', message: 'That password is not right' });
    expect((await open(link.code, 'darkroom')).statusCode).toBe(429);
    response = await call('PUT', `/users/${CASEY}/share-links/${link.code}`, tokens.casey, { password: '' });
    expect(response.json().hasPassword).toBe(false);
    response = await call('PUT', `/users/${CASEY}/share-links/${link.code}`, tokens.casey, {
      expiresInDays: 400,
    });
    expect(response.json().errors[0].field).toBe('expiresInDays');
  }, 60_000);

  it('counts wrong passwords over the last minute, not the calendar minute', async () => {
    const link = (await share(`scanIds=${seed.casey.scanIds[2]}`)).json();
    await call('PUT', `/users/${CASEY}/share-links/${link.code}`, tokens.casey, { password: 'fixer' });
    // Only Date is faked: ten wrong tries in the last second of a minute, then the next minute begins.
    const turn = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(turn - 1000);
    for (let i = 0; i < 10; i++) expect((await open(link.code, `wrong-${i}`)).statusCode).toBe(401);
    vi.setSystemTime(turn + 5000);
    expect((await open(link.code, 'fixer')).statusCode).toBe(429);
    vi.setSystemTime(turn + 59_500);
    expect((await open(link.code, 'fixer')).statusCode).toBe(200);
  }, 60_000);

  it('refuses other users’ scans and links', async () => {
    expect((await share(`scanIds=${seed.other.scanIds[0]}`)).json().errors[0].field).toBe('scanIds');
    expect((await share(`scanIds=${seed.casey.scanIds[0]}`, tokens.hannah)).statusCode).toBe(403);
    const link = (await share(`scanIds=${seed.casey.scanIds[0]}`)).json();
    const theirs = await call(
      'DELETE',
      `/users/${seed.other.userId}/share-links/${link.code}`,
      tokens.hannah,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await share('scanIds=')).statusCode).toBe(400);
    expect((await share(`scanIds=1&expiresInDays=0`)).json().errors[0].field).toBe('expiresInDays');
  });
});
