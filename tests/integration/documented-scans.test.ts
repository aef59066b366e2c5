import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SCANS } from '../../lab/test-support/scans.js';
import { type LabCallLog, labCallLog } from '../support/lab-call-log.js';
import { type Stack, startStack } from '../support/stack.js';

// Downloads and the staff's roll and scan pages against a lab that serves only spec §7's calls (decision 100): no
// `downloads` extension (the manifest comes from the pick-up fetch and each roll's GET), no `staff-lookups` (staff
// pages pass the user id of their URL).

let stack: Stack;
let log: LabCallLog;
let casey: string;
let hannah: string;
let admin: string;
const { casey: CASEY, other: OTHER } = SEED_SCANS;
const CASEY_ID = String(CASEY.userId);
const ROLL = String(CASEY.joshuaTreeRollId);
const ROLL_NAME = 'Summer-in-Joshua-Tree';

beforeAll(async () => {
  stack = await startStack(
    {},
    {
      labContract: 'documented',
      upstream: async (labUrl) => {
        log = await labCallLog(labUrl);
        return log.url;
      },
    },
  );
  // Hannah's plan ends and her roll was synced 40 days ago (decision 060: downloads need a membership then).
  await stack.lab.db.query(
    `UPDATE subscriptions SET status = 'canceled' WHERE payment_customer_id IN
       (SELECT id FROM payment_customers WHERE user_id = $1)`,
    [OTHER.userId],
  );
  await stack.lab.db.query('UPDATE users SET active = false WHERE id = $1', [OTHER.userId]);
  await stack.lab.db.query(`UPDATE film_rolls SET synced_at = now() - interval '40 days' WHERE id = $1`, [
    OTHER.rollId,
  ]);
  [casey, hannah, admin] = await Promise.all([
    stack.login('customer@lab.test'),
    stack.login(OTHER.email),
    stack.login('admin@lab.test'),
  ]);
});
afterAll(async () => {
  await stack?.close();
  await log?.close();
});

interface Manifest {
  fileName: string;
  fileCount: number;
  totalBytes: number;
  files: Array<{ scanId: string; name: string; bytes: number; url: string; lastModified: string }>;
}

const MANIFEST = 'fileName fileCount totalBytes files { scanId name bytes url lastModified }';
const MY_DOWNLOAD = `query ($input: DownloadInput!) { me { download(input: $input) { ${MANIFEST} } } }`;

async function download(input: Record<string, unknown>, token = casey) {
  return stack.gql<{ me: { download: Manifest } }>(MY_DOWNLOAD, { input }, token);
}

/** A file link as the browser fetches it: the BFF's /files proxy, or the lab's storage origin. */
async function fetchFile(url: string): Promise<{ status: number; length: number }> {
  if (/^https?:/.test(url)) {
    const res = await fetch(url);
    return { status: res.status, length: (await res.arrayBuffer()).byteLength };
  }
  const res = await request(stack.app.server).get(url).buffer(true);
  return { status: res.status, length: Number(res.headers['content-length'] ?? 0) };
}

const callsDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> => {
  const before = log.calls.length;
  const result = await work();
  return { result, calls: log.calls.slice(before) };
};

describe('downloads without the downloads extension', () => {
  it("lists a roll's frames in order, named as the extension names them, from the roll's one GET", async () => {
    const { result: res, calls } = await callsDuring(() => download({ rollId: ROLL }));
    expect(res.body.errors).toBeUndefined();
    const manifest = res.body.data!.me.download;
    expect(manifest.fileName).toBe(`${ROLL_NAME}.zip`);
    expect(manifest.fileCount).toBe(36);
    const ids = CASEY.scanIdsByRoll[1];
    expect(manifest.files.map((file) => file.scanId)).toEqual(ids.map(String));
    expect(manifest.files[0]!.name).toBe(`${ROLL_NAME}/${ROLL_NAME}-F01-${ids[0]}.jpg`);
    expect(manifest.files[35]!.name).toBe(`${ROLL_NAME}/${ROLL_NAME}-F36-${ids[35]}.jpg`);
    // Spec §3's scan has no size: the manifest claims none, and the browser counts files.
    expect(manifest.totalBytes).toBe(0);
    expect(manifest.files.every((file) => file.bytes === 0)).toBe(true);
    const file = await fetchFile(manifest.files[0]!.url);
    expect(file.status).toBe(200);
    expect(file.length).toBeGreaterThan(1000);
    expect(calls.filter((call) => call.includes('/downloads'))).toEqual([]);
    expect(calls.filter((call) => call.startsWith(`GET /users/${CASEY_ID}/film-rolls/${ROLL}`))).toHaveLength(
      1,
    );
  });

  it("downloads a pick-up: the documented pick-up fetch, then each of its rolls' GET", async () => {
    const roll = await stack.gql<{ me: { filmRoll: { pickUpId: string } } }>(
      `query { me { filmRoll(id: "${ROLL}") { pickUpId } } }`,
      {},
      casey,
    );
    const pickUpId = roll.body.data!.me.filmRoll.pickUpId;
    expect(pickUpId).toBeTruthy();
    const pickUp = await stack.gql<{ me: { pickUp: { rolls: Array<{ id: string }> } } }>(
      `query { me { pickUp(id: "${pickUpId}") { rolls { id } } } }`,
      {},
      casey,
    );
    const rollIds = pickUp.body.data!.me.pickUp.rolls.map((r) => Number(r.id)).sort((a, b) => a - b);
    const expected = rollIds.flatMap((id) => (CASEY.scanIdsByRoll as Record<number, number[]>)[id] ?? []);
    const { result: res, calls } = await callsDuring(() => download({ pickUpId }));
    expect(res.body.errors).toBeUndefined();
    const manifest = res.body.data!.me.download;
    expect(manifest.fileName).toBe(`pick-up-${pickUpId}.zip`);
    expect(manifest.files.map((file) => Number(file.scanId))).toEqual(expected);
    expect(calls).toContain(`GET /users/${CASEY_ID}/pick-ups/${pickUpId}`);
    expect(calls.filter((call) => call.includes('/downloads'))).toEqual([]);
    // One GET per roll, never one per scan.
    expect(calls.filter((call) => call.includes('/scans/'))).toEqual([]);
  });

  it('downloads a selection across two rolls in roll and frame order', async () => {
    const picked = [CASEY.scanIdsByRoll[2][3], CASEY.scanIdsByRoll[1][10], CASEY.scanIdsByRoll[1][2]];
    const res = await download({ scanIds: picked.map(String) });
    expect(res.body.errors).toBeUndefined();
    const manifest = res.body.data!.me.download;
    expect(manifest.fileName).toBe('scans.zip');
    expect(manifest.files.map((file) => file.name)).toEqual([
      `${ROLL_NAME}/${ROLL_NAME}-F03-${CASEY.scanIdsByRoll[1][2]}.jpg`,
      `${ROLL_NAME}/${ROLL_NAME}-F11-${CASEY.scanIdsByRoll[1][10]}.jpg`,
      expect.stringMatching(new RegExp(`-F04-${CASEY.scanIdsByRoll[2][3]}\\.jpg$`)),
    ]);
  });

  it("refuses another customer's scans and a size not unlocked, calmly", async () => {
    const theirs = await download({ scanIds: [String(OTHER.scanIds[0])] });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(theirs.body.errors![0]!.extensions?.code);
    const hd = await download({ rollId: ROLL, size: 'HD' });
    expect(hd.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/isn't unlocked at that size yet\.$/),
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses a lapsed member whose roll left storage, as with the extension', async () => {
    const res = await download({ rollId: String(OTHER.rollId) }, hannah);
    expect(res.body.errors![0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(res.body.errors![0]!.message).toMatch(/storage has ended.*membership/);
  });

  it("lets staff download a customer's roll by the user id of the admin page", async () => {
    const res = await stack.gql<{ user: { download: Manifest } }>(
      `query ($input: DownloadInput!) { user(id: "${OTHER.userId}") { download(input: $input) { ${MANIFEST} } } }`,
      { input: { rollId: String(OTHER.rollId) } },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.user.download.fileCount).toBe(OTHER.scanIds.length);
  });
});

describe("staff pages for a customer's rolls and scans without staff-lookups", () => {
  const scanId = String(CASEY.scanIdsByRoll[1][4]);

  it("opens the customer's roll and scan through /users/{id}/…", async () => {
    const { result: res, calls } = await callsDuring(() =>
      stack.gql<{
        user: { filmRoll: { name: string; scans: { count: number } }; scan: { id: string; frame: number } };
      }>(
        `query { user(id: "${CASEY_ID}") { filmRoll(id: "${ROLL}") { name scans(limit: 1) { count } } scan(id: "${scanId}") { id frame } } }`,
        {},
        admin,
      ),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.user).toEqual({
      filmRoll: { name: 'Summer in Joshua Tree', scans: { count: 36 } },
      scan: { id: scanId, frame: 5 },
    });
    expect(calls.filter((call) => /^GET \/(film-rolls|scans)\//.test(call))).toEqual([]);
  });

  it("rotates and tags the customer's scan and renames the roll with the user id", async () => {
    const { result, calls } = await callsDuring(async () => {
      const rotated = await stack.gql<{ rotateScan: { id: string; rotation: number } }>(
        `mutation { rotateScan(scanId: "${scanId}", direction: RIGHT, userId: "${CASEY_ID}") { id rotation } }`,
        {},
        admin,
      );
      const tagged = await stack.gql<{ addScanTag: Array<{ tags: Array<{ name: string }> }> }>(
        `mutation { addScanTag(scanIds: ["${scanId}"], name: "Desk pick", userId: "${CASEY_ID}") { tags { name } } }`,
        {},
        admin,
      );
      const renamed = await stack.gql<{ renameFilmRoll: { name: string } }>(
        `mutation { renameFilmRoll(rollId: "${ROLL}", name: "Joshua Tree, July", userId: "${CASEY_ID}") { name } }`,
        {},
        admin,
      );
      return { rotated, tagged, renamed };
    });
    expect(result.rotated.body.errors).toBeUndefined();
    expect(result.rotated.body.data!.rotateScan).toEqual({ id: scanId, rotation: 90 });
    expect(result.tagged.body.data!.addScanTag[0]!.tags.map((tag) => tag.name)).toContain('Desk pick');
    expect(result.renamed.body.data!.renameFilmRoll.name).toBe('Joshua Tree, July');
    expect(calls.filter((call) => /^GET \/(film-rolls|scans)\//.test(call))).toEqual([]);

    // The customer sees the staff's changes.
    const seen = await stack.gql<{ me: { scan: { rotation: number; tags: Array<{ name: string }> } } }>(
      `query { me { scan(id: "${scanId}") { rotation tags { name } } } }`,
      {},
      casey,
    );
    expect(seen.body.data!.me.scan.rotation).toBe(90);
    expect(seen.body.data!.me.scan.tags.map((tag) => tag.name)).toContain('Desk pick');
    await stack.gql(
      `mutation { renameFilmRoll(rollId: "${ROLL}", name: "Summer in Joshua Tree") { name } }`,
      {},
      casey,
    );
  });

  it('says staff-lookups is off when staff act on a scan by its id alone', async () => {
    const res = await stack.gql(
      `mutation { rotateScan(scanId: "${scanId}", direction: LEFT) { id } }`,
      {},
      admin,
    );
    expect(res.body.errors![0]!.extensions).toMatchObject({
      code: 'FEATURE_UNAVAILABLE',
      feature: 'staff-lookups',
    });
  });

  it("refuses a customer who passes another customer's id", async () => {
    const res = await stack.gql(
      `mutation { rotateScan(scanId: "${OTHER.scanIds[0]}", direction: LEFT, userId: "${OTHER.userId}") { id } }`,
      {},
      casey,
    );
    expect(res.body.errors![0]).toMatchObject({
      message: 'You do not have access to this account.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
