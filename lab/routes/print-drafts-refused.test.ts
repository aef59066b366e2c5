import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFor } from '../services/blob-store';
import { caller } from '../test-support/orders';
import { createTestLab, type TestLab } from '../test-support/test-lab';

// Issue 23: a text or empty file sent to a print draft's upload link was stored and its draft stayed after the
// conversion refused it. A refused upload or conversion leaves no draft and no file; drafts never converted are
// swept after a day (docs/decisions/103-files-and-shares.md).

let lab: TestLab;
let call: ReturnType<typeof caller>;
let casey = '';

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  casey = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

type Link = { draftId: string; write: string };

async function newDraft(name = 'wall.png'): Promise<Link> {
  const response = await call('GET', `/prints/drafts/link?name=${name}`, casey);
  expect(response.statusCode).toBe(200);
  return response.json<Link>();
}

const rawKey = (draftId: string) => `print-drafts/raw/${draftId}`;
const stored = async (key: string) => (await blobStoreFor(lab.config).stat(key)) !== null;
const draftRows = async (draftId: string) =>
  (await lab.db.query('SELECT 1 FROM print_drafts WHERE id = $1', [draftId])).rows.length;

const put = (url: string, payload: Buffer, contentType: string) =>
  lab.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });

describe('refused print-draft files', () => {
  it('refuses a text file at the upload link: 415 on the file, nothing stored, no draft', async () => {
    const link = await newDraft('notes.txt');
    const response = await put(link.write, Buffer.from('not a picture at all'), 'application/octet-stream');
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toMatchObject({ field: 'file' });
    expect(await stored(rawKey(link.draftId))).toBe(false);
    expect(await draftRows(link.draftId)).toBe(0);
    expect((await call('GET', `/prints/drafts/${link.draftId}`, casey)).statusCode).toBe(404);
    // The link is spent: a second try (even with a picture) has no draft to land in.
    const again = await put(
      link.write,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    expect(again.statusCode).toBe(409);
    expect(await stored(rawKey(link.draftId))).toBe(false);
  });

  it('refuses an empty file with 400 "The file is empty", and leaves no draft', async () => {
    const link = await newDraft();
    const response = await put(link.write, Buffer.alloc(0), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The file is empty', errors: [{ field: 'file' }] });
    expect(await draftRows(link.draftId)).toBe(0);
  });

  it('removes the draft and its raw file when the conversion refuses the file', async () => {
    const link = await newDraft();
    // A PNG's signature on a body that is no picture: it passes the upload and fails the conversion.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    expect((await put(link.write, fake, 'image/png')).statusCode).toBe(200);
    expect(await stored(rawKey(link.draftId))).toBe(true);
    const refused = await call('PUT', `/prints/drafts/${link.draftId}/convert-draft`, casey);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('file');
    expect(await stored(rawKey(link.draftId))).toBe(false);
    expect(await draftRows(link.draftId)).toBe(0);
    expect((await call('GET', `/prints/drafts/${link.draftId}`, casey)).statusCode).toBe(404);
  });

  it('sweeps drafts never converted after a day, with their files, and keeps converted and fresh ones', async () => {
    const png = await sharp({ create: { width: 20, height: 30, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    const stale = await newDraft('stale.png');
    expect((await put(stale.write, png, 'image/png')).statusCode).toBe(200);
    const fresh = await newDraft('fresh.png');
    const converted = await newDraft('done.png');
    expect((await put(converted.write, png, 'image/png')).statusCode).toBe(200);
    expect((await call('PUT', `/prints/drafts/${converted.draftId}/convert-draft`, casey)).statusCode).toBe(
      200,
    );
    await lab.db.query(
      `UPDATE print_drafts SET created_at = now() - interval '25 hours' WHERE id = ANY($1)`,
      [[stale.draftId, converted.draftId]],
    );

    await newDraft('next.png');
    expect(await draftRows(stale.draftId)).toBe(0);
    expect(await stored(rawKey(stale.draftId))).toBe(false);
    expect(await draftRows(fresh.draftId)).toBe(1);
    expect((await call('GET', `/prints/drafts/${converted.draftId}`, casey)).json()).toMatchObject({
      jpeg: true,
    });
  });
});
