import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFor } from '../services/blob-store';
import { caller } from '../test-support/orders';
import { type SeededScans, seededScans } from '../test-support/scans';
import { createTestLab, SEED_IDS, type TestLab } from '../test-support/test-lab';

// Issue 23: a downloaded JPEG's EXIF said 1×1 px, "Uncalibrated" and 25.4 dpi, copied from the 1×1 carrier the
// metadata is written on. It carries the file's own pixel size, colour space and resolution (decision 103).

let lab: TestLab;
let call: ReturnType<typeof caller>;
let seed: SeededScans;
let token = '';
const CASEY = SEED_IDS.customer;

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  seed = await seededScans(lab.db);
  token = await lab.login('customer@lab.test');
}, 120_000);
afterAll(() => lab.close());

/** Gives the scan a hi-res file of our own (under a new key: stored keys are never overwritten). */
async function withHiRes(scanId: number, file: Buffer): Promise<void> {
  const key = `test-exif/${scanId}-${Date.now()}.jpg`;
  await blobStoreFor(lab.config).put(key, file, 'image/jpeg');
  await lab.db.query('UPDATE scans SET hi_res_key = $2 WHERE id = $1', [scanId, key]);
}

async function download(scanId: number) {
  const manifest = (await call('GET', `/users/${CASEY}/downloads?scanIds=${scanId}`, token)).json();
  const file = manifest.files[0];
  const response = await lab.app.inject({ method: 'GET', url: file.read });
  expect(response.statusCode).toBe(200);
  // The manifest's byte count is still the answer's.
  expect(response.rawPayload.length).toBe(file.bytes);
  return {
    bytes: response.rawPayload,
    exif: await exifr.parse(response.rawPayload, { tiff: true, exif: true, xmp: true, multiSegment: true }),
  };
}

describe('downloaded JPEG metadata', () => {
  it('carries the real pixel size, sRGB and the file’s resolution beside the film', async () => {
    const scanId = seed.casey.scanIds[5]!;
    await withHiRes(
      scanId,
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#246' } })
        .withMetadata({ density: 300 })
        .jpeg()
        .toBuffer(),
    );
    const { bytes, exif } = await download(scanId);
    expect(exif).toMatchObject({
      ExifImageWidth: 3000,
      ExifImageHeight: 2000,
      ColorSpace: 1,
      XResolution: 300,
      YResolution: 300,
      ResolutionUnit: 'inches',
    });
    expect(exif.Film).toBeTruthy();
    // Still the picture it was.
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([3000, 2000]);
  });

  it('says 72 dpi for a file that gives no resolution, and Uncalibrated only for a non-sRGB profile', async () => {
    const scanId = seed.casey.scanIds[6]!;
    const plain = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#642' } })
      .jpeg()
      .toBuffer();
    await withHiRes(scanId, plain);
    let { exif } = await download(scanId);
    expect(exif).toMatchObject({
      ExifImageWidth: 1200,
      ExifImageHeight: 800,
      ColorSpace: 1,
      XResolution: 72,
    });

    const wide = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#642' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    await withHiRes(scanId, wide);
    ({ exif } = await download(scanId));
    expect(exif).toMatchObject({ ExifImageWidth: 640, ExifImageHeight: 480, ColorSpace: 65535 });
  });
});
