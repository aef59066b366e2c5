import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SCANS } from '../../lab/test-support/scans.js';
import { type Stack, startStack } from '../support/stack.js';

// The scan platform through the BFF against the real lab (docs/lab-behaviour.md "Film rolls and scans", decision 060).

let stack: Stack;
let casey: string;
let hannah: string;
let admin: string;
const { casey: CASEY, other: OTHER } = SEED_SCANS;
const ROLL = String(CASEY.joshuaTreeRollId);
const FIRST_SCANS = CASEY.scanIdsByRoll[1].slice(0, 3).map(String);

beforeAll(async () => {
  stack = await startStack();
  [casey, hannah, admin] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login(OTHER.email),
    stack.login('admin@lab.test'),
  ]);
});
afterAll(() => stack?.close());

const codeOf = (res: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  res.body.errors?.[0]?.extensions?.code;

const getFile = (url: string, headers: Record<string, string> = {}) => {
  let req = request(stack.app.server).get(url);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
};

const ROLLS = `query Rolls($filter: FilmRollFilter) { me { filmRolls(filter: $filter, limit: 100) { count items {
  id name scanCount syncedAt storageExpired storageExpiresAt tags { id name } locations { id name }
  previewScans { id frame thumbnailUrl } } } } }`;

describe('rolls and scans', () => {
  it("lists a customer's synced rolls with previews, tags and locations in one page", async () => {
    const res = await stack.gql<{
      me: { filmRolls: { count: number; items: Array<Record<string, unknown>> } };
    }>(ROLLS, {}, casey);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data!.me.filmRolls;
    expect(page.count).toBe(SEED_SCANS.caseyRollCount);
    const joshua = page.items.find((roll) => roll.id === ROLL)!;
    expect(joshua).toMatchObject({ name: 'Summer in Joshua Tree', scanCount: 36, storageExpired: false });
    // Casey is a Nice member: kept while a member.
    expect(joshua.storageExpiresAt).toBeNull();
    expect((joshua.previewScans as unknown[]).length).toBe(6);
  });

  it('serves scan files through the /files proxy, with Range', async () => {
    const res = await stack.gql<{
      me: {
        filmRoll: {
          scans: { count: number; items: Array<{ frame: number; thumbnailUrl: string; hiResUrl: string }> };
        };
      };
    }>(
      `query { me { filmRoll(id: "${ROLL}") { scans(limit: 36) { count items { frame thumbnailUrl hiResUrl } } } } }`,
      {},
      casey,
    );
    expect(res.body.errors).toBeUndefined();
    const scans = res.body.data!.me.filmRoll.scans;
    expect(scans.count).toBe(36);
    expect(scans.items.map((s) => s.frame)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    const thumb = await getFile(scans.items[0]!.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.body as Buffer).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(300);
    const part = await getFile(scans.items[0]!.hiResUrl, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect((part.body as Buffer).length).toBe(100);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const forged = await getFile(scans.items[0]!.thumbnailUrl.replace(/sig=[\w-]+/, 'sig=forged'));
    expect(forged.status).toBe(403);
  });

  it('adds, renames and really removes roll tags and locations', async () => {
    const add = await stack.gql<{ addRollLocation: { locations: Array<{ id: string; name: string }> } }>(
      `mutation { addRollLocation(rollId: "${ROLL}", name: "Mojave") { locations { id name } } }`,
      {},
      casey,
    );
    const mojave = add.body.data!.addRollLocation.locations.find((l) => l.name === 'Mojave')!;
    expect(mojave).toBeDefined();
    const removed = await stack.gql<{ removeRollLocation: { locations: Array<{ name: string }> } }>(
      `mutation { removeRollLocation(rollId: "${ROLL}", locationId: "${mojave.id}") { locations { name } } }`,
      {},
      casey,
    );
    expect(removed.body.data!.removeRollLocation.locations.map((l) => l.name)).not.toContain('Mojave');

    const tag = await stack.gql<{ addRollTag: { tags: Array<{ id: string; name: string }> } }>(
      `mutation { addRollTag(rollId: "${ROLL}", name: "Desert") { tags { id name } } }`,
      {},
      casey,
    );
    const desert = tag.body.data!.addRollTag.tags.find((t) => t.name === 'Desert')!;
    const renamed = await stack.gql<{ renameRollTag: { tags: Array<{ name: string }> } }>(
      `mutation { renameRollTag(rollId: "${ROLL}", tagId: "${desert.id}", name: "High desert") { tags { name } } }`,
      {},
      casey,
    );
    expect(renamed.body.data!.renameRollTag.tags.map((t) => t.name)).toContain('High desert');
    const filtered = await stack.gql<{ me: { filmRolls: { items: Array<{ id: string }> } } }>(
      ROLLS,
      { filter: { tagIds: [desert.id] } },
      casey,
    );
    expect(filtered.body.data!.me.filmRolls.items.map((r) => r.id)).toEqual([ROLL]);
    const gone = await stack.gql<{ removeRollTag: { tags: Array<{ name: string }> } }>(
      `mutation { removeRollTag(rollId: "${ROLL}", tagId: "${desert.id}") { tags { name } } }`,
      {},
      casey,
    );
    expect(gone.body.data!.removeRollTag.tags.map((t) => t.name)).not.toContain('High desert');
  });

  it('tags and untags many scans at once, and removes a scan location', async () => {
    const add = await stack.gql<{
      addScanTag: Array<{ id: string; tags: Array<{ id: string; name: string }> }>;
    }>(
      'mutation ($ids: [ID!]!) { addScanTag(scanIds: $ids, name: "Keepers") { id tags { id name } } }',
      { ids: FIRST_SCANS },
      casey,
    );
    expect(add.body.errors).toBeUndefined();
    const scans = add.body.data!.addScanTag;
    expect(scans.map((s) => s.id)).toEqual(FIRST_SCANS);
    const keepers = scans[0]!.tags.find((t) => t.name === 'Keepers')!;
    const removed = await stack.gql<{ removeScanTag: Array<{ tags: Array<{ name: string }> }> }>(
      'mutation ($ids: [ID!]!, $tag: ID!) { removeScanTag(scanIds: $ids, tagId: $tag) { tags { name } } }',
      { ids: FIRST_SCANS, tag: keepers.id },
      casey,
    );
    for (const scan of removed.body.data!.removeScanTag)
      expect(scan.tags.map((t) => t.name)).not.toContain('Keepers');

    const loc = await stack.gql<{
      addScanLocation: Array<{ locations: Array<{ id: string; name: string }> }>;
    }>(
      'mutation ($ids: [ID!]!) { addScanLocation(scanIds: $ids, name: "Barstow") { locations { id name } } }',
      { ids: FIRST_SCANS.slice(0, 1) },
      casey,
    );
    const barstow = loc.body.data!.addScanLocation[0]!.locations.find((l) => l.name === 'Barstow')!;
    const gone = await stack.gql<{ removeScanLocation: Array<{ locations: Array<{ name: string }> }> }>(
      'mutation ($ids: [ID!]!, $loc: ID!) { removeScanLocation(scanIds: $ids, locationId: $loc) { locations { name } } }',
      { ids: FIRST_SCANS.slice(0, 1), loc: barstow.id },
      casey,
    );
    expect(gone.body.data!.removeScanLocation[0]!.locations.map((l) => l.name)).not.toContain('Barstow');
  });

  it("refuses a customer another's roll and scans", async () => {
    const other = String(OTHER.scanIds[0]);
    const read = await stack.gql<{ me: { scan: unknown; filmRoll: unknown } }>(
      `query { me { scan(id: "${other}") { id } filmRoll(id: "${OTHER.rollId}") { id } } }`,
      {},
      casey,
    );
    expect(read.body.data!.me).toEqual({ scan: null, filmRoll: null });
    const tag = await stack.gql(
      `mutation { addScanTag(scanIds: ["${other}"], name: "Mine") { id } }`,
      {},
      casey,
    );
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(tag));
    const share = await stack.gql(
      `mutation { createShareLink(input: { scanIds: ["${other}"] }) { code } }`,
      {},
      casey,
    );
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(share));
    const download = await stack.gql(
      `query { me { download(input: { scanIds: ["${other}"] }) { fileCount } } }`,
      {},
      casey,
    );
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(download));
  });
});

describe('share links', () => {
  it('shares with a password, shows only what was shared, and stops at revoke', async () => {
    const made = await stack.gql<{
      createShareLink: { code: string; path: string; scanCount: number; hasPassword: boolean };
    }>(
      'mutation ($ids: [ID!]!) { createShareLink(input: { scanIds: $ids, password: "sesame", allowDownload: true }) { code path scanCount hasPassword } }',
      { ids: FIRST_SCANS.slice(0, 2) },
      casey,
    );
    expect(made.body.errors).toBeUndefined();
    const link = made.body.data!.createShareLink;
    expect(link).toMatchObject({ scanCount: 2, hasPassword: true, path: `/shared-scans/${link.code}` });

    const SHARED =
      'query ($code: String!, $password: String) { sharedScans(code: $code, password: $password) { sharedBy scans { id thumbnailUrl } download { fileCount files { url } } } }';
    const noPassword = await stack.gql(SHARED, { code: link.code });
    expect(noPassword.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'password',
    });
    const open = await stack.gql<{
      sharedScans: {
        sharedBy: string;
        scans: Array<{ id: string; thumbnailUrl: string }>;
        download: { fileCount: number; files: Array<{ url: string }> };
      };
    }>(SHARED, { code: link.code, password: 'sesame' });
    expect(open.body.errors).toBeUndefined();
    expect(open.body.data!.sharedScans.scans.map((s) => s.id)).toEqual(FIRST_SCANS.slice(0, 2));
    expect(open.body.data!.sharedScans.download.fileCount).toBe(2);
    expect((await getFile(open.body.data!.sharedScans.scans[0]!.thumbnailUrl)).status).toBe(200);

    const revoked = await stack.gql(
      `mutation { revokeShareLink(code: "${link.code}") { revokedAt } }`,
      {},
      casey,
    );
    expect(revoked.body.errors).toBeUndefined();
    const after = await stack.gql(SHARED, { code: link.code, password: 'sesame' });
    expect(codeOf(after)).toBe('NOT_FOUND');
    expect(after.body.errors![0]!.message).toBe('This link is invalid or has expired');
    const forged = await stack.gql(SHARED, { code: 'A'.repeat(22) });
    expect(codeOf(forged)).toBe('NOT_FOUND');

    const list = await stack.gql<{ me: { shareLinks: Array<{ code: string; revokedAt: string | null }> } }>(
      'query { me { shareLinks { code revokedAt } } }',
      {},
      casey,
    );
    expect(list.body.data!.me.shareLinks.find((l) => l.code === link.code)?.revokedAt).toBeTruthy();
  });
});

describe('unlocks', () => {
  it('quotes at the plan price and a declined card unlocks nothing', async () => {
    const ids = CASEY.scanIdsByRoll[2].slice(0, 3).map(String);
    const quote = await stack.gql<{
      me: { unlockQuote: Record<string, unknown>; platformAccess: Record<string, unknown> };
    }>(
      'query ($ids: [ID!]!) { me { unlockQuote(scanIds: $ids, size: HD) { scanCount chargeableCount pricePerUnlock total } platformAccess { status tiffsIncluded } } }',
      { ids },
      casey,
    );
    expect(quote.body.errors).toBeUndefined();
    // Casey is on Nice: 49 cents an HD unlock (decision 060).
    expect(quote.body.data!.me.unlockQuote).toEqual({
      scanCount: 3,
      chargeableCount: 3,
      pricePerUnlock: 49,
      total: 147,
    });
    expect(quote.body.data!.me.platformAccess).toEqual({ status: 'MEMBER', tiffsIncluded: false });

    const declined = await stack.gql(
      'mutation ($ids: [ID!]!) { unlockScans(scanIds: $ids, size: HD, paymentToken: "tok_chargeDeclined") { charged } }',
      { ids },
      casey,
    );
    expect(codeOf(declined)).toBe('PAYMENT_DECLINED');

    const paid = await stack.gql<{ unlockScans: { charged: number; scans: Array<{ unlocked: string[] }> } }>(
      'mutation ($ids: [ID!]!) { unlockScans(scanIds: $ids, size: HD, paymentToken: "tok_visa") { charged scans { unlocked } } }',
      { ids: ids.slice(0, 1) },
      casey,
    );
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data!.unlockScans).toEqual({ charged: 49, scans: [{ unlocked: ['HD'] }] });

    const hannahQuote = await stack.gql<{ me: { unlockQuote: { total: number } } }>(
      'query ($ids: [ID!]!) { me { unlockQuote(scanIds: $ids, size: SIXTEEN_BIT_TIFF) { total } } }',
      { ids: OTHER.scanIds.slice(0, 2).map(String) },
      hannah,
    );
    expect(hannahQuote.body.data!.me.unlockQuote.total).toBe(0);
  });
});

describe('staff uploads', () => {
  it('uploads a real JPEG through the /files proxy and the roll gains a scan', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const start = await stack.gql<{ startScanUploads: Array<{ scan: { id: string }; uploadUrl: string }> }>(
      'mutation ($files: [ScanUploadFileInput!]!) { startScanUploads(rollId: "2", files: $files) { scan { id } uploadUrl expiresAt } }',
      { files: [{ name: 'extra.jpg', contentType: 'image/jpeg', bytes: jpeg.length }] },
      admin,
    );
    expect(start.body.errors).toBeUndefined();
    const upload = start.body.data!.startScanUploads[0]!;
    expect(upload.uploadUrl).toMatch(/^\/files\/uploads\//);
    const put = await request(stack.app.server)
      .put(upload.uploadUrl)
      .set('content-type', 'image/jpeg')
      .send(jpeg);
    expect(put.status).toBe(200);
    expect(put.body.status).toBe('ready');

    const roll = await stack.gql<{ user: { filmRoll: { scanCount: number } } }>(
      'query { user(id: "2") { filmRoll(id: "2") { scanCount } } }',
      {},
      admin,
    );
    expect(roll.body.data!.user.filmRoll.scanCount).toBe(CASEY.scanIdsByRoll[2].length + 1);

    const refused = await stack.gql(
      'mutation { startScanUploads(rollId: "2", files: [{ name: "x.jpg", contentType: "image/jpeg", bytes: 10 }]) { uploadUrl } }',
      {},
      casey,
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');

    const deleted = await stack.gql<{ deleteScan: { scanCount: number } }>(
      `mutation { deleteScan(scanId: "${upload.scan.id}") { scanCount } }`,
      {},
      admin,
    );
    expect(deleted.body.errors).toBeUndefined();
    expect(deleted.body.data!.deleteScan.scanCount).toBe(CASEY.scanIdsByRoll[2].length);
  });
});
