import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support/orders';
import { createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', casey: '', hannah: '' };

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  [tokens.admin, tokens.casey, tokens.hannah] = await Promise.all([
    lab.login('admin@lab.test'),
    lab.login('customer@lab.test'),
    lab.login('hannah.okafor@example.com'),
  ]);
}, 60_000);
afterAll(() => lab.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

type Link = { draftId: string; name: string; write: string; read: string };

async function upload(token: string, name: string, file: Buffer, contentType: string): Promise<Link> {
  const link = await call('GET', `/prints/drafts/link?name=${encodeURIComponent(name)}`, token);
  expect(link.statusCode).toBe(200);
  const body = link.json<Link>();
  const put = await lab.app.inject({
    method: 'PUT',
    url: body.write,
    headers: { 'content-type': contentType },
    payload: file,
  });
  expect(put.statusCode).toBe(200);
  return body;
}

describe('GET /prints/papers', () => {
  it('lists the papers with their sizes and prices, fine art at twice the price', async () => {
    const response = await call('GET', '/prints/papers', tokens.casey);
    expect(response.statusCode).toBe(200);
    const papers =
      response.json<
        { name: string; paperType: string; sizes: { width: number; height: number; price: number }[] }[]
      >();
    expect(papers.map((paper) => paper.paperType)).toEqual(['LUSTRE', 'GLOSSY', 'FINE_ART']);
    expect(papers[0]!.sizes.find((size) => size.width === 8 && size.height === 10)?.price).toBe(1499);
    expect(papers[2]!.sizes.find((size) => size.width === 8 && size.height === 10)?.price).toBe(2998);
  });

  it('is public: a visitor sees the papers before signing in', async () => {
    const response = await lab.app.inject({ method: 'GET', url: '/prints/papers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
  });
});

describe('print drafts', () => {
  it('answers spec §3’s Draft upload: a new draft’s targetPrinter, paper and jpeg, as the draft itself says', async () => {
    const response = await call('GET', '/prints/drafts/link?name=lake.tif', tokens.casey);
    expect(response.statusCode).toBe(200);
    const link = response.json();
    expect(Object.keys(link).sort()).toEqual(
      ['draftId', 'expiresAt', 'jpeg', 'name', 'paper', 'read', 'targetPrinter', 'write'].sort(),
    );
    expect(link).toMatchObject({
      draftId: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'lake.tif',
      write: expect.stringMatching(/^\/files\/uploads\/print-drafts\/raw\//),
      read: expect.stringMatching(/^\/files\/scans\/print-drafts\/jpeg\//),
      targetPrinter: null,
      paper: null,
      jpeg: false,
    });
    const draft = (await call('GET', `/prints/drafts/${link.draftId}`, tokens.casey)).json();
    expect(draft).toMatchObject({
      draftId: link.draftId,
      name: link.name,
      targetPrinter: link.targetPrinter,
      paper: link.paper,
      jpeg: link.jpeg,
    });
  });

  it.each([
    ['PNG', 'image/png', () => picture(300, 200).png().toBuffer()],
    ['TIFF', 'image/tiff', () => picture(300, 200).tiff().toBuffer()],
    ['JPEG', 'image/jpeg', () => picture(300, 200).jpeg().toBuffer()],
  ])('a %s upload is converted to a JPEG the read link serves', async (_kind, contentType, make) => {
    const link = await upload(tokens.casey, 'harbour.file', await make(), contentType);
    expect((await lab.app.inject({ method: 'GET', url: link.read })).statusCode).toBe(404);

    const converted = await call(
      'PUT',
      `/prints/drafts/${link.draftId}/convert-draft?name=harbour&targetPrinter=EPSON-P9000&paper=Lustre`,
      tokens.casey,
    );
    expect(converted.statusCode).toBe(200);
    const draft = converted.json();
    expect(draft).toMatchObject({
      draftId: link.draftId,
      name: 'harbour',
      jpeg: true,
      width: 300,
      height: 200,
      targetPrinter: 'EPSON-P9000',
      paper: 'Lustre',
    });
    const file = await lab.app.inject({ method: 'GET', url: draft.read });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);

    // Converting again answers the same draft; reading it back too.
    expect(
      (await call('PUT', `/prints/drafts/${link.draftId}/convert-draft`, tokens.casey)).json().read,
    ).toBe(draft.read);
    expect((await call('GET', `/prints/drafts/${link.draftId}`, tokens.casey)).json()).toMatchObject({
      jpeg: true,
      width: 300,
    });
  });

  it('refuses a file that is not a picture, and a conversion before the upload', async () => {
    // Refused at the upload link since issue 23 (print-drafts-refused.test.ts): the draft goes with the file.
    const link = (await call('GET', '/prints/drafts/link?name=notes.txt', tokens.casey)).json<Link>();
    const refused = await lab.app.inject({
      method: 'PUT',
      url: link.write,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('not a picture at all'),
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errors[0].field).toBe('file');
    expect((await call('GET', `/prints/drafts/${link.draftId}`, tokens.casey)).statusCode).toBe(404);

    const early = await call('GET', '/prints/drafts/link?name=later.png', tokens.casey);
    const waiting = await call('PUT', `/prints/drafts/${early.json().draftId}/convert-draft`, tokens.casey);
    expect(waiting.statusCode).toBe(409);
  });

  it('is reached only by its owner and admins', async () => {
    const link = await upload(tokens.casey, 'mine.png', await picture(40, 60).png().toBuffer(), 'image/png');
    expect((await call('GET', `/prints/drafts/${link.draftId}`, tokens.hannah)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/prints/drafts/${link.draftId}/convert-draft`, tokens.hannah)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/prints/drafts/${link.draftId}`, tokens.admin)).statusCode).toBe(200);
  });

  it('validates the name and the id', async () => {
    const noName = await call('GET', '/prints/drafts/link', tokens.casey);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].field).toBe('name');
    expect((await call('GET', '/prints/drafts/not-an-id', tokens.casey)).statusCode).toBe(400);
  });
});
