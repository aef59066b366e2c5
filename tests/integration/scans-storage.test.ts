import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SCANS } from '../../lab/test-support/scans.js';
import { type Stack, startStack } from '../support/stack.js';

// Decision 060: a non-member's roll synced more than 30 days ago keeps its thumbnails only; staff still see all.

let stack: Stack;
let hannah: string;
let admin: string;
const { other: OTHER } = SEED_SCANS;

beforeAll(async () => {
  stack = await startStack();
  // Hannah's plan ends and her roll was synced 40 days ago.
  await stack.lab.db.query(
    `UPDATE subscriptions SET status = 'canceled' WHERE payment_customer_id IN
       (SELECT id FROM payment_customers WHERE user_id = $1)`,
    [OTHER.userId],
  );
  await stack.lab.db.query('UPDATE users SET active = false WHERE id = $1', [OTHER.userId]);
  await stack.lab.db.query(`UPDATE film_rolls SET synced_at = now() - interval '40 days' WHERE id = $1`, [
    OTHER.rollId,
  ]);
  [hannah, admin] = await Promise.all([stack.login(OTHER.email), stack.login('admin@lab.test')]);
});
afterAll(() => stack?.close());

const codeOf = (res: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  res.body.errors?.[0]?.extensions?.code;

const ROLL = `query ($id: ID!) { me { platformAccess { status trialEndsAt storageDays }
  filmRoll(id: $id) { storageExpired storageExpiresAt scans(limit: 2) { items { thumbnailUrl midResUrl hiResUrl } } } } }`;

describe('expired storage', () => {
  it('leaves thumbnails only and says the trial ended', async () => {
    const res = await stack.gql<{
      me: {
        platformAccess: { status: string; storageDays: number };
        filmRoll: {
          storageExpired: boolean;
          storageExpiresAt: string;
          scans: { items: Array<Record<string, unknown>> };
        };
      };
    }>(ROLL, { id: String(OTHER.rollId) }, hannah);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.me.platformAccess).toMatchObject({ status: 'EXPIRED', storageDays: 30 });
    const roll = res.body.data!.me.filmRoll;
    expect(roll.storageExpired).toBe(true);
    expect(Date.parse(roll.storageExpiresAt)).toBeLessThan(Date.now());
    for (const scan of roll.scans.items) {
      expect(scan.thumbnailUrl).toMatch(/^\/files\/scans\//);
      expect(scan).toMatchObject({ midResUrl: null, hiResUrl: null });
    }
  });

  it('refuses download, share, unlock and the contact sheet with a reason', async () => {
    const ids = OTHER.scanIds.slice(0, 2).map(String);
    const attempts = await Promise.all([
      stack.gql(`query { me { download(input: { rollId: "${OTHER.rollId}" }) { fileCount } } }`, {}, hannah),
      stack.gql(
        'mutation ($ids: [ID!]!) { createShareLink(input: { scanIds: $ids }) { code } }',
        { ids },
        hannah,
      ),
      stack.gql(
        'mutation ($ids: [ID!]!) { unlockScans(scanIds: $ids, size: HD) { charged } }',
        { ids },
        hannah,
      ),
      stack.gql(`query { me { filmRoll(id: "${OTHER.rollId}") { contactSheet { imageUrl } } } }`, {}, hannah),
    ]);
    for (const res of attempts) {
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(res.body.errors![0]!.message).toMatch(/storage has ended.*membership/);
    }
  });

  it('quotes unlocks at the non-member price once the plan has ended', async () => {
    const res = await stack.gql<{ me: { unlockQuote: Record<string, number> } }>(
      'query ($ids: [ID!]!) { me { unlockQuote(scanIds: $ids, size: SIXTEEN_BIT_TIFF) { pricePerUnlock total } } }',
      { ids: OTHER.scanIds.slice(0, 3).map(String) },
      hannah,
    );
    expect(res.body.data!.me.unlockQuote).toEqual({ pricePerUnlock: 299, total: 897 });
  });

  it('staff still see every size', async () => {
    const res = await stack.gql<{
      user: { filmRoll: { storageExpired: boolean; scans: { items: Array<{ hiResUrl: string }> } } };
    }>(
      `query { user(id: "${OTHER.userId}") { filmRoll(id: "${OTHER.rollId}") { storageExpired scans(limit: 1) { items { hiResUrl } } } } }`,
      {},
      admin,
    );
    expect(res.body.data!.user.filmRoll.storageExpired).toBe(false);
    expect(res.body.data!.user.filmRoll.scans.items[0]!.hiResUrl).toMatch(/^\/files\/scans\//);
  });
});
