import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SUBMISSIONS } from '../db/seed/community-data';
import { authHeader, createTestLab, type TestLab } from '../test-support/test-lab';

let lab: TestLab;
let admin: string;
let customer: string;
beforeAll(async () => {
  lab = await createTestLab();
  admin = await lab.login('admin@lab.test');
  customer = await lab.login('customer@lab.test');
}, 60_000);
afterAll(() => lab.close());

interface SubmissionJson {
  id: number;
  selectedAt: string | null;
  handle: string;
  width: number;
  height: number;
  userId?: number;
  scan: { name?: string; thumbnail: { read: string }; midResOptimized: { read: string } };
  publicLinks: { hiRes: { read: string }; midResOptimized: { read: string } };
  filmRoll: { brand: string; model: string };
}
interface Page {
  submissions: SubmissionJson[];
  count: number;
}

const get = (url: string, token?: string) => lab.app.inject({ url, headers: token ? authHeader(token) : {} });
const selectedCount = SEED_SUBMISSIONS.filter((s) => s.selectedDaysAgo !== null).length;
const GALLERY = '/social-media-submissions/selected?limit=25&offset=0&sortBy=selectedAt&desc=true&search=';

describe('GET /social-media-submissions/selected (public)', () => {
  it("answers the landing gallery's query: selected ones, newest pick first, in the spec's shape", async () => {
    const response = await get(GALLERY);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.count).toBe(selectedCount);
    expect(page.submissions).toHaveLength(selectedCount);
    const dates = page.submissions.map((s) => Date.parse(s.selectedAt!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = page.submissions[0]!;
    expect(first).toEqual({
      id: expect.any(Number),
      selectedAt: expect.any(String),
      handle: 'hannah.okafor',
      width: 2400,
      height: 1600,
      scan: {
        thumbnail: { read: 'http://localhost:80/public/images/community-21-thumb.webp' },
        midResOptimized: { read: 'http://localhost:80/public/images/community-21-mid.webp' },
      },
      publicLinks: {
        hiRes: { read: 'http://localhost:80/public/images/community-21-hi.jpg' },
        midResOptimized: { read: 'http://localhost:80/public/images/community-21-mid.webp' },
      },
      filmRoll: { brand: 'Kodak', model: 'T-Max 400' },
      createdAt: expect.any(String),
    });
    expect(first).not.toHaveProperty('userId');
  });

  it('pages, sorts ascending and searches film and handle', async () => {
    const page = (await get('/social-media-submissions/selected?limit=5&offset=5')).json<Page>();
    expect(page.count).toBe(selectedCount);
    expect(page.submissions).toHaveLength(5);
    const oldest = (await get('/social-media-submissions/selected?limit=1&desc=false')).json<Page>();
    expect(oldest.submissions[0]!.filmRoll).toEqual({ brand: 'Kodak', model: 'Portra 400' });
    const cinestill = (await get('/social-media-submissions/selected?search=cinestill')).json<Page>();
    expect(cinestill.submissions.map((s) => s.filmRoll.model)).toEqual(['800T', '800T']);
    const byHandle = (await get('/social-media-submissions/selected?search=mateo_')).json<Page>();
    expect(byHandle.count).toBe(3);
    // LIKE wildcards in a search are literal.
    expect((await get('/social-media-submissions/selected?search=%25')).json<Page>().count).toBe(0);
  });

  it('rejects bad queries, including the admin-only selected filter', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'sortBy=handle',
      'desc=yes',
      'selected=false',
    ]) {
      const response = await get(`/social-media-submissions/selected?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /social-media-submissions (admin)', () => {
  it('is for admins only', async () => {
    expect((await get('/social-media-submissions')).statusCode).toBe(401);
    expect((await get('/social-media-submissions', customer)).statusCode).toBe(403);
  });

  it('lists all, the waiting ones, or the selected ones, with owner and scan', async () => {
    const all = (await get('/social-media-submissions?limit=100', admin)).json<Page>();
    expect(all.count).toBe(SEED_SUBMISSIONS.length);
    expect(all.submissions[0]!.scan.name).toBe('FR-0479-21');
    expect(all.submissions[0]!.userId).toBe(2);
    const waiting = (await get('/social-media-submissions?selected=false', admin)).json<Page>();
    expect(waiting.count).toBe(SEED_SUBMISSIONS.length - selectedCount);
    expect(waiting.submissions.every((s) => s.selectedAt === null)).toBe(true);
    const picked = (
      await get('/social-media-submissions?selected=true&sortBy=selectedAt', admin)
    ).json<Page>();
    expect(picked.count).toBe(selectedCount);
  });
});

describe('PUT /social-media-submissions/{id}/select', () => {
  it('selects a waiting submission (it joins the gallery first), and toggles it back', async () => {
    const waiting = (await get('/social-media-submissions?selected=false&limit=1', admin)).json<Page>();
    const id = waiting.submissions[0]!.id;
    const put = (payload?: object) =>
      lab.app.inject({
        method: 'PUT',
        url: `/social-media-submissions/${id}/select`,
        headers: authHeader(admin),
        payload,
      });

    const selected = await put();
    expect(selected.statusCode).toBe(200);
    expect(selected.json<SubmissionJson>().selectedAt).not.toBeNull();
    const gallery = (await get(GALLERY)).json<Page>();
    expect(gallery.count).toBe(selectedCount + 1);
    expect(gallery.submissions[0]!.id).toBe(id);

    // Setting it explicitly keeps the original selection date.
    const again = await put({ selected: true });
    expect(again.json<SubmissionJson>().selectedAt).toBe(selected.json<SubmissionJson>().selectedAt);

    const toggled = await put();
    expect(toggled.json<SubmissionJson>().selectedAt).toBeNull();
    expect((await get(GALLERY)).json<Page>().count).toBe(selectedCount);
  });

  it('answers 403 to customers, 404 for an unknown id and 400 for a bad body', async () => {
    const url = '/social-media-submissions/1/select';
    expect((await lab.app.inject({ method: 'PUT', url, headers: authHeader(customer) })).statusCode).toBe(
      403,
    );
    const unknown = await lab.app.inject({
      method: 'PUT',
      url: '/social-media-submissions/9999/select',
      headers: authHeader(admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Submission not found');
    const bad = await lab.app.inject({
      method: 'PUT',
      url,
      headers: authHeader(admin),
      payload: { selected: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('selected');
  });
});

describe('GET /public/images/{name}', () => {
  it('serves the demo photographs with their type and a long cache life', async () => {
    const webp = await get('/public/images/community-01-thumb.webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toContain('immutable');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const jpeg = await get('/public/images/community-01-hi.jpg');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload[0]).toBe(0xff);
  });

  it('answers 404 for unknown names and anything that looks like a path', async () => {
    for (const name of ['nope.webp', '..%2Fconfig.ts', 'community-01-thumb.png', '%2Fetc%2Fpasswd']) {
      expect((await get(`/public/images/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('every seeded submission points at files that exist, the hi-res one as large as width × height', async () => {
    const all = (await get('/social-media-submissions?limit=100', admin)).json<Page>();
    const longSide = { thumbnail: 300, mid: 1200 };
    for (const s of all.submissions) {
      const [thumb, mid, hi] = await Promise.all(
        [s.scan.thumbnail.read, s.scan.midResOptimized.read, s.publicLinks.hiRes.read].map(async (url) => {
          const response = await get(new URL(url).pathname);
          expect(response.statusCode, url).toBe(200);
          return sharp(response.rawPayload).metadata();
        }),
      );
      expect([hi!.width, hi!.height], s.publicLinks.hiRes.read).toEqual([s.width, s.height]);
      expect(Math.max(thumb!.width, thumb!.height)).toBe(longSide.thumbnail);
      expect(Math.max(mid!.width, mid!.height)).toBe(longSide.mid);
      expect(thumb!.width > thumb!.height).toBe(s.width > s.height);
    }
  });
});
