import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFor } from '../services/blob-store';
import { caller } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Issue 27: a downloaded scan carries the exposure as logged, in EXIF and XMP, beside the film's metadata; JPEGs and
// TIFFs; the stored image data byte for byte.

let lab: TestLab;
let call: ReturnType<typeof caller>;
let seed: SeededScans;
let token = '';
const CASEY = SEED_IDS.customer;

const EXPOSURE = {
  takenAt: '2026-06-20T17:42:10-07:00',
  cameraMake: 'Voigtländer',
  cameraModel: 'Bessa R2M',
  lens: 'Color Skopar 35/2.5',
  focalLength: 35,
  fNumber: 5.6,
  shutter: '1/500',
  exposureTime: 0.002,
  exposureCompensation: -0.33,
  latitude: 33.925361,
  longitude: -115.928611,
  altitude: 1200,
  note: 'Cholla garden, low sun — «golden»',
  filter: 'Yellow 8',
};

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  seed = await seededScans(lab.db);
  token = await lab.login('customer@lab.test');
}, 120_000);
afterAll(() => lab.close());

async function withFile(scanId: number, file: Buffer, ext: 'jpg' | 'tif'): Promise<void> {
  const key = `test-exposure/${scanId}-${Date.now()}.${ext}`;
  await blobStoreFor(lab.config).put(key, file, ext === 'jpg' ? 'image/jpeg' : 'image/tiff');
  await lab.db.query('UPDATE scans SET hi_res_key = $2, file_type = $3 WHERE id = $1', [
    scanId,
    key,
    ext === 'jpg' ? 'jpeg' : 'tiff',
  ]);
  const put = await call('PUT', `/users/${CASEY}/scans/exposures`, token, {
    scans: [{ scanId, exposure: EXPOSURE }],
  });
  expect(put.statusCode).toBe(200);
}

async function download(scanId: number) {
  const manifest = (await call('GET', `/users/${CASEY}/downloads?scanIds=${scanId}`, token)).json();
  const file = manifest.files[0];
  const response = await lab.app.inject({ method: 'GET', url: file.read });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.length).toBe(file.bytes);
  return response.rawPayload;
}

const read = (bytes: Buffer) =>
  exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, multiSegment: true, mergeOutput: true });

function expectExposure(meta: Record<string, unknown>) {
  expect(meta).toMatchObject({
    Make: 'Voigtlander',
    Model: 'Bessa R2M',
    LensModel: 'Color Skopar 35/2.5',
    FNumber: 5.6,
    ExposureTime: 0.002,
    FocalLength: 35,
    ISO: 400,
    OffsetTimeOriginal: '-07:00',
    GPSLatitudeRef: 'N',
    GPSLongitudeRef: 'W',
    GPSAltitude: 1200,
  });
  expect(meta.ExposureCompensation).toBeCloseTo(-0.33, 2);
  expect(meta.latitude).toBeCloseTo(33.925361, 5);
  expect(meta.longitude).toBeCloseTo(-115.928611, 5);
  // exifr reads EXIF dates as local time.
  const taken = meta.DateTimeOriginal as Date;
  expect([
    taken.getFullYear(),
    taken.getMonth() + 1,
    taken.getDate(),
    taken.getHours(),
    taken.getMinutes(),
  ]).toEqual([2026, 6, 20, 17, 42]);
}

describe('the exposure in downloaded files', () => {
  it('writes a JPEG’s EXIF and XMP, and leaves its image data as stored', async () => {
    const scanId = seed.casey.scanIds[3]!;
    const original = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a63' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    await withFile(scanId, original, 'jpg');
    const bytes = await download(scanId);
    const meta = await read(bytes);
    expectExposure(meta);
    // XMP: the film's, the exposure's (aux, exif, tiff) and the note as dc:description, in full Unicode.
    expect(meta.Film).toBe('Portra 400');
    expect(meta.Lens).toBe('Color Skopar 35/2.5');
    expect(meta.description).toMatchObject({ value: 'Cholla garden, low sun — «golden»' });
    expect(bytes.toString('latin1')).toContain('tiff:Make="Voigtländer"'.replace('ä', '\u00c3\u00a4'));
    // The inserted segments sit after the SOI; everything else is the stored file.
    const added = bytes.length - original.length;
    expect(Buffer.concat([bytes.subarray(0, 2), bytes.subarray(2 + added)]).equals(original)).toBe(true);
  });

  it('writes a TIFF’s IFDs without changing a byte of its image data', async () => {
    const scanId = seed.casey.scanIds[4]!;
    const original = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#357' } })
      .tiff({ compression: 'none' })
      .toBuffer();
    await withFile(scanId, original, 'tif');
    const bytes = await download(scanId);
    expectExposure(await read(bytes));
    // Byte for byte after the header's IFD offset; the new IFDs follow the stored end.
    expect(bytes.subarray(8, original.length).equals(original.subarray(8))).toBe(true);
    const [before, after] = await Promise.all([
      sharp(original).raw().toBuffer(),
      sharp(bytes).raw().toBuffer(),
    ]);
    expect(after.equals(before)).toBe(true);
    const info = await sharp(bytes).metadata();
    expect([info.width, info.height, info.format]).toEqual([320, 200, 'tiff']);
  });

  it('serves a range of the edited file as the whole file has it', async () => {
    const scanId = seed.casey.scanIds[4]!;
    const whole = await download(scanId);
    const manifest = (await call('GET', `/users/${CASEY}/downloads?scanIds=${scanId}`, token)).json();
    const start = whole.length - 300;
    const part = await lab.app.inject({
      method: 'GET',
      url: manifest.files[0].read,
      headers: { range: `bytes=${start}-` },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.subarray(start))).toBe(true);
  });
});
