import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, type Stack, startBff, startStack } from '../support/stack.js';
import { type StandIn, startStandIn } from './support/stand-in-upstream.js';

// The landing gallery's images: the lab links its own storage absolutely, browsers cannot reach it and the
// CSP allows images from 'self' only, so the BFF answers /images/<name> links and streams the bytes through.

const GALLERY = `query CommunityGallery {
  socialSubmissions(selected: true, limit: 25, offset: 0, sortBy: "selectedAt", desc: true) {
    submissions { id thumbnailUrl midResUrl hiResUrl }
  }
}`;
type Page = {
  socialSubmissions: {
    submissions: { id: string; thumbnailUrl: string; midResUrl: string; hiResUrl: string }[];
  };
};

/** supertest answers images as a Buffer only when asked to. */
const get = (bff: Bff, path: string, headers: Record<string, string> = {}) =>
  request(bff.app.server)
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('community images through the BFF (real lab)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('answers same-origin /images/ links for every gallery image', async () => {
    const res = await stack.gql<Page>(GALLERY);
    expect(res.body.errors).toBeUndefined();
    const { submissions } = res.body.data!.socialSubmissions;
    expect(submissions.length).toBeGreaterThan(0);
    for (const s of submissions) {
      expect(s.thumbnailUrl).toMatch(/^\/images\/[a-z0-9-]+\.webp$/);
      expect(s.midResUrl).toMatch(/^\/images\/[a-z0-9-]+\.webp$/);
      expect(s.hiResUrl).toMatch(/^\/images\/[a-z0-9-]+\.jpg$/);
    }
  });

  it('streams the image bytes with their type and caching headers', async () => {
    const res = await stack.gql<Page>(GALLERY);
    const first = res.body.data!.socialSubmissions.submissions[0]!;

    const thumb = await get(stack, first.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webp = thumb.body as Buffer;
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(thumb.headers['content-length'])).toBe(webp.length);

    const head = await request(stack.app.server).head(first.thumbnailUrl);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');

    const hi = await get(stack, first.hiResUrl);
    expect(hi.status).toBe(200);
    expect(hi.headers['content-type']).toBe('image/jpeg');
    expect([...(hi.body as Buffer).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it.each([
    ['/images/missing-photo.webp', 'a valid name the lab does not have'],
    ['/images/Community-01-thumb.webp', 'upper case'],
    ['/images/community-01-thumb.gif', 'another extension'],
    ['/images/community-01-thumb.webp.exe', 'a double extension'],
    ['/images/..%2Fsecret.webp', 'an encoded path'],
    ['/images/%2e%2e', 'dots'],
    ['/images/community_01.webp', 'an underscore'],
  ])('404s %s (%s) without a word from the lab', async (path) => {
    const res = await get(stack, path);
    expect(res.status).toBe(404);
    expect(JSON.parse((res.body as Buffer).toString('utf8'))).toEqual({ message: 'Not Found', status: 404 });
  });

  it('lets the page embed the privacy-enhanced YouTube player (video reviews)', async () => {
    const res = await get(stack, '/images/community-01-thumb.webp');
    expect(res.headers['content-security-policy']).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com",
    );
  });
});

describe('community images through the BFF (stand-in lab)', () => {
  let lab: StandIn | undefined;
  let bff: Bff | undefined;
  afterEach(async () => {
    await bff?.close();
    await lab?.close();
    bff = lab = undefined;
  });
  const setUp = async () => {
    lab = await startStandIn();
    bff = await startBff(lab.url, { LAB_TIMEOUT_MS: '800' });
    return { lab, bff };
  };

  it('passes the etag, and answers 304 when the browser already has that version', async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/images/tagged.webp', {
      status: 200,
      body: 'pixels',
      headers: { 'content-type': 'image/webp', etag: '"v1"', 'cache-control': 'public, max-age=60' },
    });
    const first = await get(bff, '/images/tagged.webp');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe('"v1"');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(lab.seen.at(-1)?.headers['if-none-match']).toBeUndefined();

    const again = await get(bff, '/images/tagged.webp', { 'if-none-match': 'W/"v0", "v1"' });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe('"v1"');
    expect((again.body as Buffer).length).toBe(0);
    // The lab may answer 304 itself: it sees the browser's validator.
    expect(lab.seen.at(-1)?.headers['if-none-match']).toBe('W/"v0", "v1"');
  });

  it("relays the lab's own 304", async () => {
    const { lab, bff } = await setUp();
    lab.on('/public/images/cached.jpg', { status: 304, headers: { etag: '"abc"' } });
    const res = await get(bff, '/images/cached.jpg', { 'if-none-match': '"abc"' });
    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe('"abc"');
  });

  it.each([
    ['a lab error', { status: 500, body: { message: 'disk on fire at /var/lab/images' } }],
    ['a body that is no image', { status: 200, body: { message: 'not an image' } }],
    ['a dropped connection', { kind: 'reset' as const }],
  ])('answers 502 without the lab’s words for %s', async (_case, behaviour) => {
    const { lab, bff } = await setUp();
    lab.on('/public/images/broken.png', behaviour);
    const res = await get(bff, '/images/broken.png');
    expect(res.status).toBe(502);
    const text = (res.body as Buffer).toString('utf8');
    expect(JSON.parse(text)).toEqual({ message: 'Image unavailable', status: 502 });
    expect(text).not.toContain('disk');
  });

  it('404s when the lab has no such image', async () => {
    const { bff } = await setUp();
    const res = await get(bff, '/images/nowhere.avif');
    expect(res.status).toBe(404);
  });

  it('leaves links that are not the lab’s own storage alone (e.g. a CDN)', async () => {
    const { lab, bff } = await setUp();
    const cdn = 'https://cdn.example.com/public/images/community-01-thumb.webp';
    const own = `${lab.url}/public/images/community-02-mid.webp`;
    const odd = `${lab.url}/public/images/sub/dir.webp`;
    lab.on('/social-media-submissions/selected', {
      status: 200,
      body: {
        count: 1,
        submissions: [
          {
            id: 7,
            selectedAt: '2025-01-01T00:00:00.000Z',
            handle: '@ada',
            width: 300,
            height: 200,
            scan: { thumbnail: { read: cdn }, midResOptimized: { read: own } },
            publicLinks: { hiRes: { read: odd }, midResOptimized: { read: own } },
            filmRoll: { brand: 'Kodak', model: 'Gold 200' },
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        ],
      },
    });
    const res = await bff.gql<Page>(GALLERY);
    expect(res.body.data!.socialSubmissions.submissions[0]).toEqual({
      id: '7',
      thumbnailUrl: cdn,
      midResUrl: '/images/community-02-mid.webp',
      hiResUrl: odd,
    });
  });
});
