import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, published } from '../test-support/orders';
import { SEED_SCANS, type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
let seed: SeededScans;
const tokens = { casey: '', hannah: '', admin: '' };

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  seed = await seededScans(lab.db);
  tokens.casey = await lab.login('customer@lab.test');
  tokens.hannah = await lab.login('hannah.okafor@example.com');
  tokens.admin = await lab.login('admin@lab.test');
}, 120_000);
afterAll(() => lab.close());

const CASEY = SEED_IDS.customer;

describe('the seeded rolls', () => {
  it('have the ids lab/test-support/scans.ts names', () => {
    expect(seed.casey.rollIds).toEqual(SEED_SCANS.casey.rollIds);
    expect(seed.casey.scanIds).toEqual(Object.values(SEED_SCANS.casey.scanIdsByRoll).flat());
    expect(seed.other).toEqual({
      userId: SEED_SCANS.other.userId,
      rollId: SEED_SCANS.other.rollId,
      scanIds: SEED_SCANS.other.scanIds,
    });
  });

  it('lists Casey’s synced rolls with 24–36 scans, tags, locations and six preview scans with signed links', async () => {
    const response = await call('GET', `/users/${CASEY}/film-rolls`, tokens.casey);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(5);
    for (const roll of body.filmRolls) {
      expect(roll.scanCount).toBeGreaterThanOrEqual(24);
      expect(roll.scanCount).toBeLessThanOrEqual(36);
      expect(roll.syncedAt).toMatch(/Z$/);
      expect(roll.previewScans).toHaveLength(6);
      // Each card's own first six frames (read for the whole page in one query).
      expect(
        roll.previewScans.map((scan: { rollId: number; frame: number }) => [scan.rollId, scan.frame]),
      ).toEqual([1, 2, 3, 4, 5, 6].map((frame) => [roll.id, frame]));
      expect(roll.previewScans[0].thumbnail.read).toMatch(/^\/files\/scans\/seed\/.+\?expires=\d+&sig=/);
    }
    const joshua = body.filmRolls.find((roll: { name: string }) => roll.name === 'Summer in Joshua Tree');
    expect(joshua.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Film/Kodak/Portra 400',
      'Road trip',
    ]);
    expect(joshua.locations.map((loc: { name: string }) => loc.name)).toEqual(['Joshua Tree']);
  });

  it('answers one roll with its ready scans in frame order, each with its read links (lists and edits without)', async () => {
    const rollId = SEED_SCANS.casey.joshuaTreeRollId;
    const response = await call('GET', `/users/${CASEY}/film-rolls/${rollId}`, tokens.casey);
    expect(response.statusCode).toBe(200);
    const roll = response.json();
    expect(roll.previewScans).toBeUndefined();
    expect(roll.scans).toHaveLength(36);
    expect(roll.scanCount).toBe(36);
    expect(roll.scans.map((scan: { id: number }) => scan.id)).toEqual(SEED_SCANS.casey.scanIdsByRoll[rollId]);
    expect(roll.scans.map((scan: { frame: number }) => scan.frame)).toEqual(
      roll.scans.map((_: unknown, index: number) => index + 1),
    );
    // The same Scan as GET /users/{id}/scans answers.
    const listed = (
      await call('GET', `/users/${CASEY}/scans?rollId=${rollId}&limit=500`, tokens.casey)
    ).json();
    expect(roll.scans).toEqual(listed.scans);
    const first = roll.scans[0];
    expect(first).toMatchObject({ rollId, userId: CASEY, status: 'ready', frame: 1 });
    for (const size of ['hiRes', 'midRes', 'thumbnail'] as const) {
      expect(first[size].read).toMatch(/^\/files\/scans\/seed\/.+\?expires=\d+&sig=/);
      const file = await lab.app.inject({ method: 'GET', url: first[size].read });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
    }
    // With ?preview=1 the first six frames as well.
    const previewed = (
      await call('GET', `/users/${CASEY}/film-rolls/${rollId}?preview=1`, tokens.casey)
    ).json();
    expect(previewed.previewScans).toEqual(roll.scans.slice(0, 6));
    expect(previewed.scans).toEqual(roll.scans);
    // Only this answer carries them.
    const list = (await call('GET', `/users/${CASEY}/film-rolls`, tokens.casey)).json();
    expect(list.filmRolls.every((one: object) => !('scans' in one))).toBe(true);
    const edited = await call('PUT', `/users/${CASEY}/film-rolls/${rollId}`, tokens.casey, {});
    expect(edited.statusCode).toBe(200);
    expect(edited.json().scans).toBeUndefined();
  });

  it('pages and filters', async () => {
    let response = await call('GET', `/users/${CASEY}/film-rolls?limit=2&offset=4`, tokens.casey);
    expect(response.json()).toMatchObject({ count: 5 });
    expect(response.json().filmRolls).toHaveLength(1);
    response = await call('GET', `/users/${CASEY}/film-rolls?process=BW`, tokens.casey);
    expect(response.json().count).toBe(2);
    response = await call('GET', `/users/${CASEY}/film-rolls?search=joshua`, tokens.casey);
    expect(response.json().count).toBe(1);
    response = await call(
      'GET',
      `/users/${CASEY}/film-rolls?stock=${encodeURIComponent('Kodak Ektar 100')}`,
      tokens.casey,
    );
    expect(response.json().count).toBe(1);
    response = await call('GET', `/users/${CASEY}/film-rolls/filters`, tokens.casey);
    expect(response.json()).toMatchObject({ formats: expect.arrayContaining(['35mm', '120']) });
    expect(response.json().stocks).toContain('Kodak Portra 400');
    response = await call('GET', `/users/${CASEY}/film-rolls?bogus=1`, tokens.casey);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'bogus', message: 'Unknown field' }]);
    response = await call('GET', `/users/${CASEY}/film-rolls/filters?x=1`, tokens.casey);
    expect(response.json().errors).toEqual([{ field: 'x', message: 'Unknown field' }]);
    response = await call('GET', `/users/${CASEY}/film-rolls?limit=101`, tokens.casey);
    expect(response.json().errors[0].field).toBe('limit');
  });

  it('refuses another customer’s rolls (403) and a roll that is not the user’s (404)', async () => {
    let response = await call('GET', `/users/${CASEY}/film-rolls`, tokens.hannah);
    expect(response.statusCode).toBe(403);
    response = await call(
      'GET',
      `/users/${seed.other.userId}/film-rolls/${seed.casey.rollIds[0]}`,
      tokens.hannah,
    );
    expect(response.statusCode).toBe(404);
    response = await call('PUT', `/users/${CASEY}/film-rolls/${seed.casey.rollIds[0]}`, tokens.hannah, {
      name: 'x',
    });
    expect(response.statusCode).toBe(403);
    response = await call('GET', `/film-rolls/${seed.casey.rollIds[0]}`, tokens.casey);
    expect(response.statusCode).toBe(403);
    response = await call('GET', `/film-rolls/${seed.casey.rollIds[0]}`, tokens.admin);
    expect(response.json()).toEqual({ id: seed.casey.rollIds[0], userId: CASEY });
    response = await call(
      'PUT',
      `/users/${CASEY}/film-rolls/${seed.casey.rollIds[0]}/clear-scans`,
      tokens.casey,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('editing a roll', () => {
  it('renames, reverses and publishes scans_changed', async () => {
    const rollId = seed.casey.rollIds[1]!;
    let response: Awaited<ReturnType<typeof call>> | undefined;
    const heard = await published(lab, async () => {
      response = await call('PUT', `/users/${CASEY}/film-rolls/${rollId}/update-film-roll`, tokens.casey, {
        value: 'Brooklyn in grain',
      });
    });
    expect(response!.json()).toMatchObject({ id: rollId, name: 'Brooklyn in grain' });
    expect(heard).toEqual([expect.objectContaining({ type: 'scans_changed', userId: CASEY, rollId })]);
    response = await call('PUT', `/users/${CASEY}/film-rolls/${rollId}`, tokens.casey, {
      name: '',
      notes: 'Pushed',
    });
    expect(response.json()).toMatchObject({ name: null, notes: 'Pushed' });
    const before = (
      await call('GET', `/users/${CASEY}/scans?rollId=${rollId}&limit=500`, tokens.casey)
    ).json();
    response = await call('PUT', `/users/${CASEY}/film-rolls/${rollId}/reverse-scans`, tokens.casey);
    expect(response.statusCode).toBe(200);
    const after = (
      await call('GET', `/users/${CASEY}/scans?rollId=${rollId}&limit=500`, tokens.casey)
    ).json();
    expect(after.scans.map((s: { id: number }) => s.id)).toEqual(
      [...before.scans].reverse().map((s: { id: number }) => s.id),
    );
    expect(after.scans.map((s: { frame: number }) => s.frame)).toEqual(
      before.scans.map((s: { frame: number }) => s.frame),
    );
  });
});

describe('tags and locations on rolls', () => {
  for (const [path, kind] of [
    ['tags', 'tags'],
    ['locations', 'locations'],
  ] as const) {
    it(`adds, renames (merging) and really removes ${path}`, async () => {
      const rollId = seed.casey.rollIds[2]!;
      const base = `/users/${CASEY}/film-rolls/${rollId}/${path}`;
      let response = await call('POST', base, tokens.casey, { name: '  Sunset  ' });
      expect(response.statusCode).toBe(201);
      const added = response.json()[kind].find((t: { name: string }) => t.name === 'Sunset');
      expect(added).toBeDefined();
      // Adding twice (any case) reuses the tag.
      response = await call('POST', base, tokens.casey, { name: 'sunset' });
      expect(
        response.json()[kind].filter((t: { name: string }) => t.name.toLowerCase() === 'sunset'),
      ).toHaveLength(1);
      response = await call('PUT', `${base}/${added.id}`, tokens.casey, { name: 'Golden hour' });
      expect(response.json()[kind].map((t: { name: string }) => t.name)).toContain('Golden hour');
      response = await call('DELETE', `${base}/${added.id}`, tokens.casey);
      expect(response.statusCode).toBe(200);
      expect(response.json()[kind].map((t: { name: string }) => t.name)).not.toContain('Golden hour');
      const again = (await call('GET', `/users/${CASEY}/film-rolls/${rollId}`, tokens.casey)).json();
      expect(again[kind].map((t: { name: string }) => t.name)).not.toContain('Golden hour');
      const { rows } = await lab.db.query('SELECT 1 FROM labels WHERE id = $1', [added.id]);
      expect(rows).toHaveLength(0);
      response = await call('DELETE', `${base}/${added.id}`, tokens.casey);
      expect(response.statusCode).toBe(404);
      response = await call('POST', base, tokens.casey, { name: '' });
      expect(response.json().errors[0].field).toBe('name');
      response = await call('POST', base, tokens.hannah, { name: 'x' });
      expect(response.statusCode).toBe(403);
    });
  }

  it('merges a rename onto an existing tag', async () => {
    const [a, b] = seed.casey.rollIds;
    const one = (
      await call('POST', `/users/${CASEY}/film-rolls/${a}/tags`, tokens.casey, { name: 'Merge me' })
    ).json();
    await call('POST', `/users/${CASEY}/film-rolls/${b}/tags`, tokens.casey, { name: 'Keeper' });
    const tag = one.tags.find((t: { name: string }) => t.name === 'Merge me');
    const response = await call('PUT', `/users/${CASEY}/film-rolls/${a}/tags/${tag.id}`, tokens.casey, {
      name: 'keeper',
    });
    expect(response.json().tags.map((t: { name: string }) => t.name)).toContain('Keeper');
    const tags = (await call('GET', `/users/${CASEY}/tags`, tokens.casey)).json();
    expect(tags.filter((t: { name: string }) => t.name.toLowerCase() === 'keeper')).toHaveLength(1);
    expect(tags.map((t: { name: string }) => t.name)).not.toContain('Merge me');
  });
});

describe('contact sheet and pick-ups', () => {
  it('renders the contact sheet once and serves the JPEG and the PDF', async () => {
    const rollId = seed.casey.rollIds[0]!;
    const first = await call('GET', `/users/${CASEY}/film-rolls/${rollId}/contact-sheet`, tokens.casey);
    expect(first.statusCode).toBe(200);
    const again = await call('GET', `/users/${CASEY}/film-rolls/${rollId}/contact-sheet`, tokens.casey);
    expect(again.json()).toEqual(first.json());
    const image = await lab.app.inject({ method: 'GET', url: first.json().image.read });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const pdf = await lab.app.inject({ method: 'GET', url: first.json().pdf.read });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = await lab.app.inject({
      method: 'GET',
      url: first.json().image.read.replace('sig=', 'sig=x'),
    });
    expect(forged.statusCode).toBe(403);
  }, 60_000);

  it('answers a pick-up with its rolls', async () => {
    const { rows } = await lab.db.query<{ pickUpId: number }>(
      'SELECT pick_up_id AS "pickUpId" FROM film_rolls WHERE id = $1',
      [seed.casey.rollIds[0]],
    );
    const response = await call('GET', `/users/${CASEY}/pick-ups/${rows[0]!.pickUpId}`, tokens.casey);
    expect(response.statusCode).toBe(200);
    expect(response.json().rolls.map((r: { id: number }) => r.id)).toContain(seed.casey.rollIds[0]);
    const added = await call(
      'POST',
      `/users/${CASEY}/pick-ups/${rows[0]!.pickUpId}/film-rolls`,
      tokens.admin,
      {
        process: 'C-41',
        format: '35mm',
        brand: 'Kodak',
        model: 'Gold 200',
      },
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ pickUpId: rows[0]!.pickUpId, scanCount: 0, brand: 'Kodak' });
    const refused = await call(
      'POST',
      `/users/${CASEY}/pick-ups/${rows[0]!.pickUpId}/film-rolls`,
      tokens.casey,
      {
        process: 'C-41',
        format: '35mm',
        brand: 'Kodak',
        model: 'Gold 200',
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});
