import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

let stack: Stack;
let admin: string;
let casey: string;
let noah: string;
beforeAll(async () => {
  stack = await startStack();
  [admin, casey, noah] = await Promise.all([
    stack.login('admin@lab.test'),
    stack.login('customer@lab.test'),
    stack.login('newcustomer@lab.test'),
  ]);
});
afterAll(() => stack?.close());

const START = `mutation Start($fileType: String!, $userId: ID) {
  startProfilePicUpload(fileType: $fileType, userId: $userId) { uploadUrl expiresAt } }`;
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3060a0' } })
    .jpeg()
    .toBuffer();
const putPicture = (url: string, body: Buffer, type = 'image/jpeg') =>
  request(stack.app.server).put(url).set('content-type', type).send(body);

describe('avatars through the BFF', () => {
  it('a customer gets a same-origin write link, PUTs a picture and sees it on me and at /images/', async () => {
    const started = await stack.gql<{ startProfilePicUpload: { uploadUrl: string; expiresAt: string } }>(
      START,
      { fileType: 'image/jpeg' },
      casey,
    );
    const { uploadUrl } = started.body.data!.startProfilePicUpload;
    expect(uploadUrl).toMatch(/^\/files\/profile-pics\/\d+\/[0-9a-f]{24}\.jpg\?expires=\d+&sig=/);

    const put = await putPicture(uploadUrl, await jpeg(300, 300));
    expect(put.status).toBe(200);
    expect(put.body.profileImageUrl).toMatch(/^\/images\/blob-avatar-\d+-[0-9a-f]{24}\.jpg$/);

    const me = await stack.gql<{ me: { profileImageUrl: string } }>('{ me { profileImageUrl } }', {}, casey);
    expect(me.body.data!.me.profileImageUrl).toBe(put.body.profileImageUrl);
    const image = await request(stack.app.server).get(put.body.profileImageUrl).buffer(true);
    expect(image.status).toBe(200);
    const meta = await sharp(image.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 150]);
  });

  it('lets staff start a customer’s upload; refuses another customer, other types and forged links', async () => {
    const caseyId = (await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, casey)).body.data!.me.id;
    const byAdmin = await stack.gql(START, { fileType: 'image/png', userId: caseyId }, admin);
    expect(byAdmin.body.errors).toBeUndefined();

    const other = await stack.gql(START, { fileType: 'image/jpeg', userId: caseyId }, noah);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gif = await stack.gql(START, { fileType: 'image/gif' }, casey);
    expect(gif.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await stack.gql(START, { fileType: 'image/jpeg' });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { uploadUrl } = (
      await stack.gql<{ startProfilePicUpload: { uploadUrl: string } }>(
        START,
        { fileType: 'image/jpeg' },
        noah,
      )
    ).body.data!.startProfilePicUpload;
    const forged = await putPicture(
      uploadUrl.replace(/\/profile-pics\/\d+\//, `/profile-pics/${caseyId}/`),
      await jpeg(20, 20),
    );
    expect(forged.status).toBe(403);
    const notImage = await putPicture(uploadUrl, Buffer.from('this is not a picture'));
    expect(notImage.status).toBe(415);
    expect(notImage.body.message).toBe('The picture must be a JPEG or PNG image');
  });
});
