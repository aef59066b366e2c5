import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
const tokens = { admin: '', customer: '', newCustomer: '' };
beforeAll(async () => {
  lab = await createTestLab();
  tokens.admin = await lab.login('admin@lab.test');
  tokens.customer = await lab.login('customer@lab.test');
  tokens.newCustomer = await lab.login('newcustomer@lab.test');
}, 60_000);
afterAll(() => lab.close());

const linkFor = async (userId: number, token: string, fileType = 'image/jpeg') =>
  lab.app.inject({
    url: `/users/${userId}/profile-pic?fileType=${encodeURIComponent(fileType)}`,
    headers: authHeader(token),
  });
const putFile = (url: string, body: Buffer, type = 'image/jpeg') =>
  lab.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': type } });
const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#c86432' } })
    [format]()
    .toBuffer();

describe('profile pictures', () => {
  it('gives the holder a write link; the PUT keeps a ≤150 px JPEG and answers the user with its link', async () => {
    const link = await linkFor(2, tokens.customer);
    expect(link.statusCode).toBe(200);
    const { url, method, expiresAt } = link.json();
    expect(method).toBe('PUT');
    expect(url).toMatch(/^\/files\/profile-pics\/2\/[0-9a-f]{24}\.jpg\?expires=\d+&sig=/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

    const put = await putFile(url, await picture(600, 300, 'png'), 'image/png');
    expect(put.statusCode).toBe(200);
    const user = put.json();
    expect(user.id).toBe(2);
    expect(user.profileImageUrl).toMatch(/\/public\/images\/blob-avatar-2-[0-9a-f]{24}\.jpg$/);

    const image = await lab.app.inject({ url: new URL(user.profileImageUrl).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 75]);
    expect(
      (await lab.app.inject({ url: '/users/2', headers: authHeader(tokens.customer) })).json(),
    ).toMatchObject({
      profileImageUrl: user.profileImageUrl,
    });
  });

  it('lets an admin ask for a customer’s link but refuses another customer', async () => {
    expect((await linkFor(2, tokens.admin)).statusCode).toBe(200);
    const other = await linkFor(2, tokens.newCustomer);
    expect(other.statusCode).toBe(403);
  });

  it('refuses other file types, forged or reused-for-another-user links, and non-images', async () => {
    const bad = await linkFor(2, tokens.customer, 'image/gif');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'fileType', message: 'Choose a JPEG or PNG image' });

    const { url } = (await linkFor(2, tokens.customer)).json();
    const forged = url.replace('/profile-pics/2/', '/profile-pics/3/');
    expect((await putFile(forged, await picture(50, 50))).statusCode).toBe(403);
    expect((await putFile(url.replace(/sig=.*/, 'sig=abc'), await picture(50, 50))).statusCode).toBe(403);
    const notImage = await putFile(url, Buffer.from('GIF89a not a jpeg at all'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe('The picture must be a JPEG or PNG image');
  });

  it('refuses a file larger than 1 MB with 413', async () => {
    const { url } = (await linkFor(2, tokens.customer)).json();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024 + 10)]);
    expect((await putFile(url, big)).statusCode).toBe(413);
  });
});
