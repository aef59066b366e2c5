import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShippingLabel, labelLink } from '../services/shipping-labels';
import { createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let labelName: string;
beforeAll(async () => {
  lab = await createTestLab();
  const address = {
    name: 'Casey Moreno',
    address1: '210 Kent Ave',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11249',
  };
  ({ labelName } = await createShippingLabel({
    shipmentId: 1,
    serviceLevel: null,
    from: address,
    to: address,
  }));
}, 60_000);
afterAll(() => lab.close());

const get = (url: string) => lab.app.inject({ method: 'GET', url });

describe('GET /files/labels/{name}.png', () => {
  it('answers the PNG to whoever holds a signed link, as a download under the fixed file name', async () => {
    const response = await get(labelLink(lab.config, labelName));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="nice-film-lab-shipping-label.png"',
    );
    expect((await sharp(response.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a link whose signature does not match, before looking for the file', async () => {
    const link = new URL(labelLink(lab.config, labelName), 'http://lab.test');
    const forged = `${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 3600}&sig=${link.searchParams.get('sig')}`;
    const unknown = labelLink(lab.config, 'f'.repeat(32));
    for (const url of [forged, `${link.pathname}?expires=1&sig=abc`, link.pathname]) {
      const response = await get(url);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: 'This label link is invalid', status: 403, errors: [] },
      });
    }
    // A well-signed link to a label that does not exist.
    expect((await get(unknown)).statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const response = await get(labelLink(lab.config, labelName, -1));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This label link has expired');
  });

  it('answers 404 for a name that is not a label', async () => {
    expect((await get('/files/labels/..%2F..%2Fetc%2Fpasswd?expires=1&sig=a')).statusCode).toBe(404);
    expect((await get('/files/labels/abc.jpg')).statusCode).toBe(404);
  });
});
