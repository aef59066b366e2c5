import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SCANS } from '../../lab/test-support/scans.js';
import { type Stack, startStack } from '../support/stack.js';

// Staff's roll page while an upload is under way: the lab lists a roll's pending scans to staff (decision 060
// 'Uploads'), but a pending scan has no files or size yet, so the BFF's Scan (thumbnail, width and height
// non-null) cannot show it. The lists leave pending scans out; the upload panel tracks them itself.

let stack: Stack;
let admin: string;
const CASEY = SEED_SCANS.casey;
const ROLL = '2';

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin@lab.test');
});
afterAll(() => stack?.close());

interface ScanList {
  count: number;
  items: { id: string; frame: number; width: number; thumbnailUrl: string }[];
}

describe('scans still uploading', () => {
  it('are left out of staff’s lists until their file arrives, without errors', async () => {
    const before = await stack.gql<{ user: { filmRoll: { scans: ScanList } } }>(
      `query { user(id: "${CASEY.userId}") { filmRoll(id: "${ROLL}") { scans(limit: 100) { count items { id frame width thumbnailUrl } } } } }`,
      {},
      admin,
    );
    expect(before.body.errors).toBeUndefined();
    const frames = before.body.data!.user.filmRoll.scans;

    const start = await stack.gql<{ startScanUploads: { scan: { id: string } }[] }>(
      `mutation { startScanUploads(rollId: "${ROLL}", files: [{ name: "late-1.jpg", contentType: "image/jpeg", bytes: 1000 },
        { name: "late-2.jpg", contentType: "image/jpeg", bytes: 1000 }]) { scan { id } } }`,
      {},
      admin,
    );
    expect(start.body.errors).toBeUndefined();
    const pendingIds = start.body.data!.startScanUploads.map((upload) => upload.scan.id);

    const roll = await stack.gql<{ user: { filmRoll: { scans: ScanList } } }>(
      `query { user(id: "${CASEY.userId}") { filmRoll(id: "${ROLL}") { scans(limit: 100) { count items { id frame width thumbnailUrl } } } } }`,
      {},
      admin,
    );
    expect(roll.body.errors).toBeUndefined();
    expect(roll.body.data!.user.filmRoll.scans).toEqual(frames);

    // Every scan of the customer, two pages of 100: none of them pending, and no errors.
    const ids: string[] = [];
    for (const offset of [0, 100]) {
      const page = await stack.gql<{ user: { scans: ScanList } }>(
        `query { user(id: "${CASEY.userId}") { scans(limit: 100, offset: ${offset}) { count items { id frame width thumbnailUrl } } } }`,
        {},
        admin,
      );
      expect(page.body.errors).toBeUndefined();
      ids.push(...page.body.data!.user.scans.items.map((scan) => scan.id));
    }
    expect(ids.length).toBeGreaterThan(100);
    for (const id of pendingIds) expect(ids).not.toContain(id);

    const one = await stack.gql<{ user: { scan: unknown } }>(
      `query { user(id: "${CASEY.userId}") { scan(id: "${pendingIds[0]}") { id width thumbnailUrl } } }`,
      {},
      admin,
    );
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data!.user.scan).toBeNull();
  });
});
