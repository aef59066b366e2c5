import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabApp } from '../app';
import { createLabLogger } from '../logger';
import { blobStoreFor } from '../services/blob-store';
import { caller, published } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { authHeader, createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

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

const picture = (format: 'jpeg' | 'png' | 'tiff', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#c87a40' } })
    [format]()
    .toBuffer();

async function pickUpOf(rollId: number): Promise<number> {
  const { rows } = await lab.db.query<{ pickUpId: number }>(
    'SELECT pick_up_id AS "pickUpId" FROM film_rolls WHERE id = $1',
    [rollId],
  );
  return rows[0]!.pickUpId;
}

describe('reading scans', () => {
  it('lists a roll’s scans in frame order with signed links, pages, and refuses other users', async () => {
    const rollId = seed.casey.rollIds[0]!;
    let response = await call(
      'GET',
      `/users/${CASEY}/scans?rollId=${rollId}&limit=10&offset=5`,
      tokens.casey,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(36);
    expect(body.scans.map((s: { frame: number }) => s.frame)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(body.scans[0]).toMatchObject({
      rollId,
      userId: CASEY,
      status: 'ready',
      filmBrand: 'Kodak',
      width: 2400,
    });
    const thumb = await lab.app.inject({ method: 'GET', url: body.scans[0].thumbnail.read });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    response = await call('GET', `/users/${CASEY}/scans?limit=501`, tokens.casey);
    expect(response.statusCode).toBe(400);
    response = await call('GET', `/users/${CASEY}/scans`, tokens.hannah);
    expect(response.statusCode).toBe(403);
    response = await call('GET', `/users/${seed.other.userId}/scans/${seed.casey.scanIds[0]}`, tokens.hannah);
    expect(response.statusCode).toBe(404);
    response = await call('GET', `/users/${CASEY}/scans/filters`, tokens.casey);
    expect(response.json().tags.map((t: { name: string }) => t.name)).toContain('Favourites');
    response = await call('GET', `/scans/${seed.casey.scanIds[0]}`, tokens.admin);
    expect(response.json()).toEqual({ id: seed.casey.scanIds[0], userId: CASEY });
  });

  it('finds scans by their own tags and names, and their rolls by a tag on one frame', async () => {
    const rollId = seed.casey.rollIds[1]!;
    const frames = (await call('GET', `/users/${CASEY}/scans?rollId=${rollId}&limit=3`, tokens.casey)).json()
      .scans as { id: number; frame: number }[];
    let tagId = 0;
    for (const scan of frames) {
      const response = await call('POST', `/users/${CASEY}/scans/${scan.id}/tags`, tokens.casey, {
        name: 'Keepers zq',
      });
      tagId = response.json().tags.find((t: { name: string }) => t.name === 'Keepers zq').id;
    }
    let response = await call('GET', `/users/${CASEY}/scans?search=keepers%20zq`, tokens.casey);
    expect(response.json().scans.map((s: { rollId: number; frame: number }) => [s.rollId, s.frame])).toEqual([
      [rollId, 1],
      [rollId, 2],
      [rollId, 3],
    ]);
    response = await call('GET', `/users/${CASEY}/scans?tagIds=${tagId}`, tokens.casey);
    expect(response.json().count).toBe(3);
    response = await call('GET', `/users/${CASEY}/film-rolls?tagIds=${tagId}`, tokens.casey);
    expect(response.json().filmRolls.map((r: { id: number }) => r.id)).toEqual([rollId]);
    response = await call('GET', `/users/${CASEY}/film-rolls?search=keepers`, tokens.casey);
    expect(response.json().filmRolls.map((r: { id: number }) => r.id)).toEqual([rollId]);
    // Every tag asked for must match: this tag and one only on another roll's frame leaves nothing.
    const elsewhere = (
      await call('GET', `/users/${CASEY}/scans?rollId=${seed.casey.rollIds[0]}&limit=1`, tokens.casey)
    ).json().scans[0];
    response = await call('POST', `/users/${CASEY}/scans/${elsewhere.id}/tags`, tokens.casey, {
      name: 'Other zq',
    });
    const otherId = response.json().tags.find((t: { name: string }) => t.name === 'Other zq').id;
    response = await call('GET', `/users/${CASEY}/film-rolls?tagIds=${tagId},${otherId}`, tokens.casey);
    expect(response.statusCode).toBe(200);
    expect(response.json().filmRolls).toEqual([]);
  });

  it('edits a scan’s name and description, and its tags and locations (remove really removes)', async () => {
    const scanId = seed.casey.scanIds[3]!;
    let response = await call('PUT', `/users/${CASEY}/scans/${scanId}`, tokens.casey, {
      name: 'Dune',
      description: 'Late light',
    });
    expect(response.json()).toMatchObject({ name: 'Dune', description: 'Late light' });
    response = await call('PUT', `/users/${CASEY}/scans/${scanId}`, tokens.casey, { width: 3 });
    expect(response.json().errors).toEqual([{ field: 'width', message: 'Unknown field' }]);
    for (const kind of ['tags', 'locations'] as const) {
      response = await call('POST', `/users/${CASEY}/scans/${scanId}/${kind}`, tokens.casey, {
        name: 'Dunes',
      });
      expect(response.statusCode).toBe(201);
      const label = response.json()[kind].find((t: { name: string }) => t.name === 'Dunes');
      response = await call('PUT', `/users/${CASEY}/scans/${scanId}/${kind}/${label.id}`, tokens.casey, {
        name: 'Sand dunes',
      });
      expect(response.json()[kind].map((t: { name: string }) => t.name)).toContain('Sand dunes');
      response = await call('DELETE', `/users/${CASEY}/scans/${scanId}/${kind}/${label.id}`, tokens.casey);
      expect(response.json()[kind]).toEqual([]);
      const again = (await call('GET', `/users/${CASEY}/scans/${scanId}`, tokens.casey)).json();
      expect(again[kind]).toEqual([]);
    }
  });

  it('rotates every size to new files and swaps width and height', async () => {
    const scanId = seed.casey.scanIds[4]!;
    const before = (await call('GET', `/users/${CASEY}/scans/${scanId}`, tokens.casey)).json();
    const response = await call('PUT', `/users/${CASEY}/scans/${scanId}/rotate/right`, tokens.casey);
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toMatchObject({ width: 1600, height: 2400, rotation: 90 });
    expect(after.hiRes.read).not.toBe(before.hiRes.read);
    const mid = await lab.app.inject({ method: 'GET', url: after.midRes.read });
    expect(await sharp(mid.rawPayload).metadata()).toMatchObject({ width: 1200, height: 1800 });
    // The seeded file other labs share is still there.
    expect((await lab.app.inject({ method: 'GET', url: before.hiRes.read })).statusCode).toBe(200);
    expect((await call('PUT', `/users/${CASEY}/scans/${scanId}/rotate/up`, tokens.casey)).statusCode).toBe(
      400,
    );
  }, 60_000);
});

describe('uploads (staff)', () => {
  let rollId: number;
  let pickUpId: number;

  beforeAll(async () => {
    pickUpId = await pickUpOf(seed.casey.rollIds[0]!);
    const roll = await call('POST', `/users/${CASEY}/pick-ups/${pickUpId}/film-rolls`, tokens.admin, {
      process: 'C-41',
      format: '35mm',
      brand: 'Kodak',
      model: 'Gold 200',
    });
    rollId = roll.json().id;
  });

  const start = (fileType: string, bytes = 1000, token = tokens.admin) =>
    call(
      'POST',
      `/users/${CASEY}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans?fileType=${fileType}`,
      token,
      {
        filmRollId: rollId,
        name: 'upload.jpg',
        bytes,
      },
    );
  const put = (url: string, body: Buffer, type = 'image/jpeg') =>
    lab.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });

  it('creates pending scans, takes the file, makes the sizes and syncs the roll when none is pending', async () => {
    expect((await start('jpeg', 1000, tokens.casey)).statusCode).toBe(403);
    const first = await start('jpeg');
    expect(first.statusCode).toBe(201);
    expect(first.json().scan).toMatchObject({ status: 'pending', frame: 1, thumbnail: null });
    const second = await start('png');
    // Pending scans are for staff only.
    expect((await call('GET', `/users/${CASEY}/scans?rollId=${rollId}`, tokens.casey)).json().count).toBe(0);
    let response = await put(first.json().write, await picture('jpeg', 3000, 2000));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', width: 3000, height: 2000 });
    const mid = await lab.app.inject({ method: 'GET', url: response.json().midRes.read });
    expect(await sharp(mid.rawPayload).metadata()).toMatchObject({ width: 1800, height: 1200 });
    const thumb = await lab.app.inject({ method: 'GET', url: response.json().thumbnail.read });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
    expect((await put(first.json().write, await picture('jpeg'))).statusCode).toBe(409);
    const heard = await published(lab, async () => {
      response = await put(second.json().write, await picture('png'), 'image/png');
    });
    expect(response.statusCode).toBe(200);
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'scans_changed', rollId }),
        expect.objectContaining({ type: 'roll_event', rollId, event: 'synced' }),
      ]),
    );
    const roll = (await call('GET', `/users/${CASEY}/film-rolls/${rollId}`, tokens.casey)).json();
    expect(roll.syncedAt).not.toBeNull();
    expect(roll.events.map((e: { event: string }) => e.event)).toContain('synced');
  }, 60_000);

  it('takes spec §7’s body {filmRollId, name, description} alone, with ?fileType=image/jpeg or jpeg', async () => {
    const url = (fileType: string) =>
      `/users/${CASEY}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans?fileType=${encodeURIComponent(fileType)}`;
    const body = { filmRollId: rollId, name: 'dusk.jpg', description: 'Joshua Tree at dusk' };
    {
      const response = await call('POST', url('image/jpeg'), tokens.admin, body);
      expect(response.statusCode).toBe(201);
      const started = response.json();
      expect(started.write).toMatch(/^\/files\/uploads\/.+\?expires=\d+&sig=/);
      expect(started.scan).toMatchObject({
        status: 'pending',
        name: 'dusk.jpg',
        description: 'Joshua Tree at dusk',
        fileType: 'jpeg',
        hiResBytes: 0,
      });
      // Pending scans are not the roll's `scans`, even for staff (they are counted for them).
      const roll = (await call('GET', `/users/${CASEY}/film-rolls/${rollId}`, tokens.admin)).json();
      expect(roll.scans.map((scan: { id: number }) => scan.id)).not.toContain(started.scan.id);
      const uploaded = await put(started.write, await picture('jpeg'));
      expect(uploaded.statusCode).toBe(200);
      expect(uploaded.json()).toMatchObject({
        id: started.scan.id,
        status: 'ready',
        description: 'Joshua Tree at dusk',
        hiResBytes: expect.any(Number),
      });
      expect(uploaded.json().hiResBytes).toBeGreaterThan(0);
      const after = (await call('GET', `/users/${CASEY}/film-rolls/${rollId}`, tokens.casey)).json();
      expect(after.scans.at(-1)).toMatchObject({ id: started.scan.id, description: 'Joshua Tree at dusk' });
    }
    const empty = await call('POST', url('png'), tokens.admin, { ...body, description: '' });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().scan).toMatchObject({ fileType: 'png', description: null });
    const bare = await call('POST', url('tiff'), tokens.admin, { filmRollId: rollId, name: 'plain.tif' });
    expect(bare.json().scan).toMatchObject({ fileType: 'tiff', description: null });
    for (const pending of [empty.json().scan, bare.json().scan]) {
      const gone = await call(
        'DELETE',
        `/users/${CASEY}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans/${pending.id}`,
        tokens.admin,
      );
      expect(gone.statusCode).toBe(200);
    }
    const refused = await call('POST', url('image/gif'), tokens.admin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('fileType');
  }, 60_000);

  it('refuses a broken image (422, nothing kept), the wrong type (415), a forged or expired link (403)', async () => {
    const pending = (await start('jpeg')).json();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    let response = await put(pending.write, broken);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This file is not a readable image');
    const { rows } = await lab.db.query<{ status: string; hi_res_key: string | null }>(
      'SELECT status, hi_res_key FROM scans WHERE id = $1',
      [pending.scan.id],
    );
    expect(rows[0]).toEqual({ status: 'pending', hi_res_key: null });
    response = await put(pending.write, await picture('png'), 'image/jpeg');
    expect(response.statusCode).toBe(415);
    response = await put(pending.write, Buffer.from('hello'), 'text/plain');
    expect(response.statusCode).toBe(415);
    response = await put(pending.write.replace(/sig=[^&]+/, 'sig=AAAA'), await picture('jpeg'));
    expect(response.statusCode).toBe(403);
    response = await put(pending.write.replace(/expires=\d+/, 'expires=1000'), await picture('jpeg'));
    expect(response.statusCode).toBe(403);
    // The scan's link cannot write another key.
    response = await put(pending.write.replace('/uploads/', '/uploads/x'), await picture('jpeg'));
    expect(response.statusCode).toBe(403);
    response = await call(
      'DELETE',
      `/users/${CASEY}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans/${pending.scan.id}`,
      tokens.admin,
    );
    expect(response.statusCode).toBe(200);
  }, 60_000);

  it('answers 413 past LAB_MAX_SCAN_BYTES', async () => {
    const small = await buildLabApp({
      config: { ...lab.config, maxScanBytes: 2000 },
      db: lab.db,
      logger: createLabLogger('silent'),
    });
    try {
      const pending = (await start('jpeg', 1000)).json();
      const response = await small.inject({
        method: 'PUT',
        url: pending.write,
        payload: await picture('jpeg', 800, 600),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(response.statusCode).toBe(413);
      expect((await start('jpeg', 10 ** 12)).json().errors[0].field).toBe('bytes');
      // Without `bytes` (spec §7's body) nothing is refused up front: the PUT to the write link is.
      const unannounced = await call(
        'POST',
        `/users/${CASEY}/pick-ups/${pickUpId}/film-rolls/${rollId}/scans?fileType=jpeg`,
        tokens.admin,
        { filmRollId: rollId, name: 'big.jpg', description: null },
      );
      expect(unannounced.statusCode).toBe(201);
      const tooBig = await small.inject({
        method: 'PUT',
        url: unannounced.json().write,
        payload: await picture('jpeg', 800, 600),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(tooBig.statusCode).toBe(413);
      const { rows } = await lab.db.query<{ status: string; hi_res_key: string | null }>(
        'SELECT status, hi_res_key FROM scans WHERE id = $1',
        [unannounced.json().scan.id],
      );
      expect(rows[0]).toEqual({ status: 'pending', hi_res_key: null });
    } finally {
      await small.close();
    }
  });

  it('processes a file that arrived in the store directly (the S3 path) when staff say it has', async () => {
    const pending = (await start('jpeg')).json();
    const refused = await call('POST', `/users/${CASEY}/scans/${pending.scan.id}/uploaded`, tokens.admin);
    expect(refused.statusCode).toBe(404);
    const { rows } = await lab.db.query<{ key: string }>(
      'SELECT upload_key AS key FROM scans WHERE id = $1',
      [pending.scan.id],
    );
    await blobStoreFor(lab.config).put(rows[0]!.key, await picture('jpeg'));
    expect(
      (await call('POST', `/users/${CASEY}/scans/${pending.scan.id}/uploaded`, tokens.casey)).statusCode,
    ).toBe(403);
    const response = await call('POST', `/users/${CASEY}/scans/${pending.scan.id}/uploaded`, tokens.admin);
    expect(response.json()).toMatchObject({ status: 'ready', width: 600, height: 400 });
  });

  it('answers 404 for the contact sheet of a roll without scans', async () => {
    const roll = await call('POST', `/users/${CASEY}/pick-ups/${pickUpId}/film-rolls`, tokens.admin, {
      process: 'BW',
      format: '120',
      brand: 'Ilford',
      model: 'Delta 100',
    });
    const response = await call(
      'GET',
      `/users/${CASEY}/film-rolls/${roll.json().id}/contact-sheet`,
      tokens.casey,
    );
    expect(response.statusCode).toBe(404);
  });

  it('clears a roll (staff only)', async () => {
    const response = await call('PUT', `/users/${CASEY}/film-rolls/${rollId}/clear-scans`, tokens.admin);
    expect(response.json()).toMatchObject({ id: rollId, scanCount: 0 });
  });
});

describe('downloads', () => {
  it('lists signed links in frame order and serves JPEGs with the film in XMP and EXIF, with Range', async () => {
    const rollId = seed.casey.rollIds[0]!;
    let response = await call('GET', `/users/${CASEY}/downloads?rollId=${rollId}`, tokens.casey);
    expect(response.statusCode).toBe(200);
    const manifest = response.json();
    expect(manifest.fileName).toBe('Summer-in-Joshua-Tree.zip');
    expect(manifest.files[0].name).toMatch(/^Summer-in-Joshua-Tree\/Summer-in-Joshua-Tree-F01-\d+\.jpg$/);
    const file = manifest.files[0];
    const whole = await lab.app.inject({ method: 'GET', url: file.read });
    expect(whole.statusCode).toBe(200);
    expect(Number(whole.headers['content-length'])).toBe(file.bytes);
    expect(whole.rawPayload.length).toBe(file.bytes);
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const xmp = await exifr.parse(whole.rawPayload, {
      xmp: true,
      tiff: true,
      exif: true,
      multiSegment: true,
    });
    expect(xmp.Film).toBe('Portra 400');
    expect(xmp.FilmMaker).toBe('Kodak');
    expect(xmp.ISO).toBe(400);
    expect(xmp.ImageDescription).toMatch(/^Kodak Portra 400 - Roll \d+ - Frame 1$/);
    expect(xmp.subject).toEqual(expect.arrayContaining(['Kodak Portra 400', 'Road trip']));
    const ranged = await lab.app.inject({
      method: 'GET',
      url: file.read,
      headers: { range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${file.bytes}`);
    expect(ranged.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    const tail = await lab.app.inject({
      method: 'GET',
      url: file.read,
      headers: { range: `bytes=${file.bytes - 10}-` },
    });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(file.bytes - 10));
    // The hi-res itself is the scanner's file, byte for byte, after the inserted segments.
    const plain = await lab.app.inject({ method: 'GET', url: file.read.replace('&download=1', '') });
    expect(plain.statusCode).toBe(403);
    const { rows } = await lab.db.query<{ pickUpId: number }>(
      'SELECT pick_up_id AS "pickUpId" FROM film_rolls WHERE id = $1',
      [rollId],
    );
    response = await call('GET', `/users/${CASEY}/downloads?pickUpId=${rows[0]!.pickUpId}`, tokens.casey);
    expect(response.json().files.length).toBeGreaterThanOrEqual(36);
    response = await call('GET', `/users/${CASEY}/downloads?rollId=${rollId}&scanIds=1`, tokens.casey);
    expect(response.statusCode).toBe(400);
    response = await call('GET', `/users/${CASEY}/downloads?scanIds=${seed.other.scanIds[0]}`, tokens.casey);
    expect(response.statusCode).toBe(404);
    response = await call('GET', `/users/${CASEY}/downloads?rollId=${rollId}&size=HD`, tokens.casey);
    expect(response.statusCode).toBe(403);
  }, 60_000);
});

describe('unlocks', () => {
  it('checks the plan’s price, charges once, never twice, and a decline changes nothing', async () => {
    const scanIds = seed.casey.scanIds.slice(40, 42);
    let response = await call('PUT', `/users/${CASEY}/scans/unlock-scans`, tokens.casey, {
      scanIds,
      pricePerUnlock: 99,
      size: 'HD',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('pricePerUnlock');
    const before = await lab.db.query('SELECT * FROM scan_unlocks');
    const declined = await published(lab, async () => {
      response = await call('PUT', `/users/${CASEY}/scans/unlock-scans`, tokens.casey, {
        scanIds,
        pricePerUnlock: 49,
        size: 'HD',
        token: 'tok_chargeDeclined',
      });
    });
    expect(response.statusCode).toBe(402);
    // Declined before any rendering.
    expect(declined).toEqual([]);
    expect((await lab.db.query('SELECT * FROM scan_unlocks')).rows).toEqual(before.rows);
    const heard = await published(lab, async () => {
      response = await call('PUT', `/users/${CASEY}/scans/unlock-scans`, tokens.casey, {
        scanIds,
        pricePerUnlock: 49,
        size: 'HD',
      });
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().charged).toBe(98);
    expect(response.json().scans[0].unlocked).toEqual([
      expect.objectContaining({ size: 'HD', read: expect.stringMatching(/^\/files\/scans\//) }),
    ]);
    expect(heard.filter((e) => e.type === 'zip_progress').map((e) => e.progress)).toEqual([0, 50, 100]);
    response = await call('PUT', `/users/${CASEY}/scans/unlock-scans`, tokens.casey, {
      scanIds,
      pricePerUnlock: 49,
      size: 'HD',
    });
    expect(response.json().charged).toBe(0);
    response = await call(
      'GET',
      `/users/${CASEY}/downloads?scanIds=${scanIds.join(',')}&size=HD`,
      tokens.casey,
    );
    expect(response.json().files).toHaveLength(2);
    // A member of Super Nice pays nothing; Casey's price is not Hannah's.
    response = await call('PUT', `/users/${seed.other.userId}/scans/unlock-scans`, tokens.hannah, {
      scanIds: [seed.other.scanIds[0]],
      pricePerUnlock: 0,
      size: '16_BIT_TIFF',
    });
    expect(response.json().charged).toBe(0);
    const tiff = await lab.app.inject({ method: 'GET', url: response.json().scans[0].unlocked[0].read });
    expect(await sharp(tiff.rawPayload).metadata()).toMatchObject({ format: 'tiff', depth: 'ushort' });
    response = await call('PUT', `/users/${CASEY}/scans/unlock-scans`, tokens.casey, {
      scanIds: [seed.other.scanIds[0]],
      pricePerUnlock: 199,
      size: '16_BIT_TIFF',
    });
    expect(response.statusCode).toBe(400);
  }, 90_000);
});

describe('authorisation', () => {
  it('answers 401 without a token', async () => {
    const response = await lab.app.inject({ method: 'GET', url: `/users/${CASEY}/scans` });
    expect(response.statusCode).toBe(401);
    const other = await lab.app.inject({
      method: 'GET',
      url: `/users/${CASEY}/scans/${seed.casey.scanIds[0]}`,
      headers: authHeader(tokens.hannah),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('community submissions from a scan', () => {
  it('copies the scan’s sizes into public images the gallery serves', async () => {
    const scanId = seed.casey.scanIds[10]!;
    const response = await call(
      'POST',
      `/users/${CASEY}/scans/${scanId}/social-media-submissions`,
      tokens.casey,
      {
        socialHandle: '@casey',
      },
    );
    expect(response.statusCode).toBe(201);
    const submission = response.json();
    expect(submission).toMatchObject({
      handle: '@casey',
      width: 2400,
      height: 1600,
      filmRoll: { brand: 'Kodak' },
    });
    const url = new URL(submission.publicLinks.hiRes.read);
    const image = await lab.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const thumb = await lab.app.inject({
      method: 'GET',
      url: new URL(submission.scan.thumbnail.read).pathname,
    });
    expect(thumb.statusCode).toBe(200);
    const theirs = await call(
      'POST',
      `/users/${CASEY}/scans/${scanId}/social-media-submissions`,
      tokens.hannah,
      {},
    );
    expect(theirs.statusCode).toBe(403);
  });
});
