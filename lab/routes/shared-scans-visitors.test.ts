import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Issue 23 (docs/decisions/103-files-and-shares.md): an emoji password made a share link impossible to open (a header
// holds only Latin-1), ten wrong guesses by anyone locked every visitor out, and a gone code's page answered 200.

let lab: TestLab;
let call: ReturnType<typeof caller>;
let seed: SeededScans;
let casey = '';
const CASEY = SEED_IDS.customer;

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  seed = await seededScans(lab.db);
  casey = await lab.login('customer@lab.test');
}, 120_000);
afterAll(() => lab.close());

const open = (code: string, headers: Record<string, string> = {}, suffix = '') =>
  lab.app.inject({ method: 'GET', url: `/shared-scans/${code}${suffix}`, headers });

async function linkWithPassword(scan: number, password: string): Promise<string> {
  const link = (
    await call('GET', `/users/${CASEY}/scans/share?scanIds=${seed.casey.scanIds[scan]}`, casey)
  ).json();
  const set = await call('PUT', `/users/${CASEY}/share-links/${link.code}`, casey, { password });
  expect(set.json().hasPassword).toBe(true);
  return link.code;
}

describe('share passwords in any script', () => {
  it('opens with an emoji password sent percent-encoded, and keeps plain ASCII passwords working', async () => {
    const code = await linkWithPassword(0, 'film 🎞️ ünïcode 暗室');
    const encoded = encodeURIComponent('film 🎞️ ünïcode 暗室');
    expect((await open(code, { 'x-share-password': encoded })).statusCode).toBe(200);
    expect((await open(code, { 'x-share-password': encodeURIComponent('film 🎞️') })).statusCode).toBe(401);

    const ascii = await linkWithPassword(1, '50%off darkroom');
    expect((await open(ascii, { 'x-share-password': '50%off darkroom' })).statusCode).toBe(200);
    expect(
      (await open(ascii, { 'x-share-password': encodeURIComponent('50%off darkroom') })).statusCode,
    ).toBe(200);
  }, 60_000);
});

describe('the wrong-password throttle', () => {
  it('counts per visitor and link: one visitor’s ten wrong guesses leave the others in', async () => {
    const code = await linkWithPassword(2, 'fixer');
    const as = (visitor: string, password: string) =>
      open(code, { 'x-share-visitor': visitor, 'x-share-password': password });
    for (let i = 0; i < 10; i++) expect((await as('203.0.113.9', `wrong-${i}`)).statusCode).toBe(401);
    expect((await as('203.0.113.9', 'fixer')).statusCode).toBe(429);
    expect((await as('198.51.100.4', 'fixer')).statusCode).toBe(200);
    // Another link of the same visitor is not locked either.
    const other = await linkWithPassword(3, 'stop bath');
    expect(
      (await open(other, { 'x-share-visitor': '203.0.113.9', 'x-share-password': 'stop bath' })).statusCode,
    ).toBe(200);
  }, 120_000);
});

describe('GET /shared-scans/:code/live', () => {
  it('answers live links without counting a view or asking the password, 404 for gone codes', async () => {
    const code = await linkWithPassword(4, 'hypo');
    const live = await open(code, {}, '/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ live: true });
    const listed = (await call('GET', `/users/${CASEY}/share-links`, casey)).json();
    expect(listed.find((link: { code: string }) => link.code === code).viewCount).toBe(0);

    expect((await open('A'.repeat(22), {}, '/live')).statusCode).toBe(404);
    expect((await open('not-a-code', {}, '/live')).statusCode).toBe(404);
    await call('DELETE', `/users/${CASEY}/share-links/${code}`, casey);
    const revoked = await open(code, {}, '/live');
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe('This link is invalid or has expired');
  });
});
