import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SCANS } from '../../lab/test-support/scans.js';
import { type Stack, startStack } from '../support/stack.js';

// Against a documented-only lab (docs/decisions/097): the BFF's own HTTP pass-throughs (files, images, profile
// pictures, the stand-in identity page) answer 404 FEATURE_UNAVAILABLE without calling the lab; a share link with a
// password is refused before the documented share call writes anything; and file links a lab answers on another
// origin (its object storage) reach the browser unchanged.

/** Where this test's "real lab" keeps its files: its scan links are absolute URLs there. */
const STORAGE = 'https://files.lab.example';

/**
 * A pass-through to the lab that notes every request's method and path, and answers the lab's scan links (relative,
 * or on the reference lab's own storage origin) as links on STORAGE, an object store's origin.
 */
async function storageLab(labUrl: string): Promise<{ url: string; calls: string[]; server: Server }> {
  const calls: string[] = [];
  const target = new URL(labUrl);
  const server = createServer((incoming, outgoing) => {
    calls.push(`${incoming.method} ${incoming.url}`);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        if (!String(answer.headers['content-type']).startsWith('application/json')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(
            Buffer.concat(chunks)
              .toString('utf8')
              .replace(/"(?:https?:\/\/[^"/]+)?\/files\/scans\//g, `"${STORAGE}/files/scans/`),
          );
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server };
}

const CREATE_LINK = `mutation Share($input: CreateShareLinkInput!) {
  createShareLink(input: $input) { code path scanCount hasPassword } }`;
const SCANS = (roll: number) =>
  `query { me { filmRoll(id: "${roll}") { scans(limit: 3) { items { frame thumbnailUrl hiResUrl } } } } }`;
const LINK = '?expires=9999999999&sig=abcdef';

let stack: Stack;
let lab: Awaited<ReturnType<typeof storageLab>>;
let token: string;
const { casey: CASEY } = SEED_SCANS;
const SCAN_IDS = CASEY.scanIdsByRoll[1].slice(0, 2).map(String);

beforeAll(async () => {
  stack = await startStack(
    {},
    {
      labContract: 'documented',
      upstream: async (labUrl) => {
        lab = await storageLab(labUrl);
        return lab.url;
      },
    },
  );
  token = await stack.login('customer@lab.test');
});
afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => lab?.server.close(resolve));
});

describe('Query.labFeatureNotes', () => {
  it('names every feature the documented-only lab lacks, with the sentence a FEATURE_UNAVAILABLE error carries', async () => {
    const res = await stack.gql<{ labFeatureNotes: Array<{ feature: string; message: string }> }>(
      'query { labFeatureNotes { feature message } }',
    );
    expect(res.body.errors).toBeUndefined();
    const notes = res.body.data!.labFeatureNotes;
    expect(notes).toHaveLength(28);
    expect(notes).toContainEqual({
      feature: 'share-links',
      message: "Password-protected share links aren't offered by this lab yet.",
    });
  });
});

describe('createShareLink against a documented-only lab', () => {
  it('refuses a password with the share-links sentence before any lab call of the share', async () => {
    const before = lab.calls.length;
    const res = await stack.gql(
      CREATE_LINK,
      { input: { scanIds: SCAN_IDS, password: 'secret-film' } },
      token,
    );
    expect(res.body.data).toBeNull();
    expect(res.body.errors![0]).toMatchObject({
      message: "Password-protected share links aren't offered by this lab yet.",
      extensions: { code: 'FEATURE_UNAVAILABLE', feature: 'share-links' },
    });
    const made = lab.calls.slice(before);
    expect(made.filter((call) => call.includes('/share'))).toEqual([]);
    expect(made.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it('makes a link without a password with the documented share call', async () => {
    const before = lab.calls.length;
    const res = await stack.gql<{
      createShareLink: { code: string; path: string; scanCount: number; hasPassword: boolean };
    }>(CREATE_LINK, { input: { scanIds: SCAN_IDS } }, token);
    expect(res.body.errors).toBeUndefined();
    const link = res.body.data!.createShareLink;
    expect(link).toMatchObject({ scanCount: 2, hasPassword: false });
    expect(link.path).toBe(`/shared-scans/${link.code}`);
    const made = lab.calls.slice(before);
    expect(made.filter((call) => call.includes('/scans/share?'))).toHaveLength(1);
    expect(made.filter((call) => call.includes('/share-links'))).toEqual([]);
  });
});

describe('the pass-throughs against a documented-only lab', () => {
  const unavailable = (feature: string, message: string) => ({
    message,
    code: 'FEATURE_UNAVAILABLE',
    feature,
  });
  const FILES = "This file isn't served by this lab.";

  it.each([
    ['a scan file', 'get', `/files/scans/1/2/scan.jpg${LINK}`],
    ['a contact sheet', 'get', `/files/contact-sheets/1/sheet.jpg${LINK}`],
    ['a label', 'get', `/files/labels/${'a'.repeat(32)}.png${LINK}`],
    ['an image', 'get', '/images/gallery-1.jpg'],
  ] as const)(
    'answers %s 404 with the files sentence, without calling the lab',
    async (_what, method, url) => {
      const before = lab.calls.length;
      const res = await request(stack.app.server)[method](url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unavailable('files', FILES));
      expect(lab.calls.slice(before)).toEqual([]);
    },
  );

  it('refuses an upload and a profile picture before a byte reaches the lab', async () => {
    const before = lab.calls.length;
    const upload = await request(stack.app.server)
      .put(`/files/uploads/1/2/scan.jpg${LINK}`)
      .set('content-type', 'image/jpeg')
      .send(Buffer.alloc(64));
    expect(upload.status).toBe(404);
    expect(upload.body).toEqual(unavailable('files', FILES));
    const avatar = await request(stack.app.server)
      .put(`/files/profile-pics/1/${'b'.repeat(24)}.jpg${LINK}`)
      .set('content-type', 'image/jpeg')
      .send(Buffer.alloc(64));
    expect(avatar.status).toBe(404);
    expect(avatar.body).toEqual(unavailable('files', FILES));
    expect(lab.calls.slice(before)).toEqual([]);
  });

  it('answers the stand-in identity page 404 with the social sign-in sentence, without calling the lab', async () => {
    const before = lab.calls.length;
    const page = await request(stack.app.server).get('/stand-in-identity/google');
    expect(page.status).toBe(404);
    expect(page.body).toEqual(
      unavailable('social-sign-in', "Signing in with Google or Facebook isn't offered by this lab yet."),
    );
    const post = await request(stack.app.server)
      .post('/stand-in-identity/google')
      .type('form')
      .send({ email: 'a@b.example', firstName: 'A', lastName: 'B' });
    expect(post.status).toBe(404);
    expect(post.body).toEqual(
      unavailable('stand-in-identity', "The test sign-in provider isn't offered by this lab."),
    );
    expect(lab.calls.slice(before)).toEqual([]);
  });
});

describe('file links on another origin', () => {
  it("passes the lab's absolute scan links through GraphQL unchanged", async () => {
    const res = await stack.gql<{
      me: {
        filmRoll: { scans: { items: Array<{ frame: number; thumbnailUrl: string; hiResUrl: string }> } };
      };
    }>(SCANS(CASEY.joshuaTreeRollId), {}, token);
    expect(res.body.errors).toBeUndefined();
    const [first] = res.body.data!.me.filmRoll.scans.items;
    expect(first!.frame).toBe(1);
    expect(first!.thumbnailUrl).toMatch(new RegExp(`^${STORAGE}/files/scans/.+\\?expires=\\d+&sig=`));
    expect(first!.hiResUrl.startsWith(`${STORAGE}/files/scans/`)).toBe(true);
  });
});
