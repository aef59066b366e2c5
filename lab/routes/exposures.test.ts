import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, type TestLab } from '../test-support/test-lab';

// Exposure logs in the lab (issue 27): import onto a roll, undo, direct writes, ownership and refusals.

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

const exposure = (n: number) => ({
  takenAt: `2026-06-20T17:4${n}:10-07:00`,
  cameraMake: 'Leica',
  cameraModel: 'M6',
  lens: 'Summicron 35 mm f/2',
  focalLength: 35,
  fNumber: 8,
  shutter: '1/250',
  exposureTime: 0.004,
  exposureCompensation: -0.33,
  latitude: 33.925361,
  longitude: -115.928611,
  note: `Frame ${n}`,
});

describe('importing a log onto a roll', () => {
  it('writes the exposures and the camera, answers the import, and a repeat writes nothing more', async () => {
    const userId = seed.casey.userId;
    const rollId = seed.casey.rollIds[0]!;
    const [s1, s2] = seed.casey.firstRollScanIds;
    const body = {
      key: 'import-one-123',
      source: 'EXIF_NOTES_JSON',
      fileName: 'June.json',
      camera: 'Leica M6',
      scans: [
        { scanId: s1, exposure: exposure(1) },
        { scanId: s2, exposure: exposure(2) },
      ],
    };
    const path = `/users/${userId}/film-rolls/${rollId}/exposure-imports`;
    const first = await call('POST', path, tokens.casey, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      camera: 'Leica M6',
      exposureImport: { source: 'EXIF_NOTES_JSON', fileName: 'June.json', frameCount: 2, camera: 'Leica M6' },
    });
    const again = await call('POST', path, tokens.casey, body);
    expect(again.json().exposureImport.id).toBe(first.json().exposureImport.id);

    const scan = (await call('GET', `/users/${userId}/scans/${s1}`, tokens.casey)).json();
    expect(scan.exposure).toEqual({
      ...exposure(1),
      filter: null,
      altitude: null,
      iso: 400,
    });

    // Staff import onto the customer's roll; a later import replaces frame 1 only.
    const staff = await call('POST', path, tokens.admin, {
      ...body,
      key: 'import-two-456',
      camera: 'Leica M2',
      scans: [{ scanId: s1, exposure: { ...exposure(5), takenAt: null, latitude: null, longitude: null } }],
    });
    expect(staff.statusCode).toBe(201);
    const replaced = (await call('GET', `/users/${userId}/scans/${s1}`, tokens.casey)).json();
    expect(replaced.exposure).toMatchObject({ note: 'Frame 5', takenAt: null, latitude: null });

    // The older import cannot be undone before the newer one.
    const older = await call('DELETE', `${path}/${first.json().exposureImport.id}`, tokens.casey);
    expect(older.statusCode).toBe(409);

    // Undo the newer: frame 1 is as the first import left it, the camera too.
    const undo = await call('DELETE', `${path}/${staff.json().exposureImport.id}`, tokens.casey);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({
      camera: 'Leica M6',
      exposureImport: { id: first.json().exposureImport.id },
    });
    expect((await call('GET', `/users/${userId}/scans/${s1}`, tokens.casey)).json().exposure.note).toBe(
      'Frame 1',
    );
    // Undoing twice changes nothing.
    expect((await call('DELETE', `${path}/${staff.json().exposureImport.id}`, tokens.casey)).statusCode).toBe(
      200,
    );

    // Undo the first: the scans have no exposure again, and the roll no camera.
    const none = await call('DELETE', `${path}/${first.json().exposureImport.id}`, tokens.casey);
    expect(none.json()).toMatchObject({ camera: null, exposureImport: null });
    expect((await call('GET', `/users/${userId}/scans/${s2}`, tokens.casey)).json().exposure).toBeNull();
  });

  it("refuses another user's roll, a scan of another roll and values out of range, writing nothing", async () => {
    const userId = seed.casey.userId;
    const rollId = seed.casey.rollIds[0]!;
    const path = `/users/${userId}/film-rolls/${rollId}/exposure-imports`;
    const base = { key: 'refused-key-1', source: 'LIGHTME_JSON' };
    const s1 = seed.casey.firstRollScanIds[0]!;
    expect(
      (await call('POST', path, tokens.hannah, { ...base, scans: [{ scanId: s1, exposure: exposure(1) }] }))
        .statusCode,
    ).toBe(403);
    const hannahsRoll = `/users/${seed.other.userId}/film-rolls/${seed.other.rollId}/exposure-imports`;
    expect(
      (
        await call('POST', hannahsRoll, tokens.casey, {
          ...base,
          scans: [{ scanId: s1, exposure: exposure(1) }],
        })
      ).statusCode,
    ).toBe(403);
    const stray = await call('POST', path, tokens.casey, {
      ...base,
      scans: [
        { scanId: s1, exposure: exposure(1) },
        { scanId: seed.other.scanIds[0], exposure: exposure(2) },
      ],
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors[0]).toMatchObject({ field: 'scans.1.scanId' });
    const outOfRange = await call('POST', path, tokens.casey, {
      ...base,
      scans: [{ scanId: s1, exposure: { ...exposure(1), latitude: 91 } }],
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors[0].field).toBe('scans.0.exposure.latitude');
    const tooLong = await call('POST', path, tokens.casey, {
      ...base,
      scans: [{ scanId: s1, exposure: { ...exposure(1), note: 'x'.repeat(2001) } }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await call('GET', `/users/${userId}/scans/${s1}`, tokens.casey)).json().exposure).toBeNull();
  });
});

describe('writing exposures directly', () => {
  it('writes and clears several scans of the user, all or nothing', async () => {
    const userId = seed.casey.userId;
    const [a, b] = seed.casey.scanIds.slice(40, 42);
    const path = `/users/${userId}/scans/exposures`;
    const written = await call('PUT', path, tokens.casey, {
      scans: [
        { scanId: a, exposure: { fNumber: 2.8, shutter: '1/60' } },
        { scanId: b, exposure: { note: 'Rain' } },
      ],
    });
    expect(written.statusCode).toBe(200);
    expect(written.json().scans.map((s: { exposure: { fNumber: number } }) => s.exposure.fNumber)).toEqual([
      2.8,
      null,
    ]);
    const refused = await call('PUT', path, tokens.casey, {
      scans: [
        { scanId: a, exposure: null },
        { scanId: seed.other.scanIds[0], exposure: null },
      ],
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', `/users/${userId}/scans/${a}`, tokens.casey)).json().exposure.fNumber).toBe(
      2.8,
    );
    const cleared = await call('PUT', path, tokens.casey, { scans: [{ scanId: a, exposure: null }] });
    expect(cleared.json().scans[0].exposure).toBeNull();
  });
});

describe('the place of a located frame', () => {
  it('names the nearest known place, or none', async () => {
    const named = await call('GET', '/places/reverse?latitude=34.0058&longitude=-116.0575', tokens.casey);
    expect(named.json()).toMatchObject({ name: 'Skull Rock, Joshua Tree National Park, CA, USA' });
    expect((await call('GET', '/places/reverse?latitude=0&longitude=-140', tokens.casey)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/places/reverse?latitude=95&longitude=0', tokens.casey)).statusCode).toBe(400);
  });
});
