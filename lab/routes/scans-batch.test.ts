import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// GET /users/{id}/scans?ids: the batch read by id the BFF's per-request loader makes (decision 093).

let lab: TestLab;
let call: ReturnType<typeof caller>;
let seed: SeededScans;
const tokens = { casey: '', hannah: '', admin: '' };
const CASEY = SEED_IDS.customer;

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  seed = await seededScans(lab.db);
  tokens.casey = await lab.login('customer@lab.test');
  tokens.hannah = await lab.login('hannah.okafor@example.com');
  tokens.admin = await lab.login('admin@lab.test');
}, 120_000);
afterAll(() => lab.close());

const idsOf = (body: { scans: { id: number }[] }) => body.scans.map((scan) => scan.id);

describe('reading scans by id', () => {
  it('answers exactly the scans asked for, across rolls, in the order asked, as ids[] or comma-joined', async () => {
    const [a, b] = seed.casey.rollIds;
    const first = (await call('GET', `/users/${CASEY}/scans?rollId=${a}&limit=3`, tokens.casey)).json().scans;
    const second = (await call('GET', `/users/${CASEY}/scans?rollId=${b}&limit=2`, tokens.casey)).json()
      .scans;
    const wanted = [second[1].id, first[2].id, first[0].id, second[0].id];

    let response = await call(
      'GET',
      `/users/${CASEY}/scans?${wanted.map((id) => `ids[]=${id}`).join('&')}`,
      tokens.casey,
    );
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual(wanted);
    expect(response.json().count).toBe(4);
    // The same Scan as the single read, signed links included.
    const single = (await call('GET', `/users/${CASEY}/scans/${first[2].id}`, tokens.casey)).json();
    expect(response.json().scans[1]).toMatchObject({ id: single.id, frame: single.frame, tags: single.tags });
    expect(response.json().scans[1].thumbnail.read).toMatch(/^\/files\//);

    response = await call('GET', `/users/${CASEY}/scans?ids=${wanted.join(',')}`, tokens.casey);
    expect(idsOf(response.json())).toEqual(wanted);
  });

  it('leaves out ids that are not the user’s and refuses another user’s path', async () => {
    const mine = seed.casey.scanIds[0]!;
    const theirs = seed.other.scanIds[0]!;
    let response = await call('GET', `/users/${CASEY}/scans?ids=${theirs},${mine},999999`, tokens.casey);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual([mine]);
    response = await call('GET', `/users/${CASEY}/scans?ids=${mine}`, tokens.hannah);
    expect(response.statusCode).toBe(403);
    // Staff read a customer's scans by id too.
    response = await call('GET', `/users/${seed.other.userId}/scans?ids=${theirs}`, tokens.admin);
    expect(idsOf(response.json())).toEqual([theirs]);
  });

  it('takes 1 to 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    let response = await call('GET', `/users/${CASEY}/scans?ids=${ids.join(',')}`, tokens.casey);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'ids' });
    response = await call('GET', `/users/${CASEY}/scans?ids=1,x`, tokens.casey);
    expect(response.statusCode).toBe(400);
    const hundred = seed.casey.scanIds.slice(0, 100);
    response = await call('GET', `/users/${CASEY}/scans?ids=${hundred.join(',')}`, tokens.casey);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual(hundred);
  });
});
