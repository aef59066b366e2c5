import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

let stack: Stack;
let admin: string;
let customer: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin@lab.test');
  customer = await stack.login('customer@lab.test');
});
afterAll(() => stack?.close());

interface Submission {
  id: string;
  selectedAt: string | null;
  handle: string;
  width: number;
  height: number;
  thumbnailUrl: string;
  midResUrl: string;
  hiResUrl: string;
  filmBrand: string;
  filmModel: string;
}
type Page = { socialSubmissions: { submissions: Submission[]; count: number } };

const SUBMISSIONS = `query Submissions($selected: Boolean, $limit: Int, $offset: Int, $sortBy: String, $desc: Boolean, $search: String) {
  socialSubmissions(selected: $selected, limit: $limit, offset: $offset, sortBy: $sortBy, desc: $desc, search: $search) {
    count
    submissions { id selectedAt handle width height thumbnailUrl midResUrl hiResUrl filmBrand filmModel }
  }
}`;
const GALLERY = { selected: true, limit: 25, offset: 0, sortBy: 'selectedAt', desc: true };

describe('socialSubmissions', () => {
  it("answers the landing gallery's query to visitors, with handles normalised (spec §5)", async () => {
    const res = await stack.gql<Page>(SUBMISSIONS, GALLERY);
    expect(res.body.errors).toBeUndefined();
    const { submissions, count } = res.body.data!.socialSubmissions;
    expect(count).toBe(21);
    expect(submissions).toHaveLength(21);
    expect(submissions.every((s) => s.selectedAt !== null)).toBe(true);
    const handles = new Set(submissions.map((s) => s.handle));
    // Seeded as "", "https://instagram.com/sofia.rossi.analog/?hl=en", "@@mateo_shoots", "priya.on.film"…
    expect(handles).toContain('@nicefilmclub');
    expect(handles).toContain('@sofia.rossi.analog');
    expect(handles).toContain('@mateo_shoots');
    expect(handles).toContain('@jordankim.film');
    expect([...handles].every((h) => /^@[^@\s/]+$/.test(h))).toBe(true);
    expect(submissions[0]).toMatchObject({
      width: 2400,
      height: 1600,
      filmBrand: 'Kodak',
      filmModel: 'T-Max 400',
    });
  });

  it('gives image links the browser can load, same-origin through the BFF (community-images.test.ts)', async () => {
    const res = await stack.gql<Page>(SUBMISSIONS, { ...GALLERY, limit: 1 });
    const first = res.body.data!.socialSubmissions.submissions[0]!;
    for (const [url, type] of [
      [first.thumbnailUrl, 'image/webp'],
      [first.midResUrl, 'image/webp'],
      [first.hiResUrl, 'image/jpeg'],
    ] as const) {
      expect(url.startsWith('/images/')).toBe(true);
      const image = await request(stack.app.server).get(url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe(type);
    }
  });

  it('pages and searches', async () => {
    const page = await stack.gql<Page>(SUBMISSIONS, { ...GALLERY, limit: 5, offset: 20 });
    expect(page.body.data!.socialSubmissions.submissions).toHaveLength(1);
    const search = await stack.gql<Page>(SUBMISSIONS, { ...GALLERY, search: 'portra' });
    const models = search.body.data!.socialSubmissions.submissions.map((s) => s.filmModel);
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.startsWith('Portra'))).toBe(true);
  });

  it('keeps the full list for admins, checked in the BFF before the lab', async () => {
    const visitor = await stack.gql<Page>(SUBMISSIONS, { limit: 25 });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const notStaff = await stack.gql<Page>(SUBMISSIONS, { selected: false }, customer);
    expect(notStaff.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const all = await stack.gql<Page>(SUBMISSIONS, { limit: 100 }, admin);
    expect(all.body.data!.socialSubmissions.count).toBe(25);
    const waiting = await stack.gql<Page>(SUBMISSIONS, { selected: false }, admin);
    expect(waiting.body.data!.socialSubmissions.count).toBe(4);
  });

  it.each([
    [{ ...GALLERY, limit: 0 }, 'limit'],
    [{ ...GALLERY, limit: 101 }, 'limit'],
    [{ ...GALLERY, offset: -1 }, 'offset'],
    [{ ...GALLERY, sortBy: 'handle; DROP TABLE' }, 'sortBy'],
  ])('refuses %j as BAD_USER_INPUT', async (variables, field) => {
    const res = await stack.gql<Page>(SUBMISSIONS, variables);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('lets admins pick a waiting submission for the gallery and take it out again', async () => {
    const SELECT = `mutation Select($id: ID!, $selected: Boolean) {
      selectSocialSubmission(id: $id, selected: $selected) { id selectedAt }
    }`;
    const waiting = await stack.gql<Page>(SUBMISSIONS, { selected: false, limit: 1 }, admin);
    const id = waiting.body.data!.socialSubmissions.submissions[0]!.id;
    const denied = await stack.gql(SELECT, { id }, customer);
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const picked = await stack.gql<{ selectSocialSubmission: Submission }>(
      SELECT,
      { id, selected: true },
      admin,
    );
    expect(picked.body.data!.selectSocialSubmission.selectedAt).not.toBeNull();
    const gallery = await stack.gql<Page>(SUBMISSIONS, GALLERY);
    expect(gallery.body.data!.socialSubmissions.submissions[0]!.id).toBe(id);
    const toggled = await stack.gql<{ selectSocialSubmission: Submission }>(SELECT, { id }, admin);
    expect(toggled.body.data!.selectSocialSubmission.selectedAt).toBeNull();
    const unknown = await stack.gql(SELECT, { id: '99999' }, admin);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('subscribe', () => {
  const SUBSCRIBE =
    'mutation Subscribe($email: String!, $zip: String) { subscribe(email: $email, zip: $zip) { id email zip } }';
  const post = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    request(stack.app.server)
      .post('/graphql')
      .set({ 'content-type': 'application/json', ...headers })
      .send({ query: SUBSCRIBE, variables });

  it("stores the visitor's address and the proxy's country, and a repeat is not an error", async () => {
    const first = await post({ email: ' News@Example.com ' }, { 'cf-ipcountry': 'ca' });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.subscribe).toEqual({
      id: expect.any(String),
      email: 'news@example.com',
      zip: '0',
    });
    const { rows } = await stack.lab.db.query<{ ip_address: string; country: string }>(
      "SELECT ip_address, country FROM subscribers WHERE email = 'news@example.com'",
    );
    expect(rows).toEqual([{ ip_address: '127.0.0.1', country: 'CA' }]);

    const again = await post({ email: 'NEWS@example.com', zip: '11211' });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.subscribe).toEqual(first.body.data.subscribe);
  });

  it('leaves the country out when the proxy does not know it', async () => {
    await post({ email: 'tor@example.com', zip: '11211' }, { 'cf-ipcountry': 'T1' });
    const { rows } = await stack.lab.db.query<{ country: string | null; zip: string }>(
      "SELECT country, zip FROM subscribers WHERE email = 'tor@example.com'",
    );
    expect(rows).toEqual([{ country: null, zip: '11211' }]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'a@b.co', zip: '12' }, 'zip'],
  ])('refuses %j as BAD_USER_INPUT', async (variables, field) => {
    const res = await post(variables);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});
