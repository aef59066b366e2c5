import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../test-support/orders';
import { createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let call: ReturnType<typeof caller>;
const tokens = { admin: '', casey: '' };

beforeAll(async () => {
  lab = await createTestLab();
  call = caller(lab);
  tokens.admin = await lab.login('admin@lab.test');
  tokens.casey = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#2f6d8c' } })
    [format]()
    .toBuffer();

/** Asks for a write link and PUTs the file to it; answers the key. */
async function upload(productId: number, file: Buffer, type = 'image/jpeg'): Promise<string> {
  const link = await call('POST', `/products/${productId}/image-uploads`, tokens.admin, {
    contentType: type,
  });
  expect(link.statusCode).toBe(201);
  const { key, write } = link.json();
  const put = await lab.app.inject({
    method: 'PUT',
    url: write,
    headers: { 'content-type': type },
    payload: file,
  });
  expect(put.json()).toEqual({ key });
  return key;
}

async function productId(urlName: string): Promise<number> {
  return (await call('GET', `/products/name/${urlName}`, tokens.casey)).json().id;
}

describe('product pictures', () => {
  it('adds an uploaded picture as a WebP of at most 1600 px after the drawn ones, and removes one', async () => {
    const id = await productId('kodak-portra-400-35mm');
    const key = await upload(id, await picture(3000, 2000));
    let response = await call('POST', `/products/${id}/images`, tokens.admin, { key });
    expect(response.statusCode).toBe(201);
    const images = response.json().images as { path: string; read: string }[];
    expect(images.map((image) => image.path)).toEqual([
      'product-kodak-portra-400-35mm-front.webp',
      'product-kodak-portra-400-35mm-side.webp',
      expect.stringMatching(new RegExp(`^blob-product-${id}-[0-9a-f]{32}\\.webp$`)),
    ]);
    const served = await lab.app.inject({ method: 'GET', url: new URL(images[2]!.read).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1067]);

    // The same file twice (a double click) is added once.
    response = await call('POST', `/products/${id}/images`, tokens.admin, { key });
    expect(response.statusCode).toBe(409);

    // Removing a drawn picture and the uploaded one leaves the other drawn one; the uploaded file is gone.
    response = await call('DELETE', `/products/${id}/images?path=${images[0]!.path}`, tokens.admin);
    expect(response.json().images.map((image: { path: string }) => image.path)).toEqual([
      images[1]!.path,
      images[2]!.path,
    ]);
    response = await call('DELETE', `/products/${id}/images?path=${images[2]!.path}`, tokens.admin);
    expect(response.json().images.map((image: { path: string }) => image.path)).toEqual([images[1]!.path]);
    expect((await lab.app.inject({ method: 'GET', url: new URL(images[2]!.read).pathname })).statusCode).toBe(
      404,
    );
    response = await call('DELETE', `/products/${id}/images?path=${images[2]!.path}`, tokens.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Picture not found');
  });

  it('adds pictures to a detail and removes them', async () => {
    const id = await productId('kodak-tri-x-400-120');
    const product = (await call('GET', `/products/${id}`, tokens.admin)).json();
    const detailsId = product.details[0].id;
    const key = await upload(id, await picture(400, 300, 'png'), 'image/png');
    let response = await call('POST', `/products/${id}/images`, tokens.admin, { key, detailsId });
    expect(response.statusCode).toBe(201);
    const detail = response.json().details.find((d: { id: number }) => d.id === detailsId);
    expect(detail.images).toHaveLength(1);
    expect(response.json().images).toHaveLength(2);
    response = await call(
      'DELETE',
      `/products/${id}/details/${detailsId}/images?path=${detail.images[0].path}`,
      tokens.admin,
    );
    expect(response.json().details.find((d: { id: number }) => d.id === detailsId).images).toEqual([]);
  });

  it('refuses customers, another product’s upload, a file that is not a picture, and bad paths', async () => {
    const id = await productId('kodak-portra-400-35mm');
    const other = await productId('kodak-tri-x-400-120');
    expect(
      (await call('POST', `/products/${id}/image-uploads`, tokens.casey, { contentType: 'image/jpeg' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/products/${id}/images?path=x.webp`, tokens.casey)).statusCode).toBe(403);
    let response = await call('POST', `/products/${id}/image-uploads`, tokens.admin, {
      contentType: 'image/gif',
    });
    expect(response.json().errors).toEqual([
      { field: 'contentType', message: 'Pictures must be JPEG or PNG files' },
    ]);

    const key = await upload(other, await picture(100, 100));
    response = await call('POST', `/products/${id}/images`, tokens.admin, { key });
    expect(response.json().errors).toEqual([
      { field: 'key', message: 'Must be an upload link of this product' },
    ]);

    const junk = await upload(id, Buffer.from('not a picture at all'));
    response = await call('POST', `/products/${id}/images`, tokens.admin, { key: junk });
    expect(response.statusCode).toBe(415);
    const images = (await call('GET', `/products/${id}`, tokens.admin)).json().images;
    expect(images.every((image: { path: string }) => !image.path.startsWith('blob-'))).toBe(true);

    response = await call('DELETE', `/products/${id}/images?path=../secret`, tokens.admin);
    expect(response.json().errors[0].field).toBe('path');
  });
});
