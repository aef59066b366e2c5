import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

// Issue 23, "Files and shares" (docs/decisions/103-files-and-shares.md), through the BFF against the real lab: an
// emoji share password, the wrong-password throttle per visitor, a gone share code's page as a 404, and refused
// print-draft uploads that leave no draft.

const SCANS = '{ me { scans(limit: 4) { items { id } } } }';
const CREATE = `mutation C($input: CreateShareLinkInput!) { createShareLink(input: $input) { code scanCount hasPassword } }`;
const REVOKE = 'mutation R($code: String!) { revokeShareLink(code: $code) { code } }';
const SHARED =
  'query S($code: String!, $password: String) { sharedScans(code: $code, password: $password) { scans { id } } }';
const START = `mutation Start($name: String!) { startPrintDraftUpload(name: $name) { draft { id } uploadUrl } }`;
const DRAFT = 'query Draft($id: ID!) { me { printDraft(id: $id) { id converted } } }';

let stack: Stack;
let staticDir: string;
let casey: string;
let scanIds: string[];

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'filmlab-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><title>Film Lab</title><div id="root"></div>',
  );
  stack = await startStack({ STATIC_DIR: staticDir, TRUST_PROXY: 'true' });
  casey = await stack.login('customer@lab.test');
  const scans = await stack.gql<{ me: { scans: { items: { id: string }[] } } }>(SCANS, {}, casey);
  scanIds = scans.body.data!.me.scans.items.map((scan) => scan.id);
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function share(password?: string): Promise<string> {
  const created = await stack.gql<{ createShareLink: { code: string; hasPassword: boolean } }>(
    CREATE,
    { input: { scanIds: scanIds.slice(0, 2), ...(password ? { password } : {}) } },
    casey,
  );
  expect(created.body.errors).toBeUndefined();
  return created.body.data!.createShareLink.code;
}

/** The share page's query as a visitor at `ip` (X-Forwarded-For, TRUST_PROXY on). */
async function visit(code: string, password: string | undefined, ip = '192.0.2.10') {
  const res = await request(stack.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', ip)
    .send({ query: SHARED, variables: { code, password } });
  return res.body as {
    data?: { sharedScans: { scans: { id: string }[] } } | null;
    errors?: { message: string; extensions: Record<string, unknown> }[];
  };
}

describe('share links', () => {
  it('opens with an emoji password, and says a wrong one beside the field', async () => {
    const password = 'film 🎞️ 暗室 ünï';
    const code = await share(password);
    const opened = await visit(code, password);
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.sharedScans.scans).toHaveLength(2);
    const wrong = await visit(code, 'film 🎞️');
    expect(wrong.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  });

  it('counts wrong passwords per visitor: one visitor’s ten guesses do not lock the others out', async () => {
    const code = await share('darkroom');
    for (let i = 0; i < 10; i++) {
      expect((await visit(code, `wrong-${i}`, '203.0.113.9')).errors![0]!.extensions.field).toBe('password');
    }
    const locked = await visit(code, 'darkroom', '203.0.113.9');
    expect(locked.errors?.[0]?.message).toMatch(/Too many wrong passwords/);
    const other = await visit(code, 'darkroom', '198.51.100.4');
    expect(other.errors).toBeUndefined();
    expect(other.data!.sharedScans.scans).toHaveLength(2);
  }, 60_000);

  it('answers a gone or unknown share code’s page with 404 and the shell; a live one with 200', async () => {
    const page = (path: string) => request(stack.app.server).get(path).set('accept', 'text/html');
    const code = await share('stop bath');
    expect((await page(`/shared-scans/${code}`)).status).toBe(200);
    for (const path of [
      '/shared-scans/AAAAAAAAAAAAAAAAAAAAAA',
      '/shared-scans/not-a-code',
      '/shared-scans',
      `/shared-scans/${code}/more`,
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
    }
    // The status check counts no view.
    const views = await stack.gql<{ me: { shareLinks: { code: string; viewCount: number }[] } }>(
      '{ me { shareLinks { code viewCount } } }',
      {},
      casey,
    );
    expect(views.body.data!.me.shareLinks.find((link) => link.code === code)?.viewCount).toBe(0);
    await stack.gql(REVOKE, { code }, casey);
    expect((await page(`/shared-scans/${code}`)).status).toBe(404);
  });
});

describe('print-draft uploads through the BFF', () => {
  async function start(name: string) {
    const started = await stack.gql<{ startPrintDraftUpload: { draft: { id: string }; uploadUrl: string } }>(
      START,
      { name },
      casey,
    );
    expect(started.body.errors).toBeUndefined();
    return started.body.data!.startPrintDraftUpload;
  }
  const draftOf = async (id: string) =>
    (await stack.gql<{ me: { printDraft: unknown } }>(DRAFT, { id }, casey)).body.data!.me.printDraft;

  it('refuses an empty file with 400 "The file is empty" (not 411) and leaves no draft', async () => {
    const { draft, uploadUrl } = await start('empty.png');
    const put = await request(stack.app.server)
      .put(uploadUrl)
      .set('content-type', 'image/png')
      .send(Buffer.alloc(0));
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('The file is empty');
    expect(await draftOf(draft.id)).toBeNull();

    // No body and no length at all: the same empty file.
    const second = await start('nothing.png');
    const bare = await request(stack.app.server).put(second.uploadUrl).set('content-type', 'image/png');
    expect(bare.status).toBe(400);
    expect(await draftOf(second.draft.id)).toBeNull();
  });

  it('refuses a text file at the upload link and leaves no draft', async () => {
    const { draft, uploadUrl } = await start('notes.txt');
    const put = await request(stack.app.server)
      .put(uploadUrl)
      .set('content-type', 'application/octet-stream')
      .send(Buffer.from('just some notes, not a picture'));
    expect(put.status).toBe(415);
    expect(put.body.errors[0]).toMatchObject({ field: 'file' });
    expect(await draftOf(draft.id)).toBeNull();
  });
});
