import DataLoader from 'dataloader';
import { LabApiError } from '../lab-client/errors.js';
import type { LabScan, LabScanFilters, LabScanRoll } from '../lab-client/film-rolls.js';
import type { LabClient } from '../lab-client/index.js';
import type { LabProduct } from '../lab-client/products.js';
import type { LabCreditUsage, LabGeneralStats, LabUser } from '../lab-client/types.js';

/** One promise per key for the life of a request. */
function keyed<V>(load: (key: string) => Promise<V>) {
  const pending = new Map<string, Promise<V>>();
  return (id: string | number): Promise<V> => {
    const key = String(id);
    let found = pending.get(key);
    if (!found) {
      found = load(key);
      pending.set(key, found);
    }
    return found;
  };
}

/** The lab's most scans per read by id (GET /users/{id}/scans?ids, docs/lab-behaviour.md). */
export const SCANS_PER_BATCH = 100;
const MAX_LAB_ID = 2_147_483_647;

/**
 * Scans by 'userId:scanId': every scan asked for in one tick of a request becomes one lab call per user (100 ids
 * at most each) instead of one GET each, e.g. the previews of every share link on a page, or a 36-frame unlock
 * quote. A scan the lab leaves out (unknown, another user's) or still pending fails its own key with the 404 the single
 * GET gave, so callers keep their handling.
 */
function scanLoader(lab: LabClient) {
  return new DataLoader<string, LabScan>(
    async (keys) => {
      const byUser = new Map<string, string[]>();
      for (const key of keys) {
        const [userId = '', scanId = ''] = key.split(':');
        // Past the lab's id range no scan exists; sent, it would fail the whole batch with a 400.
        if (Number(scanId) > MAX_LAB_ID) continue;
        byUser.set(userId, [...(byUser.get(userId) ?? []), scanId]);
      }
      const found = new Map<string, LabScan | Error>();
      await Promise.all(
        [...byUser].map(async ([userId, ids]) => {
          try {
            const { scans } = await lab.scans.byIds(userId, ids);
            // Staff are also answered pending scans (an upload under way), which Scan cannot show.
            for (const scan of scans) if (scan.status === 'ready') found.set(`${userId}:${scan.id}`, scan);
          } catch (error) {
            for (const id of ids) found.set(`${userId}:${id}`, error as Error);
          }
        }),
      );
      return keys.map((key) => found.get(key) ?? new LabApiError('Scan not found', 404));
    },
    { maxBatchSize: SCANS_PER_BATCH },
  );
}

/**
 * Per-request loaders: each key is fetched from the lab at most once per GraphQL request, and never shared
 * between requests (no cross-user caching).
 */
export function createLoaders(lab: LabClient) {
  let stats: Promise<LabGeneralStats> | undefined;
  const computed = new WeakMap<object, Map<string, Promise<unknown>>>();
  const scanRolls = keyed<LabScanRoll>((key) => {
    const [userId = '', rollId = ''] = key.split(':');
    return lab.filmRolls.get(userId, rollId, true);
  });
  const scans = scanLoader(lab);
  return {
    user: keyed<LabUser>((id) => lab.users.get(id)),
    /** One of a user's scans; the reads of a tick are batched (scanLoader). */
    scan: (userId: string | number, scanId: string | number): Promise<LabScan> =>
      // Numeric keys: '007' and the lab's 7 are one scan.
      scans.load(`${Number(userId)}:${Number(scanId)}`),
    /** Membership credits a user has used this period (every order of a page shares one call). */
    creditUsage: keyed<LabCreditUsage>((id) => lab.orders.creditUsage(id)),
    /**
     * Products by their ids joined with ',' (at most 100), taken out of the shop too: the documented GET /products?ids[]
     * (what User.credits[] names, read when the lab has no credit-usage).
     */
    productsByIds: keyed<LabProduct[]>(async (joined) =>
      joined === ''
        ? []
        : (await lab.products.list({ ids: joined.split(','), includeInactive: true, limit: 100, offset: 0 }))
            .products,
    ),
    /** A roll with its platform fields and preview frames, keyed 'userId:rollId' (scan-platform fields of order rolls). */
    scanRoll: (userId: string | number, rollId: string | number): Promise<LabScanRoll> =>
      scanRolls(`${userId}:${rollId}`),
    /** What a user's rolls can be filtered by (also the first sync date for the trial). */
    scanFilters: keyed<LabScanFilters>((userId) => lab.filmRolls.filters(userId)),
    /** The lab's turnaround, for rolls' ready dates (public and cached across requests too). */
    generalStats(): Promise<LabGeneralStats> {
      stats ??= lab.public.generalStats();
      return stats;
    },
    /** A value computed once per object and purpose, e.g. an order's pricing shared by lines, credits, totals. */
    once<V>(owner: object, purpose: string, make: () => Promise<V>): Promise<V> {
      let byPurpose = computed.get(owner);
      if (!byPurpose) {
        byPurpose = new Map();
        computed.set(owner, byPurpose);
      }
      let found = byPurpose.get(purpose) as Promise<V> | undefined;
      if (!found) {
        found = make();
        byPurpose.set(purpose, found);
      }
      return found;
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
